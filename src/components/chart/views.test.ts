import { buildMinuteSeries } from './minutes';
import { LIGHT_PALETTE } from './palette';
import type { PeriodKey } from './types';
import { dailyBar, flatMinute, shanghaiTime } from '../../quote/test-entries';
import { calcsDrawn, indicatorTemplate } from './indicators/registry';
import { buildKlineState } from './kline-data';
import { crosshairTextAt, fullOption, lastIndex, legendsAt, livePatch, type ChartData } from './views';

const style = { palette: LIGHT_PALETTE, height: 250, decimals: 2 };

const at = shanghaiTime;
const minute = (t: number, price: number) => flatMinute(t, price, 300);
const day = dailyBar;

function data(over: Partial<ChartData> = {}): ChartData {
  return {
    minute: null,
    fiveDay: null,
    nav: null,
    klines: new Map(),
    indicator: 'VOL',
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

  test('only the chosen indicator’s lines are computed, and kept current on a live bar', () => {
    const d = loaded();
    const k = d.klines.get('day')!;
    const drawn = (key: string, showMa: boolean) => calcsDrawn(indicatorTemplate(key), showMa);
    fullOption(d, 'day', style);
    legendsAt(d, 'day', null, style, 100);
    // 成交量 with MA on the candles: the volume MAs and MA 5/10/20, nothing else (no WR, no MACD)
    expect(k.set?.size).toBe(2);
    expect(drawn('VOL', true).every((c) => k.set?.has(c))).toBe(true);
    expect(k.set?.has(indicatorTemplate('WR').calcs[0])).toBe(false);

    const wr = { ...d, indicator: 'WR', showMa: false };
    fullOption(wr, 'day', style);
    expect(k.set?.size).toBe(1);
    expect(k.set?.has(indicatorTemplate('WR').calcs[0])).toBe(true);
    expect(legendsAt(wr, 'day', null, style, 100).bottom?.title).toBe('WR(10,6)');
    // a live patch with WR chosen asks for nothing more
    livePatch(wr, 'day', style, null, false);
    expect(k.set?.size).toBe(1);
  });
});
