/**
 * 日K / 周K / 月K options (§2 (screens and routes), §9 (business constants and limits)): candles with MA 5/10/20 (or the chosen indicator's own lines there:
 * BOLL's bands), the chosen indicator below, the §9 (business constants and limits) default visible window (the last 48 bars) and a
 * touch pan/zoom over the whole loaded history, so indicators are warmed up at the first visible bar.
 */
import { defaultWindowStart } from '../../../lib/chart/axis';
import type { IndicatorSet } from '../../../lib/indicators';
import { MA_IDS, maLines } from '../indicators/ma';
import { indicatorTemplate } from '../indicators/registry';
import type { ChartPalette } from '../palette';
import type { IndicatorKey, KlineData } from '../types';
import { CANDLE_ENCODE, candleData, candlestickData, lineData, xyData } from './data';
import { splitByTone, tonedBarData, tonedBarSeries, type BarValue } from './bars';
import {
  axisLine,
  BARE_VALUE_AXIS,
  insideValueLabel,
  fixedOrDash,
  gridBoxes,
  KLINE_LABEL_GAP,
  paddedMax,
  paddedMin,
  splitLine,
  twoGrids,
  type ChartOption,
  type ChartPatch,
} from './common';

export interface KlineOptionInput {
  data: KlineData;
  /** Category labels, one per bar ('YYYY-MM-DD'). */
  labels: string[];
  /** Candle tuples [open, close, low, high], kept by the caller and patched in place. */
  candles: number[][];
  /** The K-line state's indicator set: the templates take their lines from it. */
  set: IndicatorSet;
  indicator: IndicatorKey;
  /** MA 5/10/20 on the candles: false for the §9 (business constants and limits) indices without moving averages. */
  showMa: boolean;
  palette: ChartPalette;
  height: number;
  decimals: number;
}

/** Line series on the main grid: the chosen indicator's own there (BOLL), otherwise MA 5/10/20 (or none). */
export function mainOverlayIds(indicator: IndicatorKey, showMa: boolean): string[] {
  const main = indicatorTemplate(indicator).main;
  if (main) return [...main.ids];
  return showMa ? [...MA_IDS] : [];
}

type Line = (number | null)[];

/** The main grid's lines (id and values), in series order (colour i = palette.lines[i]). */
export function overlayData(input: KlineOptionInput): Array<{ id: string; data: Line }> {
  const { set, indicator, showMa } = input;
  const main = indicatorTemplate(indicator).main;
  if (main) return main.lines(set).map((data, i) => ({ id: main.ids[i], data }));
  if (!showMa) return [];
  return maLines(set).map((data, i) => ({ id: MA_IDS[i], data }));
}

/** Sub-chart lines and bars of the chosen indicator (its template's). */
export function subData(input: KlineOptionInput): {
  lines: Array<{ id: string; data: Line }>;
  bar: Line | number[] | null;
} {
  const sub = indicatorTemplate(input.indicator).sub;
  return {
    lines: sub.lines(input.set, input.data).map((data, i) => ({ id: `sub-${i}`, data })),
    bar: sub.bar(input.set, input.data),
  };
}

/** Volume sub charts start at 0 and colour a bar like its candle; the others are signed. */
export const isVolumeSub = (indicator: IndicatorKey): boolean =>
  indicatorTemplate(indicator).sub.scale === 'volume';

/** Widest candle and volume bar (px); signed bars (MACD) stay thin lines. */
export const CANDLE_MAX_WIDTH = 12;
export const subBarMaxWidth = (indicator: IndicatorKey): number => (isVolumeSub(indicator) ? 12 : 2);
/** Nice-tick targets of the price axis (about 3 intervals) and of the sub chart's axis. */
export const MAIN_SPLIT_NUMBER = 3;
/**
 * The data zoom's narrowest span in bar indices (endValue − startValue): ECharts widens a narrower
 * window to it, so a 20-bar window (span 19) is drawn with 21 bars.
 */
export const KLINE_MIN_VALUE_SPAN = 20;
export const SUB_SPLIT_NUMBER = 1;

/** Sub-chart bar tones: 0 rise colour, 1 fall colour. */
export const SUB_BAR_IDS = ['sub-bar-rise', 'sub-bar-fall'] as const;

/**
 * Volume bars take the colour of their candle (close ≥ open rises); signed bars (MACD) are red at or
 * above zero and green below.
 */
export function subBarTone(input: KlineOptionInput, bar: ReadonlyArray<BarValue>, i: number): 0 | 1 {
  if (isVolumeSub(input.indicator)) return input.data.close[i] >= input.data.open[i] ? 0 : 1;
  const v = bar[i];
  return v !== null && v !== undefined && v < 0 ? 1 : 0;
}

const subBarsByTone = (input: KlineOptionInput, bar: ReadonlyArray<BarValue>) =>
  splitByTone(bar, SUB_BAR_IDS.length, (i) => subBarTone(input, bar, i));

const lineSeries = (id: string, data: Line, color: string, axis: 0 | 1) => ({
  id,
  type: 'line' as const,
  xAxisIndex: axis,
  yAxisIndex: axis,
  data: lineData(xyData(data)),
  showSymbol: false,
  symbol: 'none',
  lineStyle: { width: 1, color },
  silent: true,
});

/** The full K-line option; `windowStart` is kept across reloads of the same period (user pan). */
export function buildKlineOption(input: KlineOptionInput, windowStart?: number): ChartOption {
  const { data, palette: p, height, decimals, labels, candles } = input;
  const boxes = gridBoxes(height, KLINE_LABEL_GAP);
  const count = data.close.length;
  const sub = subData(input);
  const isVolume = isVolumeSub(input.indicator);
  const xCommon = { type: 'category' as const, data: labels, boundaryGap: true, axisTick: { show: false } };
  const series: NonNullable<ChartOption['series']> = [
    {
      id: 'candle',
      type: 'candlestick',
      xAxisIndex: 0,
      yAxisIndex: 0,
      data: candlestickData(candleData(candles)),
      encode: CANDLE_ENCODE,
      barMaxWidth: CANDLE_MAX_WIDTH,
      itemStyle: { color: p.rise, color0: p.fall, borderColor: p.rise, borderColor0: p.fall, borderWidth: 1 },
      silent: true,
    },
    ...overlayData(input).map((o, i) => lineSeries(o.id, o.data, p.lines[i], 0)),
    ...sub.lines.map((o, i) => lineSeries(o.id, o.data, p.lines[i], 1)),
  ];
  if (sub.bar) {
    series.push(
      ...tonedBarSeries(
        {
          ids: SUB_BAR_IDS,
          colors: [p.rise, p.fall],
          xAxisIndex: 1,
          yAxisIndex: 1,
          barMaxWidth: subBarMaxWidth(input.indicator),
        },
        subBarsByTone(input, sub.bar),
      ),
    );
  }
  return {
    animation: false,
    grid: twoGrids(boxes),
    xAxis: [
      {
        ...xCommon,
        id: 'x-main',
        gridIndex: 0,
        axisLine: axisLine(p),
        splitLine: { show: false },
        axisLabel: {
          show: true,
          fontSize: 10,
          color: p.axisText,
          hideOverlap: true,
          showMinLabel: true,
          showMaxLabel: true,
          alignMinLabel: 'left',
          alignMaxLabel: 'right',
        },
      },
      { ...xCommon, id: 'x-sub', gridIndex: 1, axisLine: axisLine(p), axisLabel: { show: false } },
    ],
    yAxis: [
      {
        id: 'y-main',
        gridIndex: 0,
        scale: true,
        min: paddedMin,
        max: paddedMax,
        splitNumber: MAIN_SPLIT_NUMBER,
        ...BARE_VALUE_AXIS,
        splitLine: splitLine(p),
        // Labels sit just under their grid line; the edge labels are left out (they are not round
        // numbers with padded bounds, and the top one would run into the MA legend).
        axisLabel: {
          ...insideValueLabel(p.axisText, 'top', (v) => fixedOrDash(v, decimals)),
          showMinLabel: false,
          showMaxLabel: false,
        },
      },
      {
        id: 'y-sub',
        gridIndex: 1,
        scale: !isVolume,
        min: isVolume ? 0 : undefined,
        splitNumber: SUB_SPLIT_NUMBER,
        axisLine: { show: false },
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: { show: false },
      },
    ],
    dataZoom: [
      {
        id: 'zoom',
        type: 'inside',
        xAxisIndex: [0, 1],
        start: windowStart ?? defaultWindowStart(count),
        end: 100,
        minValueSpan: KLINE_MIN_VALUE_SPAN,
        maxValueSpan: 240,
        zoomOnMouseWheel: true,
        moveOnMouseMove: true,
        moveOnMouseWheel: false,
        preventDefaultMouseMove: false,
        filterMode: 'filter',
      },
    ],
    series,
  };
}

/** The series a live trade touched (every line's last value moved); axes and zoom stay as they are. */
export function klinePatch(input: KlineOptionInput, appended: boolean): ChartPatch {
  const sub = subData(input);
  const series: NonNullable<ChartPatch['series']> = [
    { id: 'candle', data: candlestickData(candleData(input.candles)) },
    ...overlayData(input).map((o) => ({ id: o.id, data: lineData(xyData(o.data)) })),
    ...sub.lines.map((o) => ({ id: o.id, data: lineData(xyData(o.data)) })),
  ];
  if (sub.bar) series.push(...tonedBarData(SUB_BAR_IDS, subBarsByTone(input, sub.bar)));
  const patch: ChartPatch = { series };
  if (appended)
    patch.xAxis = [
      { id: 'x-main', data: input.labels },
      { id: 'x-sub', data: input.labels },
    ];
  return patch;
}
