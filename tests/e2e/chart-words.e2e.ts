/**
 * Issue 37 item 2, charts in words: on the stock home the chart's summary is in Chromium's
 * accessibility tree, the 数据表 sheet lists the visible window's bars (checked against the weekly
 * bars the page fetched), and the crosshair's slider says the bar under it and moves with the arrows.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { baseUrl, shot, usePhone } from './browser';
import { choosePeriod } from './chart-period';

jest.setTimeout(180_000);

const s = usePhone();
const STOCK = '/wap/sh/600519.html';

interface Bar {
  Open: number;
  High: number;
  Low: number;
  Close: number;
  TradingDay: number;
}

const ymd = (d: number) =>
  `${Math.floor(d / 10000)}-${String(Math.floor(d / 100) % 100).padStart(2, '0')}-${String(d % 100).padStart(2, '0')}`;

/** Chooses 周K, answering the weekly bars the page fetched for it. */
async function openWeekly(page: Page): Promise<Bar[]> {
  const reply = page.waitForResponse((r) => r.url().includes('/kline') && /period=WEEK/.test(r.url()), {
    timeout: 60_000,
  });
  await choosePeriod(page, { label: '周K', drawn: 'week', also: '[data-window-end]' });
  const body = (await (await reply).json()) as { KlineData: Bar[] };
  return body.KlineData.filter((b) => Number.isFinite(b.Close) && Number.isFinite(b.Open));
}

async function windowOf(page: Page) {
  return page.locator('[data-testid=main-chart]').evaluate((el: HTMLElement) => ({
    start: Number(el.dataset.windowStart),
    end: Number(el.dataset.windowEnd),
  }));
}

const AXE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's critical and serious violations inside the open 数据表 sheet. */
async function auditSheet(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    type Violation = { id: string; impact: string; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run(e: Element): Promise<{ violations: Violation[] }> } }).axe;
    const { violations } = await axe.run(document.querySelector('[data-testid=chart-table]')!);
    return violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

async function tableRows(page: Page): Promise<string[][]> {
  return page
    .locator('[data-testid=chart-table] tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => Array.from(r.querySelectorAll('td'), (td) => td.textContent ?? '')),
    );
}

test('the chart in words: summary in the tree, 数据表 equal to the bars, the slider says the bar and moves', async () => {
  const page = await s.open(STOCK);
  await page.waitForSelector('[data-testid=main-chart][data-drawn="min"]', { timeout: 30_000 });
  const block = page.locator('[data-testid=main-chart-block]');
  await page.waitForFunction(
    () => /^分时，\d{4}年/.test(document.querySelector('[data-testid=chart-summary]')?.textContent ?? ''),
    undefined,
    { timeout: 30_000 },
  );
  const minuteTree = await block.ariaSnapshot();
  expect(minuteTree).toMatch(
    /分时，\d{4}年\d+月\d+日，开盘\d+\.\d{2}元，最新\d+\.\d{2}元，(较昨收(上涨|下跌)[\d.]+元，(涨|跌)幅[\d.]+%|较昨收平盘)，最高\d+\.\d{2}元（\d\d:\d\d），最低\d+\.\d{2}元（\d\d:\d\d），/,
  );
  expect(minuteTree).toMatch(/slider "分时图十字光标"/);
  expect(minuteTree).toMatch(/button "分时图数据表"/);

  const bars = await openWeekly(page);
  await page.waitForFunction(
    () => /^周K，/.test(document.querySelector('[data-testid=chart-summary]')?.textContent ?? ''),
    undefined,
    { timeout: 10_000 },
  );
  const w = await windowOf(page);
  const shown = bars.slice(w.start, w.end + 1);
  const summary = (await page.textContent('[data-testid=chart-summary]')) ?? '';
  expect(summary).toMatch(
    new RegExp(
      `^周K，\\d{4}年\\d+月\\d+日至\\d{4}年\\d+月\\d+日，共${shown.length}根K线，期间(上涨|下跌|平盘).*最新收盘${shown[shown.length - 1].Close.toFixed(2)}元，最高${Math.max(...shown.map((b) => b.High)).toFixed(2)}元（.+），最低${Math.min(...shown.map((b) => b.Low)).toFixed(2)}元（.+）；成交量：VOL `,
    ),
  );
  expect(await block.ariaSnapshot()).toContain(summary.slice(0, 40));

  // 数据表: the window's bars, newest first, equal to what the page fetched. It sits under the chart:
  // the period row keeps its seven tabs and 横屏 whole at 375 px (no tab cut, no scroll).
  expect(
    await page.$eval('[data-testid=period-tabs]', (el) => el.scrollWidth - el.clientWidth),
  ).toBeLessThanOrEqual(1);
  const button = page.getByRole('button', { name: '周K图数据表' });
  const box = (await button.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(30); // the row's height; the ::after target is 44 × 44
  await button.tap();
  await page.waitForSelector('[data-testid=chart-table] table');
  const table = page.getByRole('table');
  expect(await table.locator('caption').textContent()).toBe(
    `周K数据，${shown.length}行，最新在前，成交量单位手`,
  );
  expect(await table.locator('th[scope=col]').allTextContents()).toEqual([
    '日期',
    '开盘',
    '最高',
    '最低',
    '收盘',
    '涨跌幅',
    '成交量',
    '量MA5',
    '量MA10',
  ]);
  const rows = await tableRows(page);
  const expected = [...shown]
    .reverse()
    .map((b) => [
      ymd(b.TradingDay),
      b.Open.toFixed(2),
      b.High.toFixed(2),
      b.Low.toFixed(2),
      b.Close.toFixed(2),
    ]);
  expect(rows.map((r) => r.slice(0, 5))).toEqual(expected);
  await page.waitForTimeout(400); // the sheet's slide-in
  await shot(page, 'chart-words-table-light');
  expect(await auditSheet(page)).toEqual([]);
  await page.getByRole('button', { name: '关闭' }).tap();
  await page.waitForFunction(
    () => document.activeElement?.getAttribute('data-testid') === 'chart-table-button',
    undefined,
    { timeout: 5_000 },
  );

  // The slider: the last bar of the window, then one back with ArrowLeft; Escape hides the crosshair.
  const slider = page.getByRole('slider', { name: '周K图十字光标' });
  await slider.focus();
  expect(await slider.getAttribute('aria-valuenow')).toBe(String(shown.length));
  const last = (await slider.getAttribute('aria-valuetext')) ?? '';
  const newest = shown[shown.length - 1];
  expect(last).toMatch(
    new RegExp(
      `^\\d{4}年\\d+月\\d+日，开盘${newest.Open.toFixed(2)}，最高${newest.High.toFixed(2)}，最低${newest.Low.toFixed(2)}，收盘${newest.Close.toFixed(2)}，(上涨[\\d.]+%|下跌[\\d.]+%|平盘)，成交量[\\d.]+万?手$`,
    ),
  );
  await page.keyboard.press('ArrowLeft');
  await page.waitForSelector('[data-testid=main-chart-block] [data-testid=crosshair]', { timeout: 5_000 });
  expect(await slider.getAttribute('aria-valuenow')).toBe(String(shown.length - 1));
  const before = await slider.getAttribute('aria-valuetext');
  expect(before).not.toBe(last);
  expect(before).toContain(`收盘${shown[shown.length - 2].Close.toFixed(2)}`);
  // The crosshair's own tooltip shows the same bar.
  expect(await page.locator('[data-testid=crosshair-tip]').textContent()).toContain(
    shown[shown.length - 2].Close.toFixed(2),
  );
  await shot(page, 'chart-words-slider');
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid=main-chart-block] [data-testid=crosshair]', { state: 'detached' });

  // Dark: the sheet in the dark theme, looked at.
  await page.goto(`${baseUrl()}${STOCK}?type=dark`);
  await page.waitForSelector('[data-testid=main-chart][data-drawn="min"]', { timeout: 30_000 });
  await openWeekly(page);
  await page.getByRole('button', { name: '周K图数据表' }).tap();
  await page.waitForSelector('[data-testid=chart-table] table');
  await page.waitForTimeout(400);
  await shot(page, 'chart-words-table-dark');
  expect(await auditSheet(page)).toEqual([]);
  expect(s.errors).toEqual([]);
  await page.close();
});
