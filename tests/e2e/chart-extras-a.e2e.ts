/**
 * Issue 21 (items 1 and 4) in Chromium at phone size: 复权 modes on the monthly K-line of a stock
 * with a 10转3 in its history (the ex-right gap closes in 前复权), the choice remembered across a
 * reload; event markers on the daily K-line, a tap shows the one-line summary and its link leads on.
 */
import type { CDPSession, Page } from 'playwright-core';
import { shot, usePhone } from './browser';

jest.setTimeout(120_000);

async function touchAt(cdp: CDPSession, type: 'touchStart' | 'touchEnd', x: number, y: number) {
  await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
}

async function drawn(page: Page, period: string, adjust?: string): Promise<void> {
  const sel = adjust
    ? `[data-testid=main-chart][data-drawn="${period}"][data-adjust="${adjust}"]`
    : `[data-testid=main-chart][data-drawn="${period}"]`;
  await page.waitForSelector(sel, { timeout: 20_000 });
}

/** The close the crosshair shows for the bar under a long press at (x, y) of the page. */
async function closeAt(page: Page, x: number, y: number): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await touchAt(cdp, 'touchStart', x, y);
  await page.waitForSelector('[data-testid=crosshair-tip]', { timeout: 5000 });
  const text = (await page.textContent('[data-testid=crosshair-tip]')) ?? '';
  await touchAt(cdp, 'touchEnd', 0, 0);
  const m = /收[^\d-]*(-?[\d.]+)/.exec(text);
  if (!m) throw new Error(`no close in crosshair text: ${text}`);
  return Number(m[1]);
}

async function tapTab(page: Page, testId: string, label: string) {
  await page.locator(`[data-testid=${testId}] button`, { hasText: label }).tap();
}

describe('chart extras A', () => {
  const phone = usePhone();

  it('复权: 前复权 (default) closes the 10转3 gap that 不复权 shows; the choice is remembered', async () => {
    const page = await phone.open('/wap/sh/600519.html');
    await tapTab(page, 'period-tabs', '月K');
    await drawn(page, 'month', 'forward');
    const active = page.locator(
      '[data-testid=adjust-tabs] button[aria-selected=true], [data-testid=adjust-tabs] .seg-tabs__tab--active',
    );
    expect(await active.first().innerText()).toBe('前复权');
    const box = (await page.locator('[data-testid=main-chart]').boundingBox())!;
    const x = box.x + 14;
    const y = box.y + box.height * 0.35;
    const fwd = await closeAt(page, x, y);
    await page.waitForTimeout(300);
    await shot(page, 'chart-a-month-forward');

    await tapTab(page, 'adjust-tabs', '不复权');
    await drawn(page, 'month', 'none');
    const raw = await closeAt(page, x, y);
    await shot(page, 'chart-a-month-none');
    // Two 10转3 plans (2020, 2025) lie after the oldest months: raw prices there are well above the
    // 前复权 ones.
    expect(raw / fwd).toBeGreaterThan(1.25);

    await tapTab(page, 'adjust-tabs', '后复权');
    await drawn(page, 'month', 'backward');
    await shot(page, 'chart-a-month-backward');

    // Remembered: a reload shows 后复权 on 日K too.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await tapTab(page, 'period-tabs', '日K');
    await drawn(page, 'day', 'backward');
    await tapTab(page, 'adjust-tabs', '前复权');
    await drawn(page, 'day', 'forward');
    await page.close();
  });

  it('markers: a tap on the newest mark shows its summary line; its link leads to the item', async () => {
    const page = await phone.open('/wap/sh/600519.html');
    await tapTab(page, 'period-tabs', '日K');
    await drawn(page, 'day');
    await page.waitForSelector('[data-testid=main-chart][data-newest-mark]', { timeout: 20_000 });
    const [mx, my] = (await page.getAttribute('[data-testid=main-chart]', 'data-newest-mark'))!
      .split(',')
      .map(Number);
    const box = (await page.locator('[data-testid=main-chart]').boundingBox())!;
    await page.mouse.click(box.x + mx, box.y + my);
    const tip = page.locator('[data-testid=marker-tip]');
    await tip.waitFor({ timeout: 5000 });
    const text = await tip.innerText();
    expect(text.length).toBeGreaterThan(4);
    await shot(page, 'chart-a-marker-tip');

    // The switch hides the marks and the tip.
    await page.locator('[data-testid=markers-toggle]').tap();
    await page.waitForSelector('[data-testid=main-chart][data-markers="0"]');
    expect(await tip.count()).toBe(0);
    await page.locator('[data-testid=markers-toggle]').tap();
    await page.waitForSelector('[data-testid=main-chart][data-newest-mark]');
    await page.mouse.click(box.x + mx, box.y + my);
    await tip.waitFor();
    const link = tip.locator('a');
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(
      /\/detail\/sh\/600519\/2\/\d+\.html|\/sh\/600519\.html\?tab=jiankuang|\/stock\/detail\/600519\.html/,
    );
    await link.tap();
    await page.waitForURL((u) => !u.pathname.endsWith('/sh/600519.html') || u.search.includes('tab='), {
      timeout: 10_000,
    });
    await page.waitForTimeout(800);
    await shot(page, 'chart-a-marker-target');
    await page.close();
  });

  it('dark theme, US split history: the settings row and the monthly marks (ex-right only)', async () => {
    const page = await phone.open('/wap/NASDAQ/AAPL.html?type=dark');
    await tapTab(page, 'period-tabs', '月K');
    await drawn(page, 'month');
    await page.waitForTimeout(300);
    await shot(page, 'chart-a-us-month-dark');
    expect(phone.errors).toEqual([]);
    await page.close();
  });
});
