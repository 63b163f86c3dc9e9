/**
 * The server's quote of one instrument over HTTP (the lastPrice call), for a cold start with nothing
 * cached on the device (issue 21 item 6): index.html's early script asks for it as soon as
 * config.json has said where the quote service is, so a first price shows while the quote
 * channel's token, auth, dictionary and subscribe round trips are still under way. It is a
 * snapshot, not a live price: it is kept and shown exactly like a cached quote (grey, 非实时) until
 * the channel's first quote replaces it.
 *
 * The call carries no application-code header: a request without custom headers needs no CORS
 * preflight where the quote host is another origin, which would cost the round trip this saves.
 */
import { QUOTE_PATHS } from '../../contract/quote';
import type { CachedQuote } from './quote-cache';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The lastPrice reply's body as a quote to show until the live one (savedAt: when it arrived), or null. */
export function lastPriceAsCached(body: unknown, code: string, now: number): CachedQuote | null {
  const data = isObject(body) ? body.data : null;
  if (!isObject(data) || !isObject(data.dyna) || !isObject(data.statistic)) return null;
  const { dyna, statistic } = data;
  if (typeof dyna.LastPrice !== 'number' || typeof statistic.PreClosePrice !== 'number') return null;
  // An answer for another instrument (a proxy's mix-up, a code the server normalised differently) is none.
  const id = typeof dyna.InstrumentID === 'string' ? dyna.InstrumentID.toUpperCase() : '';
  if (id && id !== code.toUpperCase() && id.replace(/^0+/, '') !== code.replace(/^0+/, '').toUpperCase())
    return null;
  return {
    savedAt: now,
    stockname: typeof data.name === 'string' ? data.name : '',
    dyna: dyna as unknown as CachedQuote['dyna'],
    statistic: statistic as unknown as CachedQuote['statistic'],
  };
}

/** The lastPrice call's URL under the quote host of the config (rjhyQuoteHost, '' = same origin). */
export function lastPriceUrl(host: string, market: string, code: string): string {
  const q = new URLSearchParams({ market, symbol: code });
  return `${host}${QUOTE_PATHS.lastPrice}?${q.toString()}`;
}

type FetchLike = (
  url: string,
  init?: { signal?: AbortSignal },
) => Promise<{
  ok: boolean;
  json(): Promise<unknown>;
}>;

/** Time-out of the early call: past it the channel is as near, and the page does the rest. */
export const LAST_PRICE_TIMEOUT_MS = 3000;

/** Asks for the instrument's quote; null on any failure (the page then waits for the channel as before). */
export async function fetchLastPrice(
  fetchFn: FetchLike,
  host: string,
  market: string,
  code: string,
  now: () => number,
): Promise<CachedQuote | null> {
  const abort = typeof AbortController === 'function' ? new AbortController() : null;
  const timer = setTimeout(() => abort?.abort(), LAST_PRICE_TIMEOUT_MS);
  try {
    const res = await fetchFn(lastPriceUrl(host, market, code), abort ? { signal: abort.signal } : {});
    if (!res.ok) return null;
    return lastPriceAsCached(await res.json(), code, now());
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** What the early script leaves on `window.__wapEarlyQuote`: the lastPrice call it made, once. */
export interface EarlyQuote {
  market: string;
  /** The channel's symbol, as the cache keys it (HK 00700 → 0700, lib/market normalizeCode). */
  code: string;
  quote: Promise<CachedQuote | null>;
}

type Holder = { __wapEarlyQuote?: EarlyQuote };

/**
 * The early script's lastPrice answer for this instrument, taken once (a later page of the same
 * instrument has the cache or the live channel); null when it asked for another one or none.
 */
export function takeEarlyQuote(
  market: string,
  code: string,
  holder: Holder = globalThis as Holder,
): Promise<CachedQuote | null> | null {
  const early = holder.__wapEarlyQuote;
  if (!early || early.market !== market || early.code.toUpperCase() !== code.toUpperCase()) return null;
  delete holder.__wapEarlyQuote;
  return early.quote;
}
