import type { KlineEntry } from '../../../contract/quote-protocol';
import { applyLiveBar, buildKlineState } from './kline-data';
import { macdCalc } from '../../lib/indicators';
import { MA_CALC } from './indicators/ma';
import { indicatorsOf } from './kline-indicators';
import { prependKlines } from './older-bars';

const MACD_CALC = macdCalc({ short: 12, long: 26, mid: 9 });

function bar(day: number, close: number): KlineEntry {
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
  };
}

describe('prependKlines', () => {
  test.each<[string, KlineEntry[], number, number[]]>([
    ['older bars go in front, oldest first', [bar(2, 8), bar(1, 7)], 2, [7, 8, 10, 11, 12]],
    [
      'bars already loaded (same time or newer) are left out',
      [bar(2, 8), bar(3, 99), bar(4, 99)],
      1,
      [8, 10, 11, 12],
    ],
    ['nothing older: nothing changes', [bar(5, 99)], 0, [10, 11, 12]],
    ['no reply rows', [], 0, [10, 11, 12]],
  ])('%s', (_name, entries, added, closes) => {
    const s = buildKlineState([bar(3, 10), bar(4, 11), bar(5, 12)], 'CN');
    const before = indicatorsOf(s);
    expect(prependKlines(s, entries, 'CN')).toBe(added);
    expect(s.data.close).toEqual(closes);
    expect(s.labels).toHaveLength(closes.length);
    expect(s.candles).toHaveLength(closes.length);
    // Bars put in front: the set is dropped and computed again over the whole series when read.
    expect(s.set).toBe(added > 0 ? null : before);
    expect(indicatorsOf(s).length).toBe(closes.length);
  });

  test('indicators over the joined series equal a full load of it, and live bars still patch', () => {
    const s = buildKlineState([bar(3, 10), bar(4, 11), bar(5, 12)], 'CN');
    indicatorsOf(s);
    prependKlines(s, [bar(1, 7), bar(2, 8)], 'CN');
    const full = indicatorsOf(
      buildKlineState([bar(1, 7), bar(2, 8), bar(3, 10), bar(4, 11), bar(5, 12)], 'CN'),
    );
    const joined = indicatorsOf(s);
    expect(joined.lines(MA_CALC)[5]).toEqual(full.lines(MA_CALC)[5]);
    expect(joined.lines(MACD_CALC)).toEqual(full.lines(MACD_CALC));
    expect(applyLiveBar(s, bar(6, 13), 'CN')).toBe('appended');
    expect(s.data.close).toEqual([7, 8, 10, 11, 12, 13]);
    expect(joined.length).toBe(6);
    expect(s.labels[5]).toBe('2026-11-06');
  });
});
