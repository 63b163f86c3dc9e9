/**
 * A part of the stock home whose code fails to arrive (the network drops between the first price and
 * the lower tabs' chunk, docs/reliability.md) shows 加载失败，点击重试 in its own place while the price
 * stays, and a tap imports it again: the browser does not keep the failed import.
 */
import { PART_ERROR_TEXT } from '../../src/components/feedback/PartError';
import { shot, usePhone } from './browser';

describe('a lazily loaded part that fails to load', () => {
  const phone = usePhone();

  it('the lower tabs: retry in place, the price stays, a tap loads them', async () => {
    let failed = 0;
    // The lower tabs' chunk (page-stock-LowerTabs.*.js, one of the stock family's) holds their panes; fail it once.
    await phone.context.route(/\/assets\/page-stock[\w-]*\.[\w-]+\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (failed === 0 && body.includes('lower-tabs__pane')) {
        failed++;
        await route.abort('internetdisconnected');
        return;
      }
      await route.fulfill({ response, body });
    });
    const page = await phone.open('/wap/sh/600519.html');
    await page.waitForFunction(
      () => /\d/.test(document.querySelector('[data-testid=panel-price]')?.textContent ?? ''),
      undefined,
      { timeout: 20_000 },
    );
    const retry = page.getByRole('alert').filter({ hasText: PART_ERROR_TEXT });
    await retry.waitFor({ timeout: 20_000 });
    expect(failed).toBe(1);
    // The page itself is still there: price, chart area, no page-wide error.
    expect(await page.locator('[data-testid=panel-price]').isVisible()).toBe(true);
    expect(await page.getByText('页面加载失败，请检查网络后重试').count()).toBe(0);
    await retry.scrollIntoViewIfNeeded();
    await shot(page, 'part-retry-failed');
    await retry.click();
    await page.locator('.lower-tabs__tabs').waitFor({ timeout: 20_000 });
    expect(await retry.count()).toBe(0);
    await shot(page, 'part-retry-loaded');
    await page.close();
    await phone.context.unrouteAll();
  });
});
