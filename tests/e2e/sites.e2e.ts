/**
 * The common header's 资讯 and 基金 (issue 31 item 7) in the local environment: from a page's menu
 * to the reference server's information center and fund site, each listing items, then on into
 * the app. Screenshots of both sites, light and dark (prefers-color-scheme), at phone size.
 */
import type { Page } from 'playwright-core';
import { shot, usePhone } from './browser';

// The server the e2e run starts may still be warming up (server/warm.ts) when this file begins.
jest.setTimeout(60_000);

describe('资讯 and 基金 in the common header menu', () => {
  const phone = usePhone();

  async function openMenu(page: Page): Promise<void> {
    await page.locator('[data-testid=common-header]').getByLabel('菜单').tap();
    await page.locator('[data-testid=header-menu]').waitFor();
  }

  async function listed(page: Page, list: string): Promise<number> {
    await page.locator(`[data-list=${list}] li`).first().waitFor();
    return page.locator(`[data-list=${list}] li`).count();
  }

  it('资讯 opens the information center, back, 基金 opens the fund site, and both lead into the app', async () => {
    const page = await phone.open('/wap/bkRank.html');
    await openMenu(page);
    const items = await page.$$eval('[data-testid=header-menu] li', (els) => els.map((e) => e.textContent));
    expect(items).toEqual(['资讯', '股票', '基金', '板块', '环球', '自选', '提醒', '设置']);

    await page.locator('[data-testid=header-menu] a', { hasText: '资讯' }).tap();
    await page.waitForURL(/\/info\/$/);
    expect(await listed(page, 'info')).toBe(50);
    expect(await page.locator('[data-list=info] li time').first().textContent()).toMatch(
      /^\d{2}-\d{2} \d{2}:\d{2}$/,
    );
    await shot(page, 'sites-info-light');

    await page.goBack();
    await page.waitForURL(/bkRank\.html$/);
    await openMenu(page);
    await page.locator('[data-testid=header-menu] a', { hasText: '基金' }).tap();
    await page.waitForURL(/\/fund\/$/);
    expect(await listed(page, 'fund')).toBe(17);
    await shot(page, 'sites-fund-light');

    // A fund's page, then its quote page in the app.
    await page.locator('[data-list=fund] a', { hasText: '沪深300ETF' }).tap();
    await page.waitForURL(/\/fund\/detail\/510300$/);
    await shot(page, 'sites-fund-detail-light');
    await page.getByText('查看行情').tap();
    await page.waitForURL(/\/wap\/sh\/510300\.html$/);
    await page.locator('[data-testid=common-header]').waitFor();
    expect(phone.errors).toEqual([]);
  });

  it('an item of the information center opens the article in the app', async () => {
    const page = await phone.open('/info/');
    const title = (await page.locator('[data-list=info] .title').first().textContent()) ?? '';
    await page.locator('[data-list=info] a').first().tap();
    await page.waitForURL(/\/wap\/detail\/(sh|sz)\/\d{6}\/4\/\d+\.html$/);
    await page.getByText(title.slice(0, 8)).first().waitFor();
    expect(phone.errors).toEqual([]);
  });

  it('both sites follow the device’s dark mode', async () => {
    const page = await phone.open('/info/');
    await page.emulateMedia({ colorScheme: 'dark' });
    await listed(page, 'info');
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).toBe('rgb(17, 17, 17)');
    await shot(page, 'sites-info-dark');
    await page.goto(page.url().replace(/\/info\/$/, '/fund/'));
    await listed(page, 'fund');
    await shot(page, 'sites-fund-dark');
    await page.goto(page.url().replace(/\/fund\/$/, '/fund/detail/510300'));
    await shot(page, 'sites-fund-detail-dark');
  });
});
