/**
 * Shared helpers of the information-service tests: a real server whose ServerContext (and so the
 * simulator) the test can read, signed GETs, and JSON fetches.
 */
import crypto from 'node:crypto';
import type { ServerContext } from '../../server/context';
import { routeModules } from '../../server/routes';
import { NONCE_HEADER, SIGN_HEADER, TIMESTAMP_HEADER, sign } from '../../contract/signing';
import { NEWS_APP_VERSION_HEADER } from '../../contract/news';
import { useTestServer, type TestServer } from './harness';

export interface InfoServer {
  srv: TestServer;
  /** The server's context, filled in once the server is built. */
  ctx: () => ServerContext;
}

/** A test server plus its context: a route module that only records the context it is given. */
export function useInfoServer(): InfoServer {
  // Building the simulator's seeded history is slow inside jest on a loaded 2-core machine.
  jest.setTimeout(180_000);
  let captured: ServerContext | undefined;
  routeModules.push((_app, c) => {
    captured = c;
  });
  const srv = useTestServer();
  return {
    srv,
    ctx: () => {
      if (!captured) throw new Error('server not started');
      return captured;
    },
  };
}

export interface JsonResponse<T = unknown> {
  status: number;
  body: { code: number | string; msg: string; data: T; totalCount?: number };
}

export async function getJson<T>(
  srv: TestServer,
  path: string,
  headers: Record<string, string> = {},
): Promise<JsonResponse<T>> {
  const res = await fetch(srv.url(path), { headers });
  return { status: res.status, body: (await res.json()) as JsonResponse<T>['body'] };
}

export async function postJson<T>(srv: TestServer, path: string, payload: unknown): Promise<JsonResponse<T>> {
  const res = await fetch(srv.url(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return { status: res.status, body: (await res.json()) as JsonResponse<T>['body'] };
}

export async function postForm<T>(
  srv: TestServer,
  path: string,
  fields: Record<string, string>,
): Promise<JsonResponse<T>> {
  const res = await fetch(srv.url(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, body: (await res.json()) as JsonResponse<T>['body'] };
}

/** A GET signed the way the app signs it (§7 (the calls it makes)), with the app-version header news calls carry. */
export async function signedGet<T>(
  srv: TestServer,
  path: string,
  params: Record<string, string>,
  opts: { secret?: string; appVersion?: boolean; timestamp?: number } = {},
): Promise<JsonResponse<T>> {
  const ts = opts.timestamp ?? Date.now();
  const nonce = crypto.randomBytes(16).toString('hex');
  const headers: Record<string, string> = {
    [SIGN_HEADER]: sign(opts.secret ?? srv.settings.appSecret, params, ts, nonce),
    [TIMESTAMP_HEADER]: String(ts),
    [NONCE_HEADER]: nonce,
  };
  if (opts.appVersion !== false) headers[NEWS_APP_VERSION_HEADER] = '1.0.0';
  return getJson<T>(srv, `${path}?${new URLSearchParams(params).toString()}`, headers);
}
