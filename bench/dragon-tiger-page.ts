/**
 * Dragon-tiger page benchmark (issue 16): Chromium at phone size with 4× CPU throttling. From
 * navigation to /stock-list.html: time until the first rank-list row shows. Then the longest
 * main-thread task while scrolling 300 rows of a long list (the 机构专用 seat's listings, 30 a page,
 * loaded as the scroll nears the end). Not a test: it measures and returns rows.
 */
import { launchBenchChromium } from './chromium';
import { type Browser, type Page } from 'playwright-core';
import { tracingLongestTask } from './trace';
import type { BenchRow } from './types';
import { median, throttledPage } from './helpers';
import { type FirstCall, firstCallOf, floorFirstRowMs, ratioRow } from './floors';
import { DRAGON_TIGER_PATHS } from '../contract/dragon-tiger';

const RUNS = 3;
const SCROLL_ROWS = 300;
const GROUP = 'dragon-tiger page';

/** Records, before any script runs, when the first row of the board's table appears. */
const INIT_SCRIPT = `
(() => {
  const w = window;
  w.__bench = { row: 0 };
  new MutationObserver((_, obs) => {
    if (document.querySelector('.lhb-table [role=row]:not(.data-table__row--head)')) {
      w.__bench.row = performance.now();
      obs.disconnect();
      if (w.__benchRow) w.__benchRow();
    }
  }).observe(document, { subtree: true, childList: true });
})();
`;

/** §9 "list first rows ≤ 2.5×" as issue 38 item 2 sets it: the board's first row against its floor. */
const FIRST_ROW_BUDGET = 2.5;

async function firstRowMs(
  browser: Browser,
  url: string,
  onCall?: (call: FirstCall) => void,
): Promise<number> {
  const { context, page } = await throttledPage(browser);
  try {
    if (onCall)
      page.on('request', (req) => {
        if (new URL(req.url()).pathname === DRAGON_TIGER_PATHS.list) onCall(firstCallOf(req));
      });
    await page.addInitScript(INIT_SCRIPT);
    let shown!: () => void;
    const whenShown = new Promise<void>((resolve) => (shown = resolve));
    await page.exposeBinding('__benchRow', () => shown());
    await page.goto(url, { waitUntil: 'commit' });
    await Promise.race([
      whenShown,
      new Promise((_, reject) => setTimeout(() => reject(new Error('no row within 30 s')), 30_000)),
    ]);
    return await page.evaluate(() => (window as unknown as { __bench: { row: number } }).__bench.row);
  } finally {
    await context.close();
  }
}

/** Scrolls until `rows` rows are in the list; returns the longest renderer main-thread task meanwhile. */
async function longestTaskScrolling(
  browser: Browser,
  page: Page,
  rows: number,
): Promise<{ task: number; rows: number }> {
  const { result: count, wall: task } = await tracingLongestTask(browser, async () => {
    let count = 0;
    for (let i = 0; i < 200 && count < rows; i++) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(120);
      count = await page.locator('[data-testid=lhb-dept-row]').count();
      if ((await page.locator('.list-footer').getByText('无更多数据').count()) > 0) break;
    }
    return count;
  });
  return { task, rows: count };
}

export async function runDragonTigerPageBench(baseUrl: string): Promise<BenchRow[]> {
  const browser = await launchBenchChromium();
  try {
    const base = baseUrl.replace(/\/$/, '');
    const firsts: number[] = [];
    let call: FirstCall | undefined;
    for (let run = 0; run < RUNS; run++)
      firsts.push(await firstRowMs(browser, `${base}/wap/stock-list.html`, (c) => (call ??= c)));
    if (!call) throw new Error('the board made no list call');
    // Floors and ours by turns would be fairer under load; after ours, the server is as warm for both.
    const floors: number[] = [];
    for (let run = 0; run < RUNS; run++) floors.push(await floorFirstRowMs(browser, base, call));
    const ours = Math.round(median(firsts));
    const floor = Math.round(median(floors));
    const { ratio, verdict } = ratioRow(ours, floor, FIRST_ROW_BUDGET);
    const { context, page } = await throttledPage(browser);
    await page.goto(`${base}/wap/department/detail/1.html`);
    await page.locator('[data-testid=lhb-dept-row]').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);
    const scrolled = await longestTaskScrolling(browser, page, SCROLL_ROWS);
    await context.close();
    return [
      {
        group: GROUP,
        name: 'first row of the board (4× CPU, median of 3)',
        value: ours,
        unit: 'ms',
        peer: { name: 'floor', value: floor },
        goal: `≤ ${FIRST_ROW_BUDGET}× floor`,
        note: `ratio ${ratio}× (${verdict}); ours ${firsts.map(Math.round).join('/')}, floor ${floors.map(Math.round).join('/')} ms`,
      },
      {
        group: GROUP,
        name: `longest task scrolling ${scrolled.rows} rows (4× CPU)`,
        value: Math.round(scrolled.task),
        unit: 'ms',
        goal: '≤ 50 ms',
      },
    ];
  } finally {
    await browser.close();
  }
}
