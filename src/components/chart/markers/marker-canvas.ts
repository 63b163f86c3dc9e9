/**
 * The event marks' own canvas, laid over the chart's (issue 21). The marks used to be a markPoint
 * of the candle series; ECharts rebuilt its data, symbols and labels on every update, about a third
 * of each pinch or drag frame (docs/notes/chart-gestures-landscape-cold-start.md). Here they are redrawn
 * after each of the chart's paints from two points per axis: a filled circle MARK_SIZE_PX across
 * with its letter in white 9 px type, as the markPoint drew them (no border, the letter centred).
 */
import { MARK_SIZE_PX, sameSpots, type MarkSpot } from './marker-layer';

/** The label font ECharts gave the markPoint letters (its default family, 9 px). */
export const MARK_FONT = '9px sans-serif';

export class MarkerCanvas {
  /** What the canvas shows now, and at what size: a repaint that moved no mark leaves it alone. */
  private shown: { spots: readonly MarkSpot[]; w: number; h: number } = { spots: [], w: 0, h: 0 };
  /**
   * Each mark's picture (letter and colour), drawn once and then copied: a pinch or drag frame
   * redraws every mark in the window, and an arc and a letter each per mark were a millisecond or
   * two of each frame at 4× CPU. Copied on whole device pixels, so the copy is the picture itself.
   */
  private readonly sprites = new Map<string, HTMLCanvasElement | null>();

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly dpr: number = window.devicePixelRatio || 2,
  ) {}

  /** The marks the canvas shows now (the tap's hit test reads where they are). */
  get spots(): readonly MarkSpot[] {
    return this.shown.spots;
  }

  /** Text widths by font and text: the same few price labels are asked for on every frame. */
  private readonly widths = new Map<string, number>();

  /** A text's width in CSS px in `font` (the price labels the marks keep off). */
  measure(text: string, font: string): number {
    const key = `${font}\u0000${text}`;
    const known = this.widths.get(key);
    if (known !== undefined) return known;
    const ctx = this.canvas.getContext('2d');
    if (!ctx) return 0;
    ctx.font = font;
    const width = ctx.measureText(text).width;
    // Prices move: a long session would otherwise keep every label it ever showed.
    if (this.widths.size > 512) this.widths.clear();
    this.widths.set(key, width);
    return width;
  }

  /** Draws `spots` on a `width` × `height` (CSS px) layer; an empty list clears it. */
  draw(spots: readonly MarkSpot[], width: number, height: number): void {
    const c = this.canvas;
    const w = Math.round(width * this.dpr);
    const h = Math.round(height * this.dpr);
    const was = this.shown;
    // Kept even when nothing moved: the same pixels can mark other bars once older bars came in
    // (the window moved by the bars added), and the tap reads the bars from here.
    this.shown = { spots, w, h };
    if (was.w === w && was.h === h && sameSpots(was.spots, spots)) return;
    if (c.width !== w || c.height !== h) {
      c.width = w;
      c.height = h;
    }
    const ctx = c.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, w, h);
    if (spots.length === 0) return;
    const half = this.spriteSize() / 2;
    for (const s of spots) {
      const sprite = this.sprite(s);
      // The mark's centre on the nearest device pixel; the sprite's centre is a pixel corner.
      const x = Math.round(s.x * this.dpr) - half;
      const y = Math.round(s.y * this.dpr) - half;
      if (sprite) ctx.drawImage(sprite, x, y);
      else drawMark(ctx, s, this.dpr, x + half, y + half);
    }
  }

  /** The sprite's side in device pixels: the circle with a pixel to spare, even (centred on a corner). */
  private spriteSize(): number {
    return 2 * Math.ceil(((MARK_SIZE_PX + 2) * this.dpr) / 2);
  }

  private sprite(s: MarkSpot): HTMLCanvasElement | null {
    const key = `${s.letter}\u0000${s.color}`;
    if (this.sprites.has(key)) return this.sprites.get(key) ?? null;
    const size = this.spriteSize();
    const c = document.createElement('canvas');
    c.width = size;
    c.height = size;
    const ctx = c.getContext('2d');
    if (ctx) drawMark(ctx, s, this.dpr, size / 2, size / 2);
    this.sprites.set(key, ctx ? c : null);
    return ctx ? c : null;
  }
}

/** One mark centred on (cx, cy) device pixels: a filled circle, its letter in white. */
function drawMark(ctx: CanvasRenderingContext2D, s: MarkSpot, dpr: number, cx: number, cy: number): void {
  ctx.save();
  ctx.setTransform(dpr, 0, 0, dpr, cx, cy);
  ctx.beginPath();
  ctx.arc(0, 0, MARK_SIZE_PX / 2, 0, 2 * Math.PI);
  ctx.fillStyle = s.color;
  ctx.fill();
  ctx.font = MARK_FONT;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#fff';
  ctx.fillText(s.letter, 0, 0);
  ctx.restore();
}
