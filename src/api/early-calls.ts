/**
 * Calls index.html's early script made before the app's code ran (a list screen's first rows,
 * drawn before the framework: src/app/early-rows.ts), handed to the app's HTTP layer so the page's
 * own first call takes the answer already on its way instead of asking the server again.
 *
 * Each answer is taken once, and only within EARLY_CALL_TTL_MS of being asked: a later visit to the
 * same list (back from a row's detail page) asks the server afresh.
 */
import type { ServiceName } from '../config/environments';
import { APP_CODE_HEADER } from './headers';

/** An unsigned GET as data: the service's host, the path and the query (services build these). */
export interface GetCall {
  service: ServiceName;
  path: string;
  params: Record<string, unknown>;
}

/** How long an early answer may stand in for the page's own call (the app boots well within it). */
export const EARLY_CALL_TTL_MS = 10_000;

interface EarlyCall {
  at: number;
  /** The whole body, before the §7 response rule (the HTTP layer applies it). */
  body: Promise<unknown>;
}

export interface EarlyCallsWindow {
  __wapEarlyCalls?: Record<string, EarlyCall>;
}

/** The call's identity: host, path and parameters sorted by name (undefined ones left out). */
export function earlyCallKey(baseUrl: string, path: string, params: Record<string, unknown>): string {
  const query = Object.keys(params)
    .filter((k) => params[k] !== undefined)
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(String(params[k] as string | number))}`)
    .join('&');
  return `${baseUrl}${path}?${query}`;
}

/**
 * A GET as the HTTP layer sends an unsigned call (the application-code header, the parameters in
 * the query), over fetch; recorded for the app under its key.
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
  const key = earlyCallKey(baseUrl, path, params);
  const url = key.endsWith('?') ? key.slice(0, -1) : key;
  const body = fetchFn(url, { headers: { [APP_CODE_HEADER]: appCode } }).then((res) => {
    if (!res.ok) throw new Error(`early call ${path}: HTTP ${res.status}`);
    return res.json() as Promise<unknown>;
  });
  body.catch(() => undefined); // the app asks again when this one failed
  (win.__wapEarlyCalls ??= {})[key] = { at: now(), body };
  return body;
}

/** The early answer for this call, handed over once while it is fresh; undefined otherwise. */
export function takeEarlyCall(
  win: EarlyCallsWindow | undefined,
  key: string,
  now: () => number,
): Promise<unknown> | undefined {
  const calls = win?.__wapEarlyCalls;
  const call = calls?.[key];
  if (!calls || !call) return undefined;
  delete calls[key];
  return now() - call.at <= EARLY_CALL_TTL_MS ? call.body : undefined;
}
