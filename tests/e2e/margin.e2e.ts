/**
 * Margin trading screens at phone size (§2 (screens and routes) "Margin financing"), light and dark: each tab, a date
 * change, the 100-row table (a horizontal scroll of the body moves the header, the name column
 * stays), view-more and back (tab, date and scroll kept), a stock's margin page and its daily list.
 */
import type { Page } from 'playwright-core';
import { shot, usePhone } from './browser';

const phone = usePhone();

const TIMEOUT = 30_000;

async function totalsShown(page: Page): Promise<void> {
  await page.waitForSelector('[data-testid="margin-totals"]', { timeout: TIMEOUT });
}

async function chartDrawn(page: Page, testId: string): Promise<void> {
  await page.waitForSelector(`[data-testid="${testId}"][data-drawn="true"] canvas`, { timeout: TIMEOUT });
}

const topFiveCodes = (page: Page) =>
  page.$$eval('[data-testid="margin-top-five"] tbody .margin-code', (els) =>
    els.map((e) => e.textContent ?? ''),
  );

describe('/rzrq.html', () => {
  let page: Page;
  beforeAll(async () => {
    page = await phone.open('/wap/rzrq.html');
    await totalsShown(page);
  }, 60_000);

  test('两市: totals, top five, top ten and the balance chart', async () => {
    await chartDrawn(page, 'margin-chart');
    const labels = await page.$$eval('[data-testid="margin-totals"] tbody td:first-child', (els) =>
      els.map((e) => e.textContent),
    );
    expect(labels).toEqual(['融资余额', '融券余额', '融资融券余额', '融资余额占流通市值比']);
    const values = await page.$$eval('[data-testid="margin-totals"] tbody td:nth-child(2)', (els) =>
      els.map((e) => e.textContent ?? ''),
    );
    expect(values[0]).toMatch(/^\d+\.\d{2}亿$/);
    expect(values[3]).toMatch(/^\d+\.\d{2}%$/);
    expect(await topFiveCodes(page)).toHaveLength(5);
    const topTen = await page.$$('[data-testid="margin-top-ten"] [role="row"]:not(.data-table__row--head)');
    expect(topTen).toHaveLength(10);
    await shot(page, 'margin-home-both', { fullPage: true });
  });

  test('sub-metrics: ratio and difference charts', async () => {
    for (const label of ['融资余额占比', '融资融券差额', '融资融券余额']) {
      await page.click(`[data-testid="margin-metric-tabs"] >> text=${label}`);
      await chartDrawn(page, 'margin-chart');
      const legend = await page.textContent('[data-testid="margin-chart"] .margin-chart__legend');
      expect(legend).toContain(
        label === '融资余额占比'
          ? '融资余额占流通市值比'
          : label === '融资融券差额'
            ? '融资融券差额'
            : '融资余额',
      );
    }
  });

  test.each([
    ['沪市', /^(60|68)\d{4}$/, 'margin-home-sh'],
    ['深市', /^(00|30)\d{4}$/, 'margin-home-sz'],
  ])('%s: every row of the tables is of that exchange', async (label, code, name) => {
    await page.click(`[data-testid="margin-market-tabs"] >> text=${label}`);
    await page.waitForFunction(
      (re) => {
        const codes = [
          ...document.querySelectorAll('[data-testid="margin-top-five"] tbody .margin-code'),
        ].map((e) => e.textContent ?? '');
        return codes.length === 5 && codes.every((c) => new RegExp(re).test(c));
      },
      code.source,
      { timeout: TIMEOUT },
    );
    await chartDrawn(page, 'margin-chart');
    await shot(page, name);
  });

  test('a date change: the picker offers trading days only; the tables follow', async () => {
    const before = (await page.textContent('[data-testid="margin-date"]')) ?? '';
    expect(before).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.click('[data-testid="margin-date"]');
    await page.waitForSelector('.rv-calendar__day', { timeout: TIMEOUT });
    // Weekend days of the shown months are disabled.
    const disabled = await page.$$('.rv-calendar__day--disabled');
    expect(disabled.length).toBeGreaterThan(8);
    await shot(page, 'margin-date-picker');
    // Pick an enabled day of the month shown, other than the current one.
    const days = await page.$$(
      '.rv-calendar__month:last-child .rv-calendar__day:not(.rv-calendar__day--disabled):not(.rv-calendar__day--selected)',
    );
    expect(days.length).toBeGreaterThan(0);
    await days[0].click();
    await page.click('.rv-calendar__confirm');
    await page.waitForFunction(
      (b) => document.querySelector('[data-testid="margin-date"]')?.textContent !== b,
      before,
      {
        timeout: TIMEOUT,
      },
    );
    const after = (await page.textContent('[data-testid="margin-date"]')) ?? '';
    expect(after < before).toBe(true);
    await page.waitForSelector('.margin-home__tables:not(.margin-home__tables--stale)', { timeout: TIMEOUT });
  });

  test('view more: the 100-stock list, sticky header and name column; back keeps tab, date and scroll', async () => {
    const date = await page.textContent('[data-testid="margin-date"]');
    await page.evaluate(() => window.scrollTo(0, 400));
    // The shell records a kept-alive page's scroll on the next frame, as a reader's scroll would be.
    await page.waitForTimeout(500);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await page.click('[data-testid="margin-top-ten"] >> text=查看更多');
    await page.waitForURL(/rzrq-list\.html\?market=sz&date=\d{4}-\d{2}-\d{2}/, { timeout: TIMEOUT });
    await page.waitForSelector('.margin-list-page [role="rowheader"]', { timeout: TIMEOUT });
    const countRows = () =>
      page.$$eval('.margin-list-page [role="row"]:not(.data-table__row--head)', (r) => r.length);
    // The first screen and a half is drawn at once, the rest of the 100 in steps; then the end line.
    const first = await countRows();
    expect(first).toBeGreaterThan(10);
    await page.waitForSelector('.margin-list-page >> text=无更多数据', { timeout: TIMEOUT });
    const rows = await countRows();
    // Shenzhen has far more than 100 targets: the list is full.
    expect(rows).toBe(100);
    const headers = await page.$$eval('.margin-list-page [role="columnheader"]', (els) =>
      els.map((e) => e.textContent),
    );
    expect(headers).toHaveLength(14); // name + 13 metrics
    await shot(page, 'margin-list');

    const geometry = () =>
      page.evaluate(() => {
        const head = document.querySelector('.margin-list-page .data-table__row--head [data-column="3"]')!;
        const body = document.querySelector(
          '.margin-list-page .data-table__row:not(.data-table__row--head) [data-column="3"]',
        )!;
        const name = document.querySelector(
          '.margin-list-page .data-table__row:not(.data-table__row--head) [data-column="0"]',
        )!;
        const headRow = document.querySelector('.margin-list-page .data-table__row--head')!;
        return {
          head: head.getBoundingClientRect().left,
          body: body.getBoundingClientRect().left,
          name: name.getBoundingClientRect().left,
          headTop: headRow.getBoundingClientRect().top,
        };
      });
    const start = await geometry();
    await page.evaluate(() => {
      const s = document.querySelector('.margin-list-page .data-table')!;
      s.scrollLeft = 300;
      s.scrollTop = 600;
    });
    await page.waitForTimeout(100);
    const moved = await geometry();
    expect(moved.head).toBeCloseTo(start.head - 300, 0);
    expect(moved.body).toBeCloseTo(moved.head, 0);
    expect(moved.name).toBeCloseTo(start.name, 0);
    expect(moved.headTop).toBeCloseTo(start.headTop, 0);
    await shot(page, 'margin-list-scrolled');

    // Sort by a column: the first tap sorts largest first (the list reloads its rows in the new order).
    await page.click('.margin-list-page [role="columnheader"] >> text=融资买入额');
    await page.waitForFunction(
      () =>
        document
          .querySelector('.margin-list-page [role="columnheader"][data-column="3"]')
          ?.getAttribute('aria-sort') === 'descending' &&
        document.querySelectorAll('.margin-list-page [role="row"]:not(.data-table__row--head)').length > 10,
      undefined,
      { timeout: TIMEOUT },
    );
    const buys = await page.$$eval(
      '.margin-list-page [role="row"]:not(.data-table__row--head) [data-column="3"]',
      (els) => els.map((e) => e.textContent ?? ''),
    );
    const yuan = (t: string) => parseFloat(t) * (t.endsWith('亿') ? 1e8 : 1e4);
    expect(buys.length).toBeGreaterThan(10);
    for (let i = 1; i < buys.length; i++) expect(yuan(buys[i - 1])).toBeGreaterThanOrEqual(yuan(buys[i]));

    await page.goBack();
    await totalsShown(page);
    expect(await page.textContent('[data-testid="margin-date"]')).toBe(date);
    expect(
      await page.getAttribute('[data-testid="margin-market-tabs"] [aria-selected="true"]', 'class'),
    ).toBeTruthy();
    expect(await page.textContent('[data-testid="margin-market-tabs"] [aria-selected="true"]')).toBe('深市');
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, scrolled, { timeout: TIMEOUT });
  }, 60_000);

  test('a stock: title, chart, trading table, 10 history rows, the 14-column daily list', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    const first = page
      .locator('[data-testid="margin-top-ten"] [role="row"]:not(.data-table__row--head)')
      .first();
    const name = (await first.locator('.margin-name').textContent()) ?? '';
    await first.click();
    await page.waitForURL(/\/rzrq\/.+-\d{6}\/\d+\.html$/, { timeout: TIMEOUT });
    await page.waitForSelector('[data-testid="margin-stock-trading"]', { timeout: TIMEOUT });
    await chartDrawn(page, 'margin-stock-chart');
    expect(await page.title()).toBe(`${name}融资融券`);
    const history = await page.$$(
      '[data-testid="margin-stock-history"] [role="row"]:not(.data-table__row--head)',
    );
    expect(history).toHaveLength(10);
    await shot(page, 'margin-stock', { fullPage: true });

    await page.click('[data-testid="margin-stock-history"] >> text=查看更多');
    await page.waitForURL(/rzrq-stock-list\.html\?innerCode=\d+&name=/, { timeout: TIMEOUT });
    await page.waitForSelector('.margin-list-page [role="rowheader"]', { timeout: TIMEOUT });
    const headers = await page.$$eval('.margin-list-page [role="columnheader"]', (els) =>
      els.map((e) => e.textContent),
    );
    expect(headers).toEqual([
      '日期',
      '收盘价',
      '涨跌幅',
      '融资买入额',
      '融资偿还额',
      '融资净买入',
      '融资余额',
      '融资余额占流通市值比',
      '融券卖出量',
      '融券偿还量',
      '融券净卖出',
      '融券余量',
      '融券余额',
      '融资融券余额',
      '融资融券差额',
    ]);
    const count = () =>
      page.$$eval('.margin-list-page [role="row"]:not(.data-table__row--head)', (r) => r.length);
    expect(await count()).toBe(100);
    // Infinite loading: near the end, the next 100 days arrive.
    await page.evaluate(() => {
      const s = document.querySelector('.margin-list-page .data-table')!;
      s.scrollTop = s.scrollHeight;
    });
    await page.waitForFunction(
      () =>
        document.querySelectorAll('.margin-list-page [role="row"]:not(.data-table__row--head)').length > 100,
      undefined,
      { timeout: TIMEOUT },
    );
    await shot(page, 'margin-stock-list');
  }, 60_000);

  test('a stock that is no margin target: the page says there is no data', async () => {
    const before = phone.errors.length;
    const other = await phone.open('/wap/rzrq/ST%E5%A4%A7%E9%9B%86-000564/2000564.html');
    await other.waitForSelector('.async-block--empty', { timeout: TIMEOUT });
    expect(await other.textContent('[data-testid="margin-stock"]')).toContain('暂无数据');
    await shot(other, 'margin-stock-empty');
    await other.close();
    // The three calls of the page answer 404 by contract (no such target); the browser logs each.
    const logged = phone.errors.splice(before);
    expect(logged.every((e) => /status of 404/.test(e))).toBe(true);
  });

  test('dark theme', async () => {
    const dark = await phone.open('/wap/rzrq.html?type=dark');
    await totalsShown(dark);
    await chartDrawn(dark, 'margin-chart');
    await shot(dark, 'margin-home-dark', { fullPage: true });
    await dark.goto(
      dark.url().replace('rzrq.html', 'rzrq-list.html').replace('?type=dark', '?market=both&type=dark'),
    );
    await dark.waitForSelector('.margin-list-page [role="rowheader"]', { timeout: TIMEOUT });
    await shot(dark, 'margin-list-dark');
    await dark.close();
  });

  test('no page errors', () => {
    expect(phone.errors).toEqual([]);
  });
});
