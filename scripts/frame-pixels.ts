/**
 * The gesture painter in the browser (issue 21, docs/notes/chart-gestures-landscape-cold-start.md "Gesture
 * frames drawn by our own painter"): `npx tsx scripts/frame-pixels.ts` draws the same K-line option
 * and window with ECharts' canvas renderer and with klineFrame + paintKlineFrame in the bench's
 * headless Chromium, and prints how many device pixels differ (and by how much); then what a frame
 * costs at 4× CPU: the painter's JavaScript, and the requestAnimationFrame interval when every frame
 * lays out and paints (the canvas raster included); and, in a worker on an OffscreenCanvas as the
 * painter runs in the app, what the raster of each part of a frame costs (unthrottled: CDP's CPU
 * throttling does not reach workers). A measurement to read, not a test.
 */
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

/** klineFrame's text measure, memoised, on a 2D context `probe` (each entry makes its own). */
const MEASURE = `
const widths = new Map();
const measure = (t, f) => {
  const k = f + '|' + t;
  let w = widths.get(k);
  if (w === undefined) { probe.font = f; w = probe.measureText(t).width; widths.set(k, w); }
  return w;
};
`;

const ENTRY = `
import { init, use as register } from 'echarts/core';
import { BarChart, CandlestickChart, LineChart } from 'echarts/charts';
import { DataZoomInsideComponent, GridSimpleComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { DARK_PALETTE, LIGHT_PALETTE } from './src/components/chart/palette';
import { buildKlineOption } from './src/components/chart/options/kline';
import { largerAxisLabels } from './src/components/chart/fullscreen/axes';
import { testHistory, testInput } from './src/components/chart/gestures/frame/testing';
import { klineFrame } from './src/components/chart/gestures/frame/kline-frame';
import { paintKlineFrame } from './src/components/chart/gestures/frame/paint';
register([LineChart, BarChart, CandlestickChart, GridSimpleComponent, DataZoomInsideComponent, CanvasRenderer]);

const history = testHistory(2200);
const probe = document.createElement('canvas').getContext('2d');
${MEASURE}const inputOf = (indicator, height, dark) =>
  testInput(history, { indicator, showMa: true, palette: dark ? DARK_PALETTE : LIGHT_PALETTE, height });

window.compare = (bars, start, indicator, width, height, fontSize, dark, from) => {
  const dpr = window.devicePixelRatio;
  const palette = dark ? DARK_PALETTE : LIGHT_PALETTE;
  const input = inputOf(indicator, height, dark);
  const win = { startValue: start, endValue: start + bars - 1 };
  const option = buildKlineOption(input);
  const { start: _s, end: _e, maxValueSpan: _m, ...rest } = option.dataZoom[0];
  let windowed = { ...option, dataZoom: [{ ...rest, disabled: true, ...win }] };
  if (fontSize !== 10) windowed = largerAxisLabels(windowed, fontSize);
  const div = document.createElement('div');
  document.body.appendChild(div);
  const chart = init(div, undefined, { renderer: 'canvas', devicePixelRatio: dpr, width, height });
  if (from) {
    // The handoff: the chart showed another window, then gets this one by a dataZoom action.
    const before = { ...windowed, dataZoom: [{ ...windowed.dataZoom[0], startValue: from[0], endValue: from[1] }] };
    chart.setOption(before, { notMerge: true });
    chart.getZr().flush();
    chart.dispatchAction({ type: 'dataZoom', dataZoomIndex: 0, ...win });
  } else chart.setOption(windowed, { notMerge: true });
  chart.getZr().flush();
  const theirs = div.querySelector('canvas');
  const a = theirs.getContext('2d').getImageData(0, 0, theirs.width, theirs.height).data;
  const ours = document.createElement('canvas');
  ours.width = width * dpr;
  ours.height = height * dpr;
  paintKlineFrame(ours.getContext('2d'), klineFrame({ option: input, width, window: win, fontSize, measure }), palette, dpr);
  const b = ours.getContext('2d').getImageData(0, 0, ours.width, ours.height).data;
  // visible: a channel more than 64/255 apart, as tests/e2e/chart-frames.e2e.ts counts; box: where
  // those are (device px, [x0, y0, x1, y1]).
  let pixels = 0, most = 0, visible = 0;
  const where = [];
  const box = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < a.length; i += 4) {
    const d = Math.max(Math.abs(a[i] - b[i]), Math.abs(a[i + 1] - b[i + 1]), Math.abs(a[i + 2] - b[i + 2]), Math.abs(a[i + 3] - b[i + 3]));
    if (!d) continue;
    pixels++;
    most = Math.max(most, d);
    const x = (i / 4) % ours.width, y = Math.floor(i / 4 / ours.width);
    if (where.length < 6) where.push([x, y]);
    if (d > 64) {
      visible++;
      box[0] = Math.min(box[0], x); box[1] = Math.min(box[1], y);
      box[2] = Math.max(box[2], x); box[3] = Math.max(box[3], y);
    }
  }
  chart.dispose();
  div.remove();
  return { pixels, visible, of: a.length / 4, most, where, visibleBox: visible ? box : null };
};

window.cost = (bars, indicator, frames) => new Promise((resolve) => {
  const dpr = window.devicePixelRatio;
  const input = inputOf(indicator, 250, false);
  const canvas = document.createElement('canvas');
  canvas.width = 375 * dpr;
  canvas.height = 250 * dpr;
  canvas.style.width = '375px';
  document.body.appendChild(canvas);
  const ctx = canvas.getContext('2d');
  const stamps = [], js = [];
  let k = 0;
  let frame;
  const tick = (t) => {
    stamps.push(t);
    const t0 = performance.now();
    const s = 2200 - bars - (k % 200);
    // The previous frame's arrays are refilled (klineFrame's reuse), as a gesture would.
    frame = klineFrame({ option: input, width: 375, window: { startValue: s, endValue: s + bars - 1 }, fontSize: 10, measure, reuse: frame });
    paintKlineFrame(ctx, frame, LIGHT_PALETTE, dpr);
    js.push(performance.now() - t0);
    if (++k < frames) return requestAnimationFrame(tick);
    canvas.remove();
    const q = (xs, p) => { const v = [...xs].sort((x, y) => x - y); return +v[Math.floor(v.length * p)].toFixed(1); };
    const gaps = stamps.slice(1).map((x, i) => x - stamps[i]);
    resolve({ jsMedian: q(js, 0.5), jsP95: q(js, 0.95), frameMedian: q(gaps, 0.5), frameP95: q(gaps, 0.95) });
  };
  requestAnimationFrame(tick);
});
`;

/**
 * The painter's worker without the page: each frame painted on an OffscreenCanvas and its raster
 * forced (a 1-pixel getImageData; a transferred canvas rasterises at the end of the worker's task,
 * which measured the same per frame), the whole frame and the frame without its lines, bars or
 * candles by turns, frame by frame, so that the machine's load falls on all four alike. The part's
 * cost is the whole frame's time less the frame's without it.
 */
const WORKER_ENTRY = `
import { LIGHT_PALETTE } from './src/components/chart/palette';
import { testHistory, testInput } from './src/components/chart/gestures/frame/testing';
import { klineFrame } from './src/components/chart/gestures/frame/kline-frame';
import { paintKlineFrame } from './src/components/chart/gestures/frame/paint';
const history = testHistory(2200);
const probe = new OffscreenCanvas(1, 1).getContext('2d');
${MEASURE}const parts = {
  whole: (f) => f,
  'no lines': (f) => ({ ...f, lines: [] }),
  'no bars': (f) => ({ ...f, bars: null }),
  'no candles': (f) => ({ ...f, candles: new Float64Array(f.candles.length) }),
};
self.onmessage = ({ data: [bars, indicator, frames] }) => {
  const dpr = 2;
  const input = testInput(history, { indicator, showMa: true, palette: LIGHT_PALETTE, height: 250 });
  const ctx = new OffscreenCanvas(375 * dpr, 250 * dpr).getContext('2d');
  const times = Object.fromEntries(Object.keys(parts).map((k) => [k, []]));
  for (let k = 0; k < frames; k++) {
    const s = 2200 - bars - (k % 50) * 3;
    const f = klineFrame({ option: input, width: 375, window: { startValue: s, endValue: s + bars - 1 }, fontSize: 10, measure });
    for (const [name, part] of Object.entries(parts)) {
      const g = part(f);
      ctx.getImageData(0, 0, 1, 1);
      const t0 = performance.now();
      paintKlineFrame(ctx, g, LIGHT_PALETTE, dpr);
      ctx.getImageData(0, 0, 1, 1);
      times[name].push(performance.now() - t0);
    }
  }
  const median = (xs) => +[...xs].sort((a, b) => a - b)[xs.length >> 1].toFixed(2);
  const m = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)]));
  self.postMessage({
    whole: m.whole,
    lines: +(m.whole - m['no lines']).toFixed(2),
    bars: +(m.whole - m['no bars']).toFixed(2),
    candles: +(m.whole - m['no candles']).toFixed(2),
  });
};
`;

const bundled = async (contents: string, sourcefile: string): Promise<string> =>
  (
    await build({
      stdin: { contents, resolveDir: process.cwd(), loader: 'ts', sourcefile },
      bundle: true,
      format: 'iife',
      write: false,
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'warning',
    })
  ).outputFiles[0].text;

async function main(): Promise<void> {
  const bundle = await bundled(ENTRY, 'frame-pixels-entry.ts');
  const workerBundle = await bundled(WORKER_ENTRY, 'frame-pixels-worker.ts');
  // The bench's Chromium and flags (bench/chromium.ts), its phone's pixel ratio (bench/chart-gestures.ts).
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    for (const dpr of [2, 3]) {
      const page = await browser.newPage({ viewport: { width: 700, height: 700 }, deviceScaleFactor: dpr });
      await page.setContent('<html><body style="margin:0"></body></html>');
      await page.addScriptTag({ content: bundle });
      const cases: Array<[number, number, string, number, number, number, boolean, [number, number]?]> = [
        [21, 1300, 'KDJ', 414, 276, 10, false],
        [48, 2152, 'VOL', 375, 250, 10, false],
        [48, 2152, 'MACD', 375, 250, 10, true],
        [120, 600, 'RSI', 375, 250, 10, false],
        [200, 600, 'BOLL', 375, 250, 10, false],
        [580, 900, 'VOL', 375, 250, 10, false],
        [650, 800, 'MACD', 667, 259, 12, false],
        [1500, 0, 'VOL', 375, 250, 10, false],
        // after a dataZoom from another window (ECharts keeps the elements it had, in their order)
        [48, 2100, 'VOL', 375, 250, 10, false, [2110, 2157]],
        [300, 1500, 'VOL', 375, 250, 10, false, [1600, 1747]],
        [580, 1300, 'VOL', 375, 250, 10, false, [1450, 1749]],
        [580, 1300, 'VOL', 375, 250, 10, false, [1400, 1447]],
      ];
      for (const c of cases) {
        const r = await page.evaluate(
          (args) => (window as unknown as { compare: (...a: unknown[]) => unknown }).compare(...args),
          c,
        );
        const after = c[7] ? `, after a dataZoom from ${c[7][1] - c[7][0] + 1} bars at ${c[7][0]}` : '';
        console.log(
          `pixels dpr ${dpr}: ${c[0]} bars at ${c[1]} ${c[2]} ${c[3]} px ${c[5]} px labels${after}`,
          JSON.stringify(r),
        );
      }
      if (dpr === 2) {
        for (const bars of [48, 300, 574, 850, 1500]) {
          const r = await page.evaluate(
            ([src, args]) =>
              new Promise((resolve) => {
                const w = new Worker(URL.createObjectURL(new Blob([src], { type: 'text/javascript' })));
                w.onmessage = (e: MessageEvent) => {
                  w.terminate();
                  resolve(e.data);
                };
                w.postMessage(args);
              }),
            [workerBundle, [bars, 'VOL', 60]] as const,
          );
          console.log(
            `raster in a worker, unthrottled, dpr 2, ms (median): ${bars} bars VOL`,
            JSON.stringify(r),
          );
        }
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        for (const [bars, indicator] of [
          [48, 'VOL'],
          [150, 'VOL'],
          [580, 'VOL'],
          [650, 'VOL'],
          [1500, 'VOL'],
          [1500, 'MACD'],
        ] as const) {
          const r = await page.evaluate(
            (args) => (window as unknown as { cost: (...a: unknown[]) => Promise<unknown> }).cost(...args),
            [bars, indicator, 90] as const,
          );
          console.log(`cost 4x CPU dpr 2: ${bars} bars ${indicator}`, JSON.stringify(r));
        }
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

void main();
