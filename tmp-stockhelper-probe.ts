import { chromium } from 'playwright-core';
(async () => {
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  const c = await b.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  const p = await c.newPage();
  p.on('response', (r) => { if (r.status() >= 400) console.log('http', r.status(), r.url()); });
  const t0 = Date.now();
  const lap = (s: string) => console.log(((Date.now() - t0) / 1000).toFixed(2), s);
  await p.goto(process.argv[2]);
  await p.waitForFunction(() => (document.querySelector('[data-testid=panel-price]')?.textContent ?? '--') !== '--'); lap('price');
  await p.waitForSelector('[data-testid=main-chart][data-drawn=min]'); lap('chart');
  await p.screenshot({ path: '/tmp/sh/p1.png' }); lap('shot');
  await p.locator('[data-testid=price-panel]').tap(); await p.waitForSelector('[data-testid=price-panel][data-expanded=true]'); lap('expand');
  await p.locator('[data-testid=price-panel]').screenshot({ path: '/tmp/sh/p2.png' }); lap('shot panel');
  await p.locator('[data-testid=price-panel]').tap(); lap('collapse');
  for (const t of ['五档', '明细', '大单']) {
    await p.locator('[data-testid=right-tabs] button', { hasText: t }).tap(); lap('tab ' + t);
    await p.locator('[data-testid=main-chart-block]').screenshot({ path: '/tmp/sh/p3.png' }); lap('shot');
  }
  for (const [label, key] of [['5日', 'min5'], ['日K', 'day'], ['周K', 'week'], ['月K', 'month']]) {
    await p.locator('[data-testid=period-tabs] button', { hasText: label }).tap();
    await p.waitForSelector(`[data-testid=main-chart][data-drawn=${key}]`); lap('period ' + key);
    await p.locator('[data-testid=main-chart-block]').screenshot({ path: '/tmp/sh/p4.png' }); lap('shot');
  }
  await b.close();
})();
