/**
 * What the spec lists and was missing (issue 31 item 7): an unknown sector says it does not exist
 * instead of leaving its chart on 正在加载 for ever.
 */
import { shot, usePhone } from './browser';

jest.setTimeout(60_000);

describe('an unknown sector', () => {
  const phone = usePhone();

  it.each(['', '?type=dark'])('/plate/HY/BK9999.html%s says the code does not exist', async (query) => {
    const page = await phone.open(`/wap/plate/HY/BK9999.html${query}`);
    const missing = page.getByTestId('plate-not-found');
    await missing.waitFor({ timeout: 20_000 });
    expect(await missing.textContent()).toContain('板块代码 BK9999 不存在');
    expect(await page.getByText('正在加载').count()).toBe(0);
    expect(await page.title()).toBe('板块不存在');
    // The header says it too, not `--` beside the code.
    expect(await page.locator('.sector-page__title').innerText()).toMatch(/^板块不存在\s*BK9999$/);
    await shot(page, `plate-not-found${query ? '-dark' : ''}`);
    await page.getByRole('link', { name: '查看板块排行' }).tap();
    await page.waitForURL((u) => u.pathname === '/wap/bkRank.html');
  });
});
