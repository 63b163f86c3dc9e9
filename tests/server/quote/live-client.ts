/**
 * QuoteConnection (src/quote) over `ws` against a real server, recording what goes over the wire,
 * for the live-channel tests.
 */
import WebSocket from 'ws';
import {
  QuoteConnection,
  type QuoteConnectionOptions,
  type QuoteSocket,
} from '../../../src/quote/connection';
import type { Message } from '../../../contract/quote-protocol';
import { fetchQuoteToken } from './token';

export interface WireLog {
  sent: Message<Record<string, unknown>>[];
  received: Message<Record<string, unknown>>[];
  sockets: number;
}

export function liveConnection(
  wsUrl: string,
  httpBase: string,
  opts: Partial<QuoteConnectionOptions> = {},
): { conn: QuoteConnection; wire: WireLog; logs: string[] } {
  const wire: WireLog = { sent: [], received: [], sockets: 0 };
  const logs: string[] = [];
  const conn = new QuoteConnection({
    url: wsUrl,
    socketFactory: (url) => {
      wire.sockets += 1;
      const ws = new WebSocket(url);
      const send = ws.send.bind(ws);
      // Record outgoing frames; `ws` accepts the same string the browser socket does.
      (ws as unknown as { send: (d: string) => void }).send = (d: string) => {
        wire.sent.push(JSON.parse(d));
        send(d);
      };
      ws.on('message', (d) => wire.received.push(JSON.parse(String(d))));
      // ws's EventTarget-style handlers carry `data` as a string for text frames, as browsers do.
      return ws as unknown as QuoteSocket;
    },
    getToken: () => fetchQuoteToken(httpBase),
    log: (m) => logs.push(m),
    ...opts,
  });
  return { conn, wire, logs };
}

/** Resolves when pred() holds, checking every 20 ms; rejects after timeoutMs. */
export async function until(pred: () => boolean, timeoutMs = 15_000, what = 'condition'): Promise<void> {
  const start = Date.now();
  while (!pred()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
