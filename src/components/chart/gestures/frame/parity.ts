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

/** The rectangle of a one-rectangle fill (fillRect), else null. */
const rectOf = (o: PathOp | undefined): number[] | null =>
  o && o.calls.length === 1 && o.calls[0].op === 'rect' ? o.calls[0].args : null;

/**
 * A 1 px line the painter filled as its rectangle (paint.ts wick()) as the path ECharts strokes:
 * from the top down (`down`: a thin candle, high to low) or from the bottom up (a large candle, low
 * to high).
 */
function wickAsPath(o: PathOp, down: boolean): Calls | null {
  const w = rectOf(o);
  if (!w || w[2] !== 1 || o.kind !== 'fill') return null;
  const x = w[0] + 0.5;
  const [y0, y1] = down ? [w[1], w[1] + w[3]] : [w[1] + w[3], w[1]];
  // A line of no length (high = low): zrender's PathProxy leaves its lineTo out; nothing is drawn
  // either way.
  if (w[3] === 0) return [{ op: 'moveTo', args: [x, y0] }];
  return [
    { op: 'moveTo', args: [x, y0] },
    { op: 'lineTo', args: [x, y1] },
  ];
}

/** (x, y) lies at least `m` px inside the rectangle [x, y, width, height] (or is no point). */
const insideBy = ([x, y]: number[], [rx, ry, rw, rh]: number[], m: number): boolean =>
  !Number.isFinite(x) ||
  !Number.isFinite(y) ||
  (x - m >= rx && x + m <= rx + rw && y - m >= ry && y + m <= ry + rh);

export function compareWithECharts(
  drawn: Drawn,
  frame: KlineFrame,
  palette: ChartPalette,
  tol = 0.01,
): ParityReport {
  const r: ParityReport = { problems: [], maxDiff: 0, counts: {} };
  const rec = recordingContext();
  // zrender's devicePixelRatio in node is 1 (it sets the lines' short-segment unit, 2 px / dpr).
  paintKlineFrame(rec.ctx, frame, palette, 1);
  const paths = rec.ops.filter((o): o is PathOp => o.kind !== 'text');
  const texts = rec.ops.filter((o): o is TextOp => o.kind === 'text');
  const take = (pred: (p: PathOp) => boolean): PathOp[] => paths.filter(pred);

  const ecSplit = drawn.paths.filter((p) => p.z === 0 && p.z2 === 0 && p.type === 'line');
  const ecAxis = drawn.paths.filter((p) => p.z === 0 && p.z2 === 1 && p.type === 'line');
  // Grid lines: an element (ECharts) and a stroke (painter) per line, split lines then axis lines.
  const ourGrid = take((p) => p.kind === 'stroke' && p.style === palette.grid);
  const ourSplit = ourGrid.filter((p) => p.lineCap === 'butt');
  const ourAxis = ourGrid.filter((p) => p.lineCap === 'round');
  r.counts.splitLines = ecSplit.length;
  const pairs: Array<[string, DrawnPath[], PathOp[], string]> = [
    ['split line', ecSplit, ourSplit, 'butt'],
    ['axis line', ecAxis, ourAxis, 'round'],
  ];
  for (const [what, ec, ours, cap] of pairs) {
    if (ec.length !== ours.length)
      r.problems.push(`${what}s: ${ec.length} in ECharts, ${ours.length} painted`);
    ec.forEach((p, i) => {
      if (p.stroke !== palette.grid || p.lineCap !== cap)
        r.problems.push(`${what} ${i}: ${p.stroke} ${p.lineCap}`);
      compareCalls(`${what} ${i}`, p.calls, ours[i]?.calls ?? [], tol, r);
    });
  }
  if (ourGrid.length && ourGrid.findIndex((p) => p.lineCap === 'round') < ourSplit.length)
    r.problems.push('axis lines before split lines');

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
  // the path's order (paint.ts wick()): its fills of one colour, gathered, are the path.
  const ecBars = drawn.paths.filter((p) => p.type === 'largeBar' && realRects(p.calls).length > 0);
  // (An empty path of a colour with no bar in the window paints nothing: left out.)
  const barFills = take(
    (p) => p.kind === 'fill' && p.clip !== null && p.clip[1] === frame.sub.y && p.calls.length > 0,
  );
  // Box candles: a path per colour, as ECharts; more: a rectangle filled each.
  if (frame.candleMode !== 'box' && barFills.some((o) => !rectOf(o)))
    r.problems.push('bars: a fill other than one rectangle');
  const ourBars: PathOp[] = [];
  for (const o of barFills) {
    const last = ourBars[ourBars.length - 1];
    if (last && last.style === o.style) last.calls = [...last.calls, ...o.calls];
    else ourBars.push({ ...o, calls: [...o.calls] });
  }
  r.counts.bars = ecBars.reduce((n, p) => n + realRects(p.calls).length, 0);
  if (ecBars.length !== ourBars.length)
    r.problems.push(`bars: ${ecBars.length} series vs ${ourBars.length} colours`);
  ecBars.forEach((p, i) => {
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
  if (ecLarge.length) {
    // The painter fills each low–high line as its rectangle, rise then fall.
    for (const color of candleColors) {
      const ours = ourCandles.filter((p) => p.style === color);
      const ec = ecLarge.filter((p) => p.stroke === color && p.calls.length > 0);
      const calls: Calls = [];
      for (const o of ours) {
        const c = wickAsPath(o, false);
        if (!c) {
          r.problems.push(`large candles ${color}: not a 1 px line filled as a rectangle`);
          break;
        }
        calls.push(...c);
      }
      compareCalls(
        `large candles ${color}`,
        ec.flatMap((p) => p.calls),
        calls,
        tol,
        r,
      );
      for (const p of ec) {
        if (JSON.stringify(p.clips) !== JSON.stringify([ours[0]?.clip]))
          r.problems.push(
            `large candles: clip ${JSON.stringify(p.clips)} vs ${JSON.stringify(ours[0]?.clip)}`,
          );
      }
    }
  } else if (frame.candleMode === 'simple') {
    // ECharts' thin candles in bar order, one line each: the painter's rectangles, one by one.
    if (ecBoxes.length !== ourCandles.length)
      r.problems.push(`candles: ${ecBoxes.length} boxes in ECharts, ${ourCandles.length} lines`);
    ecBoxes.forEach((p, i) => {
      if (p.clips.length) r.problems.push('candle box clipped');
      const o = ourCandles[i];
      if (!o) return;
      if (o.style !== p.stroke) r.problems.push(`candle ${i}: ${p.stroke} vs ${o.style}`);
      const calls = wickAsPath(o, true);
      if (!calls) r.problems.push(`candle ${i}: not a 1 px line filled as a rectangle`);
      else compareCalls(`candle ${i}`, p.calls, calls, tol, r);
      if (o.clip !== null) r.problems.push(`candle ${i}: clipped`);
    });
  } else {
    // ECharts' boxes in bar order, one path each: the painter's paths, one by one.
    const strokes = ourCandles.filter((p) => p.kind === 'stroke');
    const fills = ourCandles.filter((p) => p.kind === 'fill');
    if (ecBoxes.length !== strokes.length)
      r.problems.push(`candles: ${ecBoxes.length} boxes in ECharts, ${strokes.length} paths`);
    ecBoxes.forEach((p, i) => {
      if (p.fill !== p.stroke) r.problems.push(`candle box fill ${p.fill} with stroke ${p.stroke}`);
      if (p.clips.length) r.problems.push('candle box clipped');
      const o = strokes[i];
      if (!o) return;
      if (o.style !== p.stroke) r.problems.push(`candle ${i}: ${p.stroke} vs ${o.style}`);
      compareCalls(`candle ${i}`, p.calls, o.calls, tol, r);
    });
    if (
      fills.length !== strokes.length ||
      fills.some((f, i) => f.calls !== strokes[i].calls || f.style !== strokes[i].style)
    )
      r.problems.push('candles: each body path is filled, then stroked');
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
