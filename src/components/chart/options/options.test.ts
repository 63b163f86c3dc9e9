import { createIndicatorSetFromColumns } from '../../../lib/indicators';
import { hasMovingAverage } from '../../../lib/market';
import type { MinuteEntry } from '../../../quote/protocol';
import { buildMinuteSeries, emptyMinuteSeries } from '../minutes';
import { LIGHT_PALETTE } from '../palette';
import type { IndicatorKey, KlineData } from '../types';
import {
  buildIntradayOption,
  intradayLabelSlots,
  intradayPatch,
  percentText,
  symmetricRange,
} from './intraday';
import { buildKlineOption, klinePatch, mainOverlayIds, type KlineOptionInput } from './kline';

type AnyOption = {
  xAxis: Array<{ data: string[] }>;
  series: Array<{ id: string; type?: string; data: unknown[] }>;
  dataZoom?: Array<{ start: number; end: number }>;
};

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
  const lines = createIndicatorSetFromColumns(data).series;
  return {
    data,
    labels: data.time.map(String),
    candles: data.open.map((o, i) => [o, data.close[i], data.low[i], data.high[i]]),
    lines,
    indicator,
    showMa,
    palette: LIGHT_PALETTE,
    height: 260,
    decimals: 2,
  };
}

describe('intraday option', () => {
  it.each([
    ['CN', 242],
    ['HK', 340],
    ['USA', 390],
  ] as const)('%s axis has %i points a day and 5 × that on the 5-day view', (region, points) => {
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
    expect((one as unknown as AnyOption).xAxis[0].data).toHaveLength(points);
    expect((five as unknown as AnyOption).xAxis[0].data).toHaveLength(points * 5);
    expect((one as unknown as AnyOption).series.map((s) => s.data.length)).toEqual([points, points, points]);
  });

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
    // 2026-11-20 is a Friday; Beijing = UTC+8.
    const at = (hh: number, mm: number) => Date.UTC(2026, 10, 20, hh - 8, mm) / 1000;
    const e = (t: number, price: number): MinuteEntry => ({
      Time: t,
      Open: price,
      Price: price,
      Volume: 100,
      Amount: 100 * price,
      High: price,
      Low: price,
      AvgPrice: price,
      PreClose: 10,
      TickCount: 1,
    });
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

  it('a live patch carries only the three series, and the axes only when the range moved', () => {
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
      'volume',
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
    expect(ids).toEqual(expect.arrayContaining(['boll-upper', 'boll-mid', 'boll-lower', 'sub-bar']));
    expect(ids).not.toContain('ma5');
    expect(mainOverlayIds('BOLL', false)).toEqual(['boll-upper', 'boll-mid', 'boll-lower']);
  });

  it.each([
    ['MACD', ['sub-0', 'sub-1', 'sub-bar']],
    ['KDJ', ['sub-0', 'sub-1', 'sub-2']],
    ['RSI', ['sub-0', 'sub-1', 'sub-2']],
    ['BIAS', ['sub-0', 'sub-1', 'sub-2']],
    ['CCI', ['sub-0']],
    ['OBV', ['sub-0']],
    ['VOL', ['sub-0', 'sub-1', 'sub-bar']],
  ] as const)('%s draws its own sub-chart series', (key, expected) => {
    const ids = (buildKlineOption(klineInput(100, key, true)) as unknown as AnyOption).series
      .map((s) => s.id)
      .filter((id) => id.startsWith('sub'));
    expect(ids).toEqual(expected);
  });

  it('every series spans the whole history', () => {
    const opt = buildKlineOption(klineInput(200, 'MACD', true)) as unknown as AnyOption;
    for (const s of opt.series) expect(s.data).toHaveLength(200);
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
    expect((klinePatch(input, true) as unknown as { xAxis?: unknown }).xAxis).toBeDefined();
  });
});
