/**
 * The stock page's K-line as the chart benchmarks drive it (bench/chart-gestures.ts,
 * bench/handback-trace.ts): the HK stock's daily K-line with its 1,500 bars at phone size, CDP touch
 * events, and pinches to a known window.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

export const STOCK = '/wap/HKSE/00700.html';

export type Point = { x: number; y: number };

export const touch = (cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', pts: Point[]) =>
  cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: type === 'touchEnd' ? [] : pts.map((p, id) => ({ ...p, id })),
  });

/** The bars the chart's window shows now (its data-window-* marks). */
export async function windowSpan(page: Page): Promise<number> {
  return page.evaluate(() => {
    const d = document.querySelector<HTMLElement>('[data-testid=main-chart]')!.dataset;
    return Number(d.windowEnd) - Number(d.windowStart) + 1;
  });
}

/** Two fingers around (cx, cy) from `from` px to `to` px apart, in six moves. */
export async function pinch(cdp: CDPSession, cx: number, cy: number, from: number, to: number) {
  const at = (gap: number): Point[] => [
    { x: cx - gap / 2, y: cy },
    { x: cx + gap / 2, y: cy },
  ];
  await touch(cdp, 'touchStart', at(from));
  for (let i = 1; i <= 6; i++) await touch(cdp, 'touchMove', at(from + ((to - from) * i) / 6));
  await touch(cdp, 'touchEnd', []);
}

/**
 * Pinches (in small steps) until about `target` bars show: the window the last gesture left is
 * wherever its finger path ended, so each measurement starts from a known span.
 */
export async function pinchToSpan(cdp: CDPSession, page: Page, cx: number, cy: number, target: number) {
  for (let attempt = 0; attempt < 4; attempt++) {
    const span = await windowSpan(page);
    if (Math.abs(span - target) <= target * 0.03) return;
    // The window scales by the fingers' start distance over their distance (window-math.ts).
    await pinch(cdp, cx, cy, 150, Math.max(8, Math.min(340, (150 * span) / target)));
    await page.waitForTimeout(300);
  }
}

/**
 * Opens the stock page in `context` (after `initScripts`), chooses 日K, waits for its 1,500 bars
 * and for the page's own later work (news bar, lower tabs), so only what is measured runs, then
 * throttles the CPU 4×. Answers the page, its CDP session and the chart's centre line (x, and y at
 * 35 % of its height: on the candles).
 */
export async function openDailyKline(
  context: BrowserContext,
  baseUrl: string,
  initScripts: readonly string[],
): Promise<{ page: Page; cdp: CDPSession; cx: number; cy: number; width: number }> {
  const page = await context.newPage();
  for (const script of initScripts) await page.addInitScript(script);
  await page.goto(baseUrl + STOCK, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('[data-testid=main-chart][data-drawn="min"]', { timeout: 30_000 });
  await page.locator('[data-testid=period-tabs] button', { hasText: '日K' }).tap();
  await page.waitForSelector('[data-testid=main-chart][data-drawn="day"][data-bars="1500"]', {
    timeout: 30_000,
  });
  await page.waitForSelector('[data-testid=stock-page] .stock-page__tabs-loading', {
    state: 'detached',
    timeout: 30_000,
  });
  await page.waitForTimeout(3000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.waitForTimeout(1000);
  const box = (await page.locator('[data-testid=main-chart]').boundingBox())!;
  return { page, cdp, cx: box.x + box.width / 2, cy: box.y + box.height * 0.35, width: box.width };
}
