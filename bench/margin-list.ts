/**
 * Margin list benchmark (issue 17): /rzrq-list.html in Chromium at phone size with 4× CPU
 * throttling. From navigation: time until the 100-row table fills the first screen; then, while the
 * table is flung by touch horizontally and vertically for 3 s (CDP Input.synthesizeScrollGesture),
 * the longest main-thread task (from a trace) and the share of dropped frames (animation frames
 * more than one vsync apart). Not a test: it measures and returns rows.
 */
import { launchBenchChromium } from './chromium';
import { type Browser, type CDPSession, type Page } from 'playwright-core';
import { tracingLongestTask } from './trace';
import type { BenchRow } from './types';
import { median, throttledPage } from './helpers';

const PATH = '/wap/rzrq-list.html?market=both';
const FLING_MS = 3000;
const RUNS = 3;

/** Records when the table's rows first reach the bottom of the viewport (a full first screen). */
const INIT_SCRIPT = `
(() => {
  const w = window;
  w.__bench = { full: 0 };
  const check = () => {
    if (w.__bench.full) return;
    const rows = document.querySelectorAll('.margin-list-page [role=row]');
    const last = rows[rows.length - 1];
    if (rows.length > 1 && last.getBoundingClientRect().bottom >= window.innerHeight) {
      w.__bench.full = performance.now();
      w.__benchFull && w.__benchFull();
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true });
})();
`;

/** Counts animation frames in the page until stopped: frames and the vsyncs they should have been. */
const FRAME_COUNTER = `
(() => {
  const w = window;
  const f = (w.__frames = { frames: 0, missed: 0, last: 0, on: true });
  const tick = (t) => {
    if (f.last) {
      const gaps = Math.round((t - f.last) / (1000 / 60));
      f.frames += 1;
      f.missed += Math.max(0, gaps - 1);
    }
    f.last = t;
    if (f.on) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();
`;

async function open(
  browser: Browser,
  url: string,
): Promise<{ page: Page; cdp: CDPSession; close: () => Promise<void> }> {
  const { context, page, cdp } = await throttledPage(browser);
  await page.addInitScript(INIT_SCRIPT);
  let full!: () => void;
  const whenFull = new Promise<void>((resolve) => (full = resolve));
  await page.exposeBinding('__benchFull', () => full());
  await page.goto(url, { waitUntil: 'commit' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    whenFull,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no full first screen within 30 s at ${url}`)), 30_000);
    }),
  ]).finally(() => clearTimeout(timer));
  return { page, cdp, close: () => context.close() };
}

/** Flings the table: left, down, right, up, … by touch until `ms` have passed. */
async function fling(cdp: CDPSession, ms: number): Promise<void> {
  const end = Date.now() + ms;
  const moves = [
    { xDistance: -600, yDistance: 0 },
    { xDistance: 0, yDistance: -1500 },
    { xDistance: 600, yDistance: 0 },
    { xDistance: 0, yDistance: 1500 },
  ];
  for (let i = 0; Date.now() < end; i++) {
    await cdp.send('Input.synthesizeScrollGesture', {
      x: 250,
      y: 450,
      ...moves[i % moves.length],
      speed: 3000,
      gestureSourceType: 'touch',
    });
  }
}

async function flingMeasured(
  browser: Browser,
  page: Page,
  cdp: CDPSession,
): Promise<{ longest: number; dropped: number }> {
  await page.evaluate(FRAME_COUNTER);
  const { wall: longest } = await tracingLongestTask(browser, () => fling(cdp, FLING_MS));
  const f = await page.evaluate(() => {
    const w = window as unknown as { __frames: { frames: number; missed: number; on: boolean } };
    w.__frames.on = false;
    return w.__frames;
  });
  const expected = f.frames + f.missed;
  return { longest, dropped: expected > 0 ? (100 * f.missed) / expected : 0 };
}

export async function runMarginListBench(baseUrl: string): Promise<BenchRow[]> {
  const browser = await launchBenchChromium();
  try {
    const url = baseUrl.replace(/\/$/, '') + PATH;
    // The first visit builds the server's margin data for the day; it is not what a reader waits for.
    const warm = await open(browser, url);
    await warm.close();
    const fulls: number[] = [];
    const longest: number[] = [];
    const dropped: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const { page, cdp, close } = await open(browser, url);
      fulls.push(
        await page.evaluate(() => (window as unknown as { __bench: { full: number } }).__bench.full),
      );
      await page.waitForTimeout(500);
      const m = await flingMeasured(browser, page, cdp);
      longest.push(m.longest);
      dropped.push(m.dropped);
      await close();
    }
    return [
      {
        group: 'margin list',
        name: '/rzrq-list.html full first screen (4× CPU, median of 3)',
        value: Math.round(median(fulls)),
        unit: 'ms',
        goal: '< 800 ms',
      },
      {
        group: 'margin list',
        name: 'longest task, 3 s fling of the 100-row table (4× CPU, median of 3)',
        value: Math.round(median(longest)),
        unit: 'ms',
        goal: '≤ 50 ms',
      },
      {
        group: 'margin list',
        name: 'dropped frames, 3 s fling (4× CPU, median of 3)',
        value: Math.round(median(dropped) * 10) / 10,
        unit: '%',
        goal: '< 5 %',
        note: 'animation frames on the main thread more than one vsync apart; the sticky header and column move on the compositor',
      },
    ];
  } finally {
    await browser.close();
  }
}
