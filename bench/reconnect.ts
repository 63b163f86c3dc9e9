/**
 * Issue #20 benchmark: how soon pages have a live price again after a server crash, and what a
 * connected client costs in server memory (read after forced full collections in the server). The real server runs as a child process; pages are
 * QuoteConnections with the app's own timing (reconnect 3 s + up to 1 s jitter) and the app's token
 * handling (cached, replaced at once when refused). Each restart: SIGKILL, restart on the same port,
 * then the time from the server answering /health to each page's first new price.
 * RECONNECT_RESTARTS (default 10; the figure is 30) and RECONNECT_PAGES (default 30).
 */
import os from 'node:os';
import WebSocket from 'ws';
import { MsgType, QUOTE_WS_PATH, type QuoteKey } from '../contract/quote-protocol';
import { startChildServer } from '../tests/server/quote/child-server';
import { PAGES } from '../tests/faults/pages';
import { instrumentPool } from '../tests/faults/instruments';
import { RawQuoteClient, fetchToken, pageConnection, sleep, until } from '../tests/faults/wire';
import { percentile } from './helpers';
import type { BenchRow } from './types';

const RESTARTS = Number(process.env.RECONNECT_RESTARTS ?? 10);
const PAGE_COUNT = Number(process.env.RECONNECT_PAGES ?? 30);
const RSS_CLIENTS = Number(process.env.RSS_CLIENTS ?? 1000);

export async function runReconnectBench(log: (line: string) => void = console.log): Promise<BenchRow[]> {
  // The memory probe forces full collections in the server before each memory read.
  const srv = await startChildServer({}, { memoryProbe: true });
  const rows: BenchRow[] = [];
  try {
    const pages = Array.from({ length: PAGE_COUNT }, (_, i) => {
      const page = PAGES[i % PAGES.length];
      const c = pageConnection(srv.wsUrl(QUOTE_WS_PATH), srv.port);
      let priceAt = 0;
      for (const s of page.subs) {
        c.conn.subscribe(s.type, s.body, () => {
          if (s.type === MsgType.StockSnapshot) priceAt = performance.now();
        });
      }
      c.conn.connect();
      return { ...c, priceAt: () => priceAt };
    });
    await until(() => pages.every((p) => p.priceAt() > 0), 120_000, 'first prices');
    const delays: number[] = [];
    let refusedFirst = 0;
    let authed = 0;
    for (let i = 0; i < RESTARTS; i++) {
      await srv.kill();
      await sleep(500 + Math.floor(Math.random() * 1500));
      await srv.start();
      const answered = performance.now();
      await until(() => pages.every((p) => p.priceAt() > answered), 120_000, 'prices after restart');
      for (const p of pages) delays.push(p.priceAt() - answered);
    }
    for (const p of pages) {
      for (const s of p.sockets) {
        const auths = s.received.filter((m) => m.header.type === MsgType.Auth);
        if (auths.length === 0) continue;
        authed += 1;
        if ((auths[0].body as { ok?: boolean }).ok !== true) refusedFirst += 1;
      }
      p.conn.close();
    }
    delays.sort((a, b) => a - b);
    const group = `reconnect after SIGKILL restart (${RESTARTS} restarts × ${PAGE_COUNT} pages)`;
    const median = Math.round(percentile(delays, 50));
    const p95 = Math.round(percentile(delays, 95));
    log(
      `reconnect: median ${median} ms, p95 ${p95} ms, max ${Math.round(delays[delays.length - 1])} ms; ` +
        `first auth refused on ${refusedFirst} of ${authed} sockets (replaced on the same socket)`,
    );
    rows.push(
      { group, name: 'new price after server answers, median', value: median, unit: 'ms' },
      { group, name: 'new price after server answers, p95', value: p95, unit: 'ms', goal: '< 5000 ms' },
      {
        group,
        name: 'first auths refused (token of the killed server)',
        value: refusedFirst,
        unit: `of ${authed}`,
        note: 'each replaced at once on the same socket',
      },
    );

    // Memory per connected client: 20 instruments each, as the load test holds them. Both reads
    // after forced full collections in the server, so the figure is what the clients hold, not
    // garbage of the moment; the idle read is the same server in the same run.
    const token = await fetchToken(srv.port);
    const control = await RawQuoteClient.open(srv.port, token);
    const pool: QuoteKey[] = await instrumentPool(control, 100);
    await sleep(3000);
    const before = await srv.memory();
    const clients: WebSocket[] = [];
    for (let i = 0; i < RSS_CLIENTS; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, RSS_CLIENTS - i) }, async (_, j) => {
          // Investors on many addresses, as the per-address bounds expect (docs/security.md).
          const c = await RawQuoteClient.open(srv.port, token, `127.0.0.${2 + ((i + j) % 200)}`);
          c.keep = false;
          const keys = Array.from({ length: 20 }, (_, k) => pool[((i + j) * 7 + k) % pool.length]);
          await c.request(MsgType.StockSnapshot, {
            key: keys,
            level: 2,
            sections: ['dyna'],
            timestamp: true,
          });
          return c.ws;
        }),
      );
      clients.push(...batch);
    }
    await sleep(5000);
    const after = await srv.memory();
    const load = os.loadavg()[0].toFixed(1);
    const MiB = (n: number) => (n / 2 ** 20).toFixed(1);
    const per = (f: (m: typeof before) => number) =>
      Math.round((f(after) - f(before)) / RSS_CLIENTS / 102.4) / 10;
    const rss = per((m) => m.rss);
    const heap = per((m) => m.heapUsed);
    const external = per((m) => m.external);
    log(
      `memory after forced GC, idle → ${RSS_CLIENTS} clients × 20 instruments (load average ${load}): ` +
        `RSS ${MiB(before.rss)} → ${MiB(after.rss)} MiB (${rss} KiB per client), ` +
        `JS heap in use ${MiB(before.heapUsed)} → ${MiB(after.heapUsed)} MiB (${heap} KiB), ` +
        `external ${MiB(before.external)} → ${MiB(after.external)} MiB (${external} KiB)`,
    );
    const memGroup = `server memory after forced GC, ${RSS_CLIENTS} clients × 20 instruments`;
    const note = `load average ${load}`;
    rows.push(
      {
        group: memGroup,
        name: 'RSS per connected client',
        value: rss,
        unit: 'KiB',
        note: `${MiB(before.rss)} → ${MiB(after.rss)} MiB; ${note}`,
      },
      {
        group: memGroup,
        name: 'JS heap in use per client',
        value: heap,
        unit: 'KiB',
        note: `${MiB(before.heapUsed)} → ${MiB(after.heapUsed)} MiB`,
      },
      {
        group: memGroup,
        name: 'external (buffers) per client',
        value: external,
        unit: 'KiB',
        note: `${MiB(before.external)} → ${MiB(after.external)} MiB`,
      },
    );
    for (const ws of clients) ws.terminate();
    control.ws.terminate();
  } finally {
    await srv.stop();
  }
  return rows;
}
