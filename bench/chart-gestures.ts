/**
 * Chart gesture benchmark (issue 21): at phone size and 4× CPU (CDP Emulation.setCPUThrottlingRate),
 * on the daily K-line of an HK stock (1,500 bars loaded), the frame times and the longest main-thread
 * task during a 2 s two-finger pinch and a 2 s one-finger drag (CDP touch events), each at a 48-bar
 * window (the default) and a 580-bar window (A/B in the same run); and the time from a tap on 横屏 to
 * the landscape chart drawn. Not a test: it measures and returns rows.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchBenchChromium } from './chromium';
import { PHONE, percentile } from './helpers';
import { openDailyKline, pinchToSpan, touch, windowSpan, type Point } from './stock-chart';
import { tracingLongestTask } from './trace';
import type { BenchRow } from './types';

const GESTURE_MS = 2000;
const LANDSCAPE_RUNS = 3;

/**
 * In the page: frame intervals (rAF), long tasks, the gesture frames drawn (each draw writes the
 * chart's data-window-start, watched here) and the frames the painter's worker painted, with its
 * own time for each, between start() and stop().
 */
const RECORDER = `
(() => {
  const w = window;
  w.__frames = { on: false, last: 0, gaps: [], tasks: [], draws: 0, paints: [] };
  // The painter's worker answers each frame it painted with its own time for it (frame-surface.ts).
  const PageWorker = w.Worker;
  w.Worker = class extends PageWorker {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (e) => {
        if (w.__frames.on && e.data && e.data.type === 'painted') w.__frames.paints.push({ at: performance.now(), ms: e.data.ms });
      });
    }
  };
  new MutationObserver((list) => {
    if (!w.__frames.on || w.__frames.endAt) return;
    for (const m of list) if (m.attributeName === 'data-window-start') w.__frames.draws++;
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-window-start'] });
  // The gesture is over (the finger lifted and any fling stopped: data-gesture idle): what the page
  // does at rest (the hand-back) is not the gesture's.
  new MutationObserver(() => {
    const f = w.__frames;
    const g = document.querySelector('[data-testid=main-chart]');
    if (!f.on || f.endAt || !g) return;
    if (g.dataset.gesture !== 'idle') f.moving = true;
    else if (f.moving) {
      f.endAt = performance.now();
      performance.mark('gesture-end');
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-gesture'] });
  // The hand-back runs from the gesture's end until ECharts shows again (data-frame chart, set on
  // ECharts' rendered, inside the frame that paints it). It is recorded as it happens: read only
  // once the gesture's trace had stopped, it had often happened already (the trace takes longer to
  // collect than HAND_BACK_DELAY_MS), and the row caught a later live patch or nothing.
  new MutationObserver(() => {
    const f = w.__frames;
    const g = document.querySelector('[data-testid=main-chart]');
    if (f.endAt && !f.chartAt && g && g.dataset.frame === 'chart') {
      f.chartAt = performance.now();
      performance.mark('chart-shown');
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-frame'] });
  const inHandBack = (t) => {
    const f = w.__frames;
    return f.endAt > 0 && t >= f.endAt && (!f.chartAt || t <= f.chartAt);
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (w.__frames.on) w.__frames.tasks.push({ start: e.startTime, ms: e.duration });
      if (inHandBack(e.startTime)) w.__frames.handTasks.push(e.duration);
    }
  }).observe({ entryTypes: ['longtask'] });
  const tick = (t) => {
    const f = w.__frames;
    if (f.on && !f.endAt) { if (f.last) f.gaps.push(t - f.last); f.last = t; }
    // The frame that shows ECharts again counts too (its rAF comes before its rendered).
    if (f.endAt && (inHandBack(t) || (f.chartAt && !f.handClosed))) {
      if (f.handLast) f.handGaps.push(t - f.handLast);
      f.handLast = t;
      if (f.chartAt) f.handClosed = true;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  w.__framesStart = () => { w.__frames.on = true; w.__frames.last = 0; w.__frames.gaps = []; w.__frames.tasks = []; w.__frames.draws = 0; w.__frames.paints = []; w.__frames.endAt = 0; w.__frames.moving = false; w.__frames.chartAt = 0; w.__frames.handTasks = []; w.__frames.handGaps = []; w.__frames.handLast = 0; w.__frames.handClosed = false; };
  w.__handBack = () => { const f = w.__frames; return { tasks: f.handTasks, gaps: f.handGaps, ms: f.chartAt ? f.chartAt - f.endAt : -1 }; };
  w.__framesStop = () => {
    const f = w.__frames;
    f.on = false;
    const end = f.endAt || Infinity;
    return { gaps: f.gaps, tasks: f.tasks.filter((t) => t.start < end).map((t) => t.ms), draws: f.draws, paints: f.paints.filter((p) => p.at < end) };
  };
})();
`;

/** The percentile the rows report; a list with nothing in it (no frame painted) reads 0. */
const pct = (v: number[], p: number) => (v.length === 0 ? 0 : percentile(v, p));
const r1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Runs `gesture` for GESTURE_MS under a trace and answers the page's frame gaps and long tasks, and
 * the main thread's own CPU time (trace.ts): the longest task's and the whole gesture's per touch
 * move. The frame gaps and wall times count every wait for a core on a shared machine; the thread
 * times are the page's own work, which is what a change to the page can be judged by under load.
 */
async function recorded(browser: Browser, page: Page, gesture: (until: number) => Promise<number>) {
  await page.evaluate(() => (window as unknown as { __framesStart(): void }).__framesStart());
  const traced = await tracingLongestTask(
    browser,
    async () => {
      const moves = await gesture(Date.now() + GESTURE_MS);
      // Traced until the fling, if any, has stopped too, and on until ECharts has the window back.
      await page.waitForFunction(
        () => (window as unknown as { __frames: { endAt: number } }).__frames.endAt > 0,
        undefined,
        {
          timeout: 10_000,
        },
      );
      await page
        .waitForSelector('[data-testid=main-chart][data-frame="chart"]', { timeout: 5_000 })
        .catch(() => null);
      // A long task's entry is delivered after the task.
      await page.waitForTimeout(150);
      return moves;
    },
    'gesture-end',
    { from: 'gesture-end', to: 'chart-shown' },
  );
  const out = await page.evaluate(() =>
    (
      window as unknown as {
        __framesStop(): {
          gaps: number[];
          tasks: number[];
          draws: number;
          paints: Array<{ at: number; ms: number }>;
        };
      }
    ).__framesStop(),
  );
  // The hand-back: at rest ECharts draws the gesture's last window and the painter's layer goes
  // (kline-view.ts, paint state H). Its tasks come after the lift, outside the gesture's frames: from
  // the trace (traced.after) and the page's long tasks between the gesture's end and ECharts shown.
  const back = await page.evaluate(() =>
    (window as unknown as { __handBack(): { tasks: number[]; gaps: number[]; ms: number } }).__handBack(),
  );
  return {
    ...out,
    moves: traced.result,
    taskThread: traced.thread,
    threadTotal: traced.threadTotal,
    frameWork: traced.frames,
    workers: traced.workers,
    handBack: { tasks: back.tasks, worstGap: Math.max(0, ...back.gaps), ms: back.ms, traced: traced.after },
  };
}

async function pinchFor(cdp: CDPSession, cx: number, cy: number, until: number): Promise<number> {
  const at = (gap: number): Point[] => [
    { x: cx - gap / 2, y: cy },
    { x: cx + gap / 2, y: cy },
  ];
  await touch(cdp, 'touchStart', at(120));
  let n = 0;
  while (Date.now() < until) {
    // In and out, about 1.4 cycles a second.
    const gap = 120 + 80 * Math.sin(n / 6);
    await touch(cdp, 'touchMove', at(gap));
    n++;
  }
  await touch(cdp, 'touchEnd', []);
  return n;
}

/**
 * Drags to and fro for 2 s, `swingPx` each way. The default swing's first move (12.5 px) is past the
 * long press's 10 px at once; a smaller swing starts at its crest instead (cos), or a machine slow to
 * deliver the moves would hold the finger inside 10 px for 300 ms and open the crosshair.
 */
async function dragFor(
  cdp: CDPSession,
  x0: number,
  y: number,
  until: number,
  swingPx = 100,
): Promise<number> {
  const at = (n: number) => (swingPx >= 100 ? Math.sin(n / 8) : Math.cos((n + 1) / 8));
  await touch(cdp, 'touchStart', [{ x: x0, y }]);
  let n = 0;
  while (Date.now() < until) {
    await touch(cdp, 'touchMove', [{ x: x0 + swingPx * at(n), y }]);
    n++;
  }
  await touch(cdp, 'touchEnd', []);
  return n;
}

/**
 * The peer: the page as a WebView without OffscreenCanvas sees it (a canvas cannot be handed to a
 * worker), so the main thread paints the frames (frame-surface.ts MainThreadSurface).
 */
const NO_OFFSCREEN = `delete HTMLCanvasElement.prototype.transferControlToOffscreen;`;

const DEFAULT_BARS = 48;
const HAND_BACK_NOTE = 'nothing moves then: one ECharts update of the still window and its paint';
/**
 * The issue's 1,500 bars in the window. The page loads 1,500 (§9 (business constants and limits)'s count); with all of them shown a
 * drag has nothing to move (one frame drawn in earlier runs), so the older bars are loaded first, as
 * a user's drag to the oldest bar loads them, and the window then holds 1,500 of the longer history.
 */
const WIDE_BARS = 1500;

/**
 * Drags towards the oldest bar until older bars have come in over HTTP (data-bars grows), so a
 * 1,500-bar window has room to move; answers the bars loaded (unchanged when the server has none
 * older).
 */
async function loadOlderBars(cdp: CDPSession, page: Page, cx: number, cy: number): Promise<number> {
  const bars = () =>
    page.evaluate(() =>
      Number(document.querySelector<HTMLElement>('[data-testid=main-chart]')!.dataset.bars),
    );
  const before = await bars();
  for (let attempt = 0; attempt < 6 && (await bars()) === before; attempt++) {
    await touch(cdp, 'touchStart', [{ x: cx - 120, y: cy }]);
    for (let i = 1; i <= 8; i++) await touch(cdp, 'touchMove', [{ x: cx - 120 + 30 * i, y: cy }]);
    await touch(cdp, 'touchEnd', []);
    await page.waitForTimeout(1500);
  }
  return bars();
}
/**
 * Zoomed out: just under the 600 visible bars from which ECharts draws candles as one path of
 * wicks (its candlestick `large` default), so every candle is still an element of its own: the
 * heaviest frames a pinch or drag draws.
 */
const ZOOMED_OUT_BARS = 580;

/**
 * Puts the window in the middle of the loaded history with a slow drag held still before the lift
 * (no fling), and answers the drag swing (px) that keeps it inside: with 1,500 of 1,646 bars shown
 * the window has about 146 bars of room, 36 px of finger, where the default swing (±100 px) would
 * spend most of its moves clamped at an end, drawing nothing.
 */
async function centreWindow(cdp: CDPSession, page: Page, cx: number, cy: number, plotWidth: number) {
  const state = () =>
    page.evaluate(() => {
      const d = document.querySelector<HTMLElement>('[data-testid=main-chart]')!.dataset;
      return { start: Number(d.windowStart), end: Number(d.windowEnd), bars: Number(d.bars) };
    });
  const { start, end, bars } = await state();
  const span = end - start + 1;
  const room = bars - span;
  const barsPerPx = span / plotWidth;
  // A finger moving right shows older bars: the window's start goes down. One move past the long
  // press's 10 px, then held still before the lift (no fling).
  const dx = (start - room / 2) / barsPerPx;
  if (Math.abs(dx) > 12) {
    await touch(cdp, 'touchStart', [{ x: cx, y: cy }]);
    await touch(cdp, 'touchMove', [{ x: cx + dx, y: cy }]);
    await page.waitForTimeout(400);
    await touch(cdp, 'touchMove', [{ x: cx + dx, y: cy }]);
    await touch(cdp, 'touchEnd', []);
    await page.waitForTimeout(800);
  }
  const after = await state();
  return { swingPx: Math.max(8, Math.min(100, (0.9 * room) / 2 / barsPerPx)), start: after.start, room };
}

type Recorded = Awaited<ReturnType<typeof recorded>>;
interface Measured {
  label: string;
  span: number;
  gestures: Array<['pinch' | 'drag', Recorded]>;
}

/**
 * One browser context on the stock page's daily K-line at 4× CPU: the pinch and the drag at the
 * three windows, and (`landscape`) the time to the landscape chart.
 */
async function gestureSession(
  browser: Browser,
  baseUrl: string,
  painter: 'worker' | 'main',
  landscape: boolean,
): Promise<{ measured: Measured[]; landscapeMs: number[] }> {
  const context = await browser.newContext({ ...PHONE, locale: 'zh-CN' });
  try {
    const scripts = painter === 'main' ? [RECORDER, NO_OFFSCREEN] : [RECORDER];
    const { page, cdp, cx, cy, width } = await openDailyKline(context, baseUrl, scripts);

    const measured: Measured[] = [];
    const measure = async (label: string, beforeDrag?: () => Promise<number>) => {
      const span = await windowSpan(page);
      const pinch = await recorded(browser, page, (until) => pinchFor(cdp, cx, cy, until));
      const swingPx = beforeDrag ? await beforeDrag() : undefined;
      const drag = await recorded(browser, page, (until) => dragFor(cdp, cx - 50, cy, until, swingPx));
      measured.push({
        label,
        span,
        gestures: [
          ['pinch', pinch],
          ['drag', drag],
        ],
      });
    };
    // A: the default window (48 bars).
    await pinchToSpan(cdp, page, cx, cy, DEFAULT_BARS);
    await measure('default window');
    // B: zoomed out to about 580 bars (fingers together), the same gestures.
    await pinchToSpan(cdp, page, cx, cy, ZOOMED_OUT_BARS);
    await measure('zoomed out');
    // C: 1,500 bars shown, of the history with the older bars loaded.
    await pinchToSpan(cdp, page, cx, cy, WIDE_BARS);
    const loaded = await loadOlderBars(cdp, page, cx, cy);
    if (loaded <= WIDE_BARS)
      throw new Error(`no older bars loaded (${loaded}): a 1,500-bar drag has nothing to move`);
    await measure('wide window, older bars loaded', async () => {
      // The pinch left the window anywhere: 1,500 bars again, in the middle of the history.
      await pinchToSpan(cdp, page, cx, cy, WIDE_BARS);
      const c = await centreWindow(cdp, page, cx, cy, width - 2);
      console.log(
        `  (${painter} painter: ${loaded} bars loaded, the 1,500-bar window at ${c.start} of ${c.room} bars of room, drag swing ±${Math.round(c.swingPx)} px)`,
      );
      return c.swingPx;
    });
    const painted = await page.evaluate(
      () => document.querySelector<HTMLElement>('[data-testid=main-chart]')!.dataset.painter,
    );
    if (painted !== painter) throw new Error(`the frames were painted by "${painted}", not "${painter}"`);
    return { measured, landscapeMs: landscape ? await landscapeTimes(page) : [] };
  } finally {
    await context.close();
  }
}

/** Tap 横屏 → the landscape chart drawn, on the page's own clock, LANDSCAPE_RUNS times. */
async function landscapeTimes(page: Page): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < LANDSCAPE_RUNS; i++) {
    await page.evaluate(() => {
      const w = window as unknown as { __landscape: { tap: number; drawn: number } };
      w.__landscape = { tap: 0, drawn: 0 };
      document
        .querySelector('[data-testid=chart-landscape]')!
        .addEventListener('click', () => (w.__landscape.tap = performance.now()), {
          once: true,
          capture: true,
        });
      new MutationObserver((_, obs) => {
        if (document.querySelector('[data-testid=landscape-chart][data-drawn]')) {
          w.__landscape.drawn = performance.now();
          obs.disconnect();
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.locator('[data-testid=chart-landscape]').tap();
    const t = await page.waitForFunction(() => {
      const l = (window as unknown as { __landscape: { tap: number; drawn: number } }).__landscape;
      return l.drawn && l.tap ? l.drawn - l.tap : 0;
    });
    times.push(Number(await t.jsonValue()));
    await page.locator('[data-testid=landscape-back]').tap();
    await page.waitForSelector('[data-testid=landscape]', { state: 'detached' });
    await page.waitForTimeout(300);
  }
  return times;
}

const LIVE_AT_REST_MS = 6000;

/**
 * The chart at rest with 1,500 bars shown while live trades come in (a patch of ECharts' option up
 * to 4 times a second, chart/redraw.ts): the longest main-thread task over LIVE_AT_REST_MS, traced.
 * `raster` false is the page's reference switch (chart/series-raster.ts): ECharts paints its own
 * candles and bars, as before the raster.
 */
async function liveAtRest(browser: Browser, baseUrl: string, raster: boolean) {
  const context = await browser.newContext({ ...PHONE, locale: 'zh-CN' });
  try {
    const scripts = raster ? [] : ['window.__wapSeriesRaster = false;'];
    const { page, cdp, cx, cy } = await openDailyKline(context, baseUrl, scripts);
    await pinchToSpan(cdp, page, cx, cy, WIDE_BARS);
    await page.waitForSelector('[data-testid=main-chart][data-frame="chart"][data-gesture="idle"]');
    await page.waitForTimeout(1000);
    const series = await page.evaluate(
      () => document.querySelector<HTMLElement>('[data-testid=main-chart]')!.dataset.series ?? 'echarts',
    );
    if (series !== (raster ? 'raster' : 'echarts'))
      throw new Error(
        `the candles and bars were painted by "${series}" with the raster ${raster ? 'on' : 'off'}`,
      );
    const span = await windowSpan(page);
    const traced = await tracingLongestTask(browser, () => page.waitForTimeout(LIVE_AT_REST_MS));
    return { span, wall: traced.wall, thread: traced.thread };
  } finally {
    await context.close();
  }
}

/** Frames with main-thread work: the idle ones between touch moves would flatter the figures. */
const busyFrames = (r: Recorded) => r.frameWork.filter((f) => f.wall > 1);
const workP95 = (r: Recorded) =>
  r1(
    pct(
      busyFrames(r).map((f) => f.wall),
      95,
    ),
  );

/** The main-thread painter's figure in the same run, as the row's peer. */
const MAIN_PEER = 'main-thread painter (no OffscreenCanvas)';

function gestureRows(m: Measured, peer: Measured | undefined): BenchRow[] {
  const rows: BenchRow[] = [];
  const { label, span } = m;
  for (const [name, r] of m.gestures) {
    const p = peer?.gestures.find(([n]) => n === name)?.[1];
    const withPeer = (value: number | undefined) =>
      value === undefined || !peer ? {} : { peer: { name: `${MAIN_PEER}, ${peer.span} bars`, value } };
    rows.push({
      group: 'chart-gestures',
      name: `${name} 2 s, ${label} (about ${span} bars shown), frame p95, 4× CPU`,
      value: r1(pct(r.gaps, 95)),
      unit: 'ms',
      goal: '< 16',
      ...withPeer(p && r1(pct(p.gaps, 95))),
      note: `rAF intervals on the main thread: ${r.gaps.length} frames, median ${r1(pct(r.gaps, 50))} ms, worst ${r1(Math.max(0, ...r.gaps))} ms; ${r.moves} touch moves; the rAF interval cannot show less than the display's 16.7 ms`,
    });
    const busy = busyFrames(r);
    rows.push({
      group: 'chart-gestures',
      name: `${name} 2 s, ${label}, main-thread work per frame p95, 4× CPU`,
      value: workP95(r),
      unit: 'ms',
      goal: '< 16',
      ...withPeer(p && workP95(p)),
      note: `wall time of the tasks from one animation frame to the next, over the ${busy.length} frames with work (of ${r.frameWork.length}); thread time p95 ${r1(
        pct(
          busy.map((f) => f.thread),
          95,
        ),
      )} ms`,
    });
    rows.push({
      group: 'chart-gestures',
      name: `${name} 2 s, ${label}, longest task, 4× CPU`,
      value: r1(Math.max(0, ...r.tasks)),
      unit: 'ms',
      goal: '≤ 50',
      ...withPeer(p && r1(Math.max(0, ...p.tasks))),
      note: `${r.tasks.length} long tasks (> 50 ms)`,
    });
    if (r.paints.length > 0 && r.workers.threads === 0)
      throw new Error('the worker painted frames, but no worker thread is in the trace');
    if (r.paints.length > 0) {
      const js = r.paints.map((x) => x.ms);
      const gaps = r.paints.slice(1).map((x, k) => x.at - r.paints[k].at);
      rows.push({
        group: 'chart-gestures',
        name: `${name} 2 s, ${label}, the painter worker's time per frame painted, at 4× (traced × 4)`,
        value: r1((r.workers.thread / r.paints.length) * 4),
        unit: 'ms',
        goal: '< 16',
        note: `an estimate: the worker thread's time (its script and its canvas's raster, as the trace puts them on that thread) over the ${r.paints.length} frames it painted, × 4: CDP's CPU throttling reaches the page's main thread only (on a worker: "Operation is only supported for pages, not workers"); unthrottled ${r1(r.workers.thread / r.paints.length)} ms a frame, of which the script p95 ${r1(pct(js, 95))} ms; painted-frame interval p95 ${r1(pct(gaps, 95))} ms`,
      });
    }
    rows.push({
      group: 'chart-gestures',
      name: `${name} 2 s, ${label}, main-thread CPU per touch move, 4× CPU`,
      value: r1(r.threadTotal / Math.max(1, r.moves)),
      unit: 'ms',
      ...withPeer(p && r1(p.threadTotal / Math.max(1, p.moves))),
      note: `thread time, not wall: ${r1(r.threadTotal)} ms in all over ${r.moves} moves; longest task ${r1(r.taskThread)} ms of thread time`,
    });
    rows.push({
      group: 'chart-gestures',
      name: `${name}, ${label}: at rest, ECharts takes the window back, longest task, 4× CPU`,
      value: r1(r.handBack.traced?.wall ?? Math.max(0, ...r.handBack.tasks)),
      unit: 'ms',
      goal: '≤ 50',
      note: `traced, from the gesture's end until ECharts showed again ${r1(r.handBack.ms)} ms later (${HAND_BACK_NOTE}): ${r.handBack.traced ? `${r.handBack.traced.tasks} tasks, the longest ${r1(r.handBack.traced.thread)} ms of thread time` : 'no marks in the trace: the long tasks observed'}; ${r.handBack.tasks.length} long tasks (> 50 ms) observed, the longest ${r1(Math.max(0, ...r.handBack.tasks))} ms; longest frame gap meanwhile ${r1(r.handBack.worstGap)} ms`,
    });
    rows.push({
      group: 'chart-gestures',
      name: `${name} 2 s, ${label}, main-thread CPU per gesture frame drawn, 4× CPU`,
      value: r1(r.threadTotal / Math.max(1, r.draws)),
      unit: 'ms',
      ...withPeer(p && r1(p.threadTotal / Math.max(1, p.draws))),
      note: `thread time of the whole gesture over the ${r.draws} frames it drew (one window each): the cost of a frame whatever the rate of touch moves`,
    });
  }
  return rows;
}

export async function runChartGestureBench(baseUrl: string): Promise<BenchRow[]> {
  const browser = await launchBenchChromium();
  try {
    const ours = await gestureSession(browser, baseUrl, 'worker', true);
    const peer = await gestureSession(browser, baseUrl, 'main', false);
    const rows = ours.measured.flatMap((m) =>
      gestureRows(
        m,
        peer.measured.find((x) => x.label === m.label),
      ),
    );
    const live = await liveAtRest(browser, baseUrl, true);
    const livePeer = await liveAtRest(browser, baseUrl, false);
    rows.push({
      group: 'chart-gestures',
      name: `at rest, about ${live.span} bars shown, live trades patched in: longest task, 4× CPU`,
      value: r1(live.wall),
      unit: 'ms',
      goal: '≤ 50',
      peer: {
        name: `ECharts painting its own candles and bars, ${livePeer.span} bars`,
        value: r1(livePeer.wall),
      },
      note: `traced over ${LIVE_AT_REST_MS / 1000} s; thread time of the longest ${r1(live.thread)} ms (the peer's ${r1(livePeer.thread)} ms); the candles and bars are the series raster's (chart/series-raster.ts)`,
    });
    const times = ours.landscapeMs;
    rows.push({
      group: 'chart-gestures',
      name: 'tap 横屏 to the landscape chart drawn, 4× CPU',
      value: Math.round(pct(times, 50)),
      unit: 'ms',
      note: `median of ${LANDSCAPE_RUNS} (${times.map((t) => Math.round(t)).join(', ')} ms); rotated layout (headless Chromium refuses the lock)`,
    });
    return rows;
  } finally {
    await browser.close();
  }
}
