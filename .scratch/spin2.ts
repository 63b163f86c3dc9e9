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
  const log: string[] = [];
  page.on('request', (r) => { if (r.url().includes('api') || r.url().includes('news') || r.url().includes('info')) log.push(`${Date.now() % 100000} ${r.url().replace(/^https?:\/\/[^/]+/, '').slice(0, 110)}`); });
  await page.goto(`http://127.0.0.1:${port}/wap/HKSE/00700.html`);
  await page.waitForSelector('[data-testid=main-chart][data-drawn="min"]');
  for (let i = 0; i < 6; i++) {
    await page.waitForTimeout(700);
    console.log(await page.evaluate(() => { const l = document.querySelector('.info-list'); return { rows: l?.querySelectorAll('a,li,[class*=item]').length, footer: l?.querySelector('.list-footer')?.textContent, h: document.documentElement.scrollHeight }; }));
  }
  console.log(log.join('\n'));
  await browser.close(); await app.close(); process.exit(0);
})();
