/**
 * 自选 (issue 36, docs/watchlist-and-alerts.md) in Chromium at phone size, light then dark: the
 * star on the stock home puts the instrument on the 自选 page with a live price; search hits carry
 * the same star; a login merges the device's list into the account; edit mode reorders, deletes
 * and files into a user group; a fresh browser that logs in to the same account gets it all back.
 */
import type { Browser, Page } from 'playwright-core';
import { PHONE, baseUrl, shot, usePhone } from './browser';
import { logInOnLoginPage } from './login';
import { WatchPaths } from '../../contract/watchlist';

// The second login of one phone waits out the SMS resend interval (60 s).
jest.setTimeout(240_000);

const PHONE_NO = '13900003636';
const DARK = '?type=dark';

async function waitForNames(page: Page, names: string[]): Promise<void> {
  await page.waitForFunction(
    (want) =>
      JSON.stringify(
        Array.from(document.querySelectorAll('[data-testid=zixuan-row] [data-testid=zixuan-name]'), (e) =>
          (e.textContent ?? '').trim(),
        ),
      ) === JSON.stringify(want),
    names,
    { timeout: 20_000 },
  );
}

async function freshPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, locale: 'zh-CN' });
  return context.newPage();
}

describe('自选', () => {
  const phone = usePhone();
  let loggedInAt = 0;

  it('light: the stock home star puts 浦发银行 on 自选 with a live price; the menu leads there', async () => {
    const page = await phone.open('/wap/sh/600000.html');
    const star = page.getByRole('button', { name: '加自选' });
    await star.waitFor({ timeout: 20_000 });
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    const on = page.getByRole('button', { name: '删自选' });
    expect(await on.getAttribute('aria-pressed')).toBe('true');

    // Reached from the common header's menu (the major-indices page has it), next to 设置.
    await page.goto(`${baseUrl()}/wap/markIndex.html`);
    await page.getByLabel('菜单').click();
    await page.getByTestId('header-menu').getByRole('link', { name: '自选' }).click();
    await page.waitForURL(/\/wap\/zixuan\.html$/);
    expect(await page.title()).toBe('自选');
    await waitForNames(page, ['浦发银行']);
    const row = page.locator('[data-testid=zixuan-row]').first();
    // A price from the quote channel (not the '--' of a row without a quote), and marked live.
    await page.waitForFunction(
      () => /^\d+\.\d{2}$/.test(document.querySelector('[data-testid=zixuan-price]')?.textContent ?? ''),
      undefined,
      { timeout: 20_000 },
    );
    expect(await row.getAttribute('data-live')).toBe('true');
    expect(await row.locator('[data-testid=zixuan-rate]').textContent()).toMatch(/^[+-]?\d+\.\d{2}%$/);
    expect(await row.locator('.zixuan__tag').textContent()).toBe('SH');
    await shot(page, 'zixuan-visitor-light');
  });

  it('light: search hits carry the star; the 港股 tab and the sort', async () => {
    const page = await phone.open('/wap/search.html');
    await page.getByPlaceholder('股票代码/名称/首字母').fill('腾讯');
    const star = page.getByRole('button', { name: '加自选 腾讯控股' });
    await star.waitFor({ timeout: 15_000 });
    await star.click();
    expect(await page.getByRole('button', { name: '删自选 腾讯控股' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // The star is its own target: the hit is still on the search page.
    expect(new URL(page.url()).pathname).toBe('/wap/search.html');
    await shot(page, 'zixuan-search-star-light');

    await page.goto(`${baseUrl()}/wap/zixuan.html`);
    await waitForNames(page, ['腾讯控股', '浦发银行']);
    await page.getByRole('tab', { name: '港股' }).click();
    await waitForNames(page, ['腾讯控股']);
    await page.getByRole('tab', { name: '全部' }).click();
    // §4 cycle: price desc (腾讯 at hundreds above 浦发 at ~10), then asc.
    await page.getByRole('button', { name: '按最新价排序' }).click();
    await waitForNames(page, ['腾讯控股', '浦发银行']);
    await page.getByRole('button', { name: '按最新价排序' }).click();
    await waitForNames(page, ['浦发银行', '腾讯控股']);
    expect(await page.getByRole('columnheader', { name: '按最新价排序' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
  });

  it('light: a login merges the device list; edit mode reorders, deletes and files into a group', async () => {
    const page = await phone.open('/wap/login.html?redirect=%2Fzixuan.html');
    await logInOnLoginPage(page, PHONE_NO);
    loggedInAt = Date.now();
    await page.waitForURL(/\/wap\/zixuan\.html$/, { timeout: 20_000 });
    await waitForNames(page, ['腾讯控股', '浦发银行']);

    // Add 平安银行 from its stock home: now kept by the server.
    await page.goto(`${baseUrl()}/wap/sz/000001.html`);
    await page.getByRole('button', { name: '加自选' }).click();
    await page.getByRole('button', { name: '删自选' }).waitFor();
    await page.goto(`${baseUrl()}/wap/zixuan.html`);
    await waitForNames(page, ['平安银行', '腾讯控股', '浦发银行']);

    await page.getByRole('button', { name: '编辑' }).click();
    expect(await page.getByRole('button', { name: '置顶 平安银行' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: '置顶 浦发银行' }).click();
    await waitForNames(page, ['浦发银行', '平安银行', '腾讯控股']);
    await page.getByRole('button', { name: '上移 腾讯控股' }).click();
    await waitForNames(page, ['浦发银行', '腾讯控股', '平安银行']);

    // A user group: create, file two banks into it, rename.
    await page.getByLabel('分组名称').fill('银行');
    await page.getByRole('button', { name: '新建分组' }).click();
    await page.getByRole('tab', { name: '银行' }).waitFor();
    for (const name of ['浦发银行', '平安银行']) {
      await page.getByRole('button', { name: `分组 ${name}` }).click();
      const chip = page.getByTestId('zixuan-picker').getByRole('button', { name: '银行' });
      await chip.click();
      await page.waitForFunction(
        () =>
          document
            .querySelector('[data-testid=zixuan-picker] button[aria-pressed]')
            ?.getAttribute('aria-pressed') === 'true',
      );
      await page.getByTestId('zixuan-picker').getByRole('button', { name: '完成' }).click();
    }
    await page.getByRole('tab', { name: '银行' }).click();
    await waitForNames(page, ['浦发银行', '平安银行']);
    await page.getByLabel('分组名称').fill('银行股');
    await page.getByRole('button', { name: '重命名分组 银行' }).click();
    await page.getByRole('tab', { name: '银行股' }).waitFor();
    await shot(page, 'zixuan-edit-light');

    // Delete 平安银行: it leaves the list and the group.
    await page.getByRole('button', { name: '删除 平安银行' }).click();
    await waitForNames(page, ['浦发银行']);
    await page.getByRole('tab', { name: '全部' }).click();
    await waitForNames(page, ['浦发银行', '腾讯控股']);
    await page.getByRole('button', { name: '完成' }).click();
    await shot(page, 'zixuan-account-light');
  });

  it('dark: a fresh browser logging in to the same account gets the list and the group back', async () => {
    // The SMS resend interval of one phone is 60 s.
    const wait = loggedInAt + 61_000 - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const page = await freshPhone(phone.browser);
    await page.goto(`${baseUrl()}/wap/zixuan.html${DARK}`);
    await page.getByTestId('zixuan-empty').waitFor({ timeout: 20_000 });
    expect(await page.getByText('暂无自选').isVisible()).toBe(true);
    await shot(page, 'zixuan-empty-dark');

    await page.goto(`${baseUrl()}/wap/login.html?redirect=%2Fzixuan.html${DARK.replace('?', '&')}`);
    await logInOnLoginPage(page, PHONE_NO);
    await page.waitForURL(/\/wap\/zixuan\.html/, { timeout: 20_000 });
    await waitForNames(page, ['浦发银行', '腾讯控股']);
    await page.getByRole('tab', { name: '银行股' }).click();
    await waitForNames(page, ['浦发银行']);
    await page.getByRole('tab', { name: '全部' }).click();
    await page.waitForFunction(
      () =>
        Array.from(document.querySelectorAll('[data-testid=zixuan-price]')).every((e) =>
          /^\d+\.\d{2,3}$/.test(e.textContent ?? ''),
        ),
      undefined,
      { timeout: 20_000 },
    );
    expect(await page.locator('[data-testid=zixuan-row][data-live=true]').count()).toBe(2);
    await shot(page, 'zixuan-account-dark');
    await page.getByRole('button', { name: '编辑' }).click();
    await shot(page, 'zixuan-edit-dark');
    await page.context().close();
  });

  it('logged no page errors', () => {
    expect(phone.errors).toEqual([]);
  });
});

describe('自选 on 港股 and 美股 stock homes, logged in (the server keeps the list)', () => {
  const phone = usePhone();

  it('the star on /hk/00700.html and /nasdaq/AAPL.html lists them under 港股 and 美股', async () => {
    const page = await phone.open('/wap/login.html?redirect=%2Fzixuan.html');
    await logInOnLoginPage(page, '13900003637');
    await page.waitForURL(/\/wap\/zixuan\.html$/, { timeout: 20_000 });
    // The routes as other pages write them: lower-case hk, and the sector tab's lower-cased market.
    for (const route of ['/wap/hk/00700.html', '/wap/nasdaq/AAPL.html']) {
      await page.goto(`${baseUrl()}${route}`);
      // Retry-safe: an earlier attempt on this server may have added it already.
      const add = page.getByRole('button', { name: '加自选' });
      const remove = page.getByRole('button', { name: '删自选' });
      await add.or(remove).first().waitFor({ timeout: 30_000 });
      if (await add.isVisible()) {
        // The star turns at once; the server's answer is awaited before the next page, whose full
        // navigation would abort the write still in flight (CI lost 苹果 that way on a busy machine).
        const saved = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(WatchPaths.add));
        await add.click();
        expect((await saved).ok()).toBe(true);
      }
      await remove.waitFor();
    }
    // Read back from the server: a refused add would have been undone by the store's resync.
    await page.goto(`${baseUrl()}/wap/zixuan.html`);
    await waitForNames(page, ['苹果', '腾讯控股']);
    await page.getByRole('tab', { name: '港股' }).click();
    await waitForNames(page, ['腾讯控股']);
    expect(await page.locator('[data-testid=zixuan-row] .zixuan__tag').textContent()).toBe('HK');
    await page.getByRole('tab', { name: '美股' }).click();
    await waitForNames(page, ['苹果']);
    await shot(page, 'zixuan-us-tab-light');
    // Back on the HK stock home the star shows it is in the list.
    await page.goto(`${baseUrl()}/wap/hk/00700.html`);
    await page.getByRole('button', { name: '删自选' }).waitFor({ timeout: 20_000 });
  });

  it('logged no page errors', () => {
    expect(phone.errors).toEqual([]);
  });
});
