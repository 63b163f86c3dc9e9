/**
 * One traced cold start in a stub shell (issue 21 item 6), to read what is on the critical path to
 * the first and the live price: `npx tsx bench/package-trace.ts [ios|android] [returning]`. Prints,
 * on the WebView's clock (0 = its navigation start), when each file arrived, each script's
 * evaluation, the quote socket's open and first message, bridge calls, long tasks and the two
 * price times. Not part of `npm run bench` (a trace slows the run); a tool for reading one.
 */
import path from 'node:path';
import { type BrowserContext } from 'playwright-core';
import { startStubEnvironment } from '../native-stubs/environment';
import { launchBenchChromium } from './chromium';

const DIST = process.env.BENCH_DIST
  ? path.resolve(process.env.BENCH_DIST)
  : path.resolve(__dirname, '..', 'dist', 'wap');
const STOCK = '/wap/sh/600519.html';

/** In the WebView: price times, socket open/first message, bridge posts (performance.now()). */
const INIT = `
(() => {
  if (!location.pathname.startsWith('/wap')) return;
  const w = window; const ev = (w.__ev = []);
  const mark = (what) => ev.push([Math.round(performance.now()), what]);
  const WS = w.WebSocket;
  w.WebSocket = function (url, p) {
    mark('ws new ' + url.replace(/^.*\\/\\/[^/]+/, ''));
    const s = p === undefined ? new WS(url) : new WS(url, p);
    s.addEventListener('open', () => mark('ws open'));
    let n = 0;
    s.addEventListener('message', () => { if (n++ < 3) mark('ws message ' + n); });
    const send = s.send.bind(s); let k = 0;
    s.send = (d) => { if (k++ < 4) mark('ws send ' + k); return send(d); };
    return s;
  };
  w.WebSocket.prototype = WS.prototype; Object.assign(w.WebSocket, WS);
  let first = 0, live = 0;
  const digits = (el) => !!el && /\\d/.test(el.textContent || '');
  new MutationObserver((_, obs) => {
    if (!first && (digits(document.querySelector('[data-testid=panel-price]')) || digits(document.querySelector('[data-testid=panel-price-cached]')))) { first = 1; mark('FIRST PRICE'); }
    if (!live && digits(document.querySelector('[data-testid=panel-price]'))) { live = 1; mark('LIVE PRICE'); obs.disconnect(); }
    if (!w.__root && document.querySelector('#root > *')) { w.__root = 1; mark('root has content'); }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})();
`;

/** A trace argument as text (strings and numbers; anything else is left out). */
const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string };
}

async function main() {
  const platform = process.argv[2] === 'android' ? 'android' : 'ios';
  const returning = process.argv.includes('returning');
  const env = await startStubEnvironment({ distDir: DIST });
  const browser = await launchBenchChromium();
  const url = `${env.url}/stub/${platform}.html?path=${encodeURIComponent(STOCK)}`;
  const open = async (storage?: Awaited<ReturnType<BrowserContext['storageState']>>, trace = false) => {
    const context = await browser.newContext({
      viewport: { width: 1000, height: 960 },
      locale: 'zh-CN',
      ...(storage ? { storageState: storage } : {}),
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(INIT);
    if (trace)
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'blink.user_timing',
          'loading',
        ],
      });
    await page.goto(url, { waitUntil: 'commit' });
    const frame = await (await page.waitForSelector('#frame')).contentFrame();
    await frame!.waitForFunction(
      () => (window as unknown as { __ev?: unknown[][] }).__ev?.some((e) => e[1] === 'LIVE PRICE'),
      undefined,
      { timeout: 60_000, polling: 100 },
    );
    const ev: { ev: Array<[number, string]>; nav: number; res: Array<[number, number, string]> } =
      await frame!.evaluate(() => {
        const w = window as unknown as { __ev: Array<[number, string]> };
        const nav = performance.timeOrigin;
        return {
          ev: w.__ev,
          nav,
          res: performance.getEntriesByType('resource').map((r) => {
            const t = r as PerformanceResourceTiming;
            return [
              Math.round(t.startTime),
              Math.round(t.responseEnd),
              t.name.replace(/^.*\/\/[^/]+/, ''),
            ] as [number, number, string];
          }),
        };
      });
    const buf = trace ? await browser.stopTracing() : null;
    const storageOut = await context.storageState();
    await context.close();
    return { ...ev, trace: buf, storage: storageOut };
  };
  try {
    const warm = await open();
    const run = await open(returning ? warm.storage : undefined, true);
    const lines: Array<[number, string]> = [...run.ev];
    for (const [s, e, name] of run.res) lines.push([e, `file ${name} (asked ${s})`]);
    if (run.trace) {
      const events = (JSON.parse(run.trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
      // The WebView's time origin on the trace clock: its navigation's start.
      const navTs = run.nav * 1000; // µs epoch; trace ts are monotonic µs — align by the frame's commit below
      void navTs;
      const nav = events.find(
        (e) =>
          e.name === 'navigationStart' &&
          String((e.args?.data as { documentLoaderURL?: string })?.documentLoaderURL ?? '').includes('/wap/'),
      );
      const t0 = nav?.ts ?? 0;
      const at = (ts: number) => Math.round((ts - t0) / 1000);
      for (const e of events) {
        if (e.ph !== 'X' || !e.dur || e.ts < t0) continue;
        const d = e.args?.data ?? {};
        const ms = e.dur / 1000;
        if (
          (e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule' || e.name === 'FunctionCall') &&
          ms > 8
        )
          lines.push([
            at(e.ts),
            `${e.name} ${ms.toFixed(0)} ms ${text(d.url ?? d.functionName).replace(/^.*\/\/[^/]+/, '')}:${text(d.lineNumber)}`,
          ]);
        else if ((e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && ms > 30)
          lines.push([at(e.ts), `task ${ms.toFixed(0)} ms`]);
        else if (
          (e.name === 'ParseHTML' ||
            e.name === 'Layout' ||
            e.name === 'UpdateLayoutTree' ||
            e.name === 'Paint') &&
          ms > 10
        )
          lines.push([at(e.ts), `${e.name} ${ms.toFixed(0)} ms`]);
      }
      if (!nav) console.log('no navigationStart for the WebView in the trace; trace times are off');
    }
    lines.sort((a, b) => a[0] - b[0]);
    console.log(`${platform} ${returning ? 'returning' : 'first visit'}:`);
    for (const [t, what] of lines) console.log(`${String(t).padStart(6)}  ${what}`);
  } finally {
    await browser.close();
    await env.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
