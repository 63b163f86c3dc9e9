/**
 * 分时 and 5日 chart options (§2 (screens and routes), §9 (business constants and limits)): the fixed per-region axis with no lunch gap, the price line with
 * its area and the average-price line above, volume bars below, the price axis symmetric around the
 * previous close with the percent change on the right.
 */
import { dailyPoints } from '../../../lib/chart/axis';
import { axisIndexOf } from '../../../lib/chart/axis';
import type { Region } from '../../../lib/market';
import type { ChartPalette } from '../palette';
import type { MinuteSeries } from '../types';
import { lineData, xyData } from './data';
import { splitByTone, tonedBarData, tonedBarSeries, type TonedBarsSpec } from './bars';
import {
  axisLine,
  BARE_VALUE_AXIS,
  insideValueLabel,
  fixedOrDash,
  gridBoxes,
  splitLine,
  twoGrids,
  type ChartOption,
  type ChartPatch,
} from './common';

/** Labels of the daily axis: open, the midday break (two session times), close. */
const DAY_LABELS: Record<Region, ReadonlyArray<[string, string]>> = {
  CN: [
    ['09:30', '09:30'],
    ['11:30', '11:30/13:00'],
    ['15:00', '15:00'],
  ],
  HK: [
    ['09:31', '09:30'],
    ['12:00', '12:00/13:00'],
    ['16:10', '16:10'],
  ],
  USA: [
    ['09:31', '09:30'],
    ['12:45', '12:45'],
    ['16:00', '16:00'],
  ],
};

/** Axis slot → label of the intraday axis (the three slots that carry one). */
export function intradayLabelSlots(region: Region): Map<number, string> {
  const m = new Map<number, string>();
  for (const [time, label] of DAY_LABELS[region]) m.set(axisIndexOf(region, time), label);
  return m;
}

/** The US 分时 with extended hours: 04:00, the open, the close and 20:00 (issue 21). */
const EXTENDED_LABELS: ReadonlyArray<[string, string]> = [
  ['04:01', '04:00'],
  ['09:31', '09:30'],
  ['16:00', '16:00'],
  ['20:00', '20:00'],
];

/** Axis slot → label of a series' daily axis (the regular one, or the US one with extended hours). */
export function dayLabelSlots(s: MinuteSeries): Map<number, string> {
  if (!s.extended) return intradayLabelSlots(s.region);
  const m = new Map<number, string>();
  for (const [time, label] of EXTENDED_LABELS) m.set(s.times.indexOf(time), label);
  return m;
}

/** Shade labels of the extended parts. */
export const EXTENDED_SHADE_LABELS = { pre: '盘前', after: '盘后' } as const;

/**
 * The shaded extended parts of a US 分时 (issue 21): one mark area per part over the price grid
 * and one over the volume grid, each on a series of its own that draws nothing else. None for
 * every other series.
 */
export function extendedShadeSeries(s: MinuteSeries, p: ChartPalette): Record<string, unknown>[] {
  const slots = s.extended;
  if (!slots) return [];
  const area = (label: boolean) => ({
    silent: true,
    itemStyle: { color: p.extendedShade },
    label: label
      ? { show: true, position: 'insideTop', color: p.axisText, fontSize: 10, distance: 4 }
      : { show: false },
    data: (['pre', 'after'] as const).map((part) => [
      { name: EXTENDED_SHADE_LABELS[part], xAxis: s.times[slots[part][0]] },
      { xAxis: s.times[slots[part][1]] },
    ]),
  });
  return [
    {
      id: 'extended-shade',
      type: 'line',
      xAxisIndex: 0,
      yAxisIndex: 0,
      data: [],
      silent: true,
      markArea: area(true),
    },
    {
      id: 'extended-shade-volume',
      type: 'line',
      xAxisIndex: 1,
      yAxisIndex: 2,
      data: [],
      silent: true,
      markArea: area(false),
    },
  ];
}

/** 5日: each day's label sits in the middle of its day; day boundaries get a split line. */
export function fiveDayLabelSlots(region: Region, dayLabels: readonly string[]): Map<number, string> {
  const per = dailyPoints(region);
  const m = new Map<number, string>();
  dayLabels.forEach((label, d) => m.set(d * per + Math.floor(per / 2), label));
  return m;
}

/**
 * Price range symmetric around the reference: the largest distance of any price or average from it,
 * at least 0.5 % of it (a flat opening would otherwise zoom onto rounding noise).
 */
export function symmetricRange(
  values: ReadonlyArray<ReadonlyArray<number | null>>,
  reference: number | null,
): { min: number; max: number; ref: number } | null {
  let lo = Infinity;
  let hi = -Infinity;
  for (const arr of values)
    for (const v of arr) {
      if (v === null || !Number.isFinite(v) || v <= 0) continue;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
  const ref = reference !== null && reference > 0 ? reference : Number.isFinite(lo) ? (lo + hi) / 2 : null;
  if (ref === null) return null;
  let d = Number.isFinite(lo) ? Math.max(hi - ref, ref - lo) : 0;
  d = Math.max(d * 1.04, ref * 0.005);
  return { min: ref - d, max: ref + d, ref };
}

export interface IntradayOptionInput {
  series: MinuteSeries;
  palette: ChartPalette;
  height: number;
  /** Price decimals of the instrument. */
  decimals: number;
  /**
   * Whether the average-price line is drawn: not for the indices §9 (business constants and limits) lists without averages (上证指数,
   * 深证成指, 399005, 创业板指, 399300; issue 31 item 7). Default true.
   */
  showAvg?: boolean;
}

const NO_AVG: (number | null)[] = [];
/** The average line's points, or none where the instrument has no average line. */
const avgOf = (s: MinuteSeries, showAvg: boolean | undefined) => (showAvg === false ? NO_AVG : s.avg);

export function percentText(v: number, ref: number): string {
  const p = ((v - ref) / ref) * 100;
  // The middle label is the reference itself; floating-point noise must not print '-0.00%'.
  if (Math.abs(p) < 0.005) return '0.00%';
  return `${p > 0 ? '+' : ''}${p.toFixed(2)}%`;
}

function yAxes(input: IntradayOptionInput, range: ReturnType<typeof symmetricRange>) {
  const { palette: p, decimals } = input;
  const ref = range?.ref ?? 0;
  const colorOf = (v: number) =>
    !range || Math.abs(v - ref) < 1e-9 ? p.axisText : v > ref ? p.rise : p.fall;
  const labelColor = (v?: string | number) => colorOf(Number(v));
  const common = {
    gridIndex: 0,
    min: range?.min,
    max: range?.max,
    interval: range ? range.max - range.ref : undefined,
    ...BARE_VALUE_AXIS,
    animation: false,
  };
  return [
    {
      ...common,
      id: 'price',
      position: 'left' as const,
      splitLine: splitLine(p),
      axisLabel: { show: false },
    },
    {
      ...common,
      id: 'percent',
      position: 'right' as const,
      splitLine: { show: false },
      ...OVER_THE_LINES,
      axisLabel: {
        ...insideValueLabel(labelColor, 'bottom', (v) => (range ? percentText(v, range.ref) : '')),
        ...labelBox(p),
      },
    },
    {
      id: 'volume',
      gridIndex: 1,
      min: 0,
      splitNumber: 1,
      axisLine: { show: false },
      axisTick: { show: false },
      splitLine: { show: false },
      axisLabel: { show: false },
    },
    // Last, so the series' yAxisIndex values stay: the price labels on an axis of their own, drawn
    // over the lines on the card's colour, so 昨收 and the extremes read where the line crosses
    // them (issue 31 item 8). The split lines stay on the price axis, under the lines.
    {
      ...common,
      id: 'price-labels',
      position: 'left' as const,
      splitLine: { show: false },
      ...OVER_THE_LINES,
      axisLabel: {
        ...insideValueLabel(labelColor, 'bottom', (v) => fixedOrDash(v, decimals)),
        ...labelBox(p),
      },
    },
  ];
}

/** An axis drawn above the series (ECharts draws components by z; series are at 2). */
const OVER_THE_LINES = { z: 3 } as const;

/** A value label's box: the card's colour behind the text, a pixel of room around it. */
function labelBox(p: ChartPalette) {
  return { backgroundColor: p.background, padding: [0, 2] as [number, number], borderRadius: 2 };
}

/** Volume bar tones: 0 rise, 1 fall, 2 flat. */
export const VOLUME_IDS = ['volume-rise', 'volume-fall', 'volume-flat'] as const;

const volumeBars = (p: ChartPalette): TonedBarsSpec => ({
  ids: VOLUME_IDS,
  colors: [p.rise, p.fall, p.flat],
  xAxisIndex: 1,
  yAxisIndex: 2,
  barWidth: '60%',
});

/**
 * Tone of a minute's volume bar: its price against the minute before; flat when either is missing.
 * The first minute of the chart compares with the previous close; the first minute of a later day on
 * the 5-day chart with the day before's last minute (that day's close), or the previous close when
 * the day before has no last minute.
 */
export function volumeTone(s: MinuteSeries, i: number): 0 | 1 | 2 {
  const per = s.times.length / s.days;
  const cur = s.price[i];
  const prev = i === 0 ? s.preClose : i % per === 0 ? (s.price[i - 1] ?? s.preClose) : s.price[i - 1];
  if (cur === null || prev === null || prev === undefined) return 2;
  return cur > prev ? 0 : cur < prev ? 1 : 2;
}

const volumeByTone = (s: MinuteSeries) => splitByTone(s.volume, VOLUME_IDS.length, (i) => volumeTone(s, i));

/** The full intraday / 5-day option (set once per load or resize; live data go through the patch). */
export function buildIntradayOption(input: IntradayOptionInput): ChartOption {
  const { series: s, palette: p, height } = input;
  const boxes = gridBoxes(height);
  const per = dailyPoints(s.region);
  const labels = s.days === 1 ? dayLabelSlots(s) : fiveDayLabelSlots(s.region, s.dayLabels);
  const last = s.times.length - 1;
  const avg = avgOf(s, input.showAvg);
  const range = symmetricRange([s.price, avg], s.preClose);
  const xCommon = {
    type: 'category' as const,
    data: s.times as string[],
    boundaryGap: false,
    axisTick: { show: false },
  };
  return {
    animation: false,
    grid: twoGrids(boxes),
    xAxis: [
      {
        ...xCommon,
        id: 'x-main',
        gridIndex: 0,
        axisLine: axisLine(p),
        splitLine: {
          show: true,
          lineStyle: { color: p.grid },
          interval: (i: number) =>
            s.days === 5 ? i % per === 0 && i > 0 : labels.has(i) && i !== 0 && i !== last,
        },
        axisLabel: {
          show: true,
          fontSize: 10,
          color: p.axisText,
          interval: (i: number) => labels.has(i),
          formatter: (_v: string, i: number) => labels.get(i) ?? '',
          alignMinLabel: 'left',
          alignMaxLabel: 'right',
        },
      },
      {
        ...xCommon,
        id: 'x-sub',
        gridIndex: 1,
        axisLine: axisLine(p),
        axisLabel: { show: false },
        splitLine: {
          show: s.days === 5,
          lineStyle: { color: p.grid },
          interval: (i: number) => i % per === 0 && i > 0,
        },
      },
    ],
    yAxis: yAxes(input, range),
    series: [
      {
        id: 'price',
        type: 'line',
        xAxisIndex: 0,
        yAxisIndex: 0,
        data: lineData(xyData(s.price)),
        showSymbol: false,
        symbol: 'none',
        // A minute without a trade has no point; the line runs on to the next one instead of
        // breaking (§2 (screens and routes): no gaps on the intraday axis).
        connectNulls: true,
        lineStyle: { width: 1, color: p.price },
        areaStyle: { color: p.priceArea },
        silent: true,
      },
      {
        id: 'avg',
        type: 'line',
        xAxisIndex: 0,
        yAxisIndex: 0,
        data: lineData(xyData(avg)),
        showSymbol: false,
        symbol: 'none',
        connectNulls: true,
        lineStyle: { width: 1, color: p.avg },
        silent: true,
      },
      ...tonedBarSeries(volumeBars(p), volumeByTone(s)),
      ...extendedShadeSeries(s, p),
    ],
  };
}

/** The price axis bounds the intraday chart is drawn with (see symmetricRange). */
export function intradayRange(s: MinuteSeries, showAvg?: boolean): { min: number; max: number } | null {
  const range = symmetricRange([s.price, avgOf(s, showAvg)], s.preClose);
  return range ? { min: range.min, max: range.max } : null;
}

/**
 * What a live minute changes: the three series' data (same arrays, mutated in place) and the price
 * range when a new high or low widened it. Returns the y axes only when the range changed.
 */
export function intradayPatch(
  input: IntradayOptionInput,
  previousRange: { min: number; max: number } | null,
): {
  patch: ChartPatch;
  range: { min: number; max: number } | null;
} {
  const s = input.series;
  const avg = avgOf(s, input.showAvg);
  const range = symmetricRange([s.price, avg], s.preClose);
  const patch: ChartPatch = {
    series: [
      { id: 'price', data: lineData(xyData(s.price)) },
      { id: 'avg', data: lineData(xyData(avg)) },
      ...tonedBarData(VOLUME_IDS, volumeByTone(s)),
    ],
  };
  const changed =
    !!range &&
    (!previousRange ||
      Math.abs(range.min - previousRange.min) > 1e-9 ||
      Math.abs(range.max - previousRange.max) > 1e-9);
  if (changed) patch.yAxis = yAxes(input, range);
  return { patch, range: range ? { min: range.min, max: range.max } : null };
}
