/**
 * Exchange time everywhere (issue 31 item 4): the same news item shows the same time on a phone set
 * to Beijing and on one set to New York, in the list and in the article; a US stock's news is in
 * New York time on both. The device's zone never shows through.
 */
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, PHONE, shot } from './browser';

jest.setTimeout(90_000);

const ZONES = ['Asia/Shanghai', 'America/New_York'] as const;

interface Seen {
  title: string;
  listTime: string;
  articleTime: string;
  /** The device's own reading of the same instant would differ between the zones. */
  deviceOffset: number;
}

async function firstNews(browser: Browser, zone: string, stock: string): Promise<Seen> {
  const context = await browser.newContext({ ...PHONE, locale: 'zh-CN', timezoneId: zone });
  try {
    const page: Page = await context.newPage();
    await page.goto(`${baseUrl()}/wap/${stock}.html`, { waitUntil: 'domcontentloaded' });
    const row = page.locator('.lower-tabs__pane[data-tab=zixun] .info-row').first();
    await row.waitFor({ timeout: 30_000 });
    const title = ((await row.locator('.info-row__title').textContent()) ?? '').trim();
    const listTime = ((await row.locator('.info-row__meta span').last().textContent()) ?? '').trim();
    const deviceOffset = await page.evaluate(() => new Date().getTimezoneOffset());
    await row.click();
    const meta = page.locator('.article__meta span').last();
    await meta.waitFor({ timeout: 20_000 });
    const articleTime = ((await meta.textContent()) ?? '').trim();
    await shot(page, `exchange-time-${stock.replace('/', '-')}-${zone.replace('/', '-')}`);
    return { title, listTime, articleTime, deviceOffset };
  } finally {
    await context.close();
  }
}

describe('times on the exchange clock, whatever the device zone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it.each(['sh/600519', 'NASDAQ/AAPL'])('%s: one news item, one time under both zones', async (stock) => {
    const [bj, ny] = [await firstNews(browser, ZONES[0], stock), await firstNews(browser, ZONES[1], stock)];
    // The phones really are in different zones.
    expect(bj.deviceOffset).not.toBe(ny.deviceOffset);
    expect(ny.title).toBe(bj.title);
    // MM-DD HH:mm, or HH:mm alone for an item of the device's exchange day (§9 list times).
    expect(bj.listTime).toMatch(/^(\d{2}-\d{2} )?\d{2}:\d{2}$/);
    expect(ny.listTime).toBe(bj.listTime);
    expect(bj.articleTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(ny.articleTime).toBe(bj.articleTime);
    // The list and the article agree on the instant.
    expect(bj.articleTime.endsWith(bj.listTime)).toBe(true);
  });
});
