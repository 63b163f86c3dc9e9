import { chromium } from 'playwright-core';
(async () => {
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  const c = await b.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  const p = await c.newPage();
  await p.goto(process.argv[2]);
  await p.waitForSelector('[data-testid=main-chart][data-drawn]', { timeout: 30000 });
  await p.waitForTimeout(4000);
  console.log(await p.evaluate(`document.getAnimations().map((a) => { let t = a.effect.target; const path=[]; while (t && path.length < 8) { path.push(t.tagName + '.' + (typeof t.className === 'string' ? t.className : '')); t = t.parentElement; } const r = a.effect.target.getBoundingClientRect(); return a.animationName + ' ' + Math.round(r.top) + ' ' + path.join(' < '); }).join('\\n')`));
  await b.close();
})();
