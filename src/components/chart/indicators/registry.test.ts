import {
  bias,
  boll,
  cci,
  createIndicatorSetFromColumns,
  kdj,
  ma,
  macd,
  obv,
  rsi,
  wr,
  type Series,
} from '../../../lib/indicators';
import { expectSeries } from '../../../lib/indicators/testing';
import { DARK_PALETTE, LIGHT_PALETTE } from '../palette';
import type { KlineData } from '../types';
import { MA_CALC } from './ma';
import { calcsDrawn, INDICATOR_TABS, INDICATORS, indicatorTemplate } from './registry';
import type { IndicatorTemplate } from './template';

/** Deterministic random walk (LCG): 120 bars, so every line is past its warm-up. */
function fixture(count = 120, seed = 11): KlineData {
  let s = seed;
  const rnd = (): number => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
  const d: KlineData = {
    time: [],
    open: [],
    high: [],
    low: [],
    close: [],
    volume: [],
    amount: [],
    preClose: [],
  };
  let price = 20;
  for (let i = 0; i < count; i++) {
    const close = Math.max(1, price + (rnd() - 0.5) * 0.8);
    d.time.push(1_700_000_000 + i * 86_400);
    d.open.push(price);
    d.high.push(Math.max(price, close) + rnd() * 0.3);
    d.low.push(Math.min(price, close) - rnd() * 0.3);
    d.close.push(close);
    d.volume.push(Math.round(1e5 + rnd() * 1e6));
    d.amount.push(close * 1e5);
    d.preClose.push(price);
    price = close;
  }
  return d;
}

const data = fixture();
const { high: h, low: l, close: c, volume: v } = data;
const volumeLines = (): Series[] => [ma(v, 5), ma(v, 10)];

/**
 * Per tab: its label (§2 (screens and routes); WR beyond it) and what lib/indicators' single
 * functions give for its sub-chart lines, bars and lines on the candles.
 */
const TABLE: Array<
  [key: string, label: string, lines: Series[], bar: Series | number[] | null, main: Series[]]
> = [
  ['VOL', '成交量', volumeLines(), v, []],
  ['MACD', 'MACD', [macd(c).dif, macd(c).dea], macd(c).macd, []],
  ['KDJ', 'KDJ', [kdj(h, l, c).k, kdj(h, l, c).d, kdj(h, l, c).j], null, []],
  ['RSI', 'RSI', [rsi(c, 6), rsi(c, 12), rsi(c, 24)], null, []],
  ['BIAS', 'BIAS', [bias(c, 6), bias(c, 12), bias(c, 24)], null, []],
  ['CCI', 'CCI', [cci(h, l, c, 14)], null, []],
  ['BOLL', 'BOLL', volumeLines(), v, [boll(c).upper, boll(c).mid, boll(c).lower]],
  ['OBV', 'OBV', [obv(c, v)], null, []],
  ['WR', 'WR', [wr(h, l, c, 10), wr(h, l, c, 6)], null, []],
];

describe('indicator registry', () => {
  test('the tabs, in order, with unique keys', () => {
    expect(INDICATOR_TABS.map((t) => [t.key, t.label])).toEqual(TABLE.map(([k, label]) => [k, label]));
    expect(new Set(INDICATORS.map((t) => t.key)).size).toBe(INDICATORS.length);
  });

  test('an unknown key reads as 成交量', () => {
    expect(indicatorTemplate('NOPE')).toBe(INDICATORS[0]);
    expect(indicatorTemplate('WR').key).toBe('WR');
  });

  describe.each(TABLE)('%s', (key, _label, lines, bar, main) => {
    const t: IndicatorTemplate = indicatorTemplate(key);

    test('draws what lib/indicators computes', () => {
      const set = createIndicatorSetFromColumns(data);
      const got = t.sub.lines(set, data);
      expect(got).toHaveLength(lines.length);
      got.forEach((line, k) => expectSeries(line, lines[k]));
      const gotBar = t.sub.bar(set, data);
      if (bar === null) expect(gotBar).toBeNull();
      else expectSeries(gotBar as Series, bar);
      const gotMain = t.main?.lines(set) ?? [];
      expect(gotMain).toHaveLength(main.length);
      gotMain.forEach((line, k) => expectSeries(line, main[k]));
    });

    test('one legend entry per series, a palette colour per line', () => {
      const set = createIndicatorSetFromColumns(data);
      const i = data.close.length - 1;
      for (const p of [LIGHT_PALETTE, DARK_PALETTE]) {
        const sub = t.sub.lines(set, data);
        const legend = t.sub.legend(set, data, i, p, 100);
        expect(legend.items).toHaveLength(sub.length + (t.sub.bar(set, data) ? 1 : 0));
        expect(sub.length).toBeLessThanOrEqual(p.lines.length);
        const colours = legend.items.map((it) => it.color);
        sub.forEach((_, k) => expect(colours).toContain(p.lines[k]));
        expect(legend.items.every((it) => it.value !== '--')).toBe(true);
        if (t.main) {
          const row = t.main.legend(set, i, 2, p);
          expect(row.items).toHaveLength(t.main.lines(set).length);
          expect(t.main.ids).toHaveLength(row.items.length);
        }
      }
    });

    test('lists every calculation it reads, and a live bar updates them like a full load', () => {
      const upTo = fixture(119);
      const set = createIndicatorSetFromColumns(upTo);
      t.sub.lines(set, upTo);
      t.sub.legend(set, upTo, 0, LIGHT_PALETTE, 1);
      t.main?.lines(set);
      expect(set.size).toBe(t.calcs.length);
      expect(t.calcs.every((calc) => set.has(calc))).toBe(true);
      set.retain(calcsDrawn(t, false));
      set.appendBar({ high: h[119], low: l[119], close: c[119], volume: v[119] });
      const got = t.sub.lines(set, data);
      got.forEach((line, k) => expectSeries(line, lines[k], 6));
    });
  });

  test('the lines drawn: the template’s, and MA 5/10/20 unless it draws on the candles or MA is off', () => {
    const [vol, boll] = [indicatorTemplate('VOL'), indicatorTemplate('BOLL')];
    expect(calcsDrawn(vol, true)).toEqual([...vol.calcs, MA_CALC]);
    expect(calcsDrawn(vol, false)).toEqual([...vol.calcs]);
    expect(calcsDrawn(boll, true)).toEqual([...boll.calcs]);
  });
});
