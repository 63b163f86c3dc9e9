/**
 * Stock home load benchmark (issue 4): Chromium through playwright-core at phone size with 4× CPU
 * throttling (CDP Emulation.setCPUThrottlingRate). From navigation: time until the price panel shows
 * a live price and until the main chart is drawn; the longest main-thread task (from a Chromium
 * trace) while the intraday and the daily chart stream live trades for 10 s each; gzip size of
 * the JS and CSS the page needs before it renders, and of the lazily loaded chart (ECharts) chunk.
 * Not a test: it measures and returns rows.
 */
import { launchBenchChromium } from './chromium';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { type Browser, type Page } from 'playwright-core';
import { longestTaskDuring } from './trace';
import type { BenchRow } from './types';
import { median, throttledPage } from './helpers';
import { ratioRow } from './floors';
import { frameType, type QuoteStart, quoteFloorMs, recordQuoteStart } from './quote-floor';
import {
  formatQuotePath,
  quoteMarksScript,
  quotePath,
  type QuoteMarks,
  type QuoteMarksWindow,
  type QuotePath,
} from './quote-path';
import { QUOTE_PATHS } from '../contract/quote';

/** Issue 38 item 2: the price within 2.5× its floor, the chart within 3.5×. */
const PRICE_BUDGET = 2.5;
const CHART_BUDGET = 3.5;
import { printRowsOf } from './standalone';

const DIST = path.resolve(__dirname, '..', 'dist', 'wap');
const STREAM_MS = 10_000;
const RUNS = 3;

/**
 * Runs in the page before any script: records when the price first appears, when the chart first
 * shows the day's live line (the early block's, the chart's own before ECharts, or ECharts'), and
 * when ECharts has drawn the whole chart (axes, volume).
 */
const CHART_SHOWN =
  '[data-testid=main-chart][data-drawn], [data-testid=chart-live-line], [data-testid=boot-live-line]';
const INIT_SCRIPT = `
(() => {
  const w = window;
  w.__bench = { price: 0, chart: 0, echarts: 0, page: 0, reported: false };
  const check = () => {
    const b = w.__bench;
    if (!b.page && document.querySelector('[data-testid=stock-page]')) b.page = performance.now();
    if (!b.price) {
      const t = document.querySelector('[data-testid=panel-price]');
      if (t && t.textContent && t.textContent !== '--') b.price = performance.now();
    }
    if (!b.chart && document.querySelector('${CHART_SHOWN}')) b.chart = performance.now();
    if (!b.echarts && document.querySelector('[data-testid=main-chart][data-drawn]')) b.echarts = performance.now();
    if (b.price && b.chart && b.echarts && !b.reported && w.__benchLoaded) { b.reported = true; w.__benchLoaded(); }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})();
`;

interface Bench {
  price: number;
  chart: number;
  echarts: number;
  page: number;
}

const round = (n: number) => Math.round(n);
const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
const gz = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

async function openThrottled(
  browser: Browser,
  url: string,
  onRequest?: (url: string, pageShown: boolean) => void,
  watch?: (page: Page) => void,
) {
  const { context, page } = await throttledPage(browser);
  watch?.(page);
  await page.addInitScript(quoteMarksScript(QUOTE_PATHS.token));
  await page.addInitScript(INIT_SCRIPT);
  // The page reports through a binding when both have appeared: polling from the harness would put
  // Playwright's own scripts on the throttled main thread during the very load being measured.
  let loaded!: () => void;
  const whenLoaded = new Promise<void>((resolve) => (loaded = resolve));
  await page.exposeBinding('__benchLoaded', () => loaded());
  let pageShown = false;
  if (onRequest) {
    await page.exposeBinding('__benchPageShown', () => {
      pageShown = true;
    });
    await page.addInitScript(`
      new MutationObserver((_, obs) => {
        if (document.querySelector('[data-testid=stock-page]')) { obs.disconnect(); window.__benchPageShown(); }
      }).observe(document, { subtree: true, childList: true });
    `);
    page.on('request', (r) => onRequest(r.url(), pageShown));
  }
  await page.goto(url, { waitUntil: 'commit' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    whenLoaded,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no price and chart within 30 s at ${url}`)), 30_000);
    }),
  ]).finally(() => clearTimeout(timer));
  return { context, page };
}

/** A family's lazily loaded chart files as the build lists them (index.html's wap-chunks `later`). */
function chartFilesOf(family: string, distDir: string): string[] {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const json = /<script type="application\/json" id="wap-chunks">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) return [];
  const map = JSON.parse(json) as Record<string, { later?: string[] } | undefined>;
  return map[family]?.later ?? [];
}

const readBench = (page: Page) => page.evaluate(() => (window as unknown as { __bench: Bench }).__bench);

/** The quote channel's marks of one load (quote-path.ts quoteMarksScript). */
const readQuoteMarks = (page: Page) =>
  page.evaluate(() => (window as unknown as QuoteMarksWindow).__benchQuoteMarks?.() ?? null);

const STREAM_PATH = '/wap/sh/000001.html';

/**
 * A page-load row: ours, the floor measured by turns with it, and the ratio against `budget` (null:
 * the ratio is printed, with no budget).
 */
function floorRow(
  name: string,
  ours: number[],
  floors: number[],
  budget: number | null,
  path?: string,
): BenchRow {
  const value = round(median(ours));
  if (!floors.length)
    return {
      group: 'stock home',
      name,
      value,
      unit: 'ms',
      note: 'no floor: the channel start was not recorded',
    };
  const floor = round(median(floors));
  const { ratio, verdict } = ratioRow(value, floor, budget ?? Infinity);
  return {
    group: 'stock home',
    name,
    value,
    unit: 'ms',
    peer: { name: 'floor', value: floor },
    goal: budget === null ? '' : `≤ ${budget}× floor`,
    note:
      `ratio ${ratio}× (${budget === null ? 'no budget' : verdict}); ${path ? `${path}; ` : ''}` +
      `ours ${ours.map(round).join('/')}, floor ${floors.map(round).join('/')} ms`,
  };
}

/** Let the load settle, then watch the intraday chart stream, then the daily K-line. */
async function watchStreaming(
  browser: Browser,
  page: Page,
): Promise<{ intradayTask: number; dailyTask: number }> {
  await page.waitForTimeout(1000);
  const intradayTask = await longestTaskDuring(browser, page, STREAM_MS);
  await page.locator('[data-testid=period-tabs] button', { hasText: '日K' }).tap();
  await page.waitForSelector('[data-testid=main-chart][data-drawn=day]', { timeout: 20_000 });
  await page.waitForTimeout(1000);
  const dailyTask = await longestTaskDuring(browser, page, STREAM_MS);
  return { intradayTask, dailyTask };
}

/**
 * `distDir`: the build the server serves (its files are the ones weighed; an A/B passes the older
 * build's, so both sides' byte rows are real).
 */
export async function runStockLoadBench(
  baseUrl: string,
  code = '/wap/sh/600519.html',
  distDir = DIST,
): Promise<BenchRow[]> {
  const browser = await launchBenchChromium();
  try {
    const url = baseUrl.replace(/\/$/, '') + code;
    const prices: number[] = [];
    const charts: number[] = [];
    const echarts: number[] = [];
    const initial = new Set<string>();
    const late = new Set<string>();
    const floorPrices: number[] = [];
    const floorCharts: number[] = [];
    let quoteStart: (() => QuoteStart | null) | undefined;
    let chartSize = { width: 375, height: 240 };
    /** Each run's quote marks, read against the snapshot type once the start is recorded. */
    const marks: (QuoteMarks | null)[] = [];
    for (let run = 0; run < RUNS; run++) {
      const { context, page } = await openThrottled(
        browser,
        url,
        (u, shown) => {
          if (run !== 0 || !/\.(js|css)(\?|$)/.test(u)) return;
          (shown ? late : initial).add(new URL(u).pathname);
        },
        (p) => {
          if (run === 0) quoteStart = recordQuoteStart(p);
        },
      );
      const b = await readBench(page);
      marks.push(await readQuoteMarks(page));
      prices.push(b.price);
      charts.push(b.chart);
      echarts.push(b.echarts);
      if (run === 0) chartSize = (await page.locator('[data-testid=main-chart]').boundingBox()) ?? chartSize;
      // Closed before the next turn: left open, ours kept streaming (a chart on a throttled page)
      // beside the floor's turn and the next runs of ours, and each turn ran slower than the last.
      await context.close();
      // The floor by turns with ours, on the same load: what the channel costs before our code.
      const start = quoteStart?.();
      if (start) {
        const floorPage = await throttledPage(browser);
        try {
          const f = await quoteFloorMs(floorPage.page, baseUrl.replace(/\/$/, ''), start, chartSize);
          floorPrices.push(f.price);
          floorCharts.push(f.chart);
        } finally {
          await floorPage.context.close();
        }
      }
      if (run === RUNS - 1) {
        // Streaming is watched on 上证指数: it moves with every constituent trade (each simulator
        // step), while a single stock trades only now and then in the demo clock.
        const { context: streamContext, page: streamPage } = await openThrottled(
          browser,
          baseUrl.replace(/\/$/, '') + STREAM_PATH,
        );
        const streamed = await watchStreaming(browser, streamPage);
        await streamContext.close();
        const { intradayTask, dailyTask } = streamed;
        const fileOf = (p: string) => path.join(distDir, p.replace(/^\/wap\//, ''));
        const existing = (s: Set<string>) => [...s].filter((p) => fs.existsSync(fileOf(p)));
        // The chart library and the chart's own code are fetched at boot at low priority but run
        // only when the chart mounts (the build's chunk map lists them as the family's `later`
        // files): counted as the chart chunks whenever they were requested, never as initial code.
        const later = new Set(chartFilesOf('stock', distDir).map((f) => `/wap/${f}`));
        const isChart = (p: string) => later.has(p) || /\/echarts(-lib)?\.[^/]+\.js$/.test(p);
        const initialFiles = existing(initial).filter((p) => !isChart(p));
        const chartChunk = existing(new Set([...initial, ...late])).filter(isChart);
        const sum = (files: string[]) => files.reduce((n, f) => n + gz(fileOf(f)), 0);
        // The critical path of ours' median run, so the split adds up to the figure shown.
        const startRecorded = quoteStart?.();
        const snapshotType = startRecorded ? frameType(startRecorded.snapshot) : null;
        const mid = prices.indexOf([...prices].sort((a, b) => a - b)[prices.length >> 1]);
        const midMarks = marks[mid];
        const quoteSplit: QuotePath | null =
          midMarks && snapshotType !== null ? quotePath(midMarks, snapshotType, prices[mid]) : null;
        return [
          floorRow(
            'price shown (4× CPU, median of 3)',
            prices,
            floorPrices,
            PRICE_BUDGET,
            formatQuotePath(quoteSplit),
          ),
          floorRow(
            "chart drawn: the day's live line (4× CPU, median of 3)",
            charts,
            floorCharts,
            CHART_BUDGET,
          ),
          floorRow('ECharts chart drawn: axes, volume (4× CPU, median of 3)', echarts, floorCharts, null),
          {
            group: 'stock home',
            name: 'longest task, 10 s intraday streaming (上证指数)',
            value: round(intradayTask),
            unit: 'ms',
            goal: '≤ 50 ms',
          },
          {
            group: 'stock home',
            name: 'longest task, 10 s 日K streaming (上证指数)',
            value: round(dailyTask),
            unit: 'ms',
            goal: '≤ 50 ms',
          },
          {
            group: 'stock home',
            name: 'initial JS+CSS before first render',
            value: kb(sum(initialFiles)),
            unit: 'KB gz',
            goal: '< 150 KB gz, no ECharts',
            note: initialFiles.map((f) => path.basename(f)).join(' '),
          },
          {
            group: 'stock home',
            name: 'requested before first render, incl. the chart library (low priority)',
            value: kb(sum(existing(initial))),
            unit: 'KB gz',
            note: 'ECharts and the chart code are fetched at boot at low priority and run only when the chart mounts',
          },
          {
            group: 'stock home',
            name: 'chart chunks (ECharts and the chart code, lazy)',
            value: kb(sum(chartChunk)),
            unit: 'KB gz',
            note: chartChunk.map((f) => path.basename(f)).join(' '),
          },
        ];
      }
      await context.close();
    }
    return [];
  } finally {
    await browser.close();
  }
}

/** `npx tsx bench/stock-load.ts http://127.0.0.1:3000` runs it alone against a running server. */
if (require.main === module) {
  const base = process.argv[2];
  if (!base) {
    console.error('usage: tsx bench/stock-load.ts <baseUrl>');
    process.exit(2);
  }
  printRowsOf(() => runStockLoadBench(base));
}
