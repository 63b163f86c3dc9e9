import { chromium } from 'playwright-core';
(async () => {
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  const c = await b.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  const p = await c.newPage();
  const cdp = await c.newCDPSession(p);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
  await p.goto(process.argv[2]);
  await p.waitForSelector('[data-testid=main-chart][data-drawn]', { timeout: 30000 });
  await p.waitForTimeout(6000);
  const events: any[] = [];
  cdp.on('Tracing.dataCollected', (d: any) => events.push(...d.value));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  await p.waitForTimeout(5000);
  await cdp.send('Tracing.end');
  await done;
  const sum = new Map<string, [number, number]>();
  for (const e of events) if (e.ph === 'X' && e.dur) { const v = sum.get(e.name) ?? [0, 0]; v[0] += e.dur / 1000; v[1]++; sum.set(e.name, v); }
  console.log([...sum.entries()].sort((a, b) => b[1][0] - a[1][0]).slice(0, 22).map(([k, v]) => `${v[0].toFixed(0)}ms x${v[1]} ${k}`).join('\n'));
  await b.close();
})();
