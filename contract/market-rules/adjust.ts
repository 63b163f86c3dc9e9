/**
 * K-line adjustment (复权) for corporate actions, shared by the server (the K-line call's `adjust`
 * parameter, the action factors it publishes) and the app (the live daily K-line).
 *
 * An action on ex-date E with cash D per share and s shares after per share before (10送3转2 → 1.5,
 * 1拆4 → 4) has the ex-reference price (P − D) / s, P the close before E, and the factor
 * f = P / ((P − D) / s) = P·s / (P − D). Factors multiply (the ratio method of the big apps):
 * - 前复权 (forward): a bar on day d × Π 1/f over the actions with E > d: the latest bar is
 *   unadjusted, so a live trade on it applies as it comes;
 * - 后复权 (backward): a bar on day d × Π f over the actions with E ≤ d: the first bar is unadjusted,
 *   a live trade is multiplied by the cumulative factor of every action.
 * The ex-date's gap closes in both: the close before E maps to the ex-reference price's image.
 */

export type AdjustMode = 'none' | 'forward' | 'backward';

export const ADJUST_MODES: readonly AdjustMode[] = ['none', 'forward', 'backward'];

/** The chart settings' labels (issue 21). */
export const ADJUST_LABELS: Readonly<Record<AdjustMode, string>> = {
  none: '不复权',
  forward: '前复权',
  backward: '后复权',
};

/** An action as the adjustment needs it: its ex-date and its factor f. */
export interface PriceFactor {
  exDate: number;
  factor: number;
}

/** New shares per old share: 送/转 per 10 shares, a 1拆N split. */
export function shareRatio(a: { bonus: number; transfer: number; split: number }): number {
  const bonus = 1 + (a.bonus + a.transfer) / 10;
  return a.split > 0 ? bonus * a.split : bonus;
}

/** Ex-reference price (除权参考价): (P − D) / s. */
export function exReference(prevClose: number, cash: number, shares: number): number {
  return (prevClose - cash) / shares;
}

/** The action's factor f = P·s / (P − D); 1 when the close does not cover the cash (no gap to close). */
export function actionFactor(prevClose: number, cash: number, shares: number): number {
  if (!(prevClose > cash) || !(shares > 0)) return 1;
  return (prevClose * shares) / (prevClose - cash);
}

/** The multiplier of a bar on `day` (YYYYMMDD) in a mode; `actions` in any order. */
export function barFactor(mode: AdjustMode, day: number, actions: readonly PriceFactor[]): number {
  let k = 1;
  if (mode === 'forward') {
    for (const a of actions) if (a.exDate > day) k /= a.factor;
  } else if (mode === 'backward') {
    for (const a of actions) if (a.exDate <= day) k *= a.factor;
  }
  return k;
}

/** The price fields of a K-line bar (the quote protocol's KlineEntry has them). */
export interface PriceBar {
  TradingDay: number;
  Open: number;
  High: number;
  Low: number;
  Close: number;
  PreClose: number;
}

const roundTo = (x: number, decimals: number): number => {
  const p = 10 ** decimals;
  return Math.round(x * p) / p;
};

/**
 * One bar adjusted: prices × the bar's factor, rounded to `decimals` (3 by default: one more than
 * most tick sizes show). The bar's PreClose takes the same factor as the bar, so on an ex-date it is
 * the adjusted ex-reference price and the day's change stays the raw day's change.
 */
export function adjustBar<T extends PriceBar>(
  bar: T,
  mode: AdjustMode,
  actions: readonly PriceFactor[],
  decimals = 3,
): T {
  if (mode === 'none' || actions.length === 0) return bar;
  const k = barFactor(mode, bar.TradingDay, actions);
  if (k === 1) return bar;
  return {
    ...bar,
    Open: roundTo(bar.Open * k, decimals),
    High: roundTo(bar.High * k, decimals),
    Low: roundTo(bar.Low * k, decimals),
    Close: roundTo(bar.Close * k, decimals),
    PreClose: roundTo(bar.PreClose * k, decimals),
  };
}

/** Bars (oldest first) adjusted; volumes and amounts unchanged. */
export function adjustBars<T extends PriceBar>(
  bars: readonly T[],
  mode: AdjustMode,
  actions: readonly PriceFactor[],
  decimals = 3,
): T[] {
  if (mode === 'none' || actions.length === 0) return bars.slice();
  return bars.map((b) => adjustBar(b, mode, actions, decimals));
}
