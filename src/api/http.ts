/**
 * The HTTP layer every service module uses: the service hosts, the fixed application-code header,
 * signing, the §7 (the calls it makes) response rule and the 50 s time-out. Errors come out as
 * ApiError { service, path, cause }.
 *
 * Requests go out through fetch (send.ts). They went through axios until issue 38: axios was 59 KB
 * of the app's 182 KB initial chunk, compiled and run before any screen's first call, and its
 * request pipeline cost about 40 ms of a throttled phone CPU on that first call at boot.
 */
import type { EnvConfig, ServiceName } from '../config/environments';
import { getConfig } from '../config/load';
import { unwrap } from './envelope';
import { ApiError } from './errors';
import { NONCE_HEADER, SIGN_HEADER, TIMESTAMP_HEADER, sign } from '../../contract/signing';
import { APP_CODE_HEADER, APP_VERSION_HEADER } from './headers';
import { HttpStatusError, fetchSend, joinUrl, queryString, type Send, type SendRequest } from './send';

export const HTTP_TIMEOUT_MS = 50_000;

export { APP_CODE_HEADER, APP_VERSION_HEADER };

export interface CallOptions {
  /** Add the §7 (the calls it makes) signature and timestamp headers (and the replay nonce) computed over the params or body. */
  signed?: boolean;
  /** Add the app-version header (news calls). */
  appVersion?: boolean;
  /** Leave out the fixed application-code header (§7 (the calls it makes) "unless told otherwise"). */
  noAppCode?: boolean;
  headers?: Record<string, string>;
  /** Return the raw body instead of applying the §7 (the calls it makes) response rule. */
  raw?: boolean;
  signal?: AbortSignal;
}

export interface Http {
  get<T>(
    service: ServiceName,
    path: string,
    params?: Record<string, unknown>,
    opts?: CallOptions,
  ): Promise<T>;
  post<T>(service: ServiceName, path: string, body?: unknown, opts?: CallOptions): Promise<T>;
  postForm<T>(
    service: ServiceName,
    path: string,
    fields: Record<string, string | number>,
    opts?: CallOptions,
  ): Promise<T>;
  postMultipart<T>(service: ServiceName, path: string, form: FormData, opts?: CallOptions): Promise<T>;
}

/** 128 random bits in hex: the server refuses a nonce it has seen within the signing window. */
export function randomNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createHttp(
  config: () => EnvConfig = getConfig,
  send: Send = fetchSend,
  now: () => number = Date.now,
  nonce: () => string = randomNonce,
): Http {
  const headersFor = (opts: CallOptions, payload: Record<string, unknown>) => {
    const cfg = config();
    const h: Record<string, string> = { ...(opts.headers ?? {}) };
    if (!opts.noAppCode) h[APP_CODE_HEADER] = cfg.appCode;
    if (opts.appVersion) h[APP_VERSION_HEADER] = cfg.appVersion;
    if (opts.signed) {
      const ts = now();
      const n = nonce();
      h[TIMESTAMP_HEADER] = String(ts);
      h[NONCE_HEADER] = n;
      h[SIGN_HEADER] = sign(cfg.tokenConfig.AppSecret, payload, ts, n);
    }
    return h;
  };

  async function request<T>(
    service: ServiceName,
    path: string,
    req: Pick<SendRequest, 'method' | 'body'> & {
      params?: Record<string, unknown>;
      headers?: Record<string, string>;
    },
    payload: Record<string, unknown>,
    opts: CallOptions,
  ): Promise<T> {
    try {
      const url = joinUrl(config()[service], path);
      const query = req.params ? queryString(req.params) : '';
      const data = await send({
        url: query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url,
        method: req.method,
        body: req.body,
        headers: { ...req.headers, ...headersFor(opts, payload) },
        signal: opts.signal,
        timeoutMs: HTTP_TIMEOUT_MS,
      });
      return opts.raw ? (data as T) : unwrap<T>(data);
    } catch (err) {
      if (err instanceof HttpStatusError) {
        const body = err.data as { msg?: unknown } | undefined;
        const msg = body && typeof body === 'object' && typeof body.msg === 'string' ? body.msg : undefined;
        throw new ApiError(service, path, err, err.status, msg);
      }
      throw new ApiError(service, path, err);
    }
  }

  const plain = (v: unknown): Record<string, unknown> =>
    v && typeof v === 'object' && !(v instanceof FormData) ? (v as Record<string, unknown>) : {};

  return {
    get: (service, path, params = {}, opts = {}) =>
      request(service, path, { method: 'GET', params }, params, opts),
    post: (service, path, body, opts = {}) =>
      request(
        service,
        path,
        body === undefined
          ? { method: 'POST' }
          : typeof body === 'string'
            ? { method: 'POST', body }
            : { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } },
        plain(body),
        opts,
      ),
    postForm: (service, path, fields, opts = {}) =>
      request(
        service,
        path,
        {
          method: 'POST',
          body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        },
        fields,
        opts,
      ),
    // No Content-Type: the browser writes multipart's with its boundary.
    postMultipart: (service, path, form, opts = {}) =>
      request(service, path, { method: 'POST', body: form }, {}, opts),
  };
}

export const http: Http = createHttp();
