/**
 * Small pieces the fault tests share: a token fetch that leaves no keep-alive socket behind (the
 * socket counts must see only quote clients), raw messages, and a QuoteConnection over `ws` that
 * records what each socket sent.
 */
import http from 'node:http';
import WebSocket from 'ws';
import { QUOTE_PATHS, QUOTE_SERVICE_BASE, type QuoteTokenResponse } from '../../contract/quote';
import type { QuoteTokenRequest } from '../../contract/quote.params.schema';
import { QuoteConnection, type QuoteConnectionOptions, type QuoteSocket } from '../../src/quote/connection';
import { MsgType, type Message } from '../../contract/quote-protocol';
import { DEFAULT_SECRETS } from '../../server/secrets';

export type AnyMessage = Message<Record<string, unknown>>;

/** POSTs §7 (the calls it makes)'s quote-token call on a connection that closes after the reply. */
export function fetchToken(port: number): Promise<string> {
  const body: QuoteTokenRequest = {
    AppKey: 'wapquote-h5',
    AppSecret: DEFAULT_SECRETS.WAP_APP_SECRET,
    Name: 'wap-quote',
    Desc: 'h5',
    Version: '1.0.0',
    Type: 'h5',
  };
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `${QUOTE_SERVICE_BASE.hqToken}${QUOTE_PATHS.token}`,
        agent: false,
        headers: { 'content-type': 'application/json', connection: 'close', 'content-length': text.length },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (data += c));
        res.on('end', () => {
          try {
            if (res.statusCode !== 200) throw new Error(`quote token call failed: HTTP ${res.statusCode}`);
            resolve((JSON.parse(data) as QuoteTokenResponse).Data.Token);
          } catch (err) {
            reject(err instanceof Error ? err : new Error(String(err)));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

let seq = 0;
export function frame(type: number, body: unknown, infoFlag = 0): string {
  seq += 1;
  return JSON.stringify({
    header: { frame: 0, group: 0, model: 0, length: 0, rawLength: 0, seq, type, infoFlag },
    body,
  });
}

/** A raw `ws` client: authenticated, recording every message with its arrival time. */
export class RawQuoteClient {
  readonly received: { at: number; text: string; msg: AnyMessage }[] = [];
  closeCode: number | null = null;
  private waiters: { pred: (m: AnyMessage) => boolean; resolve: (m: AnyMessage) => void }[] = [];
  keep = true;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = String(data);
      const msg = JSON.parse(text) as AnyMessage;
      if (this.keep) this.received.push({ at: performance.now(), text, msg });
      for (const w of [...this.waiters]) {
        if (!w.pred(msg)) continue;
        this.waiters.splice(this.waiters.indexOf(w), 1);
        w.resolve(msg);
      }
    });
    ws.on('close', (code) => (this.closeCode = code));
    ws.on('error', () => undefined);
  }

  /** `localAddress` (127.0.0.x) makes the client another remote address to the server's per-address bounds. */
  static async open(port: number, token?: string, localAddress?: string): Promise<RawQuoteClient> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/quote`, { perMessageDeflate: false, localAddress });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const c = new RawQuoteClient(ws);
    if (token !== undefined) {
      const reply = await c.request(MsgType.Auth, { token });
      if (!(reply.body as { ok?: boolean }).ok) throw new Error('auth refused');
    }
    return c;
  }

  send(text: string): void {
    this.ws.send(text);
  }

  /** Sends a request and resolves with the message carrying its seq (reply or error). */
  request(type: number, body: unknown, infoFlag = 0): Promise<AnyMessage> {
    const text = frame(type, body, infoFlag);
    const s = (JSON.parse(text) as AnyMessage).header.seq;
    const p = this.next((m) => m.header.seq === s);
    this.ws.send(text);
    return p;
  }

  next(pred: (m: AnyMessage) => boolean, timeoutMs = 30_000): Promise<AnyMessage> {
    return new Promise((resolve, reject) => {
      const w = {
        pred,
        resolve: (m: AnyMessage) => {
          clearTimeout(timer);
          resolve(m);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        reject(new Error('no matching message in time'));
      }, timeoutMs);
      this.waiters.push(w);
    });
  }

  /** Round trip of one heartbeat (91), in ms. */
  async heartbeat(): Promise<number> {
    const t = performance.now();
    await this.request(MsgType.Handshake, { time: Date.now() });
    return performance.now() - t;
  }

  closed(): Promise<number> {
    if (this.closeCode !== null) return Promise.resolve(this.closeCode);
    return new Promise((resolve) => this.ws.once('close', (code) => resolve(code)));
  }
}

export interface RecordedSocket {
  sent: AnyMessage[];
  received: AnyMessage[];
}

/**
 * QuoteConnection (src/quote) over `ws`, as a page uses it: the token is cached and forgotten when
 * refused (src/services/quote.ts), every socket's frames are recorded.
 */
export function pageConnection(
  url: string,
  port: number,
  opts: Partial<QuoteConnectionOptions> = {},
): { conn: QuoteConnection; sockets: RecordedSocket[]; logs: string[]; tokenFetches: () => number } {
  const sockets: RecordedSocket[] = [];
  const logs: string[] = [];
  let cached: Promise<string> | null = null;
  let fetches = 0;
  const conn = new QuoteConnection({
    url,
    socketFactory: (u) => {
      const rec: RecordedSocket = { sent: [], received: [] };
      sockets.push(rec);
      const ws = new WebSocket(u, { perMessageDeflate: false });
      const send = ws.send.bind(ws);
      (ws as unknown as { send: (d: string) => void }).send = (d: string) => {
        rec.sent.push(JSON.parse(d));
        send(d);
      };
      ws.on('message', (d) => rec.received.push(JSON.parse(String(d))));
      ws.on('error', () => undefined);
      return ws as unknown as QuoteSocket;
    },
    getToken: () => {
      if (!cached) {
        fetches += 1;
        cached = fetchToken(port);
        cached.catch(() => (cached = null));
      }
      return cached;
    },
    onAuthRefused: () => (cached = null),
    log: (m) => logs.push(m),
    ...opts,
  });
  return { conn, sockets, logs, tokenFetches: () => fetches };
}

export async function until(pred: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const start = performance.now();
  while (!pred()) {
    if (performance.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
