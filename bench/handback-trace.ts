/**
 * What the hand-back's task is made of (kline-view.ts: the hand-back effects of paint-state.ts): on the stock page's
 * daily K-line at 4× CPU with the whole history (1,500 bars) in the window, a short pinch is made
 * under a Chromium trace and a CPU profile (CDP Profiler), and every main-thread task after the
 * gesture ended (data-gesture idle) until ECharts shows again (data-frame chart) is broken down:
 * its top-level trace events, and its profile samples by original source (the build's source maps).
 * `npx tsx bench/handback-trace.ts [bars] [runs]` (defaults 1500 and 3); serves dist/wap, or
 * BENCH_DIST. Environment: TREE=1 prints each task's nested trace events, CATS adds trace
 * categories, SAVE=/path/prefix writes each run's trace and profile, NOTRACE=1 profiles only (from
 * the gesture's end until ECharts shows, no trace: the profile's own figures, less disturbed),
 * DURING=1 profiles the pinch itself instead (from its first touch until the gesture is idle, no
 * trace): what each gesture frame costs the main thread, summed over the runs, to set two builds'
 * figures side by side (BENCH_DIST).
 * Under CPU throttling a profile's samples also count the throttler's pauses, wherever they fell:
 * read its figures as shares, not as costs. Not a test: it prints.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { launchBenchChromium } from './chromium';
import { withServer } from './server';
import { PHONE } from './helpers';
import { openDailyKline, pinch, pinchToSpan, windowSpan } from './stock-chart';
import { BENCH_TRACE_CATEGORIES, rendererMainThreads, type TraceEvent } from './trace';

const ROOT = path.resolve(__dirname, '..');
const DIST = process.env.BENCH_DIST ? path.resolve(process.env.BENCH_DIST) : path.join(ROOT, 'dist', 'wap');
const BARS = Number(process.argv[2] ?? 1500);
const RUNS = Number(process.argv[3] ?? 3);

interface Profile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    parent?: number;
    children?: number[];
  }>;
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, SourceMapConsumer | null>();
function original(url: string, line: number, col: number, fn: string): string {
  const file = url.split('/').pop() ?? '';
  if (!file.endsWith('.js')) return `${fn || '(anon)'} ${file}`;
  if (!maps.has(file)) {
    const p = path.join(DIST, 'assets', file + '.map');
    maps.set(
      file,
      fs.existsSync(p) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(p, 'utf8')) as RawSourceMap) : null,
    );
  }
  const m = maps.get(file);
  if (!m) return `${fn} ${file}:${line}`;
  const o = m.originalPositionFor({ line: line + 1, column: col });
  const src = (o.source ?? '?').replace(/^.*node_modules\//, '').replace(/^.*\/src\//, 'src/');
  return `${o.name ?? fn ?? '(anon)'} ${src}:${o.line}`;
}

/** Self and total (inclusive) sample time by original frame, within [t0, t1] (µs). */
function profileIn(profile: Profile, t0: number, t1: number, rows = 30) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    const dt = profile.timeDeltas[i + 1] ?? 0;
    if (t < t0 || t > t1) continue;
    let id: number | undefined = profile.samples[i];
    const seen = new Set<string>();
    let first = true;
    while (id !== undefined) {
      const n = byId.get(id)!;
      const cf = n.callFrame;
      const key = cf.url
        ? original(cf.url, cf.lineNumber, cf.columnNumber, cf.functionName)
        : cf.functionName;
      if (first) self.set(key, (self.get(key) ?? 0) + dt / 1000);
      first = false;
      if (!seen.has(key)) total.set(key, (total.get(key) ?? 0) + dt / 1000);
      seen.add(key);
      id = parent.get(id);
    }
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${v.toFixed(1).padStart(7)} ms  ${k}`);
  return { self: top(self, rows), total: top(total, Number(process.env.TOP ?? 45)), totalAll: total };
}

/** Marks the gesture's end and ECharts shown again in the trace (performance marks). */
const MARKS = `
  new MutationObserver(() => {
    const g = document.querySelector('[data-testid=main-chart]');
    if (g && g.dataset.gesture === 'idle' && window.__moving) { window.__moving = false; performance.mark('gesture-end'); }
    else if (g && g.dataset.gesture && g.dataset.gesture !== 'idle') window.__moving = true;
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-gesture'] });
  new MutationObserver(() => {
    const g = document.querySelector('[data-testid=main-chart]');
    if (g && g.dataset.frame === 'chart') performance.mark('chart-shown');
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-frame'] });
`;

async function main() {
  await withServer(trace, DIST);
}

async function trace(base: string) {
  const browser = await launchBenchChromium();
  try {
    const context = await browser.newContext({ ...PHONE, locale: 'zh-CN' });
    const { page, cdp, cx, cy } = await openDailyKline(context, base, [MARKS]);
    await pinchToSpan(cdp, page, cx, cy, BARS);
    await page.waitForTimeout(1500);
    console.log(`window: ${await windowSpan(page)} bars`);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    if (process.env.DURING) return await during(page, cdp, cx, cy);
    for (let run = 0; run < RUNS; run++) {
      if (!process.env.NOTRACE)
        await browser.startTracing(undefined, {
          categories: [
            ...BENCH_TRACE_CATEGORIES,
            // SUMMARY: the bench's own categories (bench/trace.ts), lighter.
            ...(process.env.SUMMARY ? [] : ['v8.execute', 'blink', 'cc']),
            ...(process.env.CATS ? process.env.CATS.split(',') : []),
          ],
        });
      if (!process.env.NOTRACE && !process.env.SUMMARY) await cdp.send('Profiler.start');
      // Fingers a little apart and back: the window stays about where it was.
      await pinch(cdp, cx, cy, 150, run % 2 ? 156 : 144);
      if (process.env.NOTRACE) {
        await page.waitForSelector('[data-testid=main-chart][data-gesture="idle"]', { timeout: 5000 });
        await cdp.send('Profiler.start');
      }
      await page.waitForSelector('[data-testid=main-chart][data-frame="chart"]', { timeout: 5000 });
      await page.waitForTimeout(process.env.NOTRACE ? 30 : 300);
      if (process.env.SUMMARY) {
        const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
          traceEvents: Array<TraceEvent & { args?: Record<string, unknown> }>;
        };
        summary(traceEvents, await windowSpan(page));
        await page.waitForTimeout(800);
        continue;
      }
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      if (process.env.NOTRACE) {
        const p = profileIn(profile, 0, Infinity);
        console.log(`\n=== run ${run + 1}, profile only ===`);
        for (const l of p.total.concat(['--- self'], p.self)) console.log('  ' + l);
        await page.waitForTimeout(800);
        continue;
      }
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
        traceEvents: Array<TraceEvent & { args?: Record<string, unknown> }>;
      };
      if (process.env.SAVE)
        fs.writeFileSync(`${process.env.SAVE}-${run}.json`, JSON.stringify({ traceEvents, profile }));
      report(run, traceEvents, profile, await windowSpan(page));
      await page.waitForTimeout(800);
    }
    await context.close();
  } finally {
    await browser.close();
  }
}

/** DURING=1: the main thread's profile over every run's pinch, summed (its frames, not the hand-back). */
async function during(
  page: Awaited<ReturnType<typeof openDailyKline>>['page'],
  cdp: Awaited<ReturnType<typeof openDailyKline>>['cdp'],
  cx: number,
  cy: number,
) {
  const profiles: Profile[] = [];
  for (let run = 0; run < RUNS; run++) {
    await cdp.send('Profiler.start');
    await pinch(cdp, cx, cy, 150, run % 2 ? 156 : 144);
    await page.waitForSelector('[data-testid=main-chart][data-gesture="idle"]', { timeout: 5000 });
    profiles.push(((await cdp.send('Profiler.stop')) as unknown as { profile: Profile }).profile);
    await page.waitForSelector('[data-testid=main-chart][data-frame="chart"]', { timeout: 5000 });
    await page.waitForTimeout(800);
  }
  const sum = new Map<string, number>();
  for (const profile of profiles) {
    const p = profileIn(profile, 0, Infinity, Infinity);
    for (const [k, v] of p.totalAll) sum.set(k, (sum.get(k) ?? 0) + v);
  }
  const ms = (k: string) => (sum.get(k) ?? 0).toFixed(0);
  const busy = (sum.get('(root)') ?? 0) - (sum.get('(idle)') ?? 0);
  console.log(
    `\n=== ${RUNS} pinches at ${BARS} bars: main thread busy ${busy.toFixed(0)} ms (idle ${ms('(idle)')}, ` +
      `program ${ms('(program)')}, GC ${ms('(garbage collector)')}); total time by frame ===`,
  );
  const all = [...sum].filter(([k]) => !['(idle)', '(root)', '(program)'].includes(k));
  for (const [k, v] of all.sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 45)))
    console.log(`${v.toFixed(1).padStart(8)} ms  ${k}`);
}

/** One line a run: the tasks from the gesture's end until ECharts showed again (SUMMARY=1). */
function summary(events: Array<TraceEvent & { args?: Record<string, unknown> }>, bars: number) {
  const main = rendererMainThreads(events);
  const end = events.find((e) => e.name === 'gesture-end')?.ts ?? 0;
  const shown = events.filter((e) => e.name === 'chart-shown' && (e.ts ?? 0) > end)[0]?.ts ?? Infinity;
  const onMain = events.filter((e) => main.has(`${e.pid}:${e.tid}`) && e.ph === 'X');
  const outer = onMain.some((e) => e.name === 'RunTask') ? 'RunTask' : 'ThreadControllerImpl::RunTask';
  const kind = (t: TraceEvent) => {
    const inner = onMain.filter(
      (e) => (e.ts ?? 0) >= (t.ts ?? 0) && (e.ts ?? 0) < (t.ts ?? 0) + (t.dur ?? 0),
    );
    if (inner.some((e) => e.name === 'TimerFire')) return 'timer';
    if (inner.some((e) => ['FireAnimationFrame', 'Paint', 'UpdateLayer', 'Commit'].includes(e.name)))
      return 'frame';
    return 'other';
  };
  // The frame after ECharts' rendered counts too: the canvas may be rasterised at its commit.
  const nextFrame = onMain
    .filter((e) => e.name === outer && (e.ts ?? 0) > shown)
    .find((t) => kind(t) === 'frame');
  const last = nextFrame?.ts ?? shown;
  const tasks = onMain
    .filter((e) => e.name === outer && (e.ts ?? 0) >= end && (e.ts ?? 0) <= last && (e.dur ?? 0) > 8000)
    .map((t) => `${kind(t)} ${((t.dur ?? 0) / 1000).toFixed(0)}/${((t.tdur ?? 0) / 1000).toFixed(0)}`);
  console.log(`SUMMARY ${bars} bars, shown +${((shown - end) / 1000).toFixed(0)} ms: ${tasks.join(', ')}`);
}

function report(
  run: number,
  events: Array<TraceEvent & { args?: Record<string, unknown> }>,
  profile: Profile,
  bars: number,
) {
  const main = rendererMainThreads(events);
  const onMain = events.filter((e) => main.has(`${e.pid}:${e.tid}`) && e.ph === 'X');
  const end = events.find((e) => e.name === 'gesture-end')?.ts ?? 0;
  const outer = onMain.some((e) => e.name === 'RunTask') ? 'RunTask' : 'ThreadControllerImpl::RunTask';
  const tasks = onMain.filter((e) => e.name === outer && (e.ts ?? 0) >= end && (e.dur ?? 0) > 4000);
  console.log(`\n=== run ${run + 1}, ${bars} bars: tasks over 4 ms after the gesture ended ===`);
  for (const t of tasks) {
    const t0 = t.ts ?? 0;
    const t1 = t0 + (t.dur ?? 0);
    console.log(
      `task at +${((t0 - end) / 1000).toFixed(0)} ms: wall ${((t.dur ?? 0) / 1000).toFixed(1)} ms, thread ${((t.tdur ?? 0) / 1000).toFixed(1)} ms`,
    );
    const inside = onMain.filter(
      (e) => e !== t && (e.ts ?? 0) >= t0 && (e.ts ?? 0) < t1 && (e.dur ?? 0) > 300,
    );
    // Top-level children only: an event not inside another listed one.
    const kids = inside.filter(
      (e) =>
        !inside.some(
          (o) =>
            o !== e &&
            (o.ts ?? 0) <= (e.ts ?? 0) &&
            (e.ts ?? 0) + (e.dur ?? 0) <= (o.ts ?? 0) + (o.dur ?? 0) &&
            (o.dur ?? 0) > (e.dur ?? 0),
        ),
    );
    for (const k of kids.slice(0, 20)) {
      const sub = inside
        .filter(
          (e) =>
            e !== k && (e.ts ?? 0) >= (k.ts ?? 0) && (e.ts ?? 0) + (e.dur ?? 0) <= (k.ts ?? 0) + (k.dur ?? 0),
        )
        .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
        .slice(0, 8)
        .map((e) => `${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)}`)
        .join(', ');
      console.log(`   ${k.name} ${((k.dur ?? 0) / 1000).toFixed(1)} ms  [${sub}]`);
    }
    if (process.env.TREE) {
      const deep = inside
        .filter((e) => (e.dur ?? 0) > 1500)
        .sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0) || (b.dur ?? 0) - (a.dur ?? 0));
      const stack: Array<{ end: number }> = [];
      for (const e of deep) {
        while (stack.length && stack[stack.length - 1].end <= (e.ts ?? 0)) stack.pop();
        if (stack.length < 9)
          console.log(
            `   ${'  '.repeat(stack.length)}${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)} (thread ${((e.tdur ?? 0) / 1000).toFixed(1)})`,
          );
        stack.push({ end: (e.ts ?? 0) + (e.dur ?? 0) });
      }
    }
    const p = profileIn(profile, t0, t1);
    console.log('   profile, self:');
    for (const l of p.self.slice(0, 18)) console.log('     ' + l);
    console.log('   profile, total:');
    for (const l of p.total) console.log('     ' + l);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
