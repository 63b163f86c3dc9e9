/**
 * Issue 31 items 1-2 with real pages in Chromium (the built bundle, phone size): every live number
 * turns 非实时 when the quotes stop being live and comes back when they are, and a page never gives
 * up for good.
 *
 * - The single-process server SIGKILLed: the stock home (light and dark) and the major-indices page
 *   mark every live area `data-live="false"` (price panel, chart canvas, order book/ticks, index
 *   tiles, rank list) with 行情连接已断开，正在重连…, then live again once the restarted server's
 *   first push arrives.
 * - Past the retry limit: 点击重试 is offered, and a server away for a while (20 s here, 2 minutes
 *   with WAP_FAULTS_FULL=1) is picked up without a tap.
 * - The distributed mode with Redis stopped: the gateway's stale-feed notice turns the page
 *   非实时 with 行情数据延迟; Redis back, live again.
 *
 * States are asserted, never speed: the waits are hang guards. The seconds from the fault to the
 * 非实时 state and from the first fresh push to live again are measured and printed.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { bundleIsStale } from '../../scripts/bundle-state';
import { ROOT } from '../../server/settings';
import {
  QUOTE_STATUS_DELAYED,
  QUOTE_STATUS_GAVE_UP,
  QUOTE_STATUS_RECONNECTING,
  QUOTE_STATUS_RETRY,
} from '../../src/components/feedback/quote-status';
import type { QuoteConnectionTiming } from '../../src/quote/constants';
import { MsgType, QUOTE_WS_PATH } from '../../contract/quote-protocol';
import { PHONE, launch, shot } from '../e2e/browser';
import { testNow } from '../server/harness';
import { startChildServer, type ChildServer } from '../server/quote/child-server';
import { startRedis, type TestRedis } from '../server/scale/redis-server';
import { FULL } from './sizes';
import { sleep, type AnyMessage } from './wire';
import { overrideConfig } from './config-override';

jest.setTimeout(FULL ? 900_000 : 480_000);

/** How long the server stays away past the retry limit (issue 31: 2 minutes; shortened here). */
const AWAY_MS = FULL ? 120_000 : 20_000;

const progress = (line: string) => process.stderr.write(`live-state: ${line}\n`);

interface Watched {
  name: string;
  page: Page;
  /** performance.now() of each snapshot message (reply or push) received, per socket. */
  pushes: number[][];
  pageErrors: string[];
}

/** What the page says about liveness, read in one go. */
interface LiveView {
  /** data-live of every live area on the page, by test id or class. */
  areas: Record<string, string>;
  /** Areas marked not live whose 非实时 style does not apply (its stylesheet missing, say). */
  unstyled: string[];
  status: string | null;
  retry: string | null;
}

async function liveView(page: Page): Promise<LiveView> {
  return page.evaluate(() => {
    const areas: Record<string, string> = {};
    const unstyled: string[] = [];
    const name = (e: Element, i: number) =>
      e.getAttribute('data-testid') ?? `${e.className.split(' ')[0] || 'area'}-${i}`;
    const mark = (n: string, e: Element, live: string) => {
      areas[n] = live;
      // The area itself, or (the price panel) its rows, greyed by the class.
      const styled = [e, ...Array.from(e.querySelectorAll('.quote-not-live'))].some(
        (x) => getComputedStyle(x).filter !== 'none',
      );
      if (live === 'false' && !styled) unstyled.push(n);
    };
    document
      .querySelectorAll('[data-live]')
      .forEach((e, i) => mark(name(e, i), e, e.getAttribute('data-live') ?? ''));
    // The chart canvas carries the class, not the attribute.
    const chart = document.querySelector('[data-testid=main-chart]');
    if (chart) mark('main-chart', chart, chart.classList.contains('quote-not-live') ? 'false' : 'true');
    return {
      areas,
      unstyled,
      status: document.querySelector('.quote-status span')?.textContent ?? null,
      retry: document.querySelector('.quote-status button')?.textContent ?? null,
    };
  });
}

const allAre = (v: LiveView, live: 'true' | 'false') =>
  Object.keys(v.areas).length > 0 &&
  Object.values(v.areas).every((x) => x === live) &&
  (live === 'true' || v.unstyled.length === 0);

/** Polls until `pred` holds; returns the seconds it took. The limit is a hang guard. */
async function until(pred: () => Promise<boolean>, guardMs: number, what: () => string): Promise<number> {
  const start = performance.now();
  while (!(await pred())) {
    if (performance.now() - start > guardMs) throw new Error(`timed out waiting for ${what()}`);
    await sleep(50);
  }
  return (performance.now() - start) / 1000;
}

let browser: Browser;
let context: BrowserContext;
const servers: ChildServer[] = [];
let redis: TestRedis | undefined;

beforeAll(async () => {
  if (bundleIsStale()) {
    execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], {
      stdio: 'inherit',
      cwd: ROOT,
    });
  }
  browser = await launch();
  context = await browser.newContext({ ...PHONE, locale: 'zh-CN' });
}, 900_000);

afterAll(async () => {
  await browser?.close();
  for (const s of servers) await s.stop();
  await redis?.stop();
});

async function server(env: Record<string, string> = {}): Promise<ChildServer> {
  const s = await startChildServer({ WAP_DIST: path.join(ROOT, 'dist', 'wap'), WAP_NOW: testNow(), ...env });
  servers.push(s);
  return s;
}

/** Opens `url` with the environment's quote timing set (config.json overrides), recording pushes. */
async function open(
  name: string,
  url: string,
  timing: Partial<QuoteConnectionTiming>,
  ready: string[],
): Promise<Watched> {
  const page = await context.newPage();
  await overrideConfig(page, { quoteConnection: timing });
  const w: Watched = { name, page, pushes: [], pageErrors: [] };
  page.on('pageerror', (e) => w.pageErrors.push(e.message));
  page.on('websocket', (ws) => {
    if (!ws.url().includes(QUOTE_WS_PATH)) return;
    const times: number[] = [];
    w.pushes.push(times);
    ws.on('framereceived', (f) => {
      const m = JSON.parse(String(f.payload)) as AnyMessage;
      const snapshot = m.header.type === MsgType.StockSnapshot || m.header.type === MsgType.IndexSnapshot;
      // The first fresh data on a socket is the subscription's reply; pushes follow.
      if (snapshot) times.push(performance.now());
    });
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  for (const sel of ready) await page.waitForSelector(sel, { timeout: 90_000 });
  return w;
}

const STOCK_READY = [
  '[data-testid=panel-price]',
  '[data-testid=main-chart][data-drawn="min"]',
  '[data-testid=right-panel-live]',
];
const INDICES_READY = ['[data-testid=index-tiles] .index-tile__price', '[data-testid=rank-rows] .rank-row'];

/** Waits until `pred` holds on every page; per page the seconds it took and the instant it held. */
async function waitAll(pages: Watched[], pred: (v: LiveView) => boolean, what: string): Promise<number[]> {
  return (await waitAllAt(pages, pred, what)).map((r) => r.took);
}

async function waitAllAt(
  pages: Watched[],
  pred: (v: LiveView) => boolean,
  what: string,
): Promise<{ took: number; at: number }[]> {
  return Promise.all(
    pages.map(async (w) => {
      let last: LiveView | undefined;
      const took = await until(
        async () => pred((last = await liveView(w.page))),
        180_000,
        () => `${w.name}: ${what}: ${JSON.stringify(last)}`,
      );
      return { took, at: performance.now() };
    }),
  );
}

const fmt = (xs: number[]) => xs.map((x) => x.toFixed(2)).join(', ');

test('server killed: every live number 非实时 with the reconnecting line; live again after the first push', async () => {
  const srv = await server();
  const timing = { maxRetries: 1000 };
  const pages = [
    await open('stock-light', srv.url('/wap/sh/600519.html'), timing, STOCK_READY),
    await open('stock-dark', srv.url('/wap/sz/000001.html?type=dark'), timing, STOCK_READY),
    await open('indices', srv.url('/wap/markIndex.html'), timing, INDICES_READY),
  ];
  await waitAll(pages, (v) => allAre(v, 'true') && v.status === null, 'live at first');
  const areas = await Promise.all(pages.map(async (w) => Object.keys((await liveView(w.page)).areas).sort()));
  expect(areas[0]).toEqual(expect.arrayContaining(['main-chart', 'price-panel', 'right-panel-live']));
  expect(areas[2]).toEqual(expect.arrayContaining(['rank-rows']));
  expect(areas[2].filter((a) => a.startsWith('index-tile__quote')).length).toBe(6);

  await srv.kill();
  const toStale = await waitAll(
    pages,
    (v) => allAre(v, 'false') && v.status === QUOTE_STATUS_RECONNECTING,
    '非实时 after the kill',
  );
  for (const w of pages) await shot(w.page, `live-state-${w.name}-down`);
  // The status line sits above the stock home's download footer, not over it (issue 31 item 8).
  const overlap = await pages[0].page.evaluate(() => {
    const a = document.querySelector('.quote-status')!.getBoundingClientRect();
    const b = document.querySelector('[data-testid=download-footer]')!.getBoundingClientRect();
    return Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
  });
  expect(overlap).toBe(0);

  const sockets = pages.map((w) => w.pushes.length);
  await srv.start();
  const back = await waitAllAt(
    pages,
    (v) => allAre(v, 'true') && v.status === null,
    'live after the restart',
  );
  // From the first fresh data on a new socket to the page seen live (polled every 50 ms or so).
  const afterPush = pages.map((w, i) => {
    const first = w.pushes.slice(sockets[i]).find((s) => s.length > 0)?.[0];
    return first === undefined ? NaN : (back[i].at - first) / 1000;
  });
  for (const w of pages) expect(w.pageErrors).toEqual([]);
  progress(`kill → 非实时 (s, polled): ${fmt(toStale)}; first fresh data → live (s): ${fmt(afterPush)}`);
  for (const w of pages) await w.page.close();
});

test('half-open link (server frozen, TCP still open): noticed within 40 s at the default timing, live again after', async () => {
  const srv = await server();
  const w = await open('half-open', srv.url('/wap/sh/600519.html'), { maxRetries: 1000 }, STOCK_READY);
  await waitAll([w], (v) => allAre(v, 'true') && v.status === null, 'live at first');
  // SIGSTOP: the kernel keeps the socket open and acknowledges, but nothing answers, no close comes.
  process.kill(srv.pid()!, 'SIGSTOP');
  let frozen = true;
  try {
    const [noticed] = await waitAll(
      [w],
      (v) => allAre(v, 'false') && v.status === QUOTE_STATUS_RECONNECTING,
      'the reconnecting line while the server is frozen',
    );
    // Issue 31 item 2: within 40 s every time (silence probe 10 s + heartbeat deadline 8 s).
    expect(noticed).toBeLessThan(40);
    process.kill(srv.pid()!, 'SIGCONT');
    frozen = false;
    const [back] = await waitAll([w], (v) => allAre(v, 'true') && v.status === null, 'live after SIGCONT');
    progress(`half-open: noticed after ${noticed.toFixed(1)} s; live ${back.toFixed(1)} s after SIGCONT`);
    expect(w.pageErrors).toEqual([]);
  } finally {
    if (frozen) process.kill(srv.pid()!, 'SIGCONT');
    await w.page.close();
  }
});

test(`past the retry limit 点击重试 is offered, and a server away ${AWAY_MS / 1000} s is picked up without a tap`, async () => {
  const srv = await server();
  const w = await open('retry', srv.url('/wap/sh/600519.html'), { maxRetries: 2 }, STOCK_READY);
  await waitAll([w], (v) => allAre(v, 'true'), 'live at first');
  const down = performance.now();
  await srv.kill();
  await waitAll(
    [w],
    (v) => v.status === QUOTE_STATUS_GAVE_UP && v.retry === QUOTE_STATUS_RETRY,
    'the retry offer',
  );
  await shot(w.page, 'live-state-gave-up');
  const socketsAtGiveUp = w.pushes.length;
  await sleep(Math.max(0, AWAY_MS - (performance.now() - down)));
  // Still trying while the server is away (the backoff), not stopped for good.
  expect(w.pushes.length).toBeGreaterThan(socketsAtGiveUp);
  await srv.start();
  const answered = performance.now();
  const took = await waitAll([w], (v) => allAre(v, 'true') && v.status === null, 'live without a tap');
  expect(w.pageErrors).toEqual([]);
  progress(
    `away ${((answered - down) / 1000).toFixed(1)} s; live ${fmt(took)} s after the server answered, no tap; ` +
      `sockets ${w.pushes.length}`,
  );
  await w.page.close();
});

test('distributed mode, Redis stopped: the stale feed turns every live number 非实时 with 行情数据延迟', async () => {
  redis = await startRedis();
  const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-live-'));
  const market = await server({ WAP_ROLE: 'market', REDIS_URL: redis.url, WAP_DATA_DIR: shared });
  const gateway = await server({
    WAP_ROLE: 'gateway',
    REDIS_URL: redis.url,
    MARKET_URL: market.url(''),
    WAP_DATA_DIR: shared,
  });
  const w = await open('redis', gateway.url('/wap/sh/600519.html'), { maxRetries: 1000 }, STOCK_READY);
  await waitAll([w], (v) => allAre(v, 'true') && v.status === null, 'live at first');
  await redis.stop();
  const toStale = await waitAll(
    [w],
    (v) => allAre(v, 'false') && v.status === QUOTE_STATUS_DELAYED,
    '非实时 and 行情数据延迟 with Redis away',
  );
  await shot(w.page, 'live-state-redis-down');
  const socketsBefore = w.pushes.length;
  const pushesBefore = w.pushes[socketsBefore - 1].length;
  await redis.start();
  const [back] = await waitAllAt(
    [w],
    (v) => allAre(v, 'true') && v.status === null,
    'live after Redis is back',
  );
  const lastSocket = w.pushes[w.pushes.length - 1];
  const first = w.pushes.length === socketsBefore ? lastSocket[pushesBefore] : lastSocket[0];
  expect(w.pageErrors).toEqual([]);
  progress(
    `Redis stop → 非实时 (s, polled, incl. the gateway noticing): ${fmt(toStale)}; ` +
      `first fresh data → live: ${first === undefined ? 'n/a' : ((back.at - first) / 1000).toFixed(2)} s; ` +
      `same socket: ${w.pushes.length === socketsBefore}`,
  );
  await w.page.close();
  fs.rmSync(shared, { recursive: true, force: true });
});
