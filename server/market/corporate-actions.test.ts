import { adjustBars, actionFactor } from '../../contract/market-rules/adjust';
import { type CorporateAction, planText, rawFactors, sharesAfter } from './corporate-actions';
import type { InstrumentSeed } from '../data/types';

const act = (exDate: number, over: Partial<CorporateAction>): CorporateAction => ({
  exDate,
  announce: exDate,
  payDate: exDate,
  year: 2024,
  part: 'final',
  cash: 0,
  bonus: 0,
  transfer: 0,
  split: 0,
  ...over,
});

describe('rawFactors: the raw history from the 前复权 walk', () => {
  const days = [20250605, 20250606, 20250609, 20250610, 20250611];
  // A continuous walk: no gap anywhere.
  const walk = [9.8, 10, 10.2, 10.1, 10.4];

  it.each([
    ['cash 0.5', act(20250609, { cash: 0.5 }), 10 * 1 + 0.5],
    ['10送3转2', act(20250609, { bonus: 3, transfer: 2 }), 10 * 1.5],
    ['10转3派2', act(20250609, { transfer: 3, cash: 0.2 }), 10 * 1.3 + 0.2],
    ['1拆4', act(20250609, { part: 'split', split: 4 }), 40],
  ])('%s: the close before the ex-date is w·s + D; the ex-day is unchanged', (_l, a, rawPrev) => {
    const f = rawFactors(days, walk, 9.7, [a]);
    expect(walk[1] * f.price[1]).toBeCloseTo(rawPrev, 10);
    expect([f.price[2], f.price[3], f.price[4]]).toEqual([1, 1, 1]);
    expect(f.factors[0]).toBeCloseTo(actionFactor(rawPrev, a.cash, sharesAfter(a)), 10);
    expect(f.shares[0]).toBeCloseTo(sharesAfter(a), 10);
  });

  it('two actions multiply; 前复权 of the raw bars gives the walk back', () => {
    const acts = [act(20250606, { cash: 0.3 }), act(20250610, { transfer: 10 })];
    const f = rawFactors(days, walk, 9.7, acts);
    const raw = days.map((d, i) => {
      const pre = i === 0 ? 9.7 : walk[i - 1];
      const k = f.price[i];
      return {
        TradingDay: d,
        Open: walk[i] * k,
        High: walk[i] * k,
        Low: walk[i] * k,
        Close: walk[i] * k,
        PreClose: pre * k,
      };
    });
    // The raw ex-days show their gaps.
    expect(raw[1].PreClose / raw[0].Close).toBeLessThan(1);
    expect(raw[3].PreClose / raw[2].Close).toBeCloseTo(0.5, 2);
    const back = adjustBars(
      raw,
      'forward',
      acts.map((a, k) => ({ exDate: a.exDate, factor: f.factors[k] })),
      10,
    );
    back.forEach((b, i) => expect(b.Close).toBeCloseTo(walk[i], 8));
  });
});

describe('planText', () => {
  const seed = { currency: 'CNY' } as InstrumentSeed;
  it.each([
    [{ cash: 3.088, bonus: 0, transfer: 0 }, '10派30.88元(含税)'],
    [{ cash: 0.5, bonus: 3, transfer: 2 }, '10送3转2派5元(含税)'],
    [{ cash: 0, bonus: 0, transfer: 10 }, '10转10'],
  ])('%p → %s', (a, text) => expect(planText(seed, a)).toBe(text));
});
