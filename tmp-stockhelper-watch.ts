import { chromium } from 'playwright-core';
(async () => {
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  const c = await b.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 1, hasTouch: true, isMobile: true });
  const p = await c.newPage();
  p.on('pageerror', (e) => console.log('pageerror', e.message));
  p.on('response', (r) => { if (r.status() >= 400) console.log('http', r.status(), r.url()); });
  await p.goto(process.argv[2]);
  for (let i = 0; i < 10; i++) {
    await p.waitForTimeout(2000);
    console.log(await p.evaluate(() => [document.querySelector('[data-testid=panel-price]')?.textContent, document.querySelector('[data-testid=header-sub]')?.textContent, document.querySelectorAll('.ticks__row').length].join(' | ')));
  }
  await b.close();
})();
