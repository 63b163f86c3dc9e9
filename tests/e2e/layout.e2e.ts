/**
 * Layout fixes of issue 31 item 8, light and dark, with screenshots under test-results/: the
 * download footer is opaque, the 发帖 button leaves the end of the forum list clear, and the
 * dragon-tiger tab choice survives a visit and browser back.
 */
import type { Page } from 'playwright-core';
import path from 'node:path';
import { RESULTS_DIR, baseUrl, shot, usePhone } from './browser';

jest.setTimeout(90_000);

const THEMES = [
  ['light', ''],
  ['dark', '?type=dark'],
] as const;

async function rectOf(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    });
}

describe('layout', () => {
  const phone = usePhone();

  it.each(THEMES)('the download footer is opaque (%s)', async (theme, query) => {
    const page = await phone.open(`/wap/sh/600519.html${query}`);
    const footer = page.getByTestId('download-footer');
    await footer.waitFor({ timeout: 20_000 });
    // Lower tabs' text scrolls under the footer.
    await page.locator('[data-testid=lower-tabs]').waitFor({ timeout: 30_000 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await page.waitForTimeout(500);
    const alpha = await footer.evaluate((el) => {
      const m = /rgba?\(([^)]+)\)/.exec(getComputedStyle(el).backgroundColor);
      const parts = (m?.[1] ?? '').split(',').map((x) => Number(x.trim()));
      return parts.length === 4 ? parts[3] : 1;
    });
    expect(alpha).toBe(1);
    await shot(page, `layout-download-footer-${theme}`);
  });

  it.each(THEMES)('the 发帖 button leaves the end of the forum list clear (%s)', async (theme, query) => {
    const page = await phone.open(`/wap/sh/600519.html${query}`);
    await page.locator('[data-testid=lower-tabs] .rv-tab', { hasText: '股吧' }).first().click();
    await page.locator('[data-testid=forum-tab] .list-footer').first().waitFor({ timeout: 20_000 });
    // A spacer in the list stands for a full page of posts, so the list's end comes where the last
    // post's counts would be (the test server's forum holds at most the posts other e2e files wrote).
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      document.querySelector('[data-testid=forum-tab] .infinite-list')?.prepend(spacer);
    });
    // Scroll to the end until the list has ended and the page stops growing. The forum's list ends
    // with an empty page, asked for only once its end line is in view (when any post came first);
    // until then the line reads 正在加载..., and the chart and tabs above may still be laying out
    // (on CI the end line had moved 83 px down after one scroll, and stayed unfinished when waited
    // for without one).
    await page.waitForFunction(
      () => {
        const bottom = document.documentElement.scrollHeight - window.innerHeight;
        if (Math.abs(window.scrollY - bottom) > 1) window.scrollTo(0, bottom);
        const footer = document.querySelector('[data-testid=forum-tab] .list-footer');
        const button = document.querySelector('[data-testid=post-button]');
        return (
          Math.abs(window.scrollY - bottom) <= 1 &&
          footer?.classList.contains('list-footer--idle') === true &&
          footer.querySelector('.rv-list__finished') !== null &&
          !button?.classList.contains('forum-post-button--hidden')
        );
      },
      undefined,
      { timeout: 20_000, polling: 200 },
    );
    await page.waitForTimeout(400);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = await rectOf(page, '[data-testid=post-button]');
    const footerText = await rectOf(page, '[data-testid=forum-tab] .list-footer');
    // The list's last line (below the last post's counts) ends above the button.
    expect(footerText.bottom).toBeLessThanOrEqual(button.top);
    await shot(page, `layout-forum-end-${theme}`);
  });

  it.each(THEMES)('the dragon-tiger tab choice survives a visit and back (%s)', async (theme, query) => {
    const page = await phone.open(`/wap/stock-list.html${query}`);
    const departments = page.locator('[data-testid=lhb-tabs] button', { hasText: '营业部榜单' });
    await departments.click();
    await page.waitForURL((u) => u.searchParams.get('tab') === 'department');
    if (query) expect(new URL(page.url()).searchParams.get('type')).toBe('dark');
    const row = page.locator('.lhb-table [role=row]:not(.data-table__row--head)').first();
    await row.waitFor({ timeout: 20_000 });
    await Promise.all([page.waitForURL(/\/wap\/department\/detail\/\d+\.html/), row.click()]);
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/wap/stock-list.html');
    await page.locator('[data-testid=lhb-ranges]').waitFor({ timeout: 20_000 });
    expect(await departments.getAttribute('aria-selected')).toBe('true');
    await shot(page, `layout-lhb-tab-after-back-${theme}`);
  });

  it.each(THEMES)(
    '近5日资金净流入: the day labels clear of the bars and figures (%s)',
    async (theme, query) => {
      const res = await fetch(
        `${baseUrl()}/rjhy-stock-rank/api/1/biz/bkRank?hqTypeCode=HY&pageSize=1&pageNum=1`,
      );
      const code = ((await res.json()) as { data: { plate: { ProdCode: string }[] } }).data.plate[0].ProdCode;
      const page = await phone.open(`/wap/plate/HY/${code}.html${query}`);
      await page.locator('[data-testid=plate-tabs] button', { hasText: '资金' }).click();
      await page.waitForSelector('[data-testid=flow-five-day] canvas', { timeout: 20_000 });
      await page.waitForTimeout(1500); // the chart chunk paints
      await page
        .locator('[data-testid=flow-five-day]')
        .screenshot({ path: path.join(RESULTS_DIR, `layout-flow-five-day-${theme}.png`) });
    },
  );

  it('logged no page errors', () => {
    expect(phone.errors).toEqual([]);
  });
});
