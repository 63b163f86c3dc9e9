/**
 * Where the gesture frames are rasterised. A worker (frame/paint-worker.entry.ts) paints them on the
 * frame canvas handed over as an OffscreenCanvas, so the page's main thread only lays a frame out
 * (2–8 ms at 4× CPU) while the worker fills its pixels beside it (15–25 ms at 4× CPU at 600–1,500
 * bars, which inside the main thread's frame broke the 16 ms budget). Where there is no worker or
 * no OffscreenCanvas (older WebViews; a page whose origin may not start a blob worker), until the
 * worker has started, or once it failed, the main thread paints the frames as before, on a canvas
 * of its own (frame-layer.ts).
 */
import type { ChartPalette } from '../palette';
import { paintKlineFrame, type PaintedFrame } from './frame/paint';
import { paintedFrame, type PainterReply, type PainterRequest } from './frame/paint-worker-protocol';
import type { KlineFrame } from './frame/kline-frame';

export interface FrameSurface {
  /**
   * Paints `frame`; `shown` runs once it is on the canvas (at once on the main thread, when the
   * worker answers otherwise). A frame sent while the worker still paints the previous one waits,
   * and a newer one replaces it: the worker never falls behind the finger.
   */
  paint(frame: KlineFrame, palette: ChartPalette, dpr: number, shown: () => void): void;
  /** Frames can no longer be painted here (the worker failed after the canvas was handed over). */
  readonly broken: boolean;
  /** A frame waiting to be painted is dropped (the layer hid). */
  cancel(): void;
  dispose(): void;
}

function deviceSize(frame: PaintedFrame, dpr: number): { width: number; height: number } {
  return { width: Math.round(frame.width * dpr), height: Math.round(frame.height * dpr) };
}

/** The main thread paints on the canvas element itself. */
export class MainThreadSurface implements FrameSurface {
  readonly broken = false;
  constructor(private readonly canvas: HTMLCanvasElement) {}

  paint(frame: KlineFrame, palette: ChartPalette, dpr: number, shown: () => void): void {
    const { width, height } = deviceSize(frame, dpr);
    const c = this.canvas;
    if (c.width !== width || c.height !== height) {
      c.width = width;
      c.height = height;
    }
    const ctx = c.getContext('2d');
    if (ctx) paintKlineFrame(ctx, frame, palette, dpr);
    shown();
  }

  cancel(): void {}
  dispose(): void {}
}

type PainterWorker = Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener'>;

/**
 * A frame the worker has not answered in this long means it is stuck or gone (a frame takes tens of
 * milliseconds at worst): frames go to the main thread's canvas from then on.
 */
export const WORKER_REPLY_TIMEOUT_MS = 1000;

/** The worker paints on the canvas handed over to it. */
export class WorkerSurface implements FrameSurface {
  private seq = 0;
  private watchdog: ReturnType<typeof setTimeout> | null = null;
  /** The frame the worker paints now (its seq and what to run once shown), or null. */
  private inFlight: { seq: number; shown: () => void } | null = null;
  /** The newest frame asked for while another was in flight (older ones were dropped). */
  private next: { request: PainterRequest; shown: () => void } | null = null;
  private failed = false;

  constructor(
    private readonly worker: PainterWorker,
    canvas: OffscreenCanvas,
  ) {
    worker.addEventListener('message', (e: MessageEvent<PainterReply>) => this.reply(e.data));
    worker.addEventListener('error', () => this.fail());
    worker.addEventListener('messageerror', () => this.fail());
    worker.postMessage({ type: 'canvas', canvas } satisfies PainterRequest, [canvas]);
  }

  get broken(): boolean {
    return this.failed;
  }

  paint(frame: KlineFrame, palette: ChartPalette, dpr: number, shown: () => void): void {
    if (this.failed) return;
    const request: PainterRequest = {
      type: 'frame',
      seq: ++this.seq,
      frame: paintedFrame(frame),
      palette,
      dpr,
      ...deviceSize(frame, dpr),
    };
    if (this.inFlight) this.next = { request, shown };
    else this.send(request, shown);
  }

  cancel(): void {
    this.next = null;
  }

  dispose(): void {
    this.stopWatchdog();
    this.worker.terminate();
    this.inFlight = this.next = null;
  }

  private send(request: PainterRequest & { type: 'frame' }, shown: () => void): void {
    this.inFlight = { seq: request.seq, shown };
    this.worker.postMessage(request);
    this.stopWatchdog();
    this.watchdog = setTimeout(() => this.fail(), WORKER_REPLY_TIMEOUT_MS);
  }

  private stopWatchdog(): void {
    if (this.watchdog !== null) clearTimeout(this.watchdog);
    this.watchdog = null;
  }

  private reply(r: PainterReply): void {
    if (r.type === 'failed') {
      this.fail();
      return;
    }
    if (r.type !== 'painted' || this.inFlight?.seq !== r.seq) return;
    this.stopWatchdog();
    const { shown } = this.inFlight;
    this.inFlight = null;
    const next = this.next;
    this.next = null;
    if (next && next.request.type === 'frame') this.send(next.request, next.shown);
    shown();
  }

  private fail(): void {
    this.stopWatchdog();
    this.failed = true;
    this.inFlight = this.next = null;
    this.worker.terminate();
  }
}

/** The worker's script, a blob URL made once (the source is its own small lazy chunk). */
let workerUrl: Promise<string> | null = null;

function painterWorkerUrl(): Promise<string> {
  workerUrl ??= import('virtual:frame-painter-worker').then(({ default: source }) =>
    URL.createObjectURL(new Blob([source], { type: 'text/javascript' })),
  );
  return workerUrl;
}

/** Whether this browser can paint a canvas from a worker at all. */
export function workerPaintingPossible(canvas: HTMLCanvasElement): boolean {
  return (
    typeof Worker !== 'undefined' &&
    typeof OffscreenCanvas !== 'undefined' &&
    typeof canvas.transferControlToOffscreen === 'function' &&
    typeof URL.createObjectURL === 'function'
  );
}

/**
 * Starts the painter's worker for `canvas` and answers its surface once the worker runs, or null
 * (no worker here, or it did not start: the main thread paints). The canvas is handed over only
 * then, and only if the main thread has not painted on it meanwhile (`stillFree`): a canvas with a
 * context of its own cannot be handed over.
 */
export async function startWorkerSurface(
  canvas: HTMLCanvasElement,
  stillFree: () => boolean,
  createWorker: () => Promise<Worker> = async () => new Worker(await painterWorkerUrl()),
): Promise<WorkerSurface | null> {
  if (!workerPaintingPossible(canvas)) return null;
  let worker: Worker;
  try {
    worker = await createWorker();
  } catch {
    return null; // e.g. a page origin that may not start blob workers
  }
  const started = await new Promise<boolean>((resolve) => {
    worker.addEventListener('message', (e: MessageEvent<PainterReply>) => resolve(e.data.type === 'ready'), {
      once: true,
    });
    worker.addEventListener('error', () => resolve(false), { once: true });
  });
  if (!started || !stillFree()) {
    worker.terminate();
    return null;
  }
  try {
    return new WorkerSurface(worker, canvas.transferControlToOffscreen());
  } catch {
    worker.terminate();
    return null;
  }
}
