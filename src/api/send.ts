/**
 * One HTTP exchange over fetch, for the HTTP layer (http.ts): the URL's query written as axios wrote
 * it (the server and the signature see the same parameters as before), the answer's body parsed as
 * JSON where it is JSON, a non-2xx answer rejected with its status and body, and a time-out.
 */

/** What the HTTP layer hands over: the whole URL, its query included. */
export interface SendRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string | FormData;
  signal?: AbortSignal;
  timeoutMs: number;
}

/** Sends one request and answers the body (parsed JSON, else the text); rejects on failure. */
export type Send = (req: SendRequest) => Promise<unknown>;

/** The server answered outside 2xx: its status and its body, parsed as a success's would be. */
export class HttpStatusError extends Error {
  override readonly name = 'HttpStatusError';
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`Request failed with status code ${status}`);
  }
}

/** No answer within the time-out. */
export class HttpTimeoutError extends Error {
  override readonly name = 'HttpTimeoutError';
  constructor(ms: number) {
    super(`timeout of ${ms}ms exceeded`);
  }
}

const ABSOLUTE = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/** A service host and a path, joined as axios joined baseURL and url ('' host: the same origin). */
export function joinUrl(base: string, path: string): string {
  if (!base || ABSOLUTE.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** axios's parameter encoding: encodeURIComponent, keeping ':', '$' and ',' and writing spaces as '+'. */
const encode = (v: string): string =>
  encodeURIComponent(v).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');

const scalar = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint'
      ? String(v)
      : v instanceof Date
        ? v.toISOString()
        : (JSON.stringify(v) ?? '');

/**
 * The query of `params` as axios serialised it: in the object's order, undefined and null left out,
 * an array as one `key[]` per element.
 */
export function queryString(params: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const v of value)
        if (v !== undefined && v !== null) parts.push(`${encode(`${key}[]`)}=${encode(scalar(v))}`);
    } else parts.push(`${encode(key)}=${encode(scalar(value))}`);
  }
  return parts.join('&');
}

/** The body as JSON when it parses, else the text as it came (as axios's default answer). */
function parseBody(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

type FetchFn = (url: string, init: RequestInit) => Promise<Response>;

/** A Send over `fetchFn` (the browser's fetch by default; tests pass a fake). */
export function fetchSendWith(fetchFn: FetchFn): Send {
  return async (req) => {
    const abort = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      abort.abort();
    }, req.timeoutMs);
    const forward = () => abort.abort();
    if (req.signal?.aborted) abort.abort();
    req.signal?.addEventListener('abort', forward);
    try {
      const res = await fetchFn(req.url, {
        method: req.method,
        headers: req.headers,
        body: req.body,
        signal: abort.signal,
      });
      const data = parseBody(await res.text());
      if (res.status < 200 || res.status >= 300) throw new HttpStatusError(res.status, data);
      return data;
    } catch (err) {
      if (timedOut) throw new HttpTimeoutError(req.timeoutMs);
      throw err;
    } finally {
      clearTimeout(timer);
      req.signal?.removeEventListener('abort', forward);
    }
  };
}

/** The browser's fetch, looked up when a request is made (tests and the offline shells may set it later). */
export const fetchSend: Send = (req) => fetchSendWith((url, init) => fetch(url, init))(req);
