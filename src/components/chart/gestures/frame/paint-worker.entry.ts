/**
 * The gesture-frame painter in a worker (issue 21's frame goal): the canvas the frames show on is
 * handed over (OffscreenCanvas), so rasterising a frame (the lines and candles of up to 1,500 bars,
 * 15–25 ms at 4× CPU) runs beside the page's main thread instead of inside its frame. Built on its
 * own by rollup.config.mjs (framePainterWorker) and started from a blob by ../frame-surface.ts.
 */
import { paintKlineFrame } from './paint';
import type { PainterReply, PainterRequest } from './paint-worker-protocol';

interface WorkerScope {
  onmessage: ((e: MessageEvent<PainterRequest>) => void) | null;
  postMessage(message: PainterReply): void;
}

const scope = self as unknown as WorkerScope;
let canvas: OffscreenCanvas | null = null;
let ctx: OffscreenCanvasRenderingContext2D | null = null;

scope.onmessage = ({ data }) => {
  try {
    if (data.type === 'canvas') {
      canvas = data.canvas;
      ctx = canvas.getContext('2d');
      if (!ctx) scope.postMessage({ type: 'failed', message: 'no 2d context on the OffscreenCanvas' });
    } else if (data.type === 'frame') {
      if (!canvas || !ctx) {
        // Answered, so the page does not wait for this frame: it paints on the main thread instead.
        scope.postMessage({ type: 'failed', message: 'a frame before the canvas' });
        return;
      }
      const t0 = performance.now();
      if (canvas.width !== data.width || canvas.height !== data.height) {
        canvas.width = data.width;
        canvas.height = data.height;
      }
      paintKlineFrame(ctx, data.frame, data.palette, data.dpr);
      scope.postMessage({ type: 'painted', seq: data.seq, ms: performance.now() - t0 });
    }
  } catch (err) {
    scope.postMessage({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
  }
};

/**
 * Ready only where a worker's OffscreenCanvas has a 2D context (some WebViews had OffscreenCanvas
 * with WebGL only): the page hands the canvas over on 'ready' and cannot take it back, so on
 * anything else it keeps painting on the main thread.
 */
function canPaint(): boolean {
  try {
    return new OffscreenCanvas(1, 1).getContext('2d') !== null;
  } catch {
    return false;
  }
}

scope.postMessage(
  canPaint() ? { type: 'ready' } : { type: 'failed', message: 'no 2d OffscreenCanvas in a worker' },
);
