/**
 * A change rate rounded once, from the exact ratio of two prices (issue 31 item 6). Every call that
 * publishes a rate (rank lists, sector members, margin rows) goes through here, so no screen rounds
 * an already rounded rate again (688200: 5.69498 % must read 5.69, not 5.695 → 5.70).
 *
 * Prices are scaled to whole ten-thousandths first (§9 (business constants and limits)'s price divisor; every tick the simulator
 * uses is a multiple of it) and the quotient is taken in integers, so a ratio that lies exactly on
 * a half rounds away from zero whatever the binary form of the prices.
 */

const SCALE = 10_000;

/** Integer a / b rounded half away from zero (b > 0). */
function divRound(a: number, b: number): number {
  const n = Math.abs(a);
  let q = Math.floor((2 * n + b) / (2 * b));
  // The float quotient can land one above near an exact integer; the remainder decides.
  if (q * 2 * b > 2 * n + b) q -= 1;
  return a < 0 ? -q : q;
}

/**
 * (last / pre − 1) in units of 10^-digits of a percent, rounded once: digits 2 → hundredths of a
 * percent (§3 (entities and their fields)'s PxChangeRate, 569 for 5.69 %). 0 without a previous price.
 */
export function changeUnits(last: number, pre: number, digits = 2): number {
  const p = Math.round(pre * SCALE);
  if (!(p > 0) || !Number.isFinite(last)) return 0;
  const l = Math.round(last * SCALE);
  return divRound((l - p) * 100 * 10 ** digits, p);
}

/** The change in percent with `digits` decimals (5.69 for 5.69498 %), rounded once. */
export function changePercent(last: number, pre: number, digits = 2): number {
  // + 0: never a negative zero in JSON or on screen
  return changeUnits(last, pre, digits) / 10 ** digits + 0;
}
