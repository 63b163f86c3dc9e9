/**
 * The HTTP layer every service module uses: one axios instance per service host, the fixed
 * application-code header, signing, the §7 (the calls it makes) response rule and the 50 s time-out. Errors come out as
 * ApiError { service, path, cause }.
 */
import axios, { type AxiosInstance, type AxiosRequestConfig, isAxiosError } from 'axios';
import type { EnvConfig, ServiceName } from '../config/environments';
import { getConfig } from '../config/load';
import { unwrap } from './envelope';
import { ApiError } from './errors';
import { NONCE_HEADER, SIGN_HEADER, TIMESTAMP_HEADER, sign } from '../../contract/signing';
import { earlyCallKey, takeEarlyCall, type EarlyCallsWindow } from './early-calls';

export const HTTP_TIMEOUT_MS = 50_000;
import { APP_CODE_HEADER, APP_VERSION_HEADER } from './headers';

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
  makeInstance: (baseURL: string) => AxiosInstance = (baseURL) =>
    // No XSRF cookie: the APIs authenticate by token and signature. Left on, axios reads the
    // cookie through the async Cookie Store API before every send, which parks each request behind
    // whatever task is running (≈ 190 ms for the quote token at boot on a throttled phone CPU).
    axios.create({ baseURL, timeout: HTTP_TIMEOUT_MS, withXSRFToken: false }),
  now: () => number = Date.now,
  nonce: () => string = randomNonce,
  /** Where index.html's early script leaves the calls it made before the app ran (early-calls.ts). */
  earlyCalls: () => EarlyCallsWindow | undefined = () =>
    typeof window === 'undefined' ? undefined : (window as EarlyCallsWindow),
): Http {
  const instances = new Map<string, AxiosInstance>();
  const instanceFor = (service: ServiceName) => {
    const baseURL = config()[service];
    let inst = instances.get(baseURL);
    if (!inst) {
      inst = makeInstance(baseURL);
      instances.set(baseURL, inst);
    }
    return inst;
  };

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
    req: AxiosRequestConfig,
    payload: Record<string, unknown>,
    opts: CallOptions,
  ): Promise<T> {
    try {
      const res = await instanceFor(service).request({
        url: path,
        ...req,
        headers: { ...(req.headers as Record<string, string>), ...headersFor(opts, payload) },
        signal: opts.signal,
      });
      return opts.raw ? (res.data as T) : unwrap<T>(res.data);
    } catch (err) {
      if (isAxiosError(err)) {
        const data = err.response?.data as { msg?: unknown } | undefined;
        const msg = data && typeof data.msg === 'string' ? data.msg : undefined;
        throw new ApiError(service, path, err, err.response?.status, msg);
      }
      throw new ApiError(service, path, err);
    }
  }

  /**
   * An unsigned GET the early script already made (a list screen's first rows) takes its answer
   * once; a failed one is asked again. Only plain calls are made early: a signed call's nonce is
   * single-use, and other headers would make it a different request.
   */
  function get<T>(
    service: ServiceName,
    path: string,
    params: Record<string, unknown>,
    opts: CallOptions,
  ): Promise<T> {
    const ask = () => request<T>(service, path, { method: 'GET', params }, params, opts);
    const plainCall = !opts.signed && !opts.signal && !opts.appVersion && !opts.noAppCode && !opts.headers;
    const early = plainCall
      ? takeEarlyCall(earlyCalls(), earlyCallKey(config()[service], path, params), now)
      : undefined;
    if (!early) return ask();
    return early.then((body) => (opts.raw ? (body as T) : unwrap<T>(body)), ask);
  }

  const plain = (v: unknown): Record<string, unknown> =>
    v && typeof v === 'object' && !(v instanceof FormData) ? (v as Record<string, unknown>) : {};

  return {
    get: (service, path, params = {}, opts = {}) => get(service, path, params, opts),
    post: (service, path, body, opts = {}) =>
      request(service, path, { method: 'POST', data: body }, plain(body), opts),
    postForm: (service, path, fields, opts = {}) =>
      request(
        service,
        path,
        {
          method: 'POST',
          data: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        },
        fields,
        opts,
      ),
    postMultipart: (service, path, form, opts = {}) =>
      request(service, path, { method: 'POST', data: form }, {}, opts),
  };
}

export const http: Http = createHttp();
