/**
 * Sector pages benchmark (issue 18): Chromium at phone size with 4× CPU throttling. The sector
 * detail's time from navigation to the data panel's first value and to the drawn chart (median of
 * 3); the ranking's longest main-thread task over a 5 s refresh with every row of the largest tab
 * loaded (行业: 51 sectors, two pages; the universe has no tab of 90). Not a test.
 */
import { chromium } from 'playwright-core';
import { longestTaskDuring } from './trace';
import type { BenchRow } from './types';
import { median, throttledPage } from './helpers';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = 3;
const REFRESH_WATCH_MS = 5_500;

/** Records when the panel shows a value and when the chart is drawn (no polling from the harness). */
const INIT_SCRIPT = `
(() => {
  const w = window;
  w.__bench = { panel: 0, chart: 0 };
  new MutationObserver(() => {
    const b = w.__bench;
    if (!b.panel && /\\d/.test(document.querySelector('[data-testid=plate-last]')?.textContent ?? '')) b.panel = performance.now();
    if (!b.chart && document.querySelector('[data-testid=main-chart][data-drawn]')) b.chart = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})();
`;

export async function runSectorLoadBench(baseUrl: string): Promise<BenchRow[]> {
  const base = baseUrl.replace(/\/$/, '');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const res = await fetch(`${base}/rjhy-stock-rank/api/1/biz/bkRank?hqTypeCode=HY&pageSize=1&pageNum=1`);
    const code = ((await res.json()) as { data: { plate: { ProdCode: string }[] } }).data.plate[0].ProdCode;
    const panels: number[] = [];
    const charts: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const { context, page } = await throttledPage(browser);
      await page.addInitScript(INIT_SCRIPT);
      await page.goto(`${base}/wap/plate/HY/${code}.html`, { waitUntil: 'commit' });
      await page.waitForFunction(
        () => {
          const b = (window as unknown as { __bench: { panel: number; chart: number } }).__bench;
          return b.panel > 0 && b.chart > 0;
        },
        undefined,
        { timeout: 60_000, polling: 1000 },
      );
      const b = await page.evaluate(
        () => (window as unknown as { __bench: { panel: number; chart: number } }).__bench,
      );
      panels.push(b.panel);
      charts.push(b.chart);
      await context.close();
    }

    const { context, page } = await throttledPage(browser);
    await page.goto(`${base}/wap/bkRank.html?tab=0`);
    const rows = '.sector-table [role=row]:not(.data-table__row--head)';
    await page.waitForFunction((s) => document.querySelectorAll(s).length >= 30, rows, { timeout: 60_000 });
    for (let i = 0; i < 5 && (await page.locator('text=无更多数据').count()) === 0; i++) {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(1500);
    }
    const loaded = await page.locator(rows).count();
    await page.waitForTimeout(1000);
    const task = await longestTaskDuring(browser, page, REFRESH_WATCH_MS);
    await context.close();
    return [
      {
        group: 'sector pages',
        name: 'sector detail: panel value shown (4× CPU, median of 3)',
        value: Math.round(median(panels)),
        unit: 'ms',
        goal: '< 800 ms',
      },
      {
        group: 'sector pages',
        name: 'sector detail: chart drawn (4× CPU, median of 3)',
        value: Math.round(median(charts)),
        unit: 'ms',
      },
      {
        group: 'sector pages',
        name: `ranking: longest task over a 5 s refresh, ${loaded} rows loaded (4× CPU)`,
        value: Math.round(task),
        unit: 'ms',
        goal: '≤ 50 ms',
      },
    ];
  } finally {
    await browser.close();
  }
}
