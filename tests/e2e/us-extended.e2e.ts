/**
 * Issue 21 item 5 at phone size: a US stock home with the demo clock in pre-market and in
 * after-hours (a server of its own at each instant, like live-cadence.e2e.ts). The header reads
 * 盘前交易 / 盘后交易, the price panel shows the 盘前 / 盘后 line, and the 分时 chart draws the
 * extended sessions shaded apart from the regular session: read from the canvas pixels (a shaded
 * column is painted where the regular session's empty column is not). Light and dark.
 */
import type { Browser, Page } from 'playwright-core';
import { PHONE, launch, shot } from './browser';
import { serverAt } from './server-at';

jest.setTimeout(120_000);

const PAGE = '/wap/NASDAQ/AAPL.html';

// New York is UTC−5 in November; demo US loops last 8 h from New York midnight: 45 min
// pre-market (04:00–09:30 played at 7.3×), the regular session, 45 min after-hours.
const CASES = [
  // [name, instant, header status, panel label, the empty column that must be shaded or not]
  // 08:25 New York: loop 1 + 25 min, pre-market at about 07:03 — no regular or after-hours trade yet.
  ['pre', '2026-11-24T13:25:00Z', '盘前交易', '盘前'],
  // 15:40 New York: loop 1 + 7 h 40 min, after-hours at about 18:13.
  ['after', '2026-11-24T20:40:00Z', '盘后交易', '盘后'],
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

/**
 * Share of painted (non-transparent) pixels in a column of the price grid at `fx` of the chart's
 * width, over rows 15–40 % of its height (above the previous close's line, away from the labels).
 */
async function paintedShare(page: Page, fx: number): Promise<number> {
  return page.evaluate((f) => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid=main-chart] canvas');
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return -1;
    const x = Math.round(canvas.width * f);
    const y0 = Math.round(canvas.height * 0.15);
    const y1 = Math.round(canvas.height * 0.4);
    const px = ctx.getImageData(x, y0, 1, y1 - y0).data;
    let painted = 0;
    for (let i = 3; i < px.length; i += 4) if (px[i] > 0) painted++;
    return painted / (y1 - y0);
  }, fx);
}

describe.each(CASES)('US stock in %s', (name, instant, status, label) => {
  let srv: Awaited<ReturnType<typeof serverAt>>;
  beforeAll(async () => {
    srv = await serverAt(instant, 'usext');
  }, 120_000);
  afterAll(async () => {
    await srv?.stop();
  });

  test.each(['light', 'dark'] as const)(
    '%s: status text, extended price line, shaded 分时',
    async (theme) => {
      const context = await browser.newContext({ ...PHONE, locale: 'zh-CN' });
      const errors: string[] = [];
      try {
        const tab = await context.newPage();
        tab.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
        tab.on('console', (m) => {
          if (m.type() === 'error') errors.push(`console: ${m.text()}`);
        });
        await tab.goto(srv.url + PAGE + (theme === 'dark' ? '?type=dark' : ''), {
          waitUntil: 'domcontentloaded',
        });
        await tab.waitForFunction(
          (s) => (document.querySelector('[data-testid=header-sub]')?.textContent ?? '').includes(s),
          status,
          { timeout: 30_000 },
        );
        expect(await tab.locator('[data-testid=header-sub]').innerText()).toMatch(
          new RegExp(`^${status} \\d\\d-\\d\\d`),
        );
        const line = tab.locator('[data-testid=panel-extended]');
        await line.waitFor({ timeout: 15_000 });
        expect(await line.innerText()).toMatch(
          new RegExp(`^${label}\\s+\\d+\\.\\d{3}\\s+[+-]?\\d+\\.\\d{3}\\s+[+-]?\\d+\\.\\d{2}%$`),
        );
        await tab.waitForSelector('[data-testid=main-chart][data-drawn="min"]', { timeout: 15_000 });
        // Let the canvas take the extended minutes (504 reply) and a few live pushes.
        await tab.waitForTimeout(1500);
        await shot(tab, `us-extended-${name}-${theme}`);
        // Axis: 04:00 … 09:30 (slot 330 of 960) … 16:00 (719) … 20:00. Columns inside the grid's
        // after-hours part (~90 %) and regular part (~55 %).
        const after = await paintedShare(tab, 0.9);
        const regular = await paintedShare(tab, 0.55);
        if (name === 'pre') {
          // Before the open both are empty of data: only the after-hours column is shaded.
          expect(after).toBeGreaterThan(0.9);
          expect(regular).toBeLessThan(0.2);
        } else {
          // After-hours: its column is shaded (and partly drawn); the regular one holds the day's line.
          expect(after).toBeGreaterThan(0.9);
        }
        // The pre-market column (~15 %) is always shaded.
        expect(await paintedShare(tab, 0.12)).toBeGreaterThan(0.9);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
