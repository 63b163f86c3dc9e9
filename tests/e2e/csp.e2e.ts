/**
 * Issue 32 row 7: the app runs under its Content-Security-Policy with no violation, in a browser
 * and inside the stub shells, on pages that draw charts (ECharts), react-vant popups, the login
 * form and the live quote socket; and another origin cannot frame it.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { startStubEnvironment, type StubEnvironment } from '../../native-stubs/environment';
import { PHONE, baseUrl, launch } from './browser';

jest.setTimeout(120_000);

const PAGES = ['/wap/sh/600519.html', '/wap/login.html', '/wap/search.html', '/wap/plate/HY/BK0475.html'];

/** Records every CSP violation in any frame of the page, and the console's reports of them. */
async function watch(context: BrowserContext): Promise<{ page: Page; violations: string[] }> {
  const violations: string[] = [];
  await context.exposeFunction('__reportCsp', (v: string) => violations.push(v));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCsp?: (v: string) => void }).__reportCsp;
      report?.(`${e.violatedDirective} ${e.blockedURI} ${location.pathname}`);
    });
  });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(`console: ${m.text()}`);
  });
  return { page, violations };
}

async function livePrice(frame: Page | import('playwright-core').Frame): Promise<void> {
  await frame.waitForFunction(
    () => /\d/.test(document.querySelector('[data-testid=panel-price]')?.textContent ?? ''),
    undefined,
    { timeout: 30_000 },
  );
}

describe('content security policy', () => {
  let browser: Awaited<ReturnType<typeof launch>>;
  let env: StubEnvironment | undefined;
  beforeAll(async () => {
    [browser, env] = await Promise.all([launch(), startStubEnvironment()]);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await env?.close();
  });

  it('the app in a browser loads its pages with no violation', async () => {
    const context = await browser.newContext({ ...PHONE, locale: 'zh-CN' });
    const { page, violations } = await watch(context);
    for (const p of PAGES) {
      const res = await page.goto(baseUrl() + p, { waitUntil: 'load' });
      expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
      if (p === PAGES[0]) await livePrice(page);
      await page.waitForTimeout(1_500);
    }
    expect(violations).toEqual([]);
    await context.close();
  });

  it('the app in the stub shells loads with no violation', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 800 }, locale: 'zh-CN' });
    const { page, violations } = await watch(context);
    for (const platform of ['ios', 'android']) {
      await page.goto(`${env!.url}/stub/${platform}.html?path=${encodeURIComponent(PAGES[0])}`);
      const frame = await (await page.waitForSelector('#frame')).contentFrame();
      if (!frame) throw new Error('no WebView frame');
      await livePrice(frame);
      await page.waitForTimeout(1_000);
    }
    expect(violations).toEqual([]);
    await context.close();
  });

  it('another origin cannot frame the login page', async () => {
    const context = await browser.newContext({ ...PHONE, locale: 'zh-CN' });
    const { page, violations } = await watch(context);
    // The stub server is another origin (another port) than the app's server.
    const other = new URL(env!.url);
    await page.goto(`${other.origin}/stub/ios.html?path=${encodeURIComponent('/wap/')}`);
    await page.evaluate((src) => {
      const f = document.createElement('iframe');
      f.id = 'foreign';
      f.src = src;
      document.body.appendChild(f);
    }, `${baseUrl()}/wap/login.html`);
    await page.waitForTimeout(2_000);
    const foreign = await (await page.waitForSelector('#foreign')).contentFrame();
    // Refused frames stay empty: no login form inside.
    const form = foreign ? await foreign.$('[data-testid=login-phone]') : null;
    expect(form).toBeNull();
    expect(violations.join('\n')).toMatch(/frame-ancestors/);
    await context.close();
  });
});
