import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../server/app';
import { settingsFromEnv } from '../server/settings';
import { launchBenchChromium } from '../bench/chromium';
(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-prof-'));
  const app = await buildServer({ ...settingsFromEnv({}), port: 0, host: '127.0.0.1', env: 'test', stepMs: 250, dataDir, distDir: path.resolve('dist/wap') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const browser = await launchBenchChromium();
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const open = new Map<string, string>();
  page.on('request', (r) => open.set(r.url() + '#' + Math.random(), r.url()));
  const done = new Set<string>();
  page.on('requestfinished', (r) => done.add(r.url()));
  page.on('requestfailed', (r) => done.add('FAILED ' + r.url()));
  await page.goto(`http://127.0.0.1:${port}/wap/HKSE/00700.html`);
  await page.waitForSelector('[data-testid=main-chart][data-drawn="min"]');
  await page.waitForTimeout(4000);
  const reqs: string[] = [];
  page.on('request', (r) => { if (!r.url().includes('.js')) reqs.push(r.url().replace(/^https?:\/\/[^/]+/, '').slice(0, 100)); });
  await page.waitForTimeout(3000);
  const all = [...open.values()];
  console.log('never finished:', all.filter((u) => !done.has(u)).map((u) => u.replace(/^https?:\/\/[^/]+/, '').slice(0, 120)));
  console.log('failed:', [...done].filter((u) => u.startsWith('FAILED')));
  console.log('requests in 3 s', reqs.length, reqs.slice(0, 10));
  console.log(await page.evaluate(() => { const l = document.querySelector('.info-list'); return { items: l?.children[0]?.children.length, html: l?.outerHTML.length, scrollH: document.documentElement.scrollHeight }; }));
  console.log(await page.evaluate(() => [...document.querySelectorAll('.rv-loading')].map((el) => {
    const chain = []; let e: Element | null = el; for (let i = 0; i < 6 && e; i++) { chain.push(`${e.tagName}.${e.className}`.slice(0, 80)); e = e.parentElement; }
    return { text: (el.parentElement?.textContent ?? '').slice(0, 60), y: el.getBoundingClientRect().top + scrollY, chain };
  })));
  await browser.close(); await app.close(); process.exit(0);
})();
