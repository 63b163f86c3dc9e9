import { chromium } from 'playwright-core';
(async () => {
  const url = process.argv[2];
  const out = process.argv[3] ?? '/tmp/sh/look.png';
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  const c = await b.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true, locale: 'zh-CN' });
  const p = await c.newPage();
  p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
  p.on('pageerror', (e) => console.log('pageerror', e.message));
  p.on('requestfailed', (r) => console.log('reqfail', r.url()));
  p.on('response', (r) => { if (r.status() >= 400) console.log('http', r.status(), r.url()); });
  await p.goto(url);
  await p.waitForTimeout(Number(process.argv[4] ?? 4000));
  const actions = process.argv[5];
  if (actions) { for (const a of actions.split(';')) { if (a.startsWith('click:')) await p.locator(a.slice(6)).first().click(); else if (a.startsWith('wait:')) await p.waitForTimeout(Number(a.slice(5))); } }
  await p.screenshot({ path: out, fullPage: process.env.FULL === '1' });
  console.log(await p.evaluate(() => document.querySelector('[data-testid=main-chart]')?.getAttribute('data-drawn')));
  await b.close();
})();
