/**
 * Sector pages (issue 18): the ranking's three tabs and both sorts, a live value changing during a
 * watch, the sector detail with both tabs and every chart period, the constituent list to its end
 * and rows opening the right stock; screenshots at phone size in light and dark.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { RESULTS_DIR, baseUrl, shot, usePhone } from './browser';

jest.setTimeout(90_000);

interface RankRow {
  ProdCode: string;
  ProdName: string;
  HqTypeCode: string;
}

async function firstSector(type: string): Promise<RankRow> {
  const res = await fetch(
    `${baseUrl()}/rjhy-stock-rank/api/1/biz/bkRank?hqTypeCode=${type}&pageSize=1&pageNum=1`,
  );
  return ((await res.json()) as { data: { plate: RankRow[] } }).data.plate[0];
}

const ROWS = '.sector-table [role=row]:not(.data-table__row--head)';

async function waitRows(page: Page, min = 1): Promise<void> {
  await page.waitForFunction(
    (n) => document.querySelectorAll('.sector-table [role=row]:not(.data-table__row--head)').length >= n,
    min,
    {
      timeout: 20_000,
    },
  );
}

/** The numbers of one column (index in the row), '--' as NaN. */
async function column(page: Page, index: number): Promise<number[]> {
  const texts = await page.locator(`${ROWS} [data-column="${index}"]`).allTextContents();
  return texts.map((t) => parseFloat(t.replace(/[+%]/g, '')));
}

function sorted(values: number[], dir: 'desc' | 'asc'): boolean {
  for (let i = 1; i < values.length; i++)
    if (dir === 'desc' ? values[i] > values[i - 1] : values[i] < values[i - 1]) return false;
  return true;
}

async function elementShot(page: Page, selector: string, name: string): Promise<void> {
  await page.locator(selector).screenshot({ path: path.join(RESULTS_DIR, `${name}.png`) });
}

describe('sector ranking /bkRank.html', () => {
  const phone = usePhone();

  it('shows the three tabs, sorts by change and by price, both ways', async () => {
    for (const [tab, label] of [
      [0, '行业'],
      [1, '概念'],
      [2, '地域'],
    ] as const) {
      const page = await phone.open(`/wap/bkRank.html?tab=${tab}`);
      await waitRows(page, 5);
      expect(await page.locator('[data-testid=rank-tabs] [aria-selected=true]').textContent()).toBe(label);
      // Default: change descending.
      expect(sorted(await column(page, 2), 'desc')).toBe(true);
      await shot(page, `sector-rank-tab${tab}`);
      await page.close();
    }
    const page = await phone.open('/wap/bkRank.html');
    await waitRows(page, 30);
    const price = page.locator('.data-table__sort-button', { hasText: '最新价' });
    const rate = page.locator('.data-table__sort-button', { hasText: '涨跌幅' });
    await price.click();
    await page.waitForFunction(() =>
      document.querySelector('[aria-sort=descending]')?.textContent?.includes('最新价'),
    );
    await waitRows(page, 30);
    expect(sorted(await column(page, 1), 'desc')).toBe(true);
    await price.click();
    await page.waitForFunction(() =>
      document.querySelector('[aria-sort=ascending]')?.textContent?.includes('最新价'),
    );
    await waitRows(page, 30);
    expect(sorted(await column(page, 1), 'asc')).toBe(true);
    await shot(page, 'sector-rank-price-asc');
    await rate.click(); // another field: descending, and the price sort is cleared
    await page.waitForFunction(() =>
      document.querySelector('[aria-sort=descending]')?.textContent?.includes('涨跌幅'),
    );
    await waitRows(page, 30);
    expect(sorted(await column(page, 2), 'desc')).toBe(true);
    await rate.click();
    await page.waitForFunction(() =>
      document.querySelector('[aria-sort=ascending]')?.textContent?.includes('涨跌幅'),
    );
    await waitRows(page, 30);
    expect(sorted(await column(page, 2), 'asc')).toBe(true);
    // Tab switch: the list starts over.
    await page.locator('[data-testid=rank-tabs] button', { hasText: '概念' }).click();
    await page.waitForURL(/tab=1/);
    await waitRows(page, 5);
    expect(phone.errors).toEqual([]);
    await page.close();
  });

  it('loads the next pages on scroll and refreshes the values in place every 5 s', async () => {
    const page = await phone.open('/wap/bkRank.html?tab=0');
    await waitRows(page, 30);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await waitRows(page, 31);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForSelector('text=无更多数据', { timeout: 20_000 });
    const count = await page.locator(ROWS).count();
    const total = (
      (await (
        await fetch(`${baseUrl()}/rjhy-stock-rank/api/1/biz/bkRank?hqTypeCode=HY&pageSize=1&pageNum=1`)
      ).json()) as { data: { counts: number } }
    ).data.counts;
    // Every sector once: the loaded pages are read together, so none is lost or repeated at a seam.
    const codes = async () => page.locator(`${ROWS} .sector-name__code`).allTextContents();
    expect(count).toBe(total);
    expect(new Set(await codes()).size).toBe(total);
    await page.evaluate(() => window.scrollTo(0, 600));
    const before = (await page.locator(ROWS).allTextContents()).join('|');
    // Within a 10 s watch (two polls) some sector's value moves; the rows and the scroll stay.
    await page.waitForFunction(
      (b) =>
        Array.from(document.querySelectorAll('.sector-table [role=row]:not(.data-table__row--head)'))
          .map((r) => r.textContent)
          .join('|') !== b,
      before,
      {
        timeout: 12_000,
        polling: 500,
      },
    );
    // The refresh keeps every loaded row, each once.
    expect(await page.locator(ROWS).count()).toBe(count);
    expect(new Set(await codes()).size).toBe(total);
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    await page.close();
  });

  it('a failed refresh greys the rows as not live; the next good one makes them live again', async () => {
    const page = await phone.open('/wap/bkRank.html?tab=0');
    await waitRows(page, 30);
    const live = page.locator('[data-testid=ranking-live]');
    expect(await live.getAttribute('data-live')).toBe('true');
    await page.route('**/biz/bkRank**', (route) => route.abort());
    await page.locator('[data-testid=ranking-live][data-live=false]').waitFor({ timeout: 12_000 });
    await page.unroute('**/biz/bkRank**');
    await page.locator('[data-testid=ranking-live][data-live=true]').waitFor({ timeout: 12_000 });
    expect(await page.locator(ROWS).count()).toBeGreaterThanOrEqual(30);
    await page.close();
  });

  it('dark theme', async () => {
    const page = await phone.open('/wap/bkRank.html?tab=0&type=dark');
    await waitRows(page, 10);
    await shot(page, 'sector-rank-dark');
    await page.close();
  });

  it('in the dark theme a stock opened from the list, and pages opened from it, stay dark', async () => {
    const page = await phone.open('/wap/bkRank.html?tab=1&type=dark');
    await waitRows(page, 5);
    const isDark = () => page.evaluate(() => document.documentElement.dataset.theme === 'dark');
    const leader = page.locator(`${ROWS} a.sector-leader`).first();
    expect(await leader.getAttribute('href')).toMatch(/^\/wap\/(sh|sz|bj)\/\d{6}\.html\?type=dark$/);
    await leader.click();
    await page.waitForURL(/\/wap\/(sh|sz|bj)\/\d{6}\.html\?type=dark$/);
    await page.locator('[data-testid=header-name]').waitFor();
    expect(await isDark()).toBe(true);
    // The header menu (a router link) and a full page load from the lower tabs' 板块 list.
    await page.locator('[data-testid=common-header]').getByLabel('菜单').tap();
    await page.locator('[data-testid=header-menu] a', { hasText: '股票' }).tap();
    await page.waitForURL(/\/wap\/markIndex\.html\?tab=0&type=dark$/);
    expect(await isDark()).toBe(true);
    await page.goBack();
    await page.locator('[data-testid=lower-tabs] .rv-tab', { hasText: '板块' }).tap();
    const member = page.locator('.sector__member').first();
    await member.waitFor();
    await member.click();
    await page.waitForURL(/\/wap\/\w+\/\w+\.html\?type=dark$/);
    await page.locator('[data-testid=header-name]').waitFor();
    expect(await isDark()).toBe(true);
    await shot(page, 'sector-rank-dark-stock-opened');
    await page.close();
  });

  it('name opens the sector detail, leading stock its stock home', async () => {
    const page = await phone.open('/wap/bkRank.html?tab=1');
    await waitRows(page, 5);
    const href = await page.locator(`${ROWS} a.sector-name`).first().getAttribute('href');
    expect(href).toMatch(/^\/wap\/plate\/GN\/[A-Z0-9]+\.html$/);
    const leader = await page.locator(`${ROWS} a.sector-leader`).first().getAttribute('href');
    expect(leader).toMatch(/^\/wap\/(sh|sz|bj)\/\d{6}\.html$/);
    await page.locator(`${ROWS} a.sector-leader`).first().click();
    await page.waitForURL(new RegExp(`${leader!.replace(/[./]/g, '\\$&')}$`));
    await page.close();
  });

  it('a tap on a name shows that sector, not the ranking again (one family, separate modules)', async () => {
    const page = await phone.open('/wap/bkRank.html');
    await waitRows(page, 5);
    const name = (await page
      .locator(`${ROWS} a.sector-name`)
      .first()
      .locator('.sector-name__name')
      .textContent())!.trim();
    await page.locator(`${ROWS} a.sector-name`).first().click();
    await page.waitForURL(/\/wap\/plate\/HY\/[A-Z0-9]+\.html$/);
    await page.waitForSelector(`.sector-page__title >> text=${name}`, { timeout: 20_000 });
    expect(await page.locator('[data-testid=rank-tabs]').count()).toBe(0);
    await page.close();
  });
});

describe('sector detail /plate/{type}/{code}.html', () => {
  const phone = usePhone();

  it.each([
    ['light', ''],
    ['dark', '?type=dark'],
  ])('%s: panel, every chart period, 成分股 and 资金', async (theme, query) => {
    const s = await firstSector('HY');
    const page = await phone.open(`/wap/plate/HY/${s.ProdCode}.html${query}`);
    await page.waitForFunction(
      () => /\d/.test(document.querySelector('[data-testid=plate-last]')?.textContent ?? ''),
      undefined,
      {
        timeout: 20_000,
      },
    );
    await page.waitForSelector(`text=${s.ProdName}`);
    await waitRows(page, 5);
    await shot(page, `sector-plate-${theme}`);
    for (const [label, key] of [
      ['分时', 'min'],
      ['5日', 'min5'],
      ['日K', 'day'],
      ['周K', 'week'],
      ['月K', 'month'],
    ]) {
      await page.locator('[data-testid=period-tabs] button', { hasText: label }).click();
      await page.waitForSelector(`[data-testid=main-chart][data-drawn="${key}"]`, { timeout: 20_000 });
      if (theme === 'light' || key === 'day')
        await elementShot(page, '[data-testid=main-chart-block]', `sector-plate-${theme}-${key}`);
    }
    await page.locator('[data-testid=plate-tabs] button', { hasText: '资金' }).click();
    await page.waitForSelector('[data-testid=sector-flow]', { timeout: 20_000 });
    // The tab area sits 100 px under the top after the tap.
    const top = await page
      .locator('.plate-page__tabs')
      .evaluate((el) => Math.round(el.getBoundingClientRect().top));
    expect(Math.abs(top - 100)).toBeLessThanOrEqual(2);
    await page.waitForTimeout(1500); // the chart chunk paints
    await page
      .locator('[data-testid=sector-flow]')
      .screenshot({ path: path.join(RESULTS_DIR, `sector-plate-${theme}-funds.png`) });
    const labels = await page.locator('.sector-flow__net').textContent();
    expect(labels).toMatch(/净流入 -?\d+\.\d{2}(亿|万)/);
    await page.locator('[data-testid=plate-tabs] button', { hasText: '成分股' }).click();
    await waitRows(page, 5);
    expect(phone.errors).toEqual([]);
    await page.close();
  });
});

describe('constituent list /plateConstituentStock/{block}/{code}.html', () => {
  const phone = usePhone();

  it('lists to the end, toggles the change sort, rows open the right stock', async () => {
    const s = await firstSector('DY');
    const page = await phone.open(`/wap/plateConstituentStock/DY/${s.ProdCode}.html`);
    await waitRows(page, 5);
    for (let i = 0; i < 10 && (await page.locator('text=无更多数据').count()) === 0; i++) {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(800);
    }
    await page.waitForSelector('text=无更多数据');
    await page.locator('text=无更多数据').scrollIntoViewIfNeeded();
    await shot(page, 'sector-constituents-end');
    const grp = (await (
      await fetch(
        `${baseUrl()}/rjhy-quote-sector/api/1/queryStockGrp?hqTypeCode=DY&prodCode=${s.ProdCode}&pageSize=1`,
      )
    ).json()) as { data: { plate: { MemberCount: number } } };
    expect(await page.locator(ROWS).count()).toBe(grp.data.plate.MemberCount);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(sorted(await column(page, 2), 'desc')).toBe(true);
    await page.locator('.data-table__sort-button', { hasText: '涨跌幅' }).click();
    await page.waitForFunction(() => document.querySelector('[aria-sort=ascending]') !== null);
    await waitRows(page, 5);
    expect(sorted(await column(page, 2), 'asc')).toBe(true);
    const code = (await page.locator(`${ROWS} .sector-name__code`).first().textContent())!;
    await page.locator(ROWS).first().click();
    await page.waitForURL(new RegExp(`/wap/(sh|sz|bj)/${code}\\.html$`));
    const market = /\/wap\/(sh|sz|bj)\//.exec(page.url())![1];
    expect(market).toBe(code.startsWith('6') ? 'sh' : /^(8|4|92)/.test(code) ? 'bj' : 'sz');
    expect(phone.errors).toEqual([]);
    await page.close();
  });
});

describe('a Hong Kong stock’s sectors: stock tab → sector detail → constituent → stock home', () => {
  const phone = usePhone();

  it.each([
    ['light', ''],
    ['dark', '?type=dark'],
  ])('%s', async (theme, query) => {
    const page = await phone.open(`/wap/HKSE/00700.html${query}`);
    await page.locator('[data-testid=lower-tabs] .rv-tab', { hasText: '板块' }).first().click();
    const sectors = page.locator('.lower-tabs__pane[data-tab=bankuai] .info-section');
    await sectors.first().waitFor({ timeout: 20_000 });
    const first = sectors.first();
    expect(await first.locator('.sector__member').count()).toBeGreaterThanOrEqual(5);
    // The sector's heading just under the sticky tab bar.
    await first
      .locator('.sector__head')
      .evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 200));
    await shot(page, `sector-hk-tab-${theme}`);
    const link = first.locator('a.sector__name-link');
    const name = (await link.textContent())!.trim();
    // In-app links carry ?type=dark (src/app/carry-params.ts): the sector page opens in the theme.
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/wap\/plate\/HY\/BK13\d\d\.html(\?|$)/);
    expect(new URL(href, baseUrl()).search).toBe(query);
    await link.click();
    await page.waitForURL(/\/wap\/plate\/HY\/BK13\d\d\.html/);
    expect(await page.evaluate(() => document.documentElement.dataset.theme ?? 'light')).toBe(theme);
    await page.waitForSelector(`.sector-page__title >> text=${name}`, { timeout: 20_000 });
    await page.waitForFunction(
      () => /\d/.test(document.querySelector('[data-testid=plate-last]')?.textContent ?? ''),
      undefined,
      { timeout: 20_000 },
    );
    // The HK sector's intraday chart from the plate trend, on HK hours; the plate status beside it.
    await page.waitForSelector('.plate-page [data-testid=main-chart][data-drawn="min"]', { timeout: 20_000 });
    expect(await page.locator('[data-testid=plate-status]').textContent()).toMatch(
      /^(开盘|交易中|已收盘|休市)$/,
    );
    await waitRows(page, 5);
    await shot(page, `sector-hk-plate-${theme}`);
    for (const [label, key] of [
      ['5日', 'min5'],
      ['日K', 'day'],
      ['周K', 'week'],
    ]) {
      await page.locator('.plate-page [data-testid=period-tabs] button', { hasText: label }).click();
      await page.waitForSelector(`.plate-page [data-testid=main-chart][data-drawn="${key}"]`, {
        timeout: 20_000,
      });
    }
    await elementShot(page, '.plate-page [data-testid=main-chart-block]', `sector-hk-plate-${theme}-week`);
    const row = page.locator(`.plate-page ${ROWS}`).first();
    const code = (await row.locator('.sector-name__code').textContent())!.trim();
    expect(code).toMatch(/^\d{5}$/);
    await row.click();
    await page.waitForURL(new RegExp(`/wap/HKSE/${code}\\.html`));
    if (query) await page.goto(`${page.url()}${query}`);
    await page.waitForFunction((c) => document.body.textContent?.includes(c) ?? false, code, {
      timeout: 20_000,
    });
    await shot(page, `sector-hk-stock-${theme}`);
    expect(phone.errors).toEqual([]);
    await page.close();
  });
});
