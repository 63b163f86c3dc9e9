import { changePercent, changeUnits } from './change';

/** The exact rate in hundredths of a percent, rounded half away from zero, in BigInt arithmetic. */
function exactHundredths(lastTenThousandths: bigint, preTenThousandths: bigint): number {
  const num = (lastTenThousandths - preTenThousandths) * 10_000n;
  const neg = num < 0n;
  const a = neg ? -num : num;
  const q = (2n * a + preTenThousandths) / (2n * preTenThousandths);
  return Number(neg ? -q : q);
}

describe('change rate rounded once from the exact ratio', () => {
  it.each([
    // pre, last, percent: rounding the 6-decimal ratio first would give the second figure
    [10.06, 10.48, 4.17], // 4.174950 % (twice: 4.18)
    [10.1, 11.06, 9.5], // 9.504950 % (twice: 9.51)
    [10.11, 10.34, 2.27], // 2.274975 % (twice: 2.28)
    [10.12, 11.09, 9.58], // 9.584980 % (twice: 9.59)
    [10, 10.05, 0.5],
    [10, 10.0005, 0.01], // exactly 0.005 %: half away from zero
    [10, 9.9995, -0.01],
    [10, 10.0004, 0],
    [10, 9, -10],
    [3.33, 3.66, 9.91], // 9.90990… %
    [0.333, 0.366, 9.91], // HK three-decimal prices
    [171.2345, 172.0001, 0.45], // US four-decimal prices
    [12.34, 12.34, 0],
  ])('%p → %p: %p %%', (pre, last, pct) => {
    expect(changePercent(last, pre)).toBe(pct);
  });

  it('is never a negative zero', () => {
    expect(Object.is(changePercent(9.99999, 10), 0)).toBe(true);
  });

  it('answers 0 without a previous price', () => {
    expect(changeUnits(10, 0)).toBe(0);
    expect(changeUnits(NaN, 10)).toBe(0);
  });

  it('agrees with exact integer arithmetic on every price pair of a grid', () => {
    for (let p = 100; p <= 3000; p += 7) {
      for (let l = Math.floor(p * 0.9); l <= Math.ceil(p * 1.1); l += 3) {
        const pre = p / 100;
        const last = l / 100;
        expect(changeUnits(last, pre)).toBe(exactHundredths(BigInt(l) * 100n, BigInt(p) * 100n));
      }
    }
  });
});
