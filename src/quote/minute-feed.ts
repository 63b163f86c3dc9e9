/**
 * The live minute line of one instrument (§7 (the calls it makes) realtime minute 501), as updates the chart applies:
 * the subscription reply is the whole series, a push the latest bar. Any page holding a quote key
 * can open it (the stock home through its Security store, a sector or index page directly).
 */
import { keyId } from './keys';
import {
  MsgType,
  type Message,
  type MinuteBody,
  type MinuteEntry,
  type QuoteKey,
} from '../../contract/quote-protocol';
import type { QuoteTransport } from './transport';

export interface MinuteUpdate {
  tradingDay: number;
  preClose: number | undefined;
  data: MinuteEntry[];
  /** true for the subscription reply (whole series), false for a push (latest bar). */
  full: boolean;
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** §5 (validation rules): the minute pre-close comes from the response only when it holds exactly one value. */
export function minutePreClose(preClose: unknown, fallback: number | undefined): number | undefined {
  if (Array.isArray(preClose) && preClose.length === 1 && isNum(preClose[0])) return preClose[0];
  return fallback;
}

/** The minute subscription's body (§7 501): the page's chart and the early script ask the same. */
export const minuteBody = (key: QuoteKey, days: 1 | 5) => ({
  key: [key],
  pushflag: true,
  timestamp: true,
  noPushAuction: false,
  days,
});

/** One minute message (reply or push) as the update of the instrument `id`, or null without it. */
export function minuteUpdateOf(
  m: Message<MinuteBody>,
  id: string,
  fallbackPreClose: number | undefined,
): MinuteUpdate | null {
  const item = m.body.hq.find((h) => keyId(h.key) === id);
  if (!item) return null;
  return {
    tradingDay: item.TradingDay,
    preClose: minutePreClose(item.PreClose, fallbackPreClose),
    data: item.data ?? [],
    full: m.header.seq !== 0,
  };
}

/**
 * Subscribes the minute line (days 1 or 5) of `key`; `fallbackPreClose` is read when a reply does
 * not carry exactly one pre-close (§5 (validation rules)). Returns the unsubscribe.
 */
export function subscribeMinuteFeed(
  quote: QuoteTransport,
  key: QuoteKey,
  days: 1 | 5,
  fallbackPreClose: () => number | undefined,
  listener: (u: MinuteUpdate) => void,
): () => void {
  const id = keyId(key);
  return quote.subscribe<MinuteBody>(MsgType.Minute, minuteBody(key, days), (m) => {
    const update = minuteUpdateOf(m, id, fallbackPreClose());
    if (update) listener(update);
  });
}
