/**
 * Dragon-tiger board (issue 16) at phone size, light and dark: the calendar (a disabled day cannot
 * be picked), sort toggles, infinite scroll to the end state, a row to the stock detail, a seat to
 * the department page, a department row back to a stock; the selling seats are not the buying ones.
 */
import type { Page } from 'playwright-core';
import { tradingCalendar } from '../../src/components/calendar/calendar-logic';
import { boardToday } from '../../src/pages/dragon-tiger/route';
import { baseUrl, shot, usePhone } from './browser';

jest.setTimeout(60_000);

async function api<T>(path: string): Promise<T> {
  const res = await fetch(baseUrl() + path);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

const P = '/rjhy-stock-rank/api/1/biz/lhb';

async function rowsOf(page: Page): Promise<string[]> {
  return page.locator('.lhb-table [role=row]:not(.data-table__row--head) [role=rowheader]').allTextContents();
}

async function waitRows(page: Page): Promise<void> {
  await page
    .locator('.lhb-table [role=row]:not(.data-table__row--head)')
    .first()
    .waitFor({ timeout: 20_000 });
}

/** The change column's values as numbers, in row order. */
async function changes(page: Page): Promise<number[]> {
  const texts = await page
    .locator('.lhb-table [role=row]:not(.data-table__row--head) [data-column="1"]')
    .allTextContents();
  return texts.map((t) => parseFloat(t.replace('%', '')));
}

describe('dragon-tiger board', () => {
  const phone = usePhone();

  it('list: default day, summary, calendar with disabled days, sort toggles', async () => {
    const days = await api<string[]>(`${P}/tradingdays?market=sh&limit=365`);
    // §5 (validation rules): the latest trading day, or the one before it when today (the device's Beijing date, this
    // machine's clock as the browser's) is in the list. With WAP_NOW the market's day is not the
    // device's, so either can be the default.
    const defaultDay = tradingCalendar(days, boardToday())!.defaultDay;
    const page = await phone.open('/wap/stock-list.html');
    await waitRows(page);
    expect(await page.locator('[data-testid=lhb-date]').textContent()).toBe(defaultDay);
    await page.locator('[data-testid=lhb-summary-total]').getByText(/\d+只/).waitFor();
    await shot(page, 'dragon-tiger-list-light');

    // Sort: the change header toggles desc → asc; another field starts desc.
    expect(await changes(page)).toEqual([...(await changes(page))].sort((a, b) => b - a));
    const changeHeader = page.locator('.lhb-table [role=columnheader][data-column="1"]');
    expect(await changeHeader.getAttribute('aria-sort')).toBe('descending');
    await changeHeader.locator('button').click();
    await page.waitForFunction(
      () =>
        document
          .querySelector('.lhb-table [role=columnheader][data-column="1"]')
          ?.getAttribute('aria-sort') === 'ascending',
    );
    await waitRows(page);
    const asc = await changes(page);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const netHeader = page.locator('.lhb-table [role=columnheader][data-column="2"]');
    await netHeader.locator('button').click();
    await page.waitForFunction(
      () =>
        document
          .querySelector('.lhb-table [role=columnheader][data-column="2"]')
          ?.getAttribute('aria-sort') === 'descending',
    );

    // Calendar: a weekend day is disabled and cannot be picked; another trading day can.
    await page.locator('[data-testid=lhb-date]').click();
    const calendar = page.locator('[data-testid=lhb-calendar]');
    await calendar.waitFor();
    await page.waitForTimeout(400); // the popup's slide-in
    const weekend = calendar.locator('button[data-day]:disabled').first();
    expect(await weekend.count()).toBe(1);
    await weekend.click({ force: true });
    expect(await page.locator('[data-testid=lhb-date]').textContent()).toBe(defaultDay);
    await shot(page, 'dragon-tiger-calendar-light');
    const other = [...days].reverse().find((d) => d !== defaultDay)!;
    const otherButton = calendar.locator(`button[data-day="${other}"]`);
    if ((await otherButton.count()) === 0) await calendar.locator('[aria-label=上个月]').click();
    await calendar.locator(`button[data-day="${other}"]`).click();
    await page.waitForFunction(
      (d) => document.querySelector('[data-testid=lhb-date]')?.textContent === d,
      other,
    );
    const summary = await api<{ totalRankCount: number }>(`${P}/summary?tradingDay=${other}`);
    if (summary.totalRankCount > 0) {
      await waitRows(page);
      expect((await rowsOf(page)).length).toBe(summary.totalRankCount);
    }
    await page
      .locator('.lhb-table ~ .list-footer, .list-footer')
      .getByText(/无更多数据|暂无数据/)
      .first()
      .waitFor();
    expect(phone.errors).toEqual([]);
  });

  it('department tab: time ranges, infinite scroll to the end state', async () => {
    const page = await phone.open('/wap/stock-list.html');
    await page.locator('[data-testid=lhb-tabs] button', { hasText: '营业部榜单' }).click();
    await waitRows(page);
    await page.locator('[data-testid=lhb-ranges] button', { hasText: '近三月' }).click();
    const total = await fetch(`${baseUrl()}${P}/salesList?countType=3&page=1&pageSize=30`).then(
      async (r) => ((await r.json()) as { totalCount: number }).totalCount,
    );
    expect(total).toBeGreaterThan(30);
    await waitRows(page);
    await shot(page, 'dragon-tiger-departments-light');
    for (let i = 0; i < 30; i++) {
      if ((await page.locator('.list-footer').getByText('无更多数据').count()) > 0) break;
      await page.mouse.wheel(0, 3000);
      await page.waitForTimeout(250);
    }
    await page.locator('.list-footer').getByText('无更多数据').waitFor();
    expect((await rowsOf(page)).length).toBe(total);
    expect(phone.errors).toEqual([]);
  });

  it('a row to the stock detail, a seat to the department, a department row back to a stock', async () => {
    const page = await phone.open('/wap/stock-list.html');
    await waitRows(page);
    const first = (await rowsOf(page))[0];
    await page.locator('.lhb-table [role=row]:not(.data-table__row--head)').first().click();
    await page.waitForURL(/\/wap\/stock\/detail\/\d{6}\.html/);
    await page.locator('[data-testid=lhb-reason-0]').waitFor();
    expect(first).toContain((await page.locator('[data-testid=lhb-stock-name]').textContent()) ?? '?');
    expect(await page.title()).toMatch(/龙虎榜$/);
    // The selling list shows the sellers, not the buyers again.
    const buyers = await page.locator('[data-testid=lhb-buy-0] .lhb-seats__seat').allTextContents();
    const sellers = await page.locator('[data-testid=lhb-sale-0] .lhb-seats__seat').allTextContents();
    expect(buyers).toHaveLength(5);
    expect(sellers).toHaveLength(5);
    expect(sellers).not.toEqual(buyers);
    await shot(page, 'dragon-tiger-stock-light', { fullPage: true });

    const seat = page.locator('[data-testid=lhb-buy-0] .lhb-seats__row').first();
    const seatName = await seat.locator('.lhb-seats__seat').textContent();
    await seat.click();
    await page.waitForURL(/\/wap\/department\/detail\/\d+\.html/);
    await page.locator('[data-testid=lhb-dept]').waitFor();
    expect(await page.locator('.lhb-dept__name').textContent()).toBe(seatName);
    await page.locator('[data-testid=lhb-dept-row]').first().waitFor();
    await shot(page, 'dragon-tiger-department-light');
    const row = page.locator('[data-testid=lhb-dept-row]').first();
    const code = (await row.locator('.lhb-code').textContent()) ?? '';
    await row.click();
    await page.waitForURL(new RegExp(`/wap/stock/detail/${code}\\.html`));
    await page.locator('[data-testid=lhb-reason-0]').waitFor();
    expect(phone.errors).toEqual([]);
  });

  it('dark theme: list, stock detail and department', async () => {
    const page = await phone.open('/wap/stock-list.html?type=dark');
    await waitRows(page);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await shot(page, 'dragon-tiger-list-dark');
    const items = await api<Array<{ secuCode: string }>>(`${P}/list?page=1&pageSize=1`);
    const detail = await phone.open(`/wap/stock/detail/${items[0].secuCode}.html?type=dark`);
    await detail.locator('[data-testid=lhb-reason-0]').waitFor();
    await shot(detail, 'dragon-tiger-stock-dark', { fullPage: true });
    const dept = await phone.open('/wap/department/detail/1.html?type=dark');
    await dept.locator('[data-testid=lhb-dept-row]').first().waitFor();
    await shot(dept, 'dragon-tiger-department-dark');
    expect(phone.errors).toEqual([]);
  });
});
