/**
 * Issue 31 item 3: the stock home's title (document title, which the bridge hands to the host's
 * native bar) is its name(code) on first load and after every way back to it: browser back from an
 * article, search 取消, the login redirect. An HK code that does not exist does not title itself
 * with a name.
 */
import type { Page } from 'playwright-core';
import { usePhone } from './browser';
import { logInOnLoginPage } from './login';

const phone = usePhone();
const STOCK = '/wap/sh/600519.html';
const TITLE = '贵州茅台(600519)';

async function titled(page: Page, title: string): Promise<void> {
  await page.waitForFunction((t) => document.title === t, title, { timeout: 30_000 });
}

/** An in-app navigation (the router follows popstate), as a link inside the app would do. */
async function goInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((url) => {
    history.pushState({}, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

test('the stock home titles itself on first load and after browser back, search 取消 and the login redirect', async () => {
  const page = await phone.open(STOCK);
  await page.locator('[data-testid=panel-price]').waitFor({ timeout: 60_000 });
  await titled(page, TITLE);

  // Browser back from an article opened from the lower tabs.
  const article = page.locator('[data-testid=lower-tabs] a.info-row').first();
  await article.waitFor({ timeout: 60_000 });
  await article.click();
  await page.waitForURL(/\/wap\/detail\//);
  // The article's own title (its symbol and type), whatever it is, is not the stock's.
  await page.waitForFunction((t) => document.title !== t && document.title !== '', TITLE);
  await page.goBack();
  await page.waitForURL(/\/wap\/sh\/600519\.html$/);
  await titled(page, TITLE);

  // Search, then 取消.
  await page.locator('[aria-label=搜索]').first().click();
  await page.waitForURL(/\/wap\/search\.html$/);
  await titled(page, '搜索');
  await page.getByText('取消', { exact: true }).click();
  await page.waitForURL(/\/wap\/sh\/600519\.html$/);
  await titled(page, TITLE);

  // The login page, whose redirect brings the kept-alive stock home back.
  await page.evaluate(() => sessionStorage.clear());
  await goInApp(page, `/wap/login.html?redirect=${encodeURIComponent(STOCK)}`);
  await page.locator('[data-testid=login-phone]').waitFor();
  await titled(page, '登录');
  await logInOnLoginPage(page, '13900003101');
  await page.waitForURL(/\/wap\/sh\/600519\.html$/, { timeout: 15_000 });
  await titled(page, TITLE);
  // And it stays so (nothing sets the route's 行情 afterwards).
  await page.waitForTimeout(1000);
  expect(await page.title()).toBe(TITLE);
  expect(phone.errors).toEqual([]);
  await page.close();
}, 180_000);

test('/wap/hk/700.html (not an HK code) says it does not exist and takes no stock name as its title', async () => {
  const page = await phone.open('/wap/hk/700.html');
  await page.locator('[data-testid=stock-not-found]').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1500); // the name lookups that used to retitle it have had their time
  expect(await page.title()).toBe('行情');
  const hk = await phone.open('/wap/HKSE/00700.html');
  await titled(hk, '腾讯控股(00700)');
  await page.close();
  await hk.close();
}, 120_000);
