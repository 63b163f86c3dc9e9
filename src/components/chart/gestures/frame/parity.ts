/**
 * Test support: compares what the painter draws for a frame (recorded) with what ECharts drew for
 * the same option and window (echarts-render.ts), element kind by element kind, and lists every
 * difference larger than `tol` px. Only tests import this module.
 */
import type { ChartPalette } from '../../palette';
import type { Drawn, DrawnPath } from './echarts-render';
import type { KlineFrame } from './kline-frame';
import { paintKlineFrame } from './paint';
import { recordingContext, type PathOp, type TextOp } from './recording-context';

type Calls = Array<{ op: string; args: number[] }>;

export interface ParityReport {
  problems: string[];
  /** Largest coordinate difference seen (px). */
  maxDiff: number;
  counts: Record<string, number>;
}

function compareCalls(what: string, a: Calls, b: Calls, tol: number, r: ParityReport): void {
  if (a.length !== b.length) {
    r.problems.push(`${what}: ${a.length} calls in ECharts, ${b.length} in the painter`);
    return;
  }
  for (let i = 0; i < a.length; i++) {
    if (a[i].op !== b[i].op || a[i].args.length !== b[i].args.length) {
      r.problems.push(
        `${what}: call ${i} ${a[i].op}(${a[i].args.join()}) vs ${b[i].op}(${b[i].args.join()})`,
      );
      return;
    }
    for (let k = 0; k < a[i].args.length; k++) {
      const d = Math.abs(a[i].args[k] - b[i].args[k]);
      if (Number.isNaN(d)) {
        if (!(Number.isNaN(a[i].args[k]) && Number.isNaN(b[i].args[k]))) {
          r.problems.push(`${what}: call ${i} ${a[i].op}(${a[i].args.join()}) vs (${b[i].args.join()})`);
          return;
        }
        continue;
      }
      r.maxDiff = Math.max(r.maxDiff, d);
      if (d > tol) {
        r.problems.push(
          `${what}: call ${i} ${a[i].op}(${a[i].args.join()}) vs (${b[i].args.join()}), ${d.toFixed(4)} px`,
        );
        return;
      }
    }
  }
}

/** A large bar path's rects without the NaN ones (a canvas draws nothing for them). */
const realRects = (calls: Calls): Calls => calls.filter((c) => c.op !== 'rect' || !Number.isNaN(c.args[3]));

/** Separately drawn boxes in bar order (zrender paints them in the order they were created). */
const byBar = (a: DrawnPath, b: DrawnPath): number => (a.dataIndex ?? 0) - (b.dataIndex ?? 0);

/** The rectangle of a one-rectangle fill or stroke (fillRect, strokeRect), else null. */
const rectOf = (o: PathOp | undefined): number[] | null =>
  o && o.calls.length === 1 && o.calls[0].op === 'rect' ? o.calls[0].args : null;

/** (x, y) lies at least `m` px inside the rectangle [x, y, width, height]. */
const insideBy = ([x, y]: number[], [rx, ry, rw, rh]: number[], m: number): boolean =>
  !Number.isFinite(x) ||
  !Number.isFinite(y) ||
  (x - m >= rx && x + m <= rx + rw && y - m >= ry && y + m <= ry + rh);

const moveTo = (x: number, y: number) => ({ op: 'moveTo', args: [x, y] });
const lineTo = (x: number, y: number) => ({ op: 'lineTo', args: [x, y] });

/**
 * The painter's candles as the paths ECharts builds for them (NormalBoxPath, LargeBoxPath): it
 * fills each 1 px line as its rectangle and each body with fillRect + strokeRect (paint.ts wick()),
 * and these are turned back into ECharts' calls here: a body's polygon from its corner, the upper
 * wick from the high down, the lower wick from the low up, a large candle's line from low to high.
 */
function candlesAsPaths(
  ops: PathOp[],
  mode: 'box' | 'simple' | 'large',
  r: ParityReport,
): Array<{ color: string; calls: Calls; filled: boolean; clip: number[] | null }> {
  const out: Array<{ color: string; calls: Calls; filled: boolean; clip: number[] | null }> = [];
  const wickDown = (w: number[]) => [moveTo(w[0] + 0.5, w[1]), lineTo(w[0] + 0.5, w[1] + w[3])];
  const wickUp = (w: number[]) => [moveTo(w[0] + 0.5, w[1] + w[3]), lineTo(w[0] + 0.5, w[1])];
  let i = 0;
  while (i < ops.length) {
    const o = ops[i];
    if (mode !== 'box') {
      const w = rectOf(o);
      if (o.kind !== 'fill' || !w || w[2] !== 1) {
        r.problems.push(`candle ${out.length}: not a 1 px line filled as a rectangle`);
        return out;
      }
      out.push({
        color: o.style,
        calls: mode === 'large' ? wickUp(w) : wickDown(w),
        filled: false,
        clip: o.clip,
      });
      i++;
      continue;
    }
    const body = rectOf(o);
    let calls: Calls;
    let filled = false;
    if (o.kind === 'fill' && body && JSON.stringify(rectOf(ops[i + 1])) === JSON.stringify(body)) {
      const [l, t, w, h] = body;
      calls = [
        moveTo(l, t),
        lineTo(l + w, t),
        lineTo(l + w, t + h),
        lineTo(l, t + h),
        { op: 'closePath', args: [] },
      ];
      filled = ops[i + 1].kind === 'stroke' && ops[i + 1].style === o.style;
      i += 2;
    } else if (o.kind === 'stroke' && o.calls.length === 5) {
      // A flat body, stroked as ECharts' polygon of no height.
      calls = [...o.calls];
      filled = true;
      i += 1;
    } else {
      r.problems.push(`candle ${out.length}: no body`);
      return out;
    }
    const up = rectOf(ops[i]);
    const down = rectOf(ops[i + 1]);
    if (!up || !down || ops[i].kind !== 'fill' || ops[i + 1].kind !== 'fill') {
      r.problems.push(`candle ${out.length}: no wicks`);
      return out;
    }
    calls.push(...wickDown(up), ...wickUp(down));
    if (!filled) r.problems.push(`candle ${out.length}: body not filled, then stroked`);
    out.push({ color: o.style, calls, filled, clip: o.clip });
    i += 2;
  }
  return out;
}

export function compareWithECharts(
  drawn: Drawn,
  frame: KlineFrame,
  palette: ChartPalette,
  tol = 0.01,
): ParityReport {
  const r: ParityReport = { problems: [], maxDiff: 0, counts: {} };
  const rec = recordingContext();
  paintKlineFrame(rec.ctx, frame, palette, 2);
  const paths = rec.ops.filter((o): o is PathOp => o.kind !== 'text');
  const texts = rec.ops.filter((o): o is TextOp => o.kind === 'text');
  const take = (pred: (p: PathOp) => boolean): PathOp[] => paths.filter(pred);

  // Grid lines: ECharts one element per line, the painter one path each for split and axis lines.
  const ecSplit = drawn.paths.filter((p) => p.z === 0 && p.z2 === 0 && p.type === 'line');
  const ecAxis = drawn.paths.filter((p) => p.z === 0 && p.z2 === 1 && p.type === 'line');
  const [ourSplit, ourAxis] = take((p) => p.kind === 'stroke' && p.style === palette.grid);
  r.counts.splitLines = ecSplit.length;
  compareCalls(
    'split lines',
    ecSplit.flatMap((p) => p.calls),
    ourSplit?.calls ?? [],
    tol,
    r,
  );
  compareCalls(
    'axis lines',
    ecAxis.flatMap((p) => p.calls),
    ourAxis?.calls ?? [],
    tol,
    r,
  );
  for (const p of ecSplit)
    if (p.stroke !== palette.grid || p.lineCap !== 'butt') r.problems.push('split line style');
  for (const p of ecAxis)
    if (p.stroke !== palette.grid || p.lineCap !== ourAxis?.lineCap) r.problems.push('axis line style');

  // Labels: text, anchor, alignment, baseline, font, colour.
  r.counts.labels = drawn.texts.length;
  if (drawn.texts.length !== texts.length) {
    r.problems.push(
      `labels: ECharts [${drawn.texts.map((t) => t.text).join()}], painter [${texts.map((t) => t.text).join()}]`,
    );
  } else {
    drawn.texts.forEach((t, i) => {
      const o = texts[i];
      const d = Math.max(Math.abs(t.x - o.x), Math.abs(t.y + t.dy - o.y));
      r.maxDiff = Math.max(r.maxDiff, d);
      if (t.text !== o.text || t.align !== o.align || t.baseline !== o.baseline || d > tol)
        r.problems.push(
          `label ${i}: ECharts ${t.text} ${t.align} ${t.baseline} (${t.x}, ${t.y + t.dy}), painter ${o.text} ${o.align} ${o.baseline} (${o.x}, ${o.y})`,
        );
      if (t.font !== o.font || t.fill !== o.style)
        r.problems.push(`label ${i}: font/colour ${t.font} ${t.fill} vs ${o.font} ${o.style}`);
    });
  }

  // Bars: one large path per tone, rise then fall; the painter fills each rectangle on its own, in
  // the same order: its fills of one colour in the sub grid, gathered, are the path.
  const ecBars = drawn.paths.filter((p) => p.type === 'largeBar');
  const barFills = take((p) => p.kind === 'fill' && p.clip !== null && p.clip[1] === frame.sub.y);
  const ourBars: PathOp[] = [];
  for (const o of barFills) {
    const last = ourBars[ourBars.length - 1];
    if (last && last.style === o.style && JSON.stringify(last.clip) === JSON.stringify(o.clip))
      last.calls = [...last.calls, ...o.calls];
    else ourBars.push({ ...o, calls: [...o.calls] });
  }
  if (barFills.some((o) => !rectOf(o))) r.problems.push('bars: a fill other than one rectangle');
  r.counts.bars = ecBars.reduce((n, p) => n + realRects(p.calls).length, 0);
  // A tone with no bar in the window: ECharts keeps its empty path, the painter fills nothing.
  const ecBarsDrawn = ecBars.filter((p) => realRects(p.calls).length > 0);
  if (ecBarsDrawn.length !== ourBars.length)
    r.problems.push(`bars: ${ecBarsDrawn.length} series vs ${ourBars.length} colours`);
  ecBarsDrawn.forEach((p, i) => {
    const o = ourBars[i];
    if (!o) return;
    if (p.fill !== o.style) r.problems.push(`bars ${i}: colour ${p.fill} vs ${o.style}`);
    compareCalls(`bars ${i}`, realRects(p.calls), o.calls, tol, r);
    if (JSON.stringify(p.clips) !== JSON.stringify([o.clip]))
      r.problems.push(`bars ${i}: clip ${JSON.stringify(p.clips)} vs ${JSON.stringify(o.clip)}`);
  });

  // Candles: boxes (one element a bar) gathered per colour in bar order; large mode: a path per sign.
  const ecBoxes = drawn.paths.filter((p) => p.type === 'normalCandlestickBox').sort(byBar);
  if (ecBoxes.some((p) => p.dataIndex === null)) r.problems.push('a candle box without its data index');
  const ecLarge = drawn.paths.filter((p) => p.type === 'largeCandlestickBox');
  const candleColors = [palette.rise, palette.fall];
  r.counts.candles = ecBoxes.length + ecLarge.length;
  const expectedMode = ecLarge.length ? 'large' : 'box/simple';
  if ((frame.candleMode === 'large') !== ecLarge.length > 0)
    r.problems.push(`candles: ECharts drew ${expectedMode}, the painter ${frame.candleMode}`);
  const ourCandles = take(
    (p) => (p.style === palette.rise || p.style === palette.fall) && p.clip?.[1] !== frame.sub.y,
  );
  const asCandles = candlesAsPaths(ourCandles, frame.candleMode, r);
  if (ecLarge.length) {
    for (const color of candleColors) {
      const ours = asCandles.filter((c) => c.color === color);
      const ec = ecLarge.filter((p) => p.stroke === color && p.calls.length > 0);
      compareCalls(
        `large candles ${color}`,
        ec.flatMap((p) => p.calls),
        ours.flatMap((c) => c.calls),
        tol,
        r,
      );
      for (const p of ec) {
        const clip = ours[0]?.clip;
        if (JSON.stringify(p.clips) !== JSON.stringify([clip]))
          r.problems.push(`large candles: clip ${JSON.stringify(p.clips)} vs ${JSON.stringify(clip)}`);
      }
    }
    if (asCandles.some((c) => c.filled)) r.problems.push('large candles: bodies filled');
  } else {
    // ECharts' boxes in bar order, gathered into runs of one colour; the painter's candles too.
    const runs: Array<{ color: string; calls: Calls }> = [];
    for (const p of ecBoxes) {
      if (p.fill !== p.stroke) r.problems.push(`candle box fill ${p.fill} with stroke ${p.stroke}`);
      if (p.clips.length) r.problems.push('candle box clipped');
      const last = runs[runs.length - 1];
      if (last && last.color === p.stroke) last.calls.push(...p.calls);
      else runs.push({ color: p.stroke ?? '', calls: [...p.calls] });
    }
    const ours: Array<{ color: string; calls: Calls }> = [];
    for (const c of asCandles) {
      const last = ours[ours.length - 1];
      if (last && last.color === c.color) last.calls.push(...c.calls);
      else ours.push({ color: c.color, calls: [...c.calls] });
      if (c.clip !== null) r.problems.push('candle clipped');
    }
    if (runs.length !== ours.length)
      r.problems.push(`candles: ${runs.length} runs in ECharts, ${ours.length} in the painter`);
    runs.forEach((run, i) => {
      const o = ours[i];
      if (!o) return;
      if (o.color !== run.color) r.problems.push(`candle run ${i}: ${run.color} vs ${o.color}`);
      compareCalls(`candle run ${i}`, run.calls, o.calls, tol, r);
    });
    if (frame.candleMode === 'simple' && asCandles.some((c) => c.filled))
      r.problems.push('simple candles filled');
  }

  // Lines: one polyline per series, in series order, each clipped to its grid grown by half a pixel.
  const ecLines = drawn.paths.filter((p) => p.type === 'ec-polyline');
  const ourLines = take((p) => p.kind === 'stroke' && (palette.lines as readonly string[]).includes(p.style));
  r.counts.lines = ecLines.length;
  if (ecLines.length !== ourLines.length) r.problems.push(`lines: ${ecLines.length} vs ${ourLines.length}`);
  ecLines.forEach((p, i) => {
    const o = ourLines[i];
    if (!o) return;
    if (
      p.stroke !== o.style ||
      p.lineWidth !== o.lineWidth ||
      p.lineJoin !== o.lineJoin ||
      p.lineCap !== o.lineCap
    )
      r.problems.push(
        `line ${i}: style ${p.stroke} ${p.lineWidth} ${p.lineCap} ${p.lineJoin} vs ${o.style} ${o.lineWidth} ${o.lineCap} ${o.lineJoin}`,
      );
    compareCalls(`line ${i}`, p.calls, o.calls, tol, r);
    // The painter leaves out a clip that cuts nothing (the line half a pixel inside it all along).
    const clipOk =
      o.clip === null
        ? p.clips.length === 1 && p.calls.every((c) => c.args.length < 2 || insideBy(c.args, p.clips[0], 0.5))
        : JSON.stringify(p.clips) === JSON.stringify([o.clip]);
    if (!clipOk) r.problems.push(`line ${i}: clip ${JSON.stringify(p.clips)} vs ${JSON.stringify(o.clip)}`);
  });

  // Nothing else drawn by ECharts that the painter does not know of.
  const known = new Set(['line', 'largeBar', 'normalCandlestickBox', 'largeCandlestickBox', 'ec-polyline']);
  for (const p of drawn.paths)
    if (!known.has(p.type) && p.calls.length) r.problems.push(`unexpected ${p.type}`);
  return r;
}
