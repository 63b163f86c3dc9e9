/**
 * Issue 31 item 3 inside the iOS stub shell: after the native back arrow brings the stock home back
 * (from search, opened from the native bar), the native title bar and the document title show the
 * stock's name(code) again, not the route's 行情.
 */
import type { Browser, Frame, Page } from 'playwright-core';
import { startStubEnvironment, type StubEnvironment } from '../../native-stubs/environment';
import { settingsFromEnv } from '../../server/settings';
import { launch } from './browser';
import { e2eNow } from './global-setup';

jest.setTimeout(180_000);

const STOCK = '/wap/sh/600519.html';
const TITLE = '贵州茅台(600519)';

let env: StubEnvironment;
let browser: Browser;

beforeAll(async () => {
  // The market at the e2e instant, never the hour the run starts: on the real clock the test
  // failed at night (Beijing), when the stock's name comes from a different path.
  const startAt = settingsFromEnv({ WAP_NOW: e2eNow() }).startAt;
  [env, browser] = await Promise.all([startStubEnvironment({ server: { startAt } }), launch()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await env?.close();
});

const navTitle = (page: Page, title: string) =>
  page.waitForFunction((t) => document.getElementById('nav-title')?.textContent === t, title, {
    timeout: 30_000,
  });

test('native back to the stock home: the native bar and the document say name(code)', async () => {
  const context = await browser.newContext({ viewport: { width: 1000, height: 960 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${env.url}/stub/ios.html?path=${encodeURIComponent(STOCK)}`);
  const frame: Frame | null = await (await page.waitForSelector('#frame')).contentFrame();
  if (!frame) throw new Error('no WebView frame');
  await frame.locator('[data-testid=panel-price]').waitFor({ timeout: 60_000 });
  await navTitle(page, TITLE);

  for (let i = 0; i < 2; i++) {
    await page.click('#nav-buttons [data-nav-button=search]');
    await frame.waitForURL(/\/wap\/search\.html$/);
    await navTitle(page, '搜索');
    await page.click('#nav-back');
    await frame.waitForURL(/\/wap\/sh\/600519\.html$/);
    await navTitle(page, TITLE);
    expect(await frame.evaluate(() => document.title)).toBe(TITLE);
  }
  await page.waitForTimeout(1000);
  expect(await page.textContent('#nav-title')).toBe(TITLE);
  await context.close();
});
