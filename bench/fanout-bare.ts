/**
 * The reference point of the fan-out benchmark: a bare `ws` server doing only the fan-out — a
 * client sends {"sub":["sh:600000", ...]}, and each update is serialised once (same message shape
 * as the quote channel's push) and sent to every subscriber. No auth, no validation, no limits.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { BenchMarket } from './fanout-market';

export interface BareServer {
  url: string;
  close(): Promise<void>;
}

export async function startBareServer(market: BenchMarket): Promise<BareServer> {
  const server = http.createServer();
  const wss = new WebSocketServer({ server, perMessageDeflate: false });
  const index = new Map<string, Set<WebSocket>>();
  wss.on('connection', (ws) => {
    const mine: string[] = [];
    ws.on('message', (data) => {
      const { sub } = JSON.parse(String(data)) as { sub: string[] };
      for (const id of sub) {
        let set = index.get(id);
        if (!set) index.set(id, (set = new Set()));
        set.add(ws);
        mine.push(id);
      }
      ws.send('{"ok":true}');
    });
    ws.on('close', () => {
      for (const id of mine) index.get(id)?.delete(ws);
    });
  });
  const stop = market.onUpdate((u) => {
    // When the step was due, as the quote channel's hub stamps it (bench/fanout-market.ts).
    const time = u.at ?? Date.now();
    for (const id of u.changed) {
      const set = index.get(id);
      if (!set || set.size === 0) continue;
      const code = id.slice(3);
      const bodyText = JSON.stringify({ hq: [{ key: { market: 1, code }, dyna: market.dyna(id) }], time });
      const length = Buffer.byteLength(bodyText);
      const header = {
        frame: 0,
        group: 0,
        model: 0,
        length,
        rawLength: length,
        seq: 0,
        type: 201,
        infoFlag: 1,
      };
      const text = `{"header":${JSON.stringify(header)},"body":${bodyText}}`;
      for (const ws of set) ws.send(text);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: async () => {
      stop();
      for (const ws of wss.clients) ws.terminate();
      await new Promise((resolve) => wss.close(resolve));
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
