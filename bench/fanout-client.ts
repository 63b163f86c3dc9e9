/**
 * The fan-out benchmark's client process (forked by bench/fanout.ts, so client work does not run
 * on the server's event loop). Opens N websocket clients, subscribes each to `perClient`
 * instruments, then counts pushes and measures tick-to-client latency from each push's `time`
 * field (server time when the update was produced) into a 1 ms histogram.
 */
import WebSocket from 'ws';

export type ClientCommand =
  | {
      cmd: 'connect';
      url: string;
      mode: 'channel' | 'bare';
      clients: number;
      perClient: number;
      codes: string[];
      token: string;
      /** Quote keys every client subscribes to instead of `perClient` sh codes ([] = idle clients). */
      keys?: { market: number; code: string }[];
    }
  | { cmd: 'reset' }
  | { cmd: 'drain' }
  | { cmd: 'report' }
  | { cmd: 'close' };

export interface ClientReport {
  received: number;
  p50: number;
  p99: number;
  max: number;
  closedEarly: number;
}

const HIST_MS = 10_000;
let sockets: WebSocket[] = [];
let received = 0;
let closedEarly = 0;
let measuring = false;
let lastMessageAt = 0;
const closeCodes: Record<number, number> = {};
const hist = new Uint32Array(HIST_MS + 1);
const TIME = Buffer.from('"time":');

function onPush(data: Buffer): void {
  lastMessageAt = Date.now();
  if (!measuring) return;
  const at = data.lastIndexOf(TIME);
  if (at < 0) return;
  let t = 0;
  for (let i = at + TIME.length; i < data.length; i++) {
    const c = data[i];
    if (c < 48 || c > 57) break;
    t = t * 10 + (c - 48);
  }
  received += 1;
  const lat = Math.max(0, Date.now() - t);
  hist[Math.min(lat, HIST_MS)] += 1;
}

function percentile(p: number): number {
  const total = hist.reduce((a, b) => a + b, 0);
  if (total === 0) return 0;
  let seen = 0;
  for (let ms = 0; ms <= HIST_MS; ms++) {
    seen += hist[ms];
    if (seen >= total * p) return ms;
  }
  return HIST_MS;
}

/** One of 200 loopback addresses (Linux routes all of 127/8 to lo), so no address holds > 1/200. */
function loopbackAddress(url: string, i: number): string | undefined {
  return new URL(url).hostname === '127.0.0.1' ? `127.0.0.${1 + (i % 200)}` : undefined;
}

function openOne(i: number, c: Extract<ClientCommand, { cmd: 'connect' }>): Promise<void> {
  const keys = Array.from({ length: c.perClient }, (_, j) => c.codes[(i * c.perClient + j) % c.codes.length]);
  return new Promise((resolve, reject) => {
    // Spread over loopback addresses: the channel caps sockets per remote address (issue 32 row 1),
    // and a bench of thousands of clients stands for thousands of investors, not one.
    const ws = new WebSocket(c.url, { perMessageDeflate: false, localAddress: loopbackAddress(c.url, i) });
    let ready = false;
    ws.on('open', () => {
      if (c.mode === 'bare') ws.send(JSON.stringify({ sub: keys.map((k) => `sh:${k}`) }));
      else ws.send(JSON.stringify({ header: { seq: 1, type: 92 }, body: { token: c.token } }));
    });
    ws.on('message', (data: Buffer) => {
      if (ready) return onPush(data);
      const text = String(data);
      if (c.mode === 'bare' || text.includes('"seq":2')) {
        ready = true;
        sockets.push(ws);
        resolve();
      } else if (text.includes('"seq":1')) {
        const key = c.keys ?? keys.map((code) => ({ market: 1, code }));
        if (key.length === 0) {
          // An idle client: authenticated, watching nothing.
          ready = true;
          sockets.push(ws);
          resolve();
          return;
        }
        ws.send(
          JSON.stringify({
            header: { seq: 2, type: 201 },
            body: { key, level: 2, sections: ['dyna'], timestamp: true },
          }),
        );
      }
    });
    ws.on('close', (code) => {
      if (ready && measuring) {
        closedEarly += 1;
        if (process.env.FANOUT_DEBUG) closeCodes[code] = (closeCodes[code] ?? 0) + 1;
      }
    });
    ws.on('error', (err) => {
      if (process.env.FANOUT_DEBUG && ready) console.log('client error', err.message);
      if (!ready) reject(err);
    });
  });
}

async function connect(c: Extract<ClientCommand, { cmd: 'connect' }>): Promise<number> {
  const batch = 100;
  for (let i = 0; i < c.clients; i += batch) {
    await Promise.all(Array.from({ length: Math.min(batch, c.clients - i) }, (_, j) => openOne(i + j, c)));
  }
  return sockets.length;
}

process.on('message', (m: ClientCommand) => {
  const reply = (v: unknown) => process.send?.(v);
  if (m.cmd === 'connect') {
    connect(m).then(
      (n) => reply({ ready: n }),
      (err: Error) => reply({ error: err.message }),
    );
  } else if (m.cmd === 'drain') {
    // Replies once nothing has arrived for 300 ms (at most 60 s): every sent message is in.
    const started = Date.now();
    const check = () => {
      const now = Date.now();
      if (now - lastMessageAt >= 300 || now - started > 60_000) reply({ drained: true });
      else setTimeout(check, 50);
    };
    check();
  } else if (m.cmd === 'reset') {
    received = 0;
    closedEarly = 0;
    hist.fill(0);
    measuring = true;
    reply({ reset: true });
  } else if (m.cmd === 'report') {
    measuring = false;
    if (process.env.FANOUT_DEBUG) console.log('client close codes while measuring', closeCodes);
    const r: ClientReport = {
      received,
      p50: percentile(0.5),
      p99: percentile(0.99),
      max: percentile(1),
      closedEarly,
    };
    reply(r);
  } else if (m.cmd === 'close') {
    for (const ws of sockets) ws.terminate();
    sockets = [];
    reply({ closed: true });
  }
});
