import { flatMinute, shanghaiTime } from '../../../quote/test-entries';
import { createIndicatorSetFromColumns } from '../../../lib/indicators';
import { hasMovingAverage } from '../../../lib/market';
import { buildMinuteSeries, emptyMinuteSeries } from '../minutes';
import { DARK_PALETTE, LIGHT_PALETTE } from '../palette';
import type { IndicatorKey, KlineData } from '../types';
import { splitByTone, tonedBarSeries } from './bars';
import { twoGrids, gridBoxes } from './common';
import { candleData, xyCount, xyData, xyValueAt } from './data';
import {
  buildIntradayOption,
  dayLabelSlots,
  intradayLabelSlots,
  intradayPatch,
  intradayRange,
  percentText,
  symmetricRange,
  volumeTone,
} from './intraday';
import { buildKlineOption, klinePatch, mainOverlayIds, subBarTone, type KlineOptionInput } from './kline';

type AnyOption = {
  xAxis: Array<{ data: string[] }>;
  series: Array<{
    id: string;
    type?: string;
    data: Float64Array;
    large?: boolean;
    itemStyle?: { color?: unknown };
  }>;
  dataZoom?: Array<{ start: number; end: number }>;
};

/** The values of one series of a built option or patch (NaN where nothing is drawn). */
const valuesOf = (data: Float64Array): number[] =>
  Array.from({ length: xyCount(data) }, (_, i) => xyValueAt(data, i));
const seriesById = (opt: { series?: unknown }, id: string): Float64Array =>
  (opt.series as AnyOption['series']).find((s) => s.id === id)!.data;

function klineInput(count: number, indicator: IndicatorKey, showMa: boolean): KlineOptionInput {
  const data: KlineData = {
    time: [],
    open: [],
    high: [],
    low: [],
    close: [],
    volume: [],
    amount: [],
    preClose: [],
  };
  for (let i = 0; i < count; i++) {
    const c = 10 + Math.sin(i / 5);
    data.time.push(1_700_000_000 + i * 86400);
    data.open.push(c - 0.1);
    data.close.push(c);
    data.high.push(c + 0.2);
    data.low.push(c - 0.3);
    data.volume.push(1000 + i);
    data.amount.push(10000 + i);
    data.preClose.push(c - 0.05);
  }
  const set = createIndicatorSetFromColumns(data);
  return {
    data,
    labels: data.time.map(String),
    candles: data.open.map((o, i) => [o, data.close[i], data.low[i], data.high[i]]),
    set,
    indicator,
    showMa,
    palette: LIGHT_PALETTE,
    height: 260,
    decimals: 2,
  };
}

describe('intraday option', () => {
  it.each([
    ['CN', 242, 242],
    ['HK', 340, 340],
    // US 分时 carries pre-market (330) and after-hours (240) around the regular 390 (issue 21).
    ['USA', 390, 960],
  ] as const)(
    '%s axis has %i points a day (分时 %i) and 5 × that on the 5-day view',
    (region, points, intraday) => {
      const one = buildIntradayOption({
        series: emptyMinuteSeries(region, 1, 10),
        palette: LIGHT_PALETTE,
        height: 260,
        decimals: 2,
      });
      const five = buildIntradayOption({
        series: emptyMinuteSeries(region, 5, 10),
        palette: LIGHT_PALETTE,
        height: 260,
        decimals: 2,
      });
      expect((one as unknown as AnyOption).xAxis[0].data).toHaveLength(intraday);
      expect((five as unknown as AnyOption).xAxis[0].data).toHaveLength(points * 5);
      expect(
        (one as unknown as AnyOption).series
          .filter((s) => !s.id.startsWith('extended'))
          .map((s) => xyCount(s.data)),
      ).toEqual([intraday, intraday, intraday, intraday, intraday]);
    },
  );

  it.each([
    ['light', LIGHT_PALETTE],
    ['dark', DARK_PALETTE],
  ] as const)(
    '%s: the value labels sit over the lines on the card colour; the split lines stay under them',
    (_, palette) => {
      const series = emptyMinuteSeries('CN', 1, 10);
      series.price[0] = 10.1;
      series.avg[0] = 10.1;
      series.last = 0;
      const opt = buildIntradayOption({ series, palette, height: 260, decimals: 2 }) as unknown as {
        yAxis: {
          id: string;
          z?: number;
          splitLine: { show?: boolean };
          axisLabel: Record<string, unknown>;
        }[];
        series: { yAxisIndex?: number; z?: number }[];
      };
      const byId = Object.fromEntries(opt.yAxis.map((a) => [a.id, a]));
      // The series keep their axes: price and avg on 0, volume on 2.
      expect(opt.yAxis.map((a) => a.id)).toEqual(['price', 'percent', 'volume', 'price-labels']);
      expect(byId.price.axisLabel.show).toBe(false);
      expect(byId.price.splitLine.show).not.toBe(false);
      for (const id of ['price-labels', 'percent']) {
        expect(byId[id].z).toBeGreaterThan(2); // ECharts draws series at z 2
        expect(byId[id].axisLabel.backgroundColor).toBe(palette.background);
        expect(byId[id].splitLine.show).toBe(false);
      }
      const fmt = byId['price-labels'].axisLabel.formatter as (v: number) => string;
      expect(fmt(10)).toBe('10.00');
    },
  );

  it('labels the CN axis at the open, the midday break and the close with no gap between 11:30 and 13:00', () => {
    const slots = intradayLabelSlots('CN');
    expect([...slots.entries()]).toEqual([
      [0, '09:30'],
      [120, '11:30/13:00'],
      [241, '15:00'],
    ]);
    const axis = (
      buildIntradayOption({
        series: emptyMinuteSeries('CN', 1, 10),
        palette: LIGHT_PALETTE,
        height: 260,
        decimals: 2,
      }) as unknown as AnyOption
    ).xAxis[0].data;
    expect(axis.slice(120, 122)).toEqual(['11:30', '13:00']);
  });

  it('labels HK and US axes from their opening times', () => {
    expect([...intradayLabelSlots('HK').values()]).toEqual(['09:30', '12:00/13:00', '16:10']);
    expect([...intradayLabelSlots('HK').keys()]).toEqual([0, 149, 339]);
    expect([...intradayLabelSlots('USA').keys()]).toEqual([0, 194, 389]);
  });

  it('places minutes on their axis slots in exchange time (Shanghai 13:00 follows 11:30)', () => {
    const at = shanghaiTime;
    const e = (t: number, price: number) => flatMinute(t, price);
    const s = buildMinuteSeries(
      [e(at(9, 30), 10.1), e(at(11, 30), 10.2), e(at(13, 0), 10.3), e(at(15, 0), 10.4)],
      'CN',
      1,
      10,
    );
    expect(s.price[0]).toBe(10.1);
    expect(s.price[120]).toBe(10.2);
    expect(s.price[121]).toBe(10.3);
    expect(s.price[241]).toBe(10.4);
    expect(s.last).toBe(241);
    expect(s.dayLabels).toEqual(['11-20']);
  });

  it('labels the percent axis against the previous close, 0.00% in the middle', () => {
    const r = symmetricRange([[254.03 * 1.0266]], 254.03)!;
    expect(percentText(r.min + (r.max - r.ref), r.ref)).toBe('0.00%');
    expect(percentText(r.max, r.ref)).toMatch(/^\+2\.\d\d%$/);
    expect(percentText(r.min, r.ref)).toMatch(/^-2\.\d\d%$/);
  });

  it('keeps the price axis symmetric around the previous close', () => {
    const r = symmetricRange([[10.5, 9.8]], 10);
    expect(r).not.toBeNull();
    expect(r!.max - 10).toBeCloseTo(10 - r!.min, 10);
    expect(r!.max).toBeGreaterThan(10.5);
    // a flat session still gets a ±0.5 % band
    expect(symmetricRange([[10]], 10)!.max).toBeCloseTo(10.05, 10);
  });

  it('a live patch carries only the series data, and the axes only when the range moved', () => {
    const series = emptyMinuteSeries('CN', 1, 10);
    series.price[0] = 10.01;
    series.avg[0] = 10.01;
    series.volume[0] = 5;
    series.last = 0;
    const input = { series, palette: LIGHT_PALETTE, height: 260, decimals: 2 };
    const first = intradayPatch(input, null);
    expect((first.patch.series as Array<{ id: string }>).map((s) => s.id)).toEqual([
      'price',
      'avg',
      'volume-rise',
      'volume-fall',
      'volume-flat',
    ]);
    expect(first.patch.yAxis).toBeDefined();
    const second = intradayPatch(input, first.range);
    expect(second.patch.yAxis).toBeUndefined();
  });
});

describe('K-line option', () => {
  it('opens on the §9 default window: the last 48 bars', () => {
    const opt = buildKlineOption(klineInput(1500, 'VOL', true)) as unknown as AnyOption;
    expect(opt.dataZoom![0].start).toBeCloseTo(100 - (48 / 1500) * 100, 10);
    expect(opt.dataZoom![0].end).toBe(100);
    expect((buildKlineOption(klineInput(30, 'VOL', true)) as unknown as AnyOption).dataZoom![0].start).toBe(
      0,
    );
  });

  it('keeps a window the user panned to', () => {
    expect(
      (buildKlineOption(klineInput(300, 'VOL', true), 12) as unknown as AnyOption).dataZoom![0].start,
    ).toBe(12);
  });

  it('draws MA 5/10/20 on candles except for the §9 indices', () => {
    const ids = (market: string, code: string) =>
      (
        buildKlineOption(klineInput(100, 'VOL', hasMovingAverage(market, code))) as unknown as AnyOption
      ).series.map((s) => s.id);
    expect(ids('sh', '600519')).toEqual(expect.arrayContaining(['candle', 'ma5', 'ma10', 'ma20']));
    for (const [m, c] of [
      ['sh', '000001'],
      ['sz', '399001'],
      ['sz', '399005'],
      ['sz', '399006'],
      ['sz', '399300'],
    ]) {
      expect(ids(m, c).filter((id) => id.startsWith('ma'))).toEqual([]);
    }
    // 000001 on Shenzhen is 平安银行, a stock: it keeps its MAs
    expect(ids('sz', '000001')).toEqual(expect.arrayContaining(['ma5', 'ma10', 'ma20']));
  });

  it('swaps the MA lines for the BOLL bands while BOLL is chosen, with volume below', () => {
    const opt = buildKlineOption(klineInput(100, 'BOLL', true)) as unknown as AnyOption;
    const ids = opt.series.map((s) => s.id);
    expect(ids).toEqual(
      expect.arrayContaining(['boll-upper', 'boll-mid', 'boll-lower', 'sub-bar-rise', 'sub-bar-fall']),
    );
    expect(ids).not.toContain('ma5');
    expect(mainOverlayIds('BOLL', false)).toEqual(['boll-upper', 'boll-mid', 'boll-lower']);
  });

  it.each([
    ['MACD', ['sub-0', 'sub-1', 'sub-bar-rise', 'sub-bar-fall']],
    ['KDJ', ['sub-0', 'sub-1', 'sub-2']],
    ['RSI', ['sub-0', 'sub-1', 'sub-2']],
    ['BIAS', ['sub-0', 'sub-1', 'sub-2']],
    ['CCI', ['sub-0']],
    ['OBV', ['sub-0']],
    ['VOL', ['sub-0', 'sub-1', 'sub-bar-rise', 'sub-bar-fall']],
  ] as const)('%s draws its own sub-chart series', (key, expected) => {
    const ids = (buildKlineOption(klineInput(100, key, true)) as unknown as AnyOption).series
      .map((s) => s.id)
      .filter((id) => id.startsWith('sub'));
    expect(ids).toEqual(expected);
  });

  it('every series spans the whole history', () => {
    const opt = buildKlineOption(klineInput(200, 'MACD', true)) as unknown as AnyOption;
    for (const s of opt.series) {
      // candles carry 5 numbers per bar (index, open, close, low, high), the others 2 (index, value)
      expect(s.data.length).toBe(s.id === 'candle' ? 200 * 5 : 200 * 2);
    }
  });

  it('a live patch names only series data (no axes unless a bar was appended)', () => {
    const input = klineInput(100, 'KDJ', true);
    const patch = klinePatch(input, false) as unknown as { series: Array<{ id: string }>; xAxis?: unknown };
    expect(patch.series.map((s) => s.id)).toEqual([
      'candle',
      'ma5',
      'ma10',
      'ma20',
      'sub-0',
      'sub-1',
      'sub-2',
    ]);
    expect(patch.xAxis).toBeUndefined();
    const vol = klinePatch(klineInput(100, 'VOL', false), false) as unknown as {
      series: Array<{ id: string }>;
    };
    expect(vol.series.map((s) => s.id)).toEqual(['candle', 'sub-0', 'sub-1', 'sub-bar-rise', 'sub-bar-fall']);
    expect((klinePatch(input, true) as unknown as { xAxis?: unknown }).xAxis).toBeDefined();
  });
});

describe('series data as typed arrays', () => {
  it.each([
    ['numbers', [1.5, 2, 3], [0, 1.5, 1, 2, 2, 3]],
    ['gaps', [null, 4, undefined], [0, NaN, 1, 4, 2, NaN]],
    ['empty', [], []],
  ] as const)('xyData pairs each value with its category index (%s)', (_name, values, expected) => {
    expect(Array.from(xyData(values))).toEqual(expected);
  });

  it('candleData prefixes each [open, close, low, high] with its index', () => {
    expect(
      Array.from(
        candleData([
          [10, 11, 9, 12],
          [11, 10, 9.5, 11.5],
        ]),
      ),
    ).toEqual([0, 10, 11, 9, 12, 1, 11, 10, 9.5, 11.5]);
  });

  it('xyValueAt and xyCount read xyData back', () => {
    const d = xyData([7, null, 9]);
    expect(xyCount(d)).toBe(3);
    expect(valuesOf(d)).toEqual([7, NaN, 9]);
  });
});

describe('bars in fixed colours', () => {
  it.each([
    [
      'by tone',
      [5, 6, 7, 8],
      (i: number) => i % 3,
      [
        [5, null, null, 8],
        [null, 6, null, null],
        [null, null, 7, null],
      ],
    ],
    [
      'nulls stay empty',
      [null, 2],
      () => 1,
      [
        [null, null],
        [null, 2],
        [null, null],
      ],
    ],
  ] as const)('splitByTone keeps each value in exactly one tone (%s)', (_n, values, toneOf, expected) => {
    expect(splitByTone(values, 3, toneOf)).toEqual(expected);
  });

  it('draws each tone as one large series in its colour, overlapping the others', () => {
    const series = tonedBarSeries(
      { ids: ['a', 'b'], colors: ['#f00', '#0f0'], xAxisIndex: 1, yAxisIndex: 2, barMaxWidth: 12 },
      [
        [1, null],
        [null, 2],
      ],
    );
    expect(series.map((s) => [s.id, s.itemStyle?.color, s.large, s.largeThreshold, s.barGap])).toEqual([
      ['a', '#f00', true, 0, '-100%'],
      ['b', '#0f0', true, 0, '-100%'],
    ]);
    expect(valuesOf(series[1].data as unknown as Float64Array)).toEqual([NaN, 2]);
  });

  it.each([
    // [price before, price, preClose, slot, tone]
    ['above the minute before', 10, 10.1, 9, 5, 0],
    ['below the minute before', 10, 9.9, 11, 5, 1],
    ['unchanged', 10, 10, 9, 5, 2],
    ['first minute against the previous close', null, 10.2, 10, 0, 0],
    ["first minute of a later day against the day before's close (5日)", 11, 10.5, 10, 242, 1],
    ['… or the previous close when the day before has no last minute (5日)', null, 10.5, 10, 242, 0],
    ['no trade yet', 10, null, 10, 5, 2],
  ] as const)(
    'intraday volume is coloured by the price move: %s',
    (_n, before, price, preClose, slot, tone) => {
      const s = emptyMinuteSeries('CN', slot >= 242 ? 5 : 1, preClose);
      if (slot > 0) s.price[slot - 1] = before;
      s.price[slot] = price;
      s.volume[slot] = 100;
      expect(volumeTone(s, slot)).toBe(tone);
    },
  );

  it('no average-price line for the indices §9 lists without averages (上证指数 among them)', () => {
    const s = emptyMinuteSeries('CN', 1, 10);
    s.price[0] = 10.5;
    s.avg[0] = 12; // an average far off the price: it must not widen the axis either
    s.last = 0;
    const base = { series: s, palette: LIGHT_PALETTE, height: 260, decimals: 2 };
    expect(hasMovingAverage('sh', '000001')).toBe(false);
    const without = buildIntradayOption({ ...base, showAvg: hasMovingAverage('sh', '000001') });
    expect(valuesOf(seriesById(without, 'avg'))).toEqual([]);
    const withAvg = buildIntradayOption({ ...base, showAvg: hasMovingAverage('sh', '600519') });
    expect(valuesOf(seriesById(withAvg, 'avg'))[0]).toBe(12);
    expect(intradayRange(s, false)!.max).toBeLessThan(12);
    expect(intradayRange(s, true)!.max).toBeGreaterThanOrEqual(12);
    expect(valuesOf(seriesById(intradayPatch({ ...base, showAvg: false }, null).patch, 'avg'))).toEqual([]);
  });

  it('intraday volume bars keep their colour in the option', () => {
    const s = emptyMinuteSeries('CN', 1, 10);
    s.price[0] = 10.5;
    s.price[1] = 10.4;
    s.price[2] = 10.4;
    s.volume[0] = 1;
    s.volume[1] = 2;
    s.volume[2] = 3;
    const opt = buildIntradayOption({ series: s, palette: LIGHT_PALETTE, height: 260, decimals: 2 });
    expect(valuesOf(seriesById(opt, 'volume-rise')).slice(0, 3)).toEqual([1, NaN, NaN]);
    expect(valuesOf(seriesById(opt, 'volume-fall')).slice(0, 3)).toEqual([NaN, 2, NaN]);
    expect(valuesOf(seriesById(opt, 'volume-flat')).slice(0, 3)).toEqual([NaN, NaN, 3]);
    const colors = (opt as unknown as AnyOption).series
      .filter((x) => x.id.startsWith('volume-'))
      .map((x) => x.itemStyle?.color);
    expect(colors).toEqual([LIGHT_PALETTE.rise, LIGHT_PALETTE.fall, LIGHT_PALETTE.flat]);
  });

  it.each([
    ['VOL', 'a rising candle', { open: 10, close: 11 }, null, 0],
    ['VOL', 'a falling candle', { open: 11, close: 10 }, null, 1],
    ['VOL', 'an unchanged candle', { open: 10, close: 10 }, null, 0],
    ['BOLL', 'a falling candle', { open: 11, close: 10 }, null, 1],
    ['MACD', 'a bar above zero', { open: 11, close: 10 }, 0.3, 0],
    ['MACD', 'a bar below zero', { open: 10, close: 11 }, -0.3, 1],
    ['MACD', 'a bar at zero', { open: 10, close: 11 }, 0, 0],
  ] as const)('%s sub bars: %s', (indicator, _n, candle, macd, tone) => {
    const input = klineInput(3, indicator, true);
    input.data.open[1] = candle.open;
    input.data.close[1] = candle.close;
    const bar = [0, macd ?? input.data.volume[1], 0];
    expect(subBarTone(input, bar, 1)).toBe(tone);
  });

  it('K-line volume below takes the candle colours', () => {
    const input = klineInput(4, 'VOL', true);
    input.data.close[2] = input.data.open[2] - 1;
    const opt = buildKlineOption(input);
    expect(valuesOf(seriesById(opt, 'sub-bar-rise'))).toEqual([1000, 1001, NaN, 1003]);
    expect(valuesOf(seriesById(opt, 'sub-bar-fall'))).toEqual([NaN, NaN, 1002, NaN]);
  });
});

test.each(['price', 'avg'])('the intraday %s line runs on over minutes without a trade (no gaps)', (id) => {
  const opt = buildIntradayOption({
    series: emptyMinuteSeries('CN', 1, 10),
    palette: LIGHT_PALETTE,
    height: 260,
    decimals: 2,
  });
  const series = (opt.series as Array<{ id?: string; connectNulls?: boolean }>).find((x) => x.id === id);
  expect(series?.connectNulls).toBe(true);
});

describe('grids', () => {
  type Built = {
    grid: Array<{ outerBoundsMode: string; left: number; right: number }>;
    xAxis: Array<{ axisLabel: { alignMinLabel?: string; alignMaxLabel?: string } }>;
  };
  const intraday = (region: 'CN' | 'HK' | 'USA') =>
    buildIntradayOption({
      series: emptyMinuteSeries(region, 1, 10),
      palette: LIGHT_PALETTE,
      height: 260,
      decimals: 2,
    }) as unknown as Built;
  const kline = () => buildKlineOption(klineInput(100, 'VOL', true)) as unknown as Built;

  it('two fixed grids, 1 px from each side, without the label-measuring pass', () => {
    const grids = twoGrids(gridBoxes(260));
    expect(grids.map((g) => [g.id, g.left, g.right, g.outerBoundsMode])).toEqual([
      ['main', 1, 1, 'none'],
      ['sub', 1, 1, 'none'],
    ]);
  });

  it.each([
    ['intraday CN', () => intraday('CN')],
    ['intraday HK', () => intraday('HK')],
    ['intraday USA', () => intraday('USA')],
    ['K-line', kline],
  ])(
    '%s: fixed grids, and the edge time labels are aligned inwards so none leaves the canvas',
    (_n, build) => {
      const opt = build();
      expect(opt.grid.map((g) => g.outerBoundsMode)).toEqual(['none', 'none']);
      expect(opt.xAxis[0].axisLabel.alignMinLabel).toBe('left');
      expect(opt.xAxis[0].axisLabel.alignMaxLabel).toBe('right');
    },
  );
});

describe('US 分时 with extended hours (issue 21)', () => {
  type Area = [{ name?: string; xAxis: string }, { xAxis: string }][];
  const shadeOf = (opt: unknown, id: string) =>
    (opt as { series: { id: string; xAxisIndex: number; markArea?: { data: Area } }[] }).series.find(
      (s) => s.id === id,
    );
  const build = (region: 'CN' | 'HK' | 'USA', days: 1 | 5) =>
    buildIntradayOption({
      series: emptyMinuteSeries(region, days, 10),
      palette: LIGHT_PALETTE,
      height: 260,
      decimals: 2,
    });

  it('shades pre-market 04:01–09:30 and after-hours 16:01–20:00 over the price and the volume grids', () => {
    const opt = build('USA', 1);
    for (const [id, grid] of [
      ['extended-shade', 0],
      ['extended-shade-volume', 1],
    ] as const) {
      const shade = shadeOf(opt, id)!;
      expect(shade.xAxisIndex).toBe(grid);
      expect(shade.markArea!.data.map(([a, b]) => [a.name, a.xAxis, b.xAxis])).toEqual([
        ['盘前', '04:01', '09:30'],
        ['盘后', '16:01', '20:00'],
      ]);
    }
  });

  it.each([
    ['CN', 1],
    ['HK', 1],
    ['USA', 5],
  ] as const)('%s %i-day: no shade', (region, days) => {
    expect(shadeOf(build(region, days), 'extended-shade')).toBeUndefined();
  });

  it('labels 04:00, the open, the close and 20:00', () => {
    const s = emptyMinuteSeries('USA', 1, 10);
    expect([...dayLabelSlots(s).entries()]).toEqual([
      [0, '04:00'],
      [330, '09:30'],
      [719, '16:00'],
      [959, '20:00'],
    ]);
  });
});
