/**
 * Offline package benchmark (issue 7): the size of the zip the apps download (bytes, file count)
 * and the cold start inside the iOS and Android stub shells with 4× CPU throttling (CDP
 * Emulation.setCPUThrottlingRate): from the WebView's navigation to the stock home showing a live
 * price, the package served from its zip as the apps' offline-package interceptor would, in a fresh
 * browser context each run (no HTTP cache). Not a test: it measures and returns rows.
 */
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startStubEnvironment } from '../native-stubs/environment';
import type { BenchRow } from './types';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DIST = path.resolve(__dirname, '..', 'dist', 'wap');
const STOCK = '/wap/sh/600519.html';
const RUNS = 3;
const SIZE_GOAL_BYTES = 1.5 * 1024 * 1024;
const COLD_START_GOAL_MS = 1000;

/**
 * Runs in every frame before its scripts; in the WebView (the iframe) it records, on the frame's
 * own clock (0 = its navigation start), when the price panel first shows a price.
 */
const INIT_SCRIPT = `
(() => {
  if (!location.pathname.startsWith('/wap')) return;
  const w = window;
  w.__bench = { price: 0 };
  new MutationObserver((_, obs) => {
    const t = document.querySelector('[data-testid=panel-price]');
    if (t && t.textContent && t.textContent !== '--' && /\\d/.test(t.textContent)) {
      w.__bench.price = performance.now();
      obs.disconnect();
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();
`;

const median = (v: number[]) => v.slice().sort((a, b) => a - b)[Math.floor(v.length / 2)];

async function coldStart(browser: Browser, shellUrl: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 960 }, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // The shell and the same-origin WebView share one renderer main thread: both are throttled.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(INIT_SCRIPT);
    await page.goto(shellUrl, { waitUntil: 'commit' });
    const frame = await (await page.waitForSelector('#frame')).contentFrame();
    if (!frame) throw new Error('no WebView frame in the shell');
    // Read the time in the same poll that sees it: a second evaluate can race a WebView reload.
    const shown = await frame.waitForFunction(
      () => (window as unknown as { __bench?: { price: number } }).__bench?.price || 0,
      undefined,
      { timeout: 60_000, polling: 100 },
    );
    return await shown.jsonValue();
  } finally {
    await context.close();
  }
}

export interface PackageBenchOptions {
  /** Built bundle to pack (default dist/wap; bench/run.ts rebuilds it when stale). */
  distDir?: string;
  runs?: number;
}

export async function runPackageBench(opts: PackageBenchOptions = {}): Promise<BenchRow[]> {
  const runs = opts.runs ?? RUNS;
  const env = await startStubEnvironment({ distDir: opts.distDir ?? DIST });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const rows: BenchRow[] = [
      {
        group: 'package',
        name: 'offline package zip',
        value: env.zipSize,
        unit: 'bytes',
        goal: `< ${SIZE_GOAL_BYTES} (1.5 MB)`,
        note: `${(env.zipSize / 1024 / 1024).toFixed(2)} MB zipped, ${env.manifest.totalSize} bytes unpacked`,
      },
      { group: 'package', name: 'offline package files', value: env.manifest.fileCount, unit: 'files' },
    ];
    for (const platform of ['ios', 'android'] as const) {
      const url = `${env.url}/stub/${platform}.html?path=${encodeURIComponent(STOCK)}`;
      // One warm-up load so the first measured run does not pay for Chromium's own start-up.
      await coldStart(browser, url);
      const times: number[] = [];
      for (let i = 0; i < runs; i++) times.push(await coldStart(browser, url));
      rows.push({
        group: 'package',
        name: `cold start to live price, ${platform} shell, 4× CPU`,
        value: Math.round(median(times)),
        unit: 'ms',
        goal: `≤ ${COLD_START_GOAL_MS}`,
        note: `median of ${runs} (${times.map((t) => Math.round(t)).join(', ')} ms), fresh context each`,
      });
    }
    return rows;
  } finally {
    await browser.close();
    await env.close();
  }
}

/** `npx tsx bench/package.ts` runs it alone. */
if (require.main === module) {
  runPackageBench()
    .then((rows) => {
      console.table(
        rows.map((r) => ({
          name: r.name,
          value: `${r.value} ${r.unit}`,
          goal: r.goal ?? '',
          note: r.note ?? '',
        })),
      );
      process.exit(0);
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
