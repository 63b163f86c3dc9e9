import { cents, figuresAt, securitiesBalance } from './figures';
import { dayFloats, LEND_LOT, marginProfile, marginSeries, steadyStart, type MarginBars } from './series';

/** Daily bars from a list of close-to-close returns, with turnover that grows with the move. */
function barsFrom(
  returns: number[],
  opts: { price?: number; volume?: number } = {},
): MarginBars & { preClose: number[] } {
  const first = opts.price ?? 10;
  const vol = opts.volume ?? 5e6;
  const bars = {
    days: [] as number[],
    firstPreClose: first,
    close: [] as number[],
    volume: [] as number[],
    amount: [] as number[],
    preClose: [] as number[],
  };
  let pre = first;
  returns.forEach((r, i) => {
    const close = Math.round(pre * (1 + r) * 100) / 100;
    const volume = vol === 0 ? 0 : Math.round((vol * (1 + 10 * Math.abs(r))) / 100) * 100;
    bars.days.push(20251201 + i);
    bars.preClose.push(pre);
    bars.close.push(close);
    bars.volume.push(volume);
    bars.amount.push(Math.round(volume * close));
    pre = close;
  });
  return bars;
}

const flat = Array.from({ length: 120 }, () => 0);
const rally = Array.from({ length: 120 }, (_, i) => (i % 7 === 0 ? -0.02 : 0.03));
const crash = Array.from({ length: 120 }, (_, i) => (i % 9 === 0 ? 0.01 : -0.09));
const limits = Array.from({ length: 120 }, (_, i) => (i % 2 ? 0.1 : -0.1));

const FLOAT = 2e9;
const cases: [string, MarginBars, { financeBalance: number; lendRemaining: number }][] = [
  ['flat market, usual start', barsFrom(flat), steadyStart(marginProfile('sh:600000'), FLOAT, 10)],
  ['rally from zero (a new target)', barsFrom(rally), { financeBalance: 0, lendRemaining: 0 }],
  ['crash from a large balance', barsFrom(crash), { financeBalance: 5e9, lendRemaining: 1e7 }],
  [
    'limit up and down every day',
    barsFrom(limits, { price: 3.5 }),
    steadyStart(marginProfile('sh:600000'), FLOAT, 3.5),
  ],
  ['no turnover (suspended)', barsFrom(flat, { volume: 0 }), { financeBalance: 1e8, lendRemaining: 5e5 }],
  [
    'a 10转10 and a cash dividend inside the bars',
    withExRights(barsFrom(flat), [
      { index: 40, cash: 0.3, shares: 2 },
      { index: 90, cash: 0.12, shares: 1 },
    ]),
    steadyStart(marginProfile('sh:600000'), FLOAT / 2, 10),
  ],
];

/** Bars whose closes gap down on the ex-dates as the raw K-line does (to the ex-reference price). */
function withExRights(
  bars: MarginBars & { preClose: number[] },
  exRights: NonNullable<MarginBars['exRights']>,
) {
  const close = Array.from(bars.close);
  const preClose = bars.preClose.slice();
  for (const e of exRights) {
    for (let i = e.index; i < close.length; i++) {
      close[i] = Math.round(((close[i] - e.cash) / e.shares) * 100) / 100;
      if (i > e.index) preClose[i] = close[i - 1];
    }
  }
  return { ...bars, close, preClose, exRights };
}

describe('margin series: the exchanges identities hold on generated bars', () => {
  test.each(cases)('%s', (_name, bars, start) => {
    const s = marginSeries('sh:600000', bars, FLOAT, start);
    let balance = start.financeBalance;
    let remaining = start.lendRemaining;
    for (let i = 0; i < bars.days.length; i++) {
      for (const v of [s.financeBuy[i], s.financeRepay[i], s.lendSell[i], s.lendRepay[i]]) {
        expect(Number.isInteger(v) && v >= 0).toBe(true);
      }
      expect(s.financeBalance[i]).toBe(balance + s.financeBuy[i] - s.financeRepay[i]);
      // Lent shares convert on an ex-right day as every holding does.
      const ex = bars.exRights?.find((e) => e.index === i);
      const converted = ex ? Math.round((remaining * ex.shares) / LEND_LOT) * LEND_LOT : remaining;
      expect(s.lendRemaining[i]).toBe(converted + s.lendSell[i] - s.lendRepay[i]);
      expect(s.financeBalance[i]).toBeGreaterThanOrEqual(0);
      expect(s.lendRemaining[i]).toBeGreaterThanOrEqual(0);
      expect(s.lendRemaining[i] % LEND_LOT).toBe(0);
      balance = s.financeBalance[i];
      remaining = s.lendRemaining[i];
    }
  });

  test('flows follow turnover: a day without turnover has no financed buying and no short sale', () => {
    const s = marginSeries('sh:600000', barsFrom(flat, { volume: 0 }), FLOAT, {
      financeBalance: 1e8,
      lendRemaining: 0,
    });
    expect(Array.from(s.financeBuy).every((v) => v === 0)).toBe(true);
    expect(Array.from(s.lendSell).every((v) => v === 0)).toBe(true);
  });

  test('a rally draws more financed buying than a crash on the same turnover', () => {
    const up = marginSeries('sh:600000', barsFrom([0.05]), FLOAT, { financeBalance: 0, lendRemaining: 0 });
    const down = marginSeries('sh:600000', barsFrom([-0.05]), FLOAT, { financeBalance: 0, lendRemaining: 0 });
    expect(up.financeBuy[0] / barsFrom([0.05]).amount[0]).toBeGreaterThan(
      down.financeBuy[0] / barsFrom([-0.05]).amount[0],
    );
  });

  test('deterministic, and a day does not depend on the days after it', () => {
    const bars = barsFrom(rally);
    const a = marginSeries('sz:000001', bars, FLOAT, { financeBalance: 1e9, lendRemaining: 1e6 });
    const b = marginSeries('sz:000001', { ...bars, days: bars.days.slice(0, 60) }, FLOAT, {
      financeBalance: 1e9,
      lendRemaining: 1e6,
    });
    expect(Array.from(a.financeBalance.slice(0, 60))).toEqual(Array.from(b.financeBalance));
    expect(Array.from(a.lendRemaining.slice(0, 60))).toEqual(Array.from(b.lendRemaining));
    const other = marginSeries('sz:000002', bars, FLOAT, { financeBalance: 1e9, lendRemaining: 1e6 });
    expect(Array.from(other.financeBuy)).not.toEqual(Array.from(a.financeBuy));
  });

  test("balances stay near the stock's usual share of tradable value over a long flat run", () => {
    const p = marginProfile('sh:600000');
    const bars = barsFrom(Array.from({ length: 600 }, () => 0));
    const s = marginSeries('sh:600000', bars, FLOAT, { financeBalance: 0, lendRemaining: 0 }, p);
    const share = s.financeBalance[599] / (FLOAT * 10);
    expect(share).toBeGreaterThan(p.balanceShare * 0.5);
    expect(share).toBeLessThan(p.balanceShare * 2);
  });
});

describe('ex-right days (送转, splits, dividends)', () => {
  const base = barsFrom(Array.from({ length: 200 }, () => 0));
  const bars = withExRights(base, [{ index: 100, cash: 0.5, shares: 2 }]);
  const s = marginSeries('sh:600000', bars, FLOAT, steadyStart(marginProfile('sh:600000'), FLOAT / 2, 10));

  test.each([
    ['no actions', 3, undefined, [FLOAT, FLOAT, FLOAT], FLOAT],
    ['10转10 on day 1', 3, [{ index: 1, cash: 0, shares: 2 }], [FLOAT / 2, FLOAT, FLOAT], FLOAT / 2],
    [
      'two actions',
      3,
      [
        { index: 0, cash: 0.1, shares: 1.5 },
        { index: 2, cash: 0, shares: 4 },
      ],
      [FLOAT / 4, FLOAT / 4, FLOAT],
      FLOAT / 6,
    ],
  ])('floats of each day: %s', (_name, n, exRights, perDay, before) => {
    const f = dayFloats(n, exRights, FLOAT);
    expect(Array.from(f.perDay)).toEqual(perDay);
    expect(f.before).toBeCloseTo(before, 0);
  });

  test("the ex-date's change is measured from the ex-reference price, not the last raw close", () => {
    expect(s.preClose[100]).toBeCloseTo((bars.close[99] - 0.5) / 2, 6);
    expect(Math.abs(figuresAt(s, 100).UpDownRatio)).toBeLessThan(1);
  });

  test('the financing balance and the share of tradable value do not halve with the price', () => {
    const before = s.financeBalance[99];
    const after = s.financeBalance[110];
    expect(after / before).toBeGreaterThan(0.8);
    expect(figuresAt(s, 110).FinaInTotalRatio / figuresAt(s, 99).FinaInTotalRatio).toBeGreaterThan(0.8);
  });

  test('lent shares double with a 10转10 and the securities balance keeps its value', () => {
    expect(s.lendRemaining[100]).toBeGreaterThan(s.lendRemaining[99] * 1.6);
    const value = (i: number) => figuresAt(s, i).SecurityValue;
    expect(value(100) / value(99)).toBeGreaterThan(0.6);
    expect(value(100) / value(99)).toBeLessThan(1.4);
  });
});

describe('margin figures derived from the series', () => {
  const bars = barsFrom([0.012, -0.034, 0.1], { price: 18.37 });
  const s = marginSeries('sh:601318', bars, 1e9, { financeBalance: 8e8, lendRemaining: 3e5 });
  test.each([0, 1, 2])('day %i', (i) => {
    const f = figuresAt(s, i);
    expect(f.ClosePrice).toBe(bars.close[i]);
    expect(f.UpDownRatio).toBe(Math.round((bars.close[i] / bars.preClose[i] - 1) * 10000) / 100);
    expect(f.FinancePureValue).toBe(f.FinanceBuyValue - f.FinanceRefundValue);
    expect(f.SecurityPureValue).toBe(f.SecuritySellVolume - f.SecurityRefundVolume);
    expect(cents(f.SecurityValue)).toBe(Math.round(f.SecurityVolume * bars.close[i] * 100));
    expect(cents(f.FinanceSecurityValue)).toBe(cents(f.FinanceValue) + cents(f.SecurityValue));
    expect(cents(f.FinanceSecurityDiffValue)).toBe(cents(f.FinanceValue) - cents(f.SecurityValue));
    expect(f.FinaInTotalRatio).toBe(Math.round((f.FinanceValue / (1e9 * bars.close[i])) * 10000) / 100);
  });

  test.each([
    [0, 12.34, 0],
    [100, 12.34, 1234],
    [123400, 1446.99, 178558566],
    [300, 0.07, 21],
  ])('securities balance of %i shares at %f is %f yuan', (shares, close, yuan) => {
    expect(securitiesBalance(shares, close)).toBe(yuan);
  });
});
