/**
 * The one rule for an alert's input (docs/watchlist-and-alerts.md), imported by the server's create
 * call and by the stock home's form, so both refuse the same input with the same Chinese message.
 * An alert as the user set it (kind, level, repeat) becomes what the evaluation index watches.
 */
import { QUIET_MINUTES_MAX, QUIET_MINUTES_MIN, type AlertKind, type AlertRepeatName } from './alerts';

export const PRICE_LEVEL_MSG = '提醒价格须大于0';
export const CHANGE_LEVEL_MSG = '涨跌幅须在-100%至1000%之间';
export const SPEED_LEVEL_MSG = '涨速须在-100%至100%之间';
export const QUIET_MSG = `间隔须为${QUIET_MINUTES_MIN}至${QUIET_MINUTES_MAX}分钟的整数`;

export type AlertMetricName = 'price' | 'change' | 'speed';
export type AlertDirectionName = 'up' | 'down';

export const ALERT_KIND_RULE: Record<AlertKind, { metric: AlertMetricName; direction: AlertDirectionName }> =
  {
    priceUp: { metric: 'price', direction: 'up' },
    priceDown: { metric: 'price', direction: 'down' },
    changeAbove: { metric: 'change', direction: 'up' },
    changeBelow: { metric: 'change', direction: 'down' },
    speedAbove: { metric: 'speed', direction: 'up' },
  };

export interface AlertSpec {
  metric: AlertMetricName;
  direction: AlertDirectionName;
  level: number;
  repeat: AlertRepeatName;
  quietMs: number;
}

/** The spec, or the Chinese message saying what is wrong with the level or the quiet period. */
export function alertSpec(
  kind: AlertKind,
  level: number,
  repeat: AlertRepeatName,
  quietMinutes: number,
): AlertSpec | string {
  const { metric, direction } = ALERT_KIND_RULE[kind];
  const levelMsg =
    metric === 'price' ? PRICE_LEVEL_MSG : metric === 'change' ? CHANGE_LEVEL_MSG : SPEED_LEVEL_MSG;
  if (!Number.isFinite(level)) return levelMsg;
  if (metric === 'price' && !(level > 0 && level < 1e7)) return PRICE_LEVEL_MSG;
  if (metric === 'change' && !(level > -100 && level <= 1000)) return CHANGE_LEVEL_MSG;
  if (metric === 'speed' && !(level > -100 && level <= 100)) return SPEED_LEVEL_MSG;
  if (
    repeat === 'every' &&
    !(
      Number.isInteger(quietMinutes) &&
      quietMinutes >= QUIET_MINUTES_MIN &&
      quietMinutes <= QUIET_MINUTES_MAX
    )
  )
    return QUIET_MSG;
  return { metric, direction, level, repeat, quietMs: repeat === 'every' ? quietMinutes * 60_000 : 0 };
}

/**
 * What the form's text field holds, as a level: a plain decimal number (a leading minus for change
 * and speed, an optional %), else NaN — which alertSpec then refuses with the kind's message.
 */
export function parseLevel(text: string): number {
  const t = text
    .trim()
    .replace(/[%％]$/, '')
    .trim();
  return /^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
}

/**
 * The level the form starts with: for a price 1 % above (rises) or below (falls) the last price, at
 * the instrument's decimals; for change and speed a round percentage beyond the current one.
 */
export function suggestedLevel(
  kind: AlertKind,
  quote: { price: number | null; change: number | null; decimals: number },
): string {
  const { metric, direction } = ALERT_KIND_RULE[kind];
  const sign = direction === 'up' ? 1 : -1;
  if (metric === 'price') {
    if (quote.price === null || !(quote.price > 0)) return '';
    const step = 10 ** -quote.decimals;
    const raw = quote.price * (1 + sign * 0.01);
    // At least one tick away from the price, so the alert does not sit on it.
    const level = direction === 'up' ? Math.max(raw, quote.price + step) : Math.min(raw, quote.price - step);
    return level > 0 ? level.toFixed(quote.decimals) : '';
  }
  if (metric === 'change') {
    const now = quote.change ?? 0;
    return String(direction === 'up' ? Math.floor(now) + 1 : Math.ceil(now) - 1);
  }
  return '1';
}
