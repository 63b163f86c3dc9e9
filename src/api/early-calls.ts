/**
 * Calls index.html's early script made before the app's code ran (a list screen's first rows,
 * drawn before the framework: src/app/early-rows.ts), handed to the app's HTTP layer so the page's
 * own first call takes the answer already on its way instead of asking the server again.
 *
 * Each answer is taken once, while on its way or within EARLY_CALL_TTL_MS of arriving: a later visit
 * to the same list (back from a row's detail page) asks the server afresh.
 */
import type { ServiceName } from '../config/environments';
import { APP_CODE_HEADER } from './headers';

/** An unsigned GET as data: the service's host, the path and the query (services build these). */
export interface GetCall {
  service: ServiceName;
  path: string;
  params: Record<string, unknown>;
}

/** How long an arrived early answer may stand in for the page's own call. */
export const EARLY_CALL_TTL_MS = 10_000;
/** An early call not answered by then is dropped: the page asks the server itself. */
export const EARLY_CALL_TIMEOUT_MS = 10_000;

interface EarlyCall {
  /** When the answer came (null while on its way: a page may take it then and wait). */
  at: number | null;
  /** The whole body, before the §7 response rule (the HTTP layer applies it). */
  body: Promise<unknown>;
}

export interface EarlyCallsWindow {
  __wapEarlyCalls?: Record<string, EarlyCall>;
}

/** Host and path joined as axios joins baseURL and url (one slash between them). */
const joinUrl = (base: string, path: string) =>
  base ? `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : path;

/**
 * The call's identity and URL: host, path and the parameters sorted by name, those null or
 * undefined left out as axios leaves them out. Null for parameters axios would not send as plain
 * text (objects, arrays): such a call is never made early.
 */
export function earlyCallKey(baseUrl: string, path: string, params: Record<string, unknown>): string | null {
  const names = Object.keys(params)
    .filter((k) => params[k] !== undefined && params[k] !== null)
    .sort();
  const pairs: string[] = [];
  for (const k of names) {
    const v = params[k];
    if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return null;
    pairs.push(`${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  }
  const url = joinUrl(baseUrl, path);
  return pairs.length ? `${url}?${pairs.join('&')}` : url;
}

/**
 * A GET as the HTTP layer sends an unsigned call (the application-code header, the parameters in
 * the query), over fetch; recorded for the app under its key. Dropped after EARLY_CALL_TIMEOUT_MS.
 */
export function earlyGet(
  win: EarlyCallsWindow,
  fetchFn: typeof fetch,
  baseUrl: string,
  appCode: string,
  path: string,
  params: Record<string, unknown>,
  now: () => number,
): Promise<unknown> {
  const url = earlyCallKey(baseUrl, path, params);
  if (url === null) return Promise.reject(new Error(`early call ${path}: parameters not plain`));
  const abort = typeof AbortController === 'function' ? new AbortController() : null;
  const timer = setTimeout(() => abort?.abort(), EARLY_CALL_TIMEOUT_MS);
  const call: EarlyCall = { at: null, body: Promise.resolve() };
  call.body = fetchFn(url, { headers: { [APP_CODE_HEADER]: appCode }, signal: abort?.signal })
    .then((res) => {
      if (!res.ok) throw new Error(`early call ${path}: HTTP ${res.status}`);
      return res.json() as Promise<unknown>;
    })
    .then((body) => {
      call.at = now();
      return body;
    })
    .finally(() => clearTimeout(timer));
  call.body.catch(() => undefined); // the app asks again when this one failed
  (win.__wapEarlyCalls ??= {})[url] = call;
  return call.body;
}

/**
 * The early answer for this call, handed over once: on its way, or answered within
 * EARLY_CALL_TTL_MS (a later visit to the same list asks the server afresh); undefined otherwise.
 */
export function takeEarlyCall(
  win: EarlyCallsWindow | undefined,
  key: string | null,
  now: () => number,
): Promise<unknown> | undefined {
  const calls = win?.__wapEarlyCalls;
  const call = key === null ? undefined : calls?.[key];
  if (!calls || !call || key === null) return undefined;
  delete calls[key];
  return call.at === null || now() - call.at <= EARLY_CALL_TTL_MS ? call.body : undefined;
}
