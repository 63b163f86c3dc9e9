/**
 * Issue 37 item 3: 涨跌颜色 on the settings page (/wap/settings.html) changes every rise and fall
 * colour (numbers through the CSS variables, the canvas charts through the palette), is kept on the
 * device across pages and reloads, and 红涨绿跌 stays the default.
 */
import { baseUrl, shot, usePhone } from './browser';

jest.setTimeout(180_000);

const s = usePhone();

/** The computed colour of the change figure and whether it rose or fell. */
async function changeColour(page: import('playwright-core').Page) {
  const change = page.getByTestId('panel-change');
  await change.waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    () =>
      /num-text--(rise|fall)/.test(document.querySelector('[data-testid="panel-change"]')?.className ?? ''),
    undefined,
    { timeout: 30_000 },
  );
  return change.evaluate((el) => ({
    trend: /num-text--rise/.test(el.className) ? 'rise' : 'fall',
    colour: getComputedStyle(el).color,
  }));
}

const EXPECTED: Record<string, { rise: string; fall: string }> = {
  'red-up': { rise: 'rgb(233, 64, 65)', fall: 'rgb(5, 166, 135)' },
  'blue-orange': { rise: 'rgb(200, 82, 0)', fall: 'rgb(0, 114, 178)' },
  'blue-orange-dark': { rise: 'rgb(240, 136, 62)', fall: 'rgb(77, 163, 255)' },
};

test('the default is 红涨绿跌; 色弱友好 recolours the stock page, light and dark, and survives a reload', async () => {
  const stock = await s.open('/wap/sh/600519.html');
  const before = await changeColour(stock);
  expect(before.colour).toBe(EXPECTED['red-up'][before.trend as 'rise' | 'fall']);
  await stock.close();

  const settings = await s.open('/wap/settings.html');
  await settings.getByTestId('settings-page').waitFor();
  expect(await settings.title()).toBe('显示设置');
  const options = settings.getByRole('radio');
  expect(await options.count()).toBe(3);
  expect(await settings.getByRole('radio', { name: /红涨绿跌/ }).isChecked()).toBe(true);
  await settings.getByText('色弱友好').click();
  expect(await settings.getByRole('radio', { name: /色弱友好/ }).isChecked()).toBe(true);
  await shot(settings, 'updown-settings-light');
  await settings.close();

  const after = await s.open('/wap/sh/600519.html');
  const colour = await changeColour(after);
  expect(colour.colour).toBe(EXPECTED['blue-orange'][colour.trend as 'rise' | 'fall']);
  expect(await after.evaluate(() => document.documentElement.dataset.updown)).toBe('blue-orange');
  await after.waitForTimeout(1500);
  await shot(after, 'updown-stock-blue-orange-light');

  await after.goto(`${baseUrl()}/wap/sh/600519.html?type=dark`);
  const dark = await changeColour(after);
  expect(dark.colour).toBe(EXPECTED['blue-orange-dark'][dark.trend as 'rise' | 'fall']);
  await after.waitForTimeout(1500);
  await shot(after, 'updown-stock-blue-orange-dark');

  // Back to the default: the attribute goes and the spec's colours return.
  await after.goto(`${baseUrl()}/wap/settings.html`);
  await after.getByText('红涨绿跌').click();
  await after.goto(`${baseUrl()}/wap/sh/600519.html`);
  const reset = await changeColour(after);
  expect(reset.colour).toBe(EXPECTED['red-up'][reset.trend as 'rise' | 'fall']);
  expect(s.errors).toEqual([]);
});
