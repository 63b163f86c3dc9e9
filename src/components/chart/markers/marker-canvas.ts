/**
 * The event marks' own canvas, laid over the chart's (issue 21). The marks used to be a markPoint
 * of the candle series; ECharts rebuilt its data, symbols and labels on every update, about a third
 * of each pinch or drag frame (docs/chart-gestures-landscape-cold-start.md). Here they are redrawn
 * after each of the chart's paints from two points per axis: a filled circle MARK_SIZE_PX across
 * with its letter in white 9 px type, as the markPoint drew them (no border, the letter centred).
 */
import { MARK_SIZE_PX, sameSpots, type MarkSpot } from './marker-layer';

/** The label font ECharts gave the markPoint letters (its default family, 9 px). */
export const MARK_FONT = '9px sans-serif';

export class MarkerCanvas {
  /** What the canvas shows now, and at what size: a repaint that moved no mark leaves it alone. */
  private shown: { spots: readonly MarkSpot[]; w: number; h: number } = { spots: [], w: 0, h: 0 };

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly dpr: number = window.devicePixelRatio || 2,
  ) {}

  /** Draws `spots` on a `width` × `height` (CSS px) layer; an empty list clears it. */
  draw(spots: readonly MarkSpot[], width: number, height: number): void {
    const c = this.canvas;
    const w = Math.round(width * this.dpr);
    const h = Math.round(height * this.dpr);
    const was = this.shown;
    if (was.w === w && was.h === h && sameSpots(was.spots, spots)) return;
    this.shown = { spots, w, h };
    if (c.width !== w || c.height !== h) {
      c.width = w;
      c.height = h;
    }
    const ctx = c.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, w, h);
    if (spots.length === 0) return;
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    ctx.font = MARK_FONT;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const r = MARK_SIZE_PX / 2;
    for (const s of spots) {
      ctx.beginPath();
      ctx.arc(s.x, s.y, r, 0, 2 * Math.PI);
      ctx.fillStyle = s.color;
      ctx.fill();
      ctx.fillStyle = '#fff';
      ctx.fillText(s.letter, s.x, s.y);
    }
  }
}
