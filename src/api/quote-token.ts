/**
 * The §7 (the calls it makes) quote token call's payload and answer, one rule for the app's HTTP layer
 * (services/quote.ts) and index.html's early script, which asks for the token of a cold start as
 * soon as config.json has come (issue 21 item 6), so the quote channel's auth does not wait for the
 * app's code to have run. The app takes that request over once (`takeEarlyToken`).
 */
import type { EnvConfig, TokenConfig } from '../config/environments';
import { QUOTE_PATHS, type QuoteTokenResponse } from '../../contract/quote';
import { APP_CODE_HEADER } from './headers';

export interface QuoteTokenGrant {
  token: string;
  expiresInSeconds: number;
  /** Epoch ms the answer arrived, when known: its lifetime counts from then, not from its use. */
  receivedAt?: number;
}

/**
 * How long the early request may take before the app gives up on it and asks itself: a token host
 * that stalls must not leave the channel without auth (the app's own call has the 50 s time-out).
 */
export const EARLY_TOKEN_TIMEOUT_MS = 5000;

/** The fixed credentials payload. */
export function quoteTokenPayload(t: TokenConfig): Record<string, string> {
  return {
    AppKey: t.AppKey,
    AppSecret: t.AppSecret,
    Name: t.Name,
    Desc: t.Desc,
    Version: t.Version,
    Type: t.Type,
  };
}

/** Data.Token of the answer; throws when there is none. */
export function grantOf(res: unknown): QuoteTokenGrant {
  const data = (res as Partial<QuoteTokenResponse> | null)?.Data;
  const token = data?.Token;
  if (typeof token !== 'string' || !token) throw new Error('quote token call answered without Data.Token');
  return { token, expiresInSeconds: typeof data?.ExpiresIn === 'number' ? data.ExpiresIn : 0 };
}

type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string; signal?: AbortSignal },
) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

/**
 * The token call made with fetch (the early script has no axios); rejects on any failure, and when
 * no answer has come after EARLY_TOKEN_TIMEOUT_MS (the request is aborted).
 */
export async function fetchQuoteTokenWith(
  fetchFn: FetchLike,
  cfg: EnvConfig,
  now: () => number = Date.now,
): Promise<QuoteTokenGrant> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), EARLY_TOKEN_TIMEOUT_MS);
  try {
    const res = await fetchFn(`${cfg.hqToken}${QUOTE_PATHS.token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [APP_CODE_HEADER]: cfg.appCode },
      body: JSON.stringify(quoteTokenPayload(cfg.tokenConfig)),
      signal: abort.signal,
    });
    if (!res.ok) throw new Error('quote token call failed');
    return { ...grantOf(await res.json()), receivedAt: now() };
  } finally {
    clearTimeout(timer);
  }
}

/** What the early script leaves on `window.__wapEarlyToken`. */
export interface EarlyToken {
  /** The token host it asked (the app takes it only for the same config). */
  url: string;
  grant: Promise<QuoteTokenGrant>;
}

/** Left by the app's first token request: an early script that has not asked yet asks no more. */
type Holder = { __wapEarlyToken?: EarlyToken | null };

/** The early script's token request for the token URL `url`, taken once; null when there is none. */
export function takeEarlyToken(
  url: string,
  holder: Holder = globalThis as Holder,
): Promise<QuoteTokenGrant> | null {
  const early = holder.__wapEarlyToken;
  holder.__wapEarlyToken = null;
  return early && early.url === url ? early.grant : null;
}
