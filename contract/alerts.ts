/**
 * 股价提醒 calls, beyond the spec (docs/watchlist-and-alerts.md), in the community envelope like the
 * 自选 calls (contract/watchlist.ts). Levels of change and speed alerts are percentages.
 */
import { WATCH_PREFIX } from './watchlist';

export const AlertPaths = {
  /** GET { token } → AlertListResponse */
  list: `${WATCH_PREFIX}/alert/list`,
  /** POST JSON AlertCreatePayload → AlertListResponse */
  create: `${WATCH_PREFIX}/alert/create`,
  /** POST JSON { token, alertId } → AlertListResponse */
  remove: `${WATCH_PREFIX}/alert/delete`,
  /** GET { token } → AlertInboxResponse (newest first, read and unread) */
  inbox: `${WATCH_PREFIX}/alert/inbox`,
  /** POST JSON { token, ids } → AlertInboxResponse */
  markRead: `${WATCH_PREFIX}/alert/read`,
} as const;

/** What the stock home offers, as the user reads it. */
export const ALERT_KINDS = ['priceUp', 'priceDown', 'changeAbove', 'changeBelow', 'speedAbove'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  priceUp: '价格涨到',
  priceDown: '价格跌到',
  changeAbove: '涨幅高于',
  changeBelow: '跌幅低于',
  speedAbove: '5分钟涨速高于',
};

export const ALERT_REPEATS = ['once', 'daily', 'every'] as const;
export type AlertRepeatName = (typeof ALERT_REPEATS)[number];
export const ALERT_REPEAT_LABELS: Record<AlertRepeatName, string> = {
  once: '仅提醒一次',
  daily: '每日一次',
  every: '每次都提醒',
};

/** Quiet period of an every-time alert, minutes. */
export const QUIET_MINUTES_MIN = 1;
export const QUIET_MINUTES_MAX = 1440;
