/**
 * Helpers for the community server tests: the test server on each store (SQLite, and PostgreSQL
 * where it is installed), a controllable store clock, SMS codes captured from the sink (never from
 * a response), login, and small typed wrappers around the §7 (the calls it makes) calls.
 */
import http from 'node:http';
import { CommunityPaths, type UserInfo } from '../../../contract/community';
import { communityClock } from '../../../server/community/clock';
import { openSqlDb } from '../../../server/community/index';
import { runModerationCommand } from '../../../server/community/moderation-command';
import { setSmsSink } from '../../../server/community/sms-sink';
import type { SqlDb } from '../../../server/community/sql';
import type { ServerSettings } from '../../../server/context';
import { SERVER_START_TIMEOUT_MS, startTestServer, stopTestServer, type TestServer } from '../harness';
import { type StoreKind, testStores, usePgCluster } from '../pg-cluster';

export { type StoreKind } from '../pg-cluster';

/**
 * The stores a community test file runs against, for `describe.each(STORES)('… (%s)', (store) => …)`:
 * SQLite, and PostgreSQL where its programs are installed (else a printed reason).
 */
export const STORES: StoreKind[] = testStores();

/** One PostgreSQL cluster per test file, started only if a PostgreSQL run asks for it. */
const cluster = usePgCluster();

/** A new empty database of the file's cluster (PostgreSQL), or undefined (SQLite in the data folder). */
export async function databaseUrlFor(store: StoreKind): Promise<string | undefined> {
  return store === 'postgres' ? cluster.newDatabase() : undefined;
}

/** useTestServer on the given store: a fresh data folder, and a fresh database on PostgreSQL. */
export function useCommunityServer(store: StoreKind, overrides: Partial<ServerSettings> = {}): TestServer {
  const handle = {} as TestServer;
  beforeAll(async () => {
    const databaseUrl = await databaseUrlFor(store);
    Object.assign(handle, await startTestServer({ databaseUrl, ...overrides }));
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await stopTestServer(handle.app ? handle : undefined);
  }, 30_000);
  return handle;
}

/** The moderation command against the test server's store; its exit code and printed lines. */
export async function moderate(srv: TestServer, ...args: string[]): Promise<{ code: number; out: string[] }> {
  const out: string[] = [];
  const code = await runModerationCommand(args, srv.settings, (l) => out.push(l));
  return { code, out };
}

/** Approves these posts or comments (the moderation command), failing the test if it cannot. */
export async function approve(srv: TestServer, ...ids: string[]): Promise<void> {
  const { code, out } = await moderate(srv, 'approve', ...ids);
  if (code !== 0) throw new Error(`moderate approve ${ids.join(' ')} failed: ${out.join('\n')}`);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are JSON of varying shape
export type Body = any;

/** A store clock the test moves by hand; installed for the whole test file. */
export function useCommunityClock(start = Date.UTC(2026, 10, 22, 2, 0, 0)) {
  const state = { t: start };
  let spy: jest.SpyInstance | undefined;
  beforeAll(() => {
    spy = jest.spyOn(communityClock, 'now').mockImplementation(() => state.t);
  });
  afterAll(() => spy?.mockRestore());
  return {
    now: () => state.t,
    advance: (ms: number) => {
      state.t += ms;
    },
    set: (t: number) => {
      state.t = t;
    },
  };
}

/** Captures every SMS code the server hands to its sink during the test file. */
export function useSmsInbox() {
  const inbox = new Map<string, string[]>();
  let restore: (() => void) | undefined;
  beforeAll(() => {
    restore = setSmsSink((phone, code) => inbox.set(phone, [...(inbox.get(phone) ?? []), code]));
  });
  afterAll(() => restore?.());
  return {
    last: (phone: string) => {
      const codes = inbox.get(phone);
      if (!codes?.length) throw new Error(`no SMS code for ${phone}`);
      return codes[codes.length - 1];
    },
  };
}

export function api(srv: TestServer) {
  const postJson = async (p: string, body: unknown): Promise<{ status: number; body: Body }> => {
    const res = await fetch(srv.url(p), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  const postForm = async (
    p: string,
    fields: Record<string, string>,
  ): Promise<{ status: number; body: Body }> => {
    const res = await fetch(srv.url(p), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: res.status, body: await res.json() };
  };
  const get = async (
    p: string,
    params: Record<string, string | number>,
  ): Promise<{ status: number; body: Body }> => {
    const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
    const res = await fetch(srv.url(`${p}?${qs}`));
    return { status: res.status, body: await res.json() };
  };
  return { postJson, postForm, get };
}

/**
 * A JSON POST from a chosen local address (127.0.0.x acts as another client IP to the server,
 * which trusts no proxy header), with extra headers such as Origin.
 */
export function postFrom(
  srv: TestServer,
  localAddress: string,
  p: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Body }> {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      srv.url(p),
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': payload.length, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve({
              status: res.statusCode ?? 0,
              body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
            });
          } catch (e) {
            reject(e instanceof Error ? e : new Error(String(e)));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

let phoneSeq = 0;
/** A fresh valid mainland mobile number per call. */
export function newPhone(): string {
  phoneSeq += 1;
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

/**
 * Logs a new or given phone in: send, read the code from the sink, login. Moves the clock past the
 * resend interval first, and enough that a test file stays under the per-IP hourly limits.
 */
export async function login(
  srv: TestServer,
  inbox: ReturnType<typeof useSmsInbox>,
  clock: ReturnType<typeof useCommunityClock>,
  phone = newPhone(),
): Promise<UserInfo> {
  clock.advance(3 * 60_000);
  const { postJson } = api(srv);
  const sent = await postJson(CommunityPaths.smsSend, { phone });
  if (sent.body.code !== 1) throw new Error(`sms send failed: ${JSON.stringify(sent.body)}`);
  const res = await postJson(CommunityPaths.smsLogin, {
    phone,
    captcha: inbox.last(phone),
    smsToken: sent.body.token,
  });
  if (res.body.code !== 1) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return res.body.data as UserInfo;
}

/** A second connection to the running server's store, SQLite or PostgreSQL (for checks). */
export function openDb(srv: TestServer): Promise<SqlDb> {
  return openSqlDb(srv.settings);
}

let publishSeq = 0;

/** Publishes a post; the default text differs per call (the same text twice in a row is refused). */
export async function publish(
  srv: TestServer,
  token: string,
  fields: {
    market?: string;
    symbol?: string;
    title?: string;
    content?: string;
    medias?: { address: string }[];
  } = {},
): Promise<Body> {
  const { postJson } = api(srv);
  const res = await postJson(CommunityPaths.publish, {
    token,
    serverId: '1',
    recommendation: 0,
    creatorType: 0,
    contentType: fields.medias?.length ? 1 : 0,
    symbol: fields.symbol ?? '600000',
    market: fields.market ?? 'sh',
    content: fields.content ?? `今天放量上涨 ${++publishSeq}`,
    title: fields.title ?? '',
    areas: [0],
    columnCodes: ['stock.bar'],
    medias: fields.medias ?? [],
  });
  return res.body;
}
