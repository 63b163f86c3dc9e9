/**
 * Draws a KlineFrame on a 2D canvas the way zrender draws ECharts' elements for the same chart, in
 * ECharts' order (z, then z2): split lines, the x axis lines (round caps), the axis labels; the sub
 * chart's bars, the candles; the lines. One path per colour where ECharts draws one (large bars,
 * large candles, lines), one per run of same-coloured candles in bar order where ECharts draws an
 * element per candle. Clips as ECharts' series clip paths (createClipPathFromCoordSys.js).
 */
import type { ChartPalette } from '../../palette';
import { CANDLE_STRIDE, CandleField, type GridRect, type KlineFrame } from './kline-frame';

/** The canvas calls the painter makes (a real CanvasRenderingContext2D has them all). */
export type FrameContext = Pick<
  CanvasRenderingContext2D,
  | 'setTransform'
  | 'clearRect'
  | 'save'
  | 'restore'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'closePath'
  | 'rect'
  | 'fillRect'
  | 'strokeRect'
  | 'clip'
  | 'fill'
  | 'stroke'
  | 'fillText'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'lineCap'
  | 'lineJoin'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
>;

/**
 * The series clip rectangle: the grid, grown by half the line width, its width rounded up and its
 * left edge down to whole pixels (createGridClipPath).
 */
export function clipRect(r: GridRect, lineWidth: number): GridRect {
  let x = r.x - lineWidth / 2;
  const y = r.y - lineWidth / 2;
  let width = Math.ceil(r.width + lineWidth);
  const height = r.height + lineWidth;
  if (x !== Math.floor(x)) {
    x = Math.floor(x);
    width++;
  }
  return { x, y, width, height };
}

function clipTo(ctx: FrameContext, r: GridRect): void {
  ctx.beginPath();
  ctx.rect(r.x, r.y, r.width, r.height);
  ctx.clip();
}

function largeCandles(ctx: FrameContext, f: KlineFrame, p: ChartPalette): void {
  const c = f.candles;
  // CandleView.js createLarge: one path of low–high lines per sign, rise (elP) then fall (elN);
  // each 1 px line filled as its rectangle (see wick()).
  for (const sign of [1, -1]) {
    ctx.fillStyle = sign === 1 ? p.rise : p.fall;
    for (let k = 0; k < f.count; k++) {
      const r = k * CANDLE_STRIDE;
      if (c[r + CandleField.sign] !== sign || c[r + CandleField.valid] !== 1) continue;
      wick(ctx, c[r + CandleField.wickX], c[r + CandleField.low], c[r + CandleField.high]);
    }
  }
}

/**
 * A 1 px vertical line from y0 to y1 (butt caps) as the rectangle it covers. The canvas fills a
 * rectangle by Skia's rectangle path, where a stroked path goes through its general stroker and
 * path rasteriser: the same pixels (edge coverage within 1/16), at a fraction of the main thread's
 * raster time (a 569-bar frame's candles and bars went from about 11 to 2 ms unthrottled;
 * docs/chart-gestures-landscape-cold-start.md).
 */
function wick(ctx: FrameContext, x: number, y0: number, y1: number): void {
  ctx.fillRect(x - 0.5, Math.min(y0, y1), 1, Math.abs(y1 - y0));
}

/**
 * Candles drawn one by one by ECharts (an element per bar, painted in bar order on a fresh chart):
 * here one path per run of bars of one colour, in bar order, so where neighbours share pixels (thin
 * candles) the later bar is on top as in ECharts. Boxes: the body polygon filled, then it and the
 * wicks stroked (NormalBoxPath); under 1.3 px a box is only its high–low line.
 */
function boxCandles(ctx: FrameContext, f: KlineFrame, p: ChartPalette): void {
  const c = f.candles;
  const box = f.candleMode === 'box';
  // ECharts fills a run's bodies and then strokes them: bar by bar here, which differs only where a
  // body covers its same-coloured neighbour's outline (the same colour over the same colour).
  for (let k = 0; k < f.count; k++) {
    const r = k * CANDLE_STRIDE;
    if (c[r + CandleField.valid] !== 1) continue;
    const color = c[r + CandleField.sign] === 1 ? p.rise : p.fall;
    const wx = c[r + CandleField.wickX];
    const high = c[r + CandleField.high];
    const low = c[r + CandleField.low];
    ctx.fillStyle = color;
    if (!box) {
      wick(ctx, wx, high, low);
      continue;
    }
    const l = c[r + CandleField.left];
    const rt = c[r + CandleField.right];
    const top = c[r + CandleField.top];
    const bottom = c[r + CandleField.bottom];
    ctx.strokeStyle = color;
    if (bottom - top > 1e-6) {
      ctx.fillRect(l, top, rt - l, bottom - top);
      ctx.strokeRect(l, top, rt - l, bottom - top);
    } else {
      // A flat body (open = close): the closed polygon of no height ECharts strokes, as a path (a
      // rectangle of no height is stroked otherwise by the canvas).
      ctx.beginPath();
      ctx.moveTo(l, top);
      ctx.lineTo(rt, top);
      ctx.lineTo(rt, bottom);
      ctx.lineTo(l, bottom);
      ctx.closePath();
      ctx.stroke();
    }
    wick(ctx, wx, high, top);
    wick(ctx, wx, low, bottom);
  }
}

function paintBars(ctx: FrameContext, f: KlineFrame, p: ChartPalette): void {
  if (!f.bars) return;
  ctx.save();
  clipTo(ctx, clipRect(f.sub, 0));
  const colors = [p.rise, p.fall];
  for (let t = 0; t < 2; t++) {
    const b = f.bars[t];
    const w = f.barWidth;
    // ECharts' large bars are one path of rectangles; each filled as a rectangle here (see wick()).
    ctx.fillStyle = colors[t];
    for (let k = 0; k < b.length; k += 3) {
      const h = b[k + 2];
      if (h !== h) continue; // NaN: no bar (a canvas ignores such a rect; skipped here)
      ctx.fillRect(b[k], b[k + 1], w, h);
    }
  }
  ctx.restore();
}

/** Every finite point of `pts` (x, y pairs) lies at least a line's half width inside `r`. */
function within(pts: Float32Array, r: GridRect): boolean {
  for (let k = 0; k < pts.length; k += 2) {
    const x = pts[k];
    const y = pts[k + 1];
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    if (x - 0.5 < r.x || x + 0.5 > r.x + r.width || y - 0.5 < r.y || y + 0.5 > r.y + r.height) return false;
  }
  return true;
}

function paintLines(ctx: FrameContext, f: KlineFrame, p: ChartPalette): void {
  const clips = [clipRect(f.main, 1), clipRect(f.sub, 1)];
  // ECharts' line series join their segments with bevels (LineView's polyline style).
  ctx.lineJoin = 'bevel';
  for (const line of f.lines) {
    const pts = line.points;
    // Clipping costs raster time; a line wholly inside its clip (nearly always: the value axes'
    // ranges hold the lines) is drawn unclipped, the same pixels.
    const clip = clips[line.grid];
    const clipped = !within(pts, clip);
    ctx.save();
    if (clipped) clipTo(ctx, clip);
    ctx.beginPath();
    // chart/line/poly.js drawSegment: a run of points between gaps; a point closer than
    // sqrt(0.5) px to the last one drawn is skipped.
    let pen = false;
    let px = 0;
    let py = 0;
    for (let k = 0; k < pts.length; k += 2) {
      const x = pts[k];
      const y = pts[k + 1];
      if (!Number.isFinite(y) || !Number.isFinite(x)) {
        pen = false;
        continue;
      }
      if (!pen) {
        ctx.moveTo(x, y);
        pen = true;
      } else {
        const dx = x - px;
        const dy = y - py;
        if (dx * dx + dy * dy < 0.5) continue;
        ctx.lineTo(x, y);
      }
      px = x;
      py = y;
    }
    ctx.strokeStyle = p.lines[line.color];
    ctx.stroke();
    ctx.restore();
  }
}

/** Clears the canvas (frame.width·dpr × frame.height·dpr) and draws the whole chart, both grids. */
export function paintKlineFrame(
  ctx: FrameContext,
  frame: KlineFrame,
  palette: ChartPalette,
  dpr: number,
): void {
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, frame.width, frame.height);
  ctx.lineWidth = 1;
  ctx.lineJoin = 'miter';

  // z 0: split lines (z2 0), axis lines (z2 1), labels (z2 10).
  const { main } = frame;
  ctx.strokeStyle = palette.grid;
  ctx.lineCap = 'butt';
  ctx.beginPath();
  for (const y of frame.splitLines) {
    ctx.moveTo(main.x, y);
    ctx.lineTo(main.x + main.width, y);
  }
  ctx.stroke();
  ctx.lineCap = 'round';
  ctx.beginPath();
  for (const y of frame.axisLines) {
    ctx.moveTo(main.x, y);
    ctx.lineTo(main.x + main.width, y);
  }
  ctx.stroke();
  ctx.lineCap = 'butt';

  ctx.font = frame.font;
  ctx.fillStyle = palette.axisText;
  ctx.textBaseline = 'middle';
  const mid = frame.lineHeight / 2;
  for (const t of frame.yLabels) {
    ctx.textAlign = t.align;
    ctx.fillText(t.text, t.x, t.y + mid);
  }
  for (const t of frame.xLabels) {
    ctx.textAlign = t.align;
    ctx.fillText(t.text, t.x, t.y + mid);
  }

  // z 2: the sub chart's bars (z2 1), then the candles (z2 100).
  paintBars(ctx, frame, palette);
  if (frame.candleMode === 'large') {
    ctx.save();
    clipTo(ctx, clipRect(frame.main, 0));
    largeCandles(ctx, frame, palette);
    ctx.restore();
  } else boxCandles(ctx, frame, palette);

  // z 3: the lines, in series order.
  paintLines(ctx, frame, palette);
}
