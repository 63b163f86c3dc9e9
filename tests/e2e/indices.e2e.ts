/**
 * The major-indices page (issue 19) at phone size: the three tabs by tap and by ?tab=, six live
 * tiles moving during a 10 s watch, each rank sub-tab with its column, a row to its stock, the
 * sector blocks, the global tab's 3 decimals and its two rows that open nothing, the common header's
 * menu, and login → avatar. Screenshots in light and dark under test-results/.
 */
import type { Page } from 'playwright-core';
import { shot, usePhone } from './browser';
import { logInOnLoginPage } from './login';

jest.setTimeout(90_000);

const PHONE = '13655556666';

const tilePrices = (page: Page) =>
  page.$$eval('[data-testid=index-tiles] .index-tile__price', (els) => els.map((e) => e.textContent ?? ''));

describe('major indices', () => {
  const phone = usePhone();

  it('沪深: six tiles that move within 10 s, then each rank sub-tab with its column (light)', async () => {
    const page = await phone.open('/wap/markIndex.html');
    await page.locator('[data-testid=common-header]').waitFor();
    const names = await page.$$eval('.index-tile__name', (els) => els.map((e) => e.textContent));
    expect(names).toEqual(['上证指数', '深证成指', '创业板指', '中小100', '沪深300', '上证50']);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('.index-tile__price')).every((e) =>
        /^\d+\.\d{2}$/.test(e.textContent ?? ''),
      ),
    );
    const first = await tilePrices(page);
    await page.locator('[data-testid=rank-row]').first().waitFor();
    expect(await page.locator('[data-testid=rank-row]').count()).toBe(30);
    await shot(page, 'indices-hs-light');
    await page.waitForFunction(
      (before) =>
        Array.from(document.querySelectorAll('.index-tile__price')).some(
          (e, i) => e.textContent !== before[i],
        ),
      first,
      { timeout: 10_000, polling: 250 },
    );
    // No "load more" (§4 (states and transitions)): the 30 rows are the list.
    expect(await page.getByText('加载更多').count()).toBe(0);

    const tabs: [string, string, RegExp][] = [
      ['涨幅榜', '涨跌幅', /^(\+\d+\.\d{2}|0\.00|-\d+\.\d{2})%$/],
      ['跌幅榜', '涨跌幅', /^(\+\d+\.\d{2}|0\.00|-\d+\.\d{2})%$/],
      ['换手率', '换手率', /^\d+\.\d{2}%$/],
      ['5分钟涨速', '5分钟涨速', /^(\+\d+\.\d{2}|0\.00|-\d+\.\d{2})%$/],
      ['振幅', '振幅', /^\d+\.\d{2}%$/],
      ['量比', '量比', /^\d+\.\d{2}$/],
    ];
    for (const [label, column, format] of tabs) {
      await page.locator('[data-testid=rank-tabs] button', { hasText: label }).tap();
      await page.locator('[data-testid=rank-column]', { hasText: column }).waitFor();
      await page.locator('[data-testid=rank-row]').nth(29).waitFor();
      const rates = await page.$$eval('[data-testid=rank-rate]', (els) =>
        els.map((e) => e.textContent ?? ''),
      );
      expect(rates).toHaveLength(30);
      for (const r of rates) expect(r).toMatch(format);
    }
    // 跌幅榜's first row falls: green.
    await page.locator('[data-testid=rank-tabs] button', { hasText: '跌幅榜' }).tap();
    await page.locator('[data-testid=rank-row]').nth(29).waitFor();
    expect(await page.locator('[data-testid=rank-rate]').first().getAttribute('class')).toContain(
      'num-text--fall',
    );
    const code = (await page.locator('.rank-row__code').first().textContent()) ?? '';
    await page.locator('[data-testid=rank-row]').first().tap();
    await page.waitForURL(new RegExp(`/wap/(sh|sz|bj)/${code}\\.html$`));
  });

  it('a tile opens its index page', async () => {
    const page = await phone.open('/wap/markIndex.html?tab=0');
    await page.locator('[data-testid=tile-399006]').tap();
    await page.waitForURL(/\/wap\/sz\/399006\.html$/);
  });

  it('板块 and 环球 by tap, the URL following; sector blocks link to the ranking with their tab', async () => {
    const page = await phone.open('/wap/markIndex.html');
    await page.locator('[data-testid=indices-tabs] button', { hasText: '板块' }).tap();
    await page.waitForURL(/markIndex\.html\?tab=1$/);
    await page.locator('[data-testid=sector-blocks]').waitFor();
    for (const key of ['XBHS.HY', 'XBHS.GN', 'XBHS.DY']) {
      const block = page.locator(`[data-testid="sector-block-${key}"]`);
      expect(await block.locator('[data-testid=sector-row]').count()).toBe(6);
    }
    const more = await page.$$eval('.sector-block__more', (els) => els.map((e) => e.getAttribute('href')));
    expect(more).toEqual(['/wap/bkRank.html?tab=0', '/wap/bkRank.html?tab=1', '/wap/bkRank.html?tab=2']);
    await shot(page, 'indices-sectors-light', { fullPage: true });
    await page.locator('[data-testid=indices-tabs] button', { hasText: '环球' }).tap();
    await page.waitForURL(/markIndex\.html\?tab=2$/);
    await page.locator('[data-testid=global-row]').first().waitFor();
  });

  it('环球 by ?tab=2: eight rows, 3 decimals, the last two open nothing (dark)', async () => {
    const page = await phone.open('/wap/markIndex.html?tab=2&type=dark');
    await page.locator('[data-testid=global-row]').nth(7).waitFor();
    const names = await page.$$eval('[data-testid=global-row] .global-row__name', (els) =>
      els.map((e) => e.firstChild?.textContent),
    );
    expect(names).toEqual([
      '恒生指数',
      '国企指数',
      '红筹指数',
      '纳指ETF',
      '道指ETF',
      '标普500ETF',
      '德国DAX',
      '富时100',
    ]);
    const prices = await page.$$eval('[data-testid=global-row] .global-row__price', (els) =>
      els.map((e) => e.textContent ?? ''),
    );
    for (const p of prices) expect(p).toMatch(/^\d+\.\d{3}$/);
    const tags = await page.$$eval('[data-testid=global-row]', (els) => els.map((e) => e.tagName));
    expect(tags).toEqual(['A', 'A', 'A', 'A', 'A', 'A', 'DIV', 'DIV']);
    await shot(page, 'indices-global-dark');
    await page.locator('[data-testid=global-row]').first().tap();
    // The stock home opens in the page's theme: in-app links carry ?type=dark.
    await page.waitForURL(/\/wap\/HKIDX\/\.HSI\.html\?type=dark$/);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  });

  it('沪深 in dark, 板块 by ?tab=1', async () => {
    const page = await phone.open('/wap/markIndex.html?type=dark');
    await page.locator('[data-testid=rank-row]').nth(29).waitFor();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('.index-tile__price')).every((e) =>
        /\d/.test(e.textContent ?? ''),
      ),
    );
    await shot(page, 'indices-hs-dark');
    const sectors = await phone.open('/wap/markIndex.html?tab=1&type=dark');
    await sectors.locator('[data-testid=sector-row]').first().waitFor();
    expect(await sectors.locator('[data-testid=indices-tabs] [aria-selected=true]').textContent()).toBe(
      '板块',
    );
    await shot(sectors, 'indices-sectors-dark');
  });

  it('the header menu goes to 环球; login button → login → avatar', async () => {
    const page = await phone.open('/wap/markIndex.html');
    await page.getByLabel('菜单').tap();
    const items = await page.$$eval('[data-testid=header-menu] li', (els) => els.map((e) => e.textContent));
    expect(items).toEqual(['资讯', '股票', '基金', '板块', '环球', '自选', '提醒', '设置']);
    await shot(page, 'indices-menu-light');
    await page.locator('[data-testid=header-menu] a', { hasText: '环球' }).tap();
    await page.waitForURL(/markIndex\.html\?tab=2$/);
    await page.locator('[data-testid=global-row]').first().waitFor();

    await page.locator('.common-header__login').tap();
    await page.waitForURL(/\/wap\/login\.html\?redirect=/);
    await logInOnLoginPage(page, PHONE);
    await page.waitForURL(/markIndex\.html\?tab=2$/, { timeout: 15_000 });
    await page.locator('[data-testid=header-avatar]').waitFor();
    expect(await page.locator('.common-header__login').count()).toBe(0);
    await shot(page, 'indices-avatar-light');
    expect(phone.errors).toEqual([]);
  });
});
