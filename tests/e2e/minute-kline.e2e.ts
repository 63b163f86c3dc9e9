/**
 * Issue 35 item 4: minute K-lines at 360×640. On 600519 the 分钟 tab opens its menu, 5分 draws
 * candles whose crosshair reads `MM-DD HH:mm`, the tab then reads 5分, and the last bar moves with
 * the quote channel's trades, a drag pans them, the landscape view draws them; 更多 offers 季K and
 * 年K. Light and dark screenshots.
 */
import type { Page } from 'playwright-core';
import { shot, usePhone } from './browser';
import { drag, touch } from './touch-gestures';

jest.setTimeout(110_000);

const STOCK = '/wap/sh/600519.html';
const SMALL = { width: 360, height: 640 };

const tabs = (page: Page) => page.locator('[data-testid=period-tabs] button');
const legend = (page: Page) =>
  page.evaluate(() => document.querySelector('.main-chart__legend--top')?.textContent ?? '');

/** Opens a menu tab and chooses one of its periods; waits for the chart drawn with it. */
async function fromMenu(page: Page, tab: string, item: string, drawn: string): Promise<void> {
  await tabs(page).filter({ hasText: tab }).tap();
  const option = page.locator('.period-menu .rv-action-sheet__item', { hasText: new RegExp(`^${item}$`) });
  await option.waitFor({ timeout: 5_000 });
  await option.tap();
  await page.waitForSelector(`[data-testid=main-chart][data-drawn="${drawn}"][data-window-end]`, {
    timeout: 30_000,
  });
}

describe('minute K-lines', () => {
  const phone = usePhone();

  for (const theme of ['light', 'dark'] as const) {
    it(`5分 on 600519 (${theme}): bars drawn, the tab reads 5分, the last bar updates live`, async () => {
      const page = await phone.open(theme === 'dark' ? `${STOCK}?type=dark` : STOCK);
      await page.setViewportSize(SMALL);
      await page.waitForSelector('[data-testid=main-chart][data-drawn="min"]', { timeout: 15_000 });
      // The whole bar fits at 360 px: every tab, the menus included, is inside the viewport.
      const labels = await tabs(page).allTextContents();
      expect(labels).toEqual(['分时', '5日', '日K', '周K', '月K', '分钟', '更多']);
      const last = (await tabs(page).last().boundingBox())!;
      expect(last.x + last.width).toBeLessThanOrEqual(SMALL.width);

      await fromMenu(page, '分钟', '5分', 'm5');
      expect(await tabs(page).filter({ hasText: '5分' }).getAttribute('aria-selected')).toBe('true');
      const bars = Number(await page.getAttribute('[data-testid=main-chart]', 'data-bars'));
      expect(bars).toBeGreaterThan(48);
      await shot(page, `minute-kline-5m-${theme}`);

      // A trade moves the last bar: the moving averages at the last bar change.
      const before = await legend(page);
      expect(before).toMatch(/MA5/);
      await page.waitForFunction(
        (prev) => (document.querySelector('.main-chart__legend--top')?.textContent ?? prev) !== prev,
        before,
        { timeout: 45_000 },
      );

      // The crosshair writes a minute bar's time as MM-DD HH:mm.
      const box = (await page.locator('[data-testid=main-chart]').boundingBox())!;
      const cdp = await page.context().newCDPSession(page);
      await touch(cdp, 'touchStart', [{ x: box.x + box.width * 0.5, y: box.y + box.height * 0.35 }]);
      await page.waitForSelector('[data-testid=crosshair]', { timeout: 3000 });
      expect(await page.textContent('[data-testid=crosshair-time]')).toMatch(/^\d\d-\d\d \d\d:\d\d$/);
      await shot(page, `minute-kline-5m-crosshair-${theme}`);
      await touch(cdp, 'touchEnd', []);
      await page.waitForSelector('[data-testid=crosshair]', { state: 'detached', timeout: 8_000 });

      // A drag pans the minute bars back in time, the window keeping its width.
      const win = () =>
        page.evaluate((sel) => {
          const d = document.querySelector<HTMLElement>(sel)!.dataset;
          return { start: Number(d.windowStart), end: Number(d.windowEnd) };
        }, '[data-testid=main-chart]');
      const w0 = await win();
      await drag(cdp, box.x + box.width * 0.3, box.y + box.height * 0.35, box.width * 0.4, 0);
      await page.waitForFunction(
        (start) =>
          Number(document.querySelector<HTMLElement>('[data-testid=main-chart]')!.dataset.windowStart) <
          start,
        w0.start,
        { timeout: 5_000 },
      );
      const w1 = await win();
      expect(w1.end - w1.start).toBe(w0.end - w0.start);

      if (theme === 'light') {
        // The landscape full screen draws the same period, its bar naming 5分.
        await page.locator('[data-testid=chart-landscape]').tap();
        await page.waitForSelector('[data-testid=landscape-chart][data-drawn="m5"][data-window-end]', {
          timeout: 10_000,
        });
        expect(
          await page.locator('[data-testid=landscape-period-tabs] [aria-selected=true]').textContent(),
        ).toBe('5分');
        await shot(page, 'minute-kline-5m-landscape');
        await page.locator('[data-testid=landscape-back]').tap();
        await page.waitForSelector('[data-testid=landscape]', { state: 'detached' });
      }

      await fromMenu(page, '更多', '季K', 'quarter');
      expect(await tabs(page).filter({ hasText: '季K' }).getAttribute('aria-selected')).toBe('true');
      // The minute tab goes back to its name once another period is chosen.
      expect(await tabs(page).allTextContents()).toEqual(['分时', '5日', '日K', '周K', '月K', '分钟', '季K']);
      await shot(page, `minute-kline-quarter-${theme}`);
      expect(phone.errors).toEqual([]);
      await page.close();
    });
  }
});
