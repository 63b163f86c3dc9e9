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
  // CandleView.js createLarge: one path of low–high lines per sign, rise (elP) then fall (elN).
  for (const sign of [1, -1]) {
    ctx.beginPath();
    for (let k = 0; k < f.count; k++) {
      const r = k * CANDLE_STRIDE;
      if (c[r + CandleField.sign] !== sign || c[r + CandleField.valid] !== 1) continue;
      const wx = c[r + CandleField.wickX];
      ctx.moveTo(wx, c[r + CandleField.low]);
      ctx.lineTo(wx, c[r + CandleField.high]);
    }
    ctx.strokeStyle = sign === 1 ? p.rise : p.fall;
    ctx.stroke();
  }
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
  let run = 0;
  const flush = () => {
    if (run === 0) return;
    const color = run === 1 ? p.rise : p.fall;
    if (box) {
      ctx.fillStyle = color;
      ctx.fill();
    }
    ctx.strokeStyle = color;
    ctx.stroke();
  };
  for (let k = 0; k < f.count; k++) {
    const r = k * CANDLE_STRIDE;
    if (c[r + CandleField.valid] !== 1) continue;
    const sign = c[r + CandleField.sign];
    if (sign !== run) {
      flush();
      ctx.beginPath();
      run = sign;
    }
    const wx = c[r + CandleField.wickX];
    if (!box) {
      ctx.moveTo(wx, c[r + CandleField.high]);
      ctx.lineTo(wx, c[r + CandleField.low]);
      continue;
    }
    const l = c[r + CandleField.left];
    const rt = c[r + CandleField.right];
    const top = c[r + CandleField.top];
    const bottom = c[r + CandleField.bottom];
    ctx.moveTo(l, top);
    ctx.lineTo(rt, top);
    ctx.lineTo(rt, bottom);
    ctx.lineTo(l, bottom);
    ctx.closePath();
    ctx.moveTo(wx, c[r + CandleField.high]);
    ctx.lineTo(wx, top);
    ctx.moveTo(wx, c[r + CandleField.low]);
    ctx.lineTo(wx, bottom);
  }
  flush();
}

function paintBars(ctx: FrameContext, f: KlineFrame, p: ChartPalette): void {
  if (!f.bars) return;
  ctx.save();
  clipTo(ctx, clipRect(f.sub, 0));
  const colors = [p.rise, p.fall];
  for (let t = 0; t < 2; t++) {
    const b = f.bars[t];
    ctx.beginPath();
    const w = f.barWidth;
    for (let k = 0; k < b.length; k += 3) {
      const h = b[k + 2];
      if (h !== h) continue; // NaN: no bar (a canvas ignores such a rect; skipped here)
      ctx.rect(b[k], b[k + 1], w, h);
    }
    ctx.fillStyle = colors[t];
    ctx.fill();
  }
  ctx.restore();
}

function paintLines(ctx: FrameContext, f: KlineFrame, p: ChartPalette): void {
  const clips = [clipRect(f.main, 1), clipRect(f.sub, 1)];
  // ECharts' line series join their segments with bevels (LineView's polyline style).
  ctx.lineJoin = 'bevel';
  for (const line of f.lines) {
    ctx.save();
    clipTo(ctx, clips[line.grid]);
    ctx.beginPath();
    const pts = line.points;
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
