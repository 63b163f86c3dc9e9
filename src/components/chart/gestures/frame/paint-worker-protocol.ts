/**
 * The messages between the page and the gesture-frame painter's worker (paint-worker.entry.ts,
 * ../frame-surface.ts). A frame crosses as data: its typed arrays are copied (about 200 KB at 1,500
 * bars, well under a millisecond), its functions stay behind.
 */
import type { ChartPalette } from '../../palette';
import type { KlineFrame } from './kline-frame';
import type { PaintedFrame } from './paint';

export type PainterRequest =
  /** The canvas, handed over once (transferControlToOffscreen). */
  | { type: 'canvas'; canvas: OffscreenCanvas }
  /** A frame to paint at `width` × `height` device pixels. */
  | {
      type: 'frame';
      seq: number;
      frame: PaintedFrame;
      palette: ChartPalette;
      dpr: number;
      width: number;
      height: number;
    };

export type PainterReply =
  /** The worker runs (sent once, first): the canvas can be handed over. */
  | { type: 'ready' }
  /** Frame `seq` is on the canvas; `ms`, the painter's own time for it. */
  | { type: 'painted'; seq: number; ms: number }
  /** Painting failed: the page stops sending frames and ECharts draws the gestures. */
  | { type: 'failed'; message: string };

/** The frame as data for the worker. */
export function paintedFrame(frame: KlineFrame): PaintedFrame {
  // The functions are left out: they cannot be cloned.
  const { xOf, yOfMain, yOfSub, ...data } = frame;
  return data;
}
