/**
 * The live minute line of one instrument (§7 (the calls it makes) realtime minute 501), as updates the chart applies:
 * the subscription reply is the whole series, a push the latest bar. Any page holding a quote key
 * can open it (the stock home through its Security store, a sector or index page directly).
 */
import { keyId } from './keys';
import { MsgType, type MinuteBody, type MinuteEntry, type QuoteKey } from '../../contract/quote-protocol';
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
  const body = { key: [key], pushflag: true, timestamp: true, noPushAuction: false, days };
  return quote.subscribe<MinuteBody>(MsgType.Minute, body, (m) => {
    const item = m.body.hq.find((h) => keyId(h.key) === id);
    if (!item) return;
    listener({
      tradingDay: item.TradingDay,
      preClose: minutePreClose(item.PreClose, fallbackPreClose()),
      data: item.data ?? [],
      full: m.header.seq !== 0,
    });
  });
}
