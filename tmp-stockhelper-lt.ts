import { chromium } from 'playwright-core';
(async () => {
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  const c = await b.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  const p = await c.newPage();
  const cdp = await c.newCDPSession(p);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
  await p.addInitScript(`window.__lt=[];new PerformanceObserver(l=>{for(const e of l.getEntries())window.__lt.push([Math.round(e.startTime),Math.round(e.duration)])}).observe({entryTypes:['longtask']});`);
  await p.goto(process.argv[2]);
  await p.waitForSelector('[data-testid=main-chart][data-drawn]', { timeout: 30000 });
  console.log('drawn at', await p.evaluate(() => Math.round(performance.now())));
  await p.waitForTimeout(Number(process.env.SETTLE ?? 0));
  if (process.env.PERIOD) { await p.locator('[data-testid=period-tabs] button', { hasText: process.env.PERIOD }).tap(); await p.waitForTimeout(2000); }
  if (process.env.PROFILE) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.start'); }
  await p.waitForTimeout(Number(process.env.WAIT ?? 10000));
  console.log(JSON.stringify(await p.evaluate(() => (window as any).__lt)));
  if (process.env.PROFILE) {
    const { profile } = await cdp.send('Profiler.stop') as any;
    const self = new Map<string, number>();
    const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
    const dt = profile.timeDeltas; const samples = profile.samples;
    for (let i = 0; i < samples.length; i++) { const n = byId.get(samples[i]); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0) / 1000); }
    console.log([...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(0)}ms ${k}`).join('\n'));
  }
  await b.close();
})();
