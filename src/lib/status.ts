// Trading status texts (§4 (states and transitions)). Chinese texts as the leading quote apps show them.
import type { Region } from './market';

/** CN texts for market status codes 1–21. */
export const MARKET_STATUS_TEXT: Readonly<Record<number, string>> = {
  1: '无效',
  2: '开盘',
  3: '交易中',
  4: '已收盘',
  5: '休市',
  6: '停牌',
  7: '集合竞价',
  8: '熔断',
  9: '盘中集合竞价',
  10: '收盘集合竞价',
  11: '未开盘',
  12: '盘前交易',
  13: '盘后交易',
  14: '已收盘',
  15: '报价中',
  16: '停牌一小时',
  17: '停牌一天',
  18: '连续停牌',
  19: '盘中停牌',
  20: '停牌半天',
  21: '暂停交易',
};

/** On the stock detail page code 5 is the midday break. */
export const MIDDAY_BREAK_TEXT = '午间休市';

/**
 * Status label, or null for an unknown code (§4 (states and transitions): no label). Non-CN regions use the reduced set:
 * 12–14 read as closed (已收盘), 16–21 as suspended (停牌). `detail` selects the detail page's wording
 * of code 5.
 *
 * Deliberate difference from §4 (docs/us-extended-hours.md): US stocks trade pre-market and
 * after-hours, and their investors expect to see it (Futu, Xueqiu): for the USA region 12 reads
 * 盘前交易 and 13 盘后交易; 14 stays 已收盘.
 */
export function marketStatusText(code: unknown, region: Region = 'CN', detail = false): string | null {
  if (typeof code !== 'number' || !Number.isInteger(code)) return null;
  const text = MARKET_STATUS_TEXT[code];
  if (text === undefined) return null;
  if (code === 5 && detail) return MIDDAY_BREAK_TEXT;
  if (region !== 'CN') {
    if (region === 'USA' && (code === 12 || code === 13)) return text;
    if (code >= 12 && code <= 14) return '已收盘';
    if (code >= 16 && code <= 21) return '停牌';
  }
  return text;
}

/** Suspended in any form (6 and 16–21). */
export function isSuspendedStatus(code: unknown): boolean {
  return code === 6 || (typeof code === 'number' && code >= 16 && code <= 21);
}

/** Plate (sector) status texts 1–5. */
export const PLATE_STATUS_TEXT: Readonly<Record<number, string>> = {
  1: '无效',
  2: '开盘',
  3: '交易中',
  4: '已收盘',
  5: '休市',
};

export function plateStatusText(code: unknown): string | null {
  return typeof code === 'number' ? (PLATE_STATUS_TEXT[code] ?? null) : null;
}

/** §4 (states and transitions) plate-state set (transitions are not specified). */
export const PLATE_STATES = [
  'START',
  'PRETR',
  'OCALL',
  'TRADE',
  'HALT',
  'SUSP',
  'BREAK',
  'POSTR',
  'ENDTR',
  'STOPT',
  'DELISTED',
] as const;
export type PlateState = (typeof PLATE_STATES)[number];
