import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../server/app';
import { settingsFromEnv } from '../server/settings';
import { launchBenchChromium } from '../bench/chromium';

const mode = process.argv[2] ?? 'drag';
const span = Number(process.argv[3] ?? 48);
(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-prof-'));
  const app = await buildServer({ ...settingsFromEnv({}), port: 0, host: '127.0.0.1', env: 'test', stepMs: 250, dataDir, distDir: path.resolve('dist/wap') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const browser = await launchBenchChromium();
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${port}/wap/HKSE/00700.html`);
  await page.waitForSelector('[data-testid=main-chart][data-drawn="min"]');
  await page.locator('[data-testid=period-tabs] button', { hasText: '日K' }).tap();
  await page.waitForSelector('[data-testid=main-chart][data-drawn="day"][data-bars="1500"]');
  await page.waitForTimeout(2500);
  const cdp = await context.newCDPSession(page);
  const box = (await page.locator('[data-testid=main-chart]').boundingBox())!;
  const cx = box.x + box.width / 2, cy = box.y + box.height * 0.35;
  const touch = (type: string, pts: { x: number; y: number }[]) => cdp.send('Input.dispatchTouchEvent', { type: type as 'touchStart', touchPoints: pts.map((p, id) => ({ ...p, id })) });
  if (span !== 48) {
    const from = 150, to = Math.max(8, (from * 48) / span);
    const at = (g: number) => [{ x: cx - g / 2, y: cy }, { x: cx + g / 2, y: cy }];
    await touch('touchStart', at(from));
    for (let i = 1; i <= 6; i++) await touch('touchMove', at(from + ((to - from) * i) / 6));
    await touch('touchEnd', []);
    await page.waitForTimeout(800);
  }
  console.log('window', await page.evaluate(() => { const d = document.querySelector<HTMLElement>('[data-testid=main-chart]')!.dataset; return [d.windowStart, d.windowEnd]; }));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(undefined, { categories: ['-*', 'toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc', 'gpu', 'skia', 'disabled-by-default-skia', 'disabled-by-default-cc.debug', 'blink.canvas', 'viz', 'disabled-by-default-viz.debug'] });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const until = Date.now() + 2000;
  let n = 0;
  if (mode === 'drag') {
    await touch('touchStart', [{ x: cx - 50, y: cy }]);
    while (Date.now() < until) { await touch('touchMove', [{ x: cx - 50 + 100 * Math.sin(n / 8), y: cy }]); n++; }
  } else {
    const at = (g: number) => [{ x: cx - g / 2, y: cy }, { x: cx + g / 2, y: cy }];
    await touch('touchStart', at(120));
    while (Date.now() < until) { await touch('touchMove', at(120 + 80 * Math.sin(n / 6))); n++; }
  }
  const { profile } = await cdp.send('Profiler.stop');
  await touch('touchEnd', []);
  const tr = JSON.parse((await browser.stopTracing()).toString()).traceEvents as Array<{ name: string; ph: string; pid: number; tid: number; dur?: number; tdur?: number; args?: { name?: string } }>;
  const mains = new Set(tr.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const agg = new Map<string, number>();
  for (const e of tr) if (e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`)) agg.set(e.name, (agg.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  console.log('--- trace main-thread wall by event (nested counted in each)');
  for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(v.toFixed(1).padStart(8), k);
  const paints = tr.filter((e) => e.name === 'Paint' && mains.has(`${e.pid}:${e.tid}`)) as Array<{ dur?: number; args?: { data?: { nodeId?: number; clip?: number[]; layerId?: number } } }>;
  const byNode = new Map<string, { n: number; ms: number }>();
  for (const e of paints) { const d = e.args?.data; const k = `node ${d?.nodeId} layer ${d?.layerId} clip ${JSON.stringify(d?.clip?.map(Math.round))}`; const v = byNode.get(k) ?? { n: 0, ms: 0 }; v.n++; v.ms += (e.dur ?? 0) / 1000; byNode.set(k, v); }
  console.log('--- Paint events', paints.length);
  for (const [k, v] of [...byNode].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12)) console.log(v.n, v.ms.toFixed(1), k);
  const ids = [...new Set(paints.map((e) => e.args?.data?.nodeId).filter(Boolean))] as number[];
  for (const id of ids.slice(0, 8)) {
    try {
      const { node } = await cdp.send('DOM.describeNode', { backendNodeId: id });
      console.log(id, node.nodeName, JSON.stringify(node.attributes ?? []).slice(0, 120));
    } catch (err) { console.log(id, 'n/a'); }
  }
  console.log('frame', await page.evaluate(() => document.querySelector<HTMLElement>('[data-testid=main-chart]')!.dataset.frame), 'moves', n);
  const self = new Map<string, number>();
  const byId = new Map(profile.nodes.map((nd) => [nd.id, nd]));
  const dt = profile.timeDeltas ?? [];
  const samples = profile.samples ?? [];
  for (let i = 0; i < samples.length; i++) {
    const nd = byId.get(samples[i])!;
    const key = `${nd.callFrame.functionName || '(anon)'} ${path.basename(nd.callFrame.url)}:${nd.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  }
  // inclusive
  const parent = new Map<number, number>();
  for (const nd of profile.nodes) for (const c of nd.children ?? []) parent.set(c, nd.id);
  const incl = new Map<string, number>();
  for (let i = 0; i < samples.length; i++) {
    const seen = new Set<string>();
    let id: number | undefined = samples[i];
    while (id !== undefined) { const nd = byId.get(id)!; const key = `${nd.callFrame.functionName || '(anon)'} ${path.basename(nd.callFrame.url)}:${nd.callFrame.lineNumber}`; if (!seen.has(key)) { incl.set(key, (incl.get(key) ?? 0) + (dt[i] ?? 0) / 1000); seen.add(key); } id = parent.get(id); }
  }
  console.log('--- self top');
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(v.toFixed(1).padStart(8), k);
  console.log('--- inclusive top');
  for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(v.toFixed(1).padStart(8), k);
  await browser.close();
  await app.close();
  process.exit(0);
})();
