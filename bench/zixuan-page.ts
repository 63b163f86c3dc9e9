/**
 * 自选 page benchmark (issue 36): Chromium at phone size with 4× CPU throttling, a visitor whose
 * device holds 50 instruments (40 A shares, 5 HK, 5 US). From navigation to /zixuan.html: time
 * until the first row shows its live price (the one quote subscription answered), and the longest
 * main-thread task from navigation through 5 s of live pushes updating the 50 rows in place. Peer,
 * measured in the same run the same way: a sector's constituent list (/plateConstituentStock/, 50
 * rows a page), the other list page of live prices. Not a test: it measures and returns rows.
 */
import { launchBenchChromium } from './chromium';
import type { Browser } from 'playwright-core';
import { UNIVERSE } from '../server/data/universe';
import { tracingLongestTask } from './trace';
import type { BenchRow } from './types';
import { median, throttledPage } from './helpers';

const RUNS = 3;
const LIVE_MS = 5000;
const GROUP = '自选 page';
const PEER_PATH = '/wap/plateConstituentStock/HY/BK1205.html';

/** 50 ids of the universe, as the star would store them (`market:code`). */
export function benchWatchlist(): string[] {
  const stocks = UNIVERSE.filter((s) => s.kind === 'stock');
  const of = (region: string, n: number) =>
    stocks
      .filter((s) => s.region === region)
      .slice(0, n)
      .map((s) => `${s.market}:${s.code}`);
  return [...of('CN', 40), ...of('HK', 5), ...of('USA', 5)];
}

/** Records, before any script runs, when a row matching `selector` first shows a price. */
const firstPriceScript = (selector: string, ids: string[] | null) => `
(() => {
  const w = window;
  ${ids ? `localStorage.setItem('wapquote.watchlist', ${JSON.stringify(JSON.stringify(ids))});` : ''}
  w.__bench = { row: 0 };
  new MutationObserver((_, obs) => {
    const cell = document.querySelector(${JSON.stringify(selector)});
    if (cell && /\\d/.test(cell.textContent || '')) {
      w.__bench.row = performance.now();
      obs.disconnect();
      if (w.__benchRow) w.__benchRow();
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();
`;

async function measure(
  browser: Browser,
  url: string,
  selector: string,
  ids: string[] | null,
): Promise<{ row: number; task: number }> {
  const { context, page } = await throttledPage(browser);
  try {
    await page.addInitScript(firstPriceScript(selector, ids));
    let shown!: () => void;
    const whenShown = new Promise<void>((resolve) => (shown = resolve));
    await page.exposeBinding('__benchRow', () => shown());
    const { wall } = await tracingLongestTask(browser, async () => {
      await page.goto(url, { waitUntil: 'commit' });
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        whenShown,
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no priced row within 30 s at ${url}`)), 30_000);
        }),
      ]).finally(() => clearTimeout(timer));
      await page.waitForTimeout(LIVE_MS);
    });
    const row = await page.evaluate(() => (window as unknown as { __bench: { row: number } }).__bench.row);
    return { row, task: wall };
  } finally {
    await context.close();
  }
}

export async function runZixuanPageBench(baseUrl: string): Promise<BenchRow[]> {
  const browser = await launchBenchChromium();
  try {
    const base = baseUrl.replace(/\/$/, '');
    const ids = benchWatchlist();
    const ours: { row: number; task: number }[] = [];
    const peer: { row: number; task: number }[] = [];
    // By turns, so both see the same load; the peer's first visit warms the server's sector data.
    await measure(
      browser,
      base + PEER_PATH,
      '.sector-table [role=row]:not(.data-table__row--head) .num-text',
      null,
    );
    for (let run = 0; run < RUNS; run++) {
      ours.push(await measure(browser, `${base}/wap/zixuan.html`, '[data-testid=zixuan-price]', ids));
      peer.push(
        await measure(
          browser,
          base + PEER_PATH,
          '.sector-table [role=row]:not(.data-table__row--head) .num-text',
          null,
        ),
      );
    }
    const ms = (v: number[]) => Math.round(median(v));
    return [
      {
        group: GROUP,
        name: `first row with its live price, ${ids.length} instruments (4× CPU, median of ${RUNS})`,
        value: ms(ours.map((r) => r.row)),
        unit: 'ms',
        peer: { name: 'constituent list (50 rows)', value: ms(peer.map((r) => r.row)) },
        note: `ours ${ours.map((r) => Math.round(r.row)).join('/')}, peer ${peer.map((r) => Math.round(r.row)).join('/')} ms`,
      },
      {
        group: GROUP,
        name: `longest task, load and ${LIVE_MS / 1000} s of live pushes (4× CPU, median of ${RUNS})`,
        value: ms(ours.map((r) => r.task)),
        unit: 'ms',
        peer: { name: 'constituent list (50 rows)', value: ms(peer.map((r) => r.task)) },
        goal: '≤ 50 ms',
        note: `ours ${ours.map((r) => Math.round(r.task)).join('/')}, peer ${peer.map((r) => Math.round(r.task)).join('/')} ms`,
      },
    ];
  } finally {
    await browser.close();
  }
}
