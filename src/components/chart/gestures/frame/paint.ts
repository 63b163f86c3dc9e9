/**
 * Draws a KlineFrame on a 2D canvas the way zrender draws ECharts' elements for the same chart, in
 * ECharts' order (z, then z2): split lines, the x axis lines (round caps), the axis labels; the sub
 * chart's bars, the candles; the lines. A path for each of ECharts' elements: each grid line, each
 * large bar series and large candle sign (one path per colour), each line, and each candle where
 * ECharts draws an element per candle (under 600 bars). Paths as zrender's PathProxy hands them to the canvas; clips as ECharts' series clip paths
 * (createClipPathFromCoordSys.js).
 */
import type { ChartPalette } from '../../palette';
import { CANDLE_STRIDE, CandleField, type GridRect, type KlineFrame } from './kline-frame';

/** A laid-out frame as the painter needs it: data only (it crosses to a worker), no functions. */
export type PaintedFrame = Omit<KlineFrame, 'xOf' | 'yOfMain' | 'yOfSub'>;

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

/**
 * The path as zrender's PathProxy hands it to the canvas (core/PathProxy.js): a lineTo no farther
 * than `unit` px on both axes from the last point drawn is left out, and the farthest of a run of
 * such points is drawn before the next moveTo, closePath or rect and at the end. The unit is 0 for
 * every element but the lines (segmentIgnoreThreshold 2 / zrender's devicePixelRatio), so there
 * only zero-length segments go, which draw nothing anyway.
 */
class Pen {
  ctx: FrameContext;
  unit = 0;
  private x0 = 0;
  private y0 = 0;
  private xi = 0;
  private yi = 0;
  private pd = 0;
  private px = 0;
  private py = 0;

  constructor(ctx: FrameContext) {
    this.ctx = ctx;
  }

  begin(unit: number): void {
    this.unit = unit;
    this.pd = 0;
    this.ctx.beginPath();
  }

  private pending(): void {
    if (this.pd > 0) {
      this.ctx.lineTo(this.px, this.py);
      this.pd = 0;
    }
  }

  moveTo(x: number, y: number): void {
    this.pending();
    this.ctx.moveTo(x, y);
    this.x0 = this.xi = x;
    this.y0 = this.yi = y;
  }

  lineTo(x: number, y: number): void {
    const dx = Math.abs(x - this.xi);
    const dy = Math.abs(y - this.yi);
    if (dx > this.unit || dy > this.unit) {
      this.ctx.lineTo(x, y);
      this.xi = x;
      this.yi = y;
      this.pd = 0;
      return;
    }
    const d2 = dx * dx + dy * dy;
    if (d2 > this.pd) {
      this.px = x;
      this.py = y;
      this.pd = d2;
    }
  }

  closePath(): void {
    this.pending();
    this.ctx.closePath();
    this.xi = this.x0;
    this.yi = this.y0;
  }

  rect(x: number, y: number, w: number, h: number): void {
    this.pending();
    this.ctx.rect(x, y, w, h);
  }

  /** The path is complete (PathProxy.toStatic): the last pending point is drawn. */
  end(): void {
    this.pending();
  }
}

function largeCandles(pen: Pen, f: PaintedFrame, p: ChartPalette): void {
  const c = f.candles;
  const ctx = pen.ctx;
  // CandleView.js createLarge: one path of low–high lines per sign, rise (elP) then fall (elN);
  // each 1 px line filled as its rectangle (wick()).
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
 * A 1 px vertical line from y0 to y1 (butt caps), filled as the rectangle it covers. On a software
 * canvas (Chromium without a GPU: the benchmark's, and the main thread's raster) Skia fills a
 * rectangle by its rectangle path, where a stroked path goes through the stroker and the path
 * rasteriser: the same pixels but for the edge coverage of the two ends and of a line off the
 * pixel grid, at a fraction of the raster time (580 lines: 1.0 → 0.55 ms unthrottled; 580 thin
 * bars: 6.8 → 0.34 ms). Used where the bars are many (thin candles, 600 bars and more, the
 * bars); the boxes of 143 candles and fewer keep ECharts' own paths, pixel for pixel.
 */
function wick(ctx: FrameContext, x: number, y0: number, y1: number): void {
  ctx.fillRect(x - 0.5, Math.min(y0, y1), 1, Math.abs(y1 - y0));
}

/**
 * Candles under 600 bars: ECharts draws an element per candle, in bar order on a fresh chart, each
 * its own fill and stroke; so here (a thin candle's line as its rectangle, wick()). (One path for several candles would paint their shared
 * anti-aliased pixels once where ECharts paints them twice: up to 64/255 apart where thin
 * neighbours overlap, measured.) Boxes: the body polygon filled, then it and the wicks stroked
 * (NormalBoxPath); under 1.3 px a candle is only its high–low line (isSimpleBox), stroked.
 */
function eachCandle(pen: Pen, f: PaintedFrame, p: ChartPalette): void {
  const c = f.candles;
  const ctx = pen.ctx;
  const box = f.candleMode === 'box';
  let color = '';
  for (let k = 0; k < f.count; k++) {
    const r = k * CANDLE_STRIDE;
    if (c[r + CandleField.valid] !== 1) continue;
    const wx = c[r + CandleField.wickX];
    const next = c[r + CandleField.sign] === 1 ? p.rise : p.fall;
    if (next !== color) {
      color = next;
      ctx.fillStyle = color;
      ctx.strokeStyle = color;
    }
    if (!box) {
      // A thin candle: its high–low line, filled as a rectangle (wick()).
      wick(ctx, wx, c[r + CandleField.high], c[r + CandleField.low]);
      continue;
    }
    const l = c[r + CandleField.left];
    const rt = c[r + CandleField.right];
    const top = c[r + CandleField.top];
    const bottom = c[r + CandleField.bottom];
    pen.begin(0);
    pen.moveTo(l, top);
    pen.lineTo(rt, top);
    pen.lineTo(rt, bottom);
    pen.lineTo(l, bottom);
    pen.closePath();
    pen.moveTo(wx, c[r + CandleField.high]);
    pen.lineTo(wx, top);
    pen.moveTo(wx, c[r + CandleField.low]);
    pen.lineTo(wx, bottom);
    pen.end();
    ctx.fill();
    ctx.stroke();
  }
}

function paintBars(pen: Pen, f: PaintedFrame, p: ChartPalette): void {
  if (!f.bars) return;
  const ctx = pen.ctx;
  ctx.save();
  clipTo(ctx, clipRect(f.sub, 0));
  const colors = [p.rise, p.fall];
  for (let t = 0; t < 2; t++) {
    const b = f.bars[t];
    const w = f.barWidth;
    ctx.fillStyle = colors[t];
    // ECharts' large bars are one path of rectangles. Where the candles are boxes (143 bars or
    // fewer) so is this, pixel for pixel; where they are many, each is filled as a rectangle
    // (wick(): the path of 580 thin rectangles was 6.8 ms of raster unthrottled, these 0.34 ms).
    const asPath = f.candleMode === 'box';
    if (asPath) pen.begin(0);
    for (let k = 0, end = f.count * 3; k < end; k += 3) {
      const h = b[k + 2];
      if (h !== h) continue; // NaN: no bar (a canvas ignores such a rect; skipped here)
      if (asPath) pen.rect(b[k], b[k + 1], w, h);
      else ctx.fillRect(b[k], b[k + 1], w, h);
    }
    if (asPath) {
      pen.end();
      ctx.fill();
    }
  }
  ctx.restore();
}

/** Every finite point of the first `count` of `pts` (x, y pairs) lies half a pixel inside `r`. */
function within(pts: Float32Array | Float64Array, count: number, r: GridRect): boolean {
  for (let k = 0, end = count * 2; k < end; k += 2) {
    const x = pts[k];
    const y = pts[k + 1];
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    if (x - 0.5 < r.x || x + 0.5 > r.x + r.width || y - 0.5 < r.y || y + 0.5 > r.y + r.height) return false;
  }
  return true;
}

/** zrender's short-segment unit for the lines: LineView's segmentIgnoreThreshold 2 over the dpr. */
const LINE_SEGMENT_IGNORE = 2;

function paintLines(pen: Pen, f: PaintedFrame, p: ChartPalette, dpr: number): void {
  const ctx = pen.ctx;
  const clips = [clipRect(f.main, 1), clipRect(f.sub, 1)];
  // ECharts' line series join their segments with bevels (LineView's polyline style).
  ctx.lineJoin = 'bevel';
  for (const line of f.lines) {
    const pts = line.points;
    // Clipping costs raster time: a line wholly inside its clip (nearly always, the value axes'
    // ranges hold the lines) is drawn unclipped, the same pixels.
    const clip = clips[line.grid];
    ctx.save();
    if (!within(pts, f.count, clip)) clipTo(ctx, clip);
    pen.begin(LINE_SEGMENT_IGNORE / Math.max(dpr, 1));
    // chart/line/poly.js drawSegment: a run of points between gaps; a point closer than
    // sqrt(0.5) px to the last one drawn is skipped.
    let drawing = false;
    let px = 0;
    let py = 0;
    for (let k = 0, end = f.count * 2; k < end; k += 2) {
      const x = pts[k];
      const y = pts[k + 1];
      if (!Number.isFinite(y) || !Number.isFinite(x)) {
        drawing = false;
        continue;
      }
      if (!drawing) {
        pen.moveTo(x, y);
        drawing = true;
      } else {
        const dx = x - px;
        const dy = y - py;
        if (dx * dx + dy * dy < 0.5) continue;
        pen.lineTo(x, y);
      }
      px = x;
      py = y;
    }
    pen.end();
    ctx.strokeStyle = p.lines[line.color];
    ctx.stroke();
    ctx.restore();
  }
}

/** Clears the canvas (frame.width·dpr × frame.height·dpr) to transparent, in CSS px from then on. */
function clearFrame(ctx: FrameContext, frame: PaintedFrame, dpr: number): void {
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, frame.width, frame.height);
  ctx.lineWidth = 1;
  ctx.lineJoin = 'miter';
}

/** Clears the canvas and draws the whole chart, both grids. */
export function paintKlineFrame(
  ctx: FrameContext,
  frame: PaintedFrame,
  palette: ChartPalette,
  dpr: number,
): void {
  clearFrame(ctx, frame, dpr);

  // z 0: split lines (z2 0), axis lines (z2 1), labels (z2 10).
  const { main } = frame;
  const pen = new Pen(ctx);
  ctx.strokeStyle = palette.grid;
  ctx.lineCap = 'butt';
  // A stroke per line, as ECharts' elements: one path of several round-capped lines rasterised its
  // cap pixels a little differently (4 pixels up to 4/255 apart, measured).
  for (const y of frame.splitLines) {
    pen.begin(0);
    pen.moveTo(main.x, y);
    pen.lineTo(main.x + main.width, y);
    pen.end();
    ctx.stroke();
  }
  ctx.lineCap = 'round';
  for (const y of frame.axisLines) {
    pen.begin(0);
    pen.moveTo(main.x, y);
    pen.lineTo(main.x + main.width, y);
    pen.end();
    ctx.stroke();
  }
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

  paintZ2(pen, frame, palette);

  // z 3: the lines, in series order.
  paintLines(pen, frame, palette, dpr);
}

/** z 2: the sub chart's bars (z2 1), then the candles (z2 100). */
function paintZ2(pen: Pen, frame: PaintedFrame, palette: ChartPalette): void {
  const ctx = pen.ctx;
  paintBars(pen, frame, palette);
  if (frame.candleMode === 'large') {
    ctx.save();
    clipTo(ctx, clipRect(frame.main, 0));
    largeCandles(pen, frame, palette);
    ctx.restore();
  } else eachCandle(pen, frame, palette);
}

/**
 * Only ECharts' z 2 of the frame, the sub chart's bars and the candles, on a cleared (transparent)
 * canvas, as paintKlineFrame paints them: the series raster (../../series-raster.ts) that ECharts
 * shows at rest in their place.
 */
export const paintKlineSeries: typeof paintKlineFrame = (ctx, frame, palette, dpr) => {
  clearFrame(ctx, frame, dpr);
  ctx.lineCap = 'butt';
  paintZ2(new Pen(ctx), frame, palette);
};
