/**
 * Issue 14: a stock home trades within seconds at any hour. For a CN, an HK and a US stock a server
 * of its own starts a few seconds before the region's demo loop ends (the session's last seconds,
 * the closing print, then the session starting over); within 10 s the price panel shows at least
 * three different states (last price or volume), and the page crosses the boundary without errors.
 */
import type { Browser } from 'playwright-core';
import { PHONE, launch, shot } from './browser';
import { serverAt } from './server-at';

jest.setTimeout(120_000);

/** Seconds before the loop's end at which each server starts (page load takes a few of them). */
const LEAD_SECONDS = 6;

// [name, page, end of a demo loop of the stock's region]
const CASES: [string, string, string][] = [
  // Beijing 12:00 ends CN loop 2 (four hours each from midnight).
  ['cn', '/wap/sh/600519.html', '2026-11-24T04:00:00Z'],
  // Hong Kong 18:00 ends HK loop 2 (six hours each from midnight).
  ['hk', '/wap/HKSE/00700.html', '2026-11-24T10:00:00Z'],
  // New York 16:00 (UTC−5 in November) ends US loop 1 (8 hours each from midnight): its last
  // seconds are after-hours, the next loop opens in pre-market (the 盘后 / 盘前 line moves).
  ['us', '/wap/NASDAQ/AAPL.html', '2026-11-24T21:00:00Z'],
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

test.each(CASES)(
  '%s stock home: three different prices or volumes within 10 s across a loop end',
  async (name, page, end) => {
    const srv = await serverAt(new Date(Date.parse(end) - LEAD_SECONDS * 1000).toISOString(), 'cadence');
    const context = await browser.newContext({ ...PHONE, locale: 'zh-CN' });
    const errors: string[] = [];
    try {
      const tab = await context.newPage();
      tab.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      tab.on('console', (m) => {
        if (m.type() === 'error') errors.push(`console: ${m.text()}`);
      });
      await tab.goto(srv.url + page, { waitUntil: 'domcontentloaded' });
      await tab.waitForFunction(
        () => /\d/.test(document.querySelector('[data-testid=panel-price]')?.textContent ?? ''),
        undefined,
        { timeout: 30_000 },
      );
      const seen = new Set<string>();
      const until = Date.now() + 10_000;
      while (Date.now() < until) {
        seen.add(await tab.locator('[data-testid=price-panel]').innerText());
        await tab.waitForTimeout(250);
      }
      await shot(tab, `cadence-${name}`);
      expect(seen.size).toBeGreaterThanOrEqual(3);
      // After the loop end the session started over: the chart and the tick list are still there.
      await tab.waitForSelector('[data-testid=main-chart][data-drawn]', { timeout: 15_000 });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await srv.stop();
    }
  },
);
