import {
  actionFactor,
  adjustBar,
  adjustBars,
  barFactor,
  exReference,
  shareRatio,
  type PriceBar,
  type PriceFactor,
} from './adjust';

describe('shareRatio', () => {
  it.each([
    [{ bonus: 0, transfer: 0, split: 0 }, 1],
    [{ bonus: 3, transfer: 2, split: 0 }, 1.5], // 10送3转2
    [{ bonus: 0, transfer: 10, split: 0 }, 2], // 10转10
    [{ bonus: 0, transfer: 0, split: 4 }, 4], // 1拆4
    [{ bonus: 0, transfer: 0, split: 20 }, 20],
  ])('%p → %p', (a, s) => expect(shareRatio(a)).toBe(s));
});

describe('ex-reference price and factor, worked by hand', () => {
  it.each([
    // [close before, cash, shares, ex-reference, factor]
    ['cash only: 10派5元 on 20.00', 20, 0.5, 1, 19.5, 20 / 19.5],
    ['10送3转2 on 15.00', 15, 0, 1.5, 10, 1.5],
    ['10送3转2派2元 on 15.20', 15.2, 0.2, 1.5, 10, 1.52],
    ['1拆4 on 500.00', 500, 0, 4, 125, 4],
    ['10转10派10元 on 41.00', 41, 1, 2, 20, 2.05],
  ])('%s', (_label, p, d, s, ref, f) => {
    expect(exReference(p, d, s)).toBeCloseTo(ref, 12);
    expect(actionFactor(p, d, s)).toBeCloseTo(f, 12);
  });

  it('a cash larger than the close has no gap to close (factor 1)', () => {
    expect(actionFactor(0.4, 0.5, 1)).toBe(1);
    expect(actionFactor(10, 0, 0)).toBe(1);
  });
});

// Two actions: 2024-06-10 cash (f = 20/19.5) and 2025-06-10 10送3转2 (f = 1.5).
const ACTIONS: PriceFactor[] = [
  { exDate: 20240610, factor: 20 / 19.5 },
  { exDate: 20250610, factor: 1.5 },
];

describe('barFactor', () => {
  it.each([
    ['none', 20240101, 1],
    ['forward', 20240101, (19.5 / 20) * (1 / 1.5)],
    ['forward', 20240607, (19.5 / 20) * (1 / 1.5)],
    ['forward', 20240610, 1 / 1.5], // the ex-date itself is after the action
    ['forward', 20250609, 1 / 1.5],
    ['forward', 20250610, 1],
    ['forward', 20261120, 1],
    ['backward', 20240101, 1],
    ['backward', 20240610, 20 / 19.5],
    ['backward', 20250610, (20 / 19.5) * 1.5],
    ['backward', 20261120, (20 / 19.5) * 1.5],
  ] as const)('%s on %d → %p', (mode, day, k) => expect(barFactor(mode, day, ACTIONS)).toBeCloseTo(k, 12));
});

const bar = (day: number, o: number, h: number, l: number, c: number, pre: number): PriceBar => ({
  TradingDay: day,
  Open: o,
  High: h,
  Low: l,
  Close: c,
  PreClose: pre,
});

describe('adjusted series: the ex-right gap closes', () => {
  // Raw: 15.00 close, then ex-date of 10送3转2 (ex-reference 10.00) trades 10.00 → 10.50.
  const raw = [bar(20250606, 14.8, 15.1, 14.7, 15, 14.8), bar(20250610, 10, 10.6, 9.9, 10.5, 10)];
  const acts: PriceFactor[] = [{ exDate: 20250610, factor: actionFactor(15, 0, 1.5) }];

  it('不复权 keeps the gap', () => {
    const out = adjustBars(raw, 'none', acts);
    expect(out[1].Open / out[0].Close - 1).toBeCloseTo(-1 / 3, 6);
  });

  it('前复权 scales the bars before the ex-date by 1/f; the latest bar is untouched', () => {
    const out = adjustBars(raw, 'forward', acts);
    expect(out[0]).toEqual(bar(20250606, 9.867, 10.067, 9.8, 10, 9.867));
    expect(out[1]).toBe(raw[1]);
    expect(out[1].PreClose).toBe(out[0].Close); // no gap
  });

  it('后复权 scales the bars from the ex-date by f; the first bar is untouched', () => {
    const out = adjustBars(raw, 'backward', acts);
    expect(out[0]).toBe(raw[0]);
    expect(out[1]).toEqual(bar(20250610, 15, 15.9, 14.85, 15.75, 15));
    expect(out[1].PreClose).toBe(out[0].Close);
  });

  it('a day change is the same in every mode', () => {
    for (const mode of ['none', 'forward', 'backward'] as const) {
      const b = adjustBars(raw, mode, acts)[1];
      expect(b.Close / b.PreClose - 1).toBeCloseTo(0.05, 3);
    }
  });

  it('cash dividend: 前复权 close before = the ex-reference price', () => {
    const cash = [bar(20240607, 20, 20.2, 19.8, 20, 19.9), bar(20240610, 19.5, 19.9, 19.4, 19.8, 19.5)];
    const f: PriceFactor[] = [{ exDate: 20240610, factor: actionFactor(20, 0.5, 1) }];
    expect(adjustBars(cash, 'forward', f)[0].Close).toBe(19.5);
    expect(adjustBars(cash, 'backward', f)[1].Open).toBe(20);
  });

  it('split 1拆4: 前复权 divides history by 4, 后复权 multiplies the rest by 4', () => {
    const s = [bar(20200828, 496, 504, 490, 500, 495), bar(20200831, 126, 130, 124, 129, 125)];
    const f: PriceFactor[] = [{ exDate: 20200831, factor: actionFactor(500, 0, 4) }];
    expect(adjustBars(s, 'forward', f)[0]).toEqual(bar(20200828, 124, 126, 122.5, 125, 123.75));
    expect(adjustBars(s, 'backward', f)[1]).toEqual(bar(20200831, 504, 520, 496, 516, 500));
  });

  it('a live trade on the last bar: 前复权 as is, 后复权 × the cumulative factor', () => {
    const live = bar(20261120, 30, 31, 29.5, 30.6, 30);
    expect(adjustBar(live, 'forward', ACTIONS)).toBe(live);
    const k = (20 / 19.5) * 1.5;
    expect(adjustBar(live, 'backward', ACTIONS).Close).toBeCloseTo(30.6 * k, 3);
  });
});
