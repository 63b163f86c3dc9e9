/**
 * Search across CN, HK and US (issue 31 item 5): 腾讯, AAPL and QQQ open the right pages, each hit
 * carries its market tag, a 25-character paste is cut to 20, and nothing typed shows 加载失败.
 */
import type { Page } from 'playwright-core';
import { shot, usePhone } from './browser';

jest.setTimeout(60_000);

const BOX = '股票代码/名称/首字母';

async function firstHitFor(page: Page, text: string): Promise<void> {
  await page.getByPlaceholder(BOX).fill(text);
  await page.waitForFunction(
    (t) => {
      const first = document.querySelector('.search-page__results .search-hit');
      return !!first && (first.textContent ?? '').length > 0 && t.length > 0;
    },
    text,
    { timeout: 15_000 },
  );
}

describe('search across markets', () => {
  const phone = usePhone();

  it.each([
    ['腾讯', '腾讯控股', 'HK', '/wap/HKSE/00700.html', ''],
    ['AAPL', '苹果', 'US', '/wap/NASDAQ/AAPL.html', '?type=dark'],
    ['QQQ', '纳指100ETF', 'US', '/wap/NASDAQ/QQQ.html', ''],
  ])('%s: first hit %s tagged %s opens %s', async (keyword, name, tag, path, query) => {
    const page = await phone.open(`/wap/search.html${query}`);
    await firstHitFor(page, keyword);
    const first = page.locator('.search-page__results .search-hit').first();
    await page.waitForFunction(
      (n) => document.querySelector('.search-page__results .search-hit__name')?.textContent === n,
      name,
      { timeout: 15_000 },
    );
    expect((await first.locator('.search-hit__market').textContent())?.trim()).toBe(tag);
    // Every hit carries a market tag.
    const rows = await page.locator('.search-page__results .search-hit').count();
    expect(await page.locator('.search-page__results .search-hit .search-hit__market').count()).toBe(rows);
    await shot(page, `search-markets-${keyword}${query ? '-dark' : ''}`);
    await Promise.all([page.waitForURL((u) => u.pathname === path), first.click()]);
    await page.getByText(name).first().waitFor({ timeout: 20_000 });
  });

  it('a 25-character paste is cut to 20, and is searched without 加载失败', async () => {
    const page = await phone.open('/wap/search.html');
    const box = page.getByPlaceholder(BOX);
    await box.focus();
    const pasted = '腾讯控股阿里巴巴美团小米集团汇丰控股中国移动香港交';
    expect(Array.from(pasted)).toHaveLength(25);
    await page.keyboard.insertText(pasted);
    expect(await box.inputValue()).toBe(Array.from(pasted).slice(0, 20).join(''));
    await page.getByText('暂无匹配信息').waitFor({ timeout: 15_000 });
    expect(await page.getByText('加载失败').count()).toBe(0);
  });

  it.each([`%&?#=+/\\'"<>{}[]|^~`, '😀😀😀😀😀😀😀😀😀😀', "' OR 1=1 --", 'ＡＡＰＬ'])(
    'typing %s never shows 加载失败',
    async (text) => {
      const page = await phone.open('/wap/search.html');
      await page.getByPlaceholder(BOX).fill(text);
      await page.waitForSelector('.search-page__results .search-hit, .search-page__empty', {
        timeout: 15_000,
      });
      expect(await page.getByText('加载失败').count()).toBe(0);
    },
  );

  it('logged no page errors', () => {
    expect(phone.errors).toEqual([]);
  });
});
