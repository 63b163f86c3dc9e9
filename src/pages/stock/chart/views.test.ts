import { buildMinuteSeries } from '../../../components/chart/minutes';
import { LIGHT_PALETTE } from '../../../components/chart/palette';
import type { IndicatorKey, PeriodKey } from '../../../components/chart/types';
import type { KlineEntry, MinuteEntry } from '../../../quote/protocol';
import { buildKlineState } from './kline-data';
import { crosshairTextAt, fullOption, lastIndex, legendsAt, livePatch, type ChartData } from './views';

const style = { palette: LIGHT_PALETTE, height: 250, decimals: 2 };

// 2026-11-20 (a Friday) in Shanghai time.
const at = (hh: number, mm: number) => Date.UTC(2026, 10, 20, hh - 8, mm) / 1000;
const minute = (t: number, price: number): MinuteEntry => ({
  Time: t,
  Open: price,
  Price: price,
  Volume: 300,
  Amount: 300 * price,
  High: price,
  Low: price,
  AvgPrice: price,
  PreClose: 10,
  TickCount: 1,
});
const day = (i: number, close: number): KlineEntry => ({
  Time: 1_790_000_000 + i * 86_400,
  Open: close - 0.1,
  Close: close,
  High: close + 0.2,
  Low: close - 0.3,
  Amount: 1e6,
  Volume: 5000 + i * 100,
  TradingDay: 20261101 + i,
  PreClose: close - 0.05,
  TickCount: 1,
});

function data(over: Partial<ChartData> = {}): ChartData {
  return {
    minute: null,
    fiveDay: null,
    nav: null,
    klines: new Map(),
    indicator: 'VOL' as IndicatorKey,
    showMa: true,
    ...over,
  };
}

const loaded = () =>
  data({
    minute: buildMinuteSeries([minute(at(9, 30), 10.1), minute(at(9, 31), 10.3)], 'CN', 1, 10),
    nav: { dates: ['2026-11-19', '2026-11-20'], values: [1.2345, 1.25] },
    klines: new Map([['day', buildKlineState([day(0, 10), day(1, 11), day(2, 12)], 'CN')]]),
  });

describe('main chart views', () => {
  const periods: PeriodKey[] = ['min', 'min5', 'day', 'week', 'month', 'nav'];

  test.each(periods)('%s: nothing to draw, point at or say while its data is not in', (p) => {
    const d = data();
    expect(fullOption(d, p, style)).toBeNull();
    expect(livePatch(d, p, style, null, false)).toBeNull();
    expect(lastIndex(d, p)).toBe(-1);
    expect(crosshairTextAt(d, p, 0, 2, 100)).toBeNull();
    expect(legendsAt(d, p, null, style, 100)).toEqual({ top: null, bottom: null });
  });

  test.each<[PeriodKey, number, string]>([
    ['min', 1, '09:31'],
    ['day', 2, '2026-11-03'],
    ['nav', 1, '2026-11-20'],
  ])('%s: the last bar is %i, and the crosshair there reads %s', (p, last, label) => {
    const d = loaded();
    expect(fullOption(d, p, style)).not.toBeNull();
    expect(lastIndex(d, p)).toBe(last);
    expect(crosshairTextAt(d, p, last, 2, 100)?.xLabel).toBe(label);
  });

  test('intraday keeps its price range between patches; K-lines carry none', () => {
    const d = loaded();
    const first = fullOption(d, 'min', style)!;
    expect(first.range).not.toBeNull();
    expect(livePatch(d, 'min', style, first.range, false)?.range).toEqual(first.range);
    expect(fullOption(d, 'day', style)?.range).toBeNull();
  });

  test('legends only on K-lines: at the crosshair’s bar, else at the last one', () => {
    const d = loaded();
    expect(legendsAt(d, 'min', null, style, 100)).toEqual({ top: null, bottom: null });
    const last = legendsAt(d, 'day', null, style, 100);
    const first = legendsAt(d, 'day', 0, style, 100);
    expect(last.top).not.toBeNull();
    expect(last.bottom).not.toEqual(first.bottom); // the volume legend reads another bar
  });
});
