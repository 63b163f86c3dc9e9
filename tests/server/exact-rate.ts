/**
 * A change rate the slow, exact way, for the tests to hold the server's rounding against (issue 31
 * item 6): prices to whole ten-thousandths, the quotient in BigInt, half away from zero.
 */
export function exactHundredths(last: number, pre: number): number {
  const l = BigInt(Math.round(last * 10_000));
  const p = BigInt(Math.round(pre * 10_000));
  if (p <= 0n) return 0;
  const num = (l - p) * 10_000n;
  const a = num < 0n ? -num : num;
  const q = Number((2n * a + p) / (2n * p));
  return num < 0n ? -q : q;
}
