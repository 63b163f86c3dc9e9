import type { KlineEntry } from '../../../contract/quote-protocol';
import { createIndicatorSet, kdjCalc, macdCalc, type IndicatorSet } from '../../lib/indicators';
import { MA_CALC } from './indicators/ma';
import { INDICATORS } from './indicators/registry';
import { applyLiveBar, barLabel, buildKlineState } from './kline-data';
import { indicatorsOf } from './kline-indicators';

const MACD_CALC = macdCalc({ short: 12, long: 26, mid: 9 });
const KDJ_CALC = kdjCalc({ n: 9, m1: 3, m2: 3 });
/** Every line the chart can draw. */
const EVERY_CALC = [MA_CALC, ...INDICATORS.flatMap((t) => t.calcs)];

/** A daily bar on 2026-11-(day); its label comes from TradingDay. */
function bar(day: number, close: number, extra: Partial<KlineEntry> = {}): KlineEntry {
  return {
    Time: 1_790_000_000 + day * 86_400,
    Open: close - 1,
    Close: close,
    High: close + 2,
    Low: close - 3,
    Amount: close * 1000,
    Volume: 1000 + day,
    TradingDay: 20261100 + day,
    PreClose: close - 0.5,
    TickCount: 10,
    ...extra,
  };
}

describe('buildKlineState', () => {
  test('parallel columns, labels and candle tuples; rows without a finite open or close dropped', () => {
    const s = buildKlineState([bar(2, 10), bar(3, NaN), bar(4, 12, { Open: NaN }), bar(5, 13)], 'CN');
    expect(s.data).toEqual({
      time: [bar(2, 10).Time, bar(5, 13).Time],
      open: [9, 12],
      high: [12, 15],
      low: [7, 10],
      close: [10, 13],
      volume: [1002, 1005],
      amount: [10_000, 13_000],
      preClose: [9.5, 12.5],
    });
    expect(s.labels).toEqual(['2026-11-02', '2026-11-05']);
    expect(s.candles).toEqual([
      [9, 10, 7, 12],
      [12, 13, 10, 15],
    ]);
    // The indicator maths load with the chart's code: nothing computed until the chart reads them.
    expect(s.set).toBeNull();
    expect(indicatorsOf(s).length).toBe(2);
    expect(indicatorsOf(s).lines(MA_CALC)[5]).toHaveLength(2);
    expect(indicatorsOf(s)).toBe(s.set);
  });
});

describe('applyLiveBar', () => {
  const history = () => buildKlineState([bar(2, 10), bar(3, 11), bar(4, 12)], 'CN');

  test.each<[string, KlineEntry, 'updated' | 'appended' | 'ignored', number[], number]>([
    ['the same bar again replaces the last one', bar(4, 12.6), 'updated', [10, 11, 12.6], 3],
    ['a newer bar is appended', bar(5, 13), 'appended', [10, 11, 12, 13], 4],
    ['an older bar is ignored', bar(3, 99), 'ignored', [10, 11, 12], 3],
    ['a bar without a finite close is ignored', bar(5, NaN), 'ignored', [10, 11, 12], 3],
  ])('%s', (_name, entry, result, closes, labels) => {
    const s = history();
    indicatorsOf(s);
    expect(applyLiveBar(s, entry, 'CN')).toBe(result);
    expect(s.data.close).toEqual(closes);
    expect(s.labels).toHaveLength(labels);
    expect(s.candles).toHaveLength(labels);
    expect(s.set?.length).toBe(labels);
  });

  test('an update patches the candle tuple the series holds, and the indicators’ last bar', () => {
    const s = history();
    const tuple = s.candles[2];
    const set = indicatorsOf(s);
    const ma5 = set.lines(MA_CALC)[5];
    // asked before the trade, so the trade updates them bar by bar
    const macd = set.lines(MACD_CALC);
    set.lines(KDJ_CALC);
    applyLiveBar(s, bar(4, 15, { High: 20, Low: 8 }), 'CN');
    expect(s.candles[2]).toBe(tuple);
    expect(tuple).toEqual([14, 15, 8, 20]);
    expect(s.data.high[2]).toBe(20);
    expect(indicatorsOf(s)).toBe(set);
    expect(set.lines(MA_CALC)[5]).toBe(ma5);
    // Recomputing only the last bar gives what a full load of the changed history gives.
    const full = indicatorsOf(
      buildKlineState([bar(2, 10), bar(3, 11), bar(4, 15, { High: 20, Low: 8 })], 'CN'),
    );
    expect(set.lines(MACD_CALC)).toBe(macd);
    expect(macd).toEqual(full.lines(MACD_CALC));
    expect(set.lines(KDJ_CALC)).toEqual(full.lines(KDJ_CALC));
  });

  test('live bars before the chart first read the indicators: the set is computed over the updated bars', () => {
    const s = history();
    applyLiveBar(s, bar(4, 15, { High: 20, Low: 8 }), 'CN');
    applyLiveBar(s, bar(5, 14), 'CN');
    expect(s.set).toBeNull();
    const bars = [bar(2, 10), bar(3, 11), bar(4, 15, { High: 20, Low: 8 }), bar(5, 14)].map((e) => ({
      high: e.High,
      low: e.Low,
      close: e.Close,
      volume: e.Volume,
    }));
    const every = (set: IndicatorSet) => EVERY_CALC.map((c) => set.lines(c));
    expect(every(indicatorsOf(s))).toEqual(every(createIndicatorSet(bars)));
  });

  test('an appended bar gets its own label', () => {
    const s = history();
    applyLiveBar(s, bar(9, 13), 'CN');
    expect(s.labels[3]).toBe('2026-11-09');
    expect(s.candles[3]).toEqual([12, 13, 10, 15]);
  });
});

// Minute bars (issue 35) are labelled MM-DD HH:mm in the exchange's time, whatever zone the test runs in.
test.each([
  ['CN', Date.UTC(2026, 10, 20, 1, 35), '11-20 09:35'],
  ['HK', Date.UTC(2026, 10, 20, 4, 0), '11-20 12:00'],
  ['USA', Date.UTC(2026, 0, 15, 14, 35), '01-15 09:35'], // EST
  ['USA', Date.UTC(2026, 6, 15, 13, 35), '07-15 09:35'], // EDT
] as const)('a %s minute bar at %d is labelled %s', (region, ms, label) => {
  const e = { ...bar(20, 10), Time: ms / 1000 };
  expect(barLabel(e, region, 'datetime')).toBe(label);
  expect(buildKlineState([e], region, 'datetime').labels).toEqual([label]);
});
