/**
 * Dragon-tiger page benchmark (issue 16): Chromium at phone size with 4× CPU throttling. The
 * board's first row is measured against its floor with every list screen (bench/screen-floors.ts);
 * here, the longest main-thread task while scrolling 300 rows of a long list (the 机构专用 seat's listings, 30 a page,
 * loaded as the scroll nears the end). Not a test: it measures and returns rows.
 */
import { launchBenchChromium } from './chromium';
import { type Browser, type Page } from 'playwright-core';
import { tracingLongestTask } from './trace';
import type { BenchRow } from './types';
import { throttledPage } from './helpers';

const SCROLL_ROWS = 300;
const GROUP = 'dragon-tiger page';

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
    const { context, page } = await throttledPage(browser);
    await page.goto(`${base}/wap/department/detail/1.html`);
    await page.locator('[data-testid=lhb-dept-row]').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);
    const scrolled = await longestTaskScrolling(browser, page, SCROLL_ROWS);
    await context.close();
    return [
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
