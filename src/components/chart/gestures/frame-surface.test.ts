/** @jest-environment jsdom */
import { LIGHT_PALETTE } from '../palette';
import { FrameLayer, TextMeasure } from './frame-layer';
import {
  startWorkerSurface,
  WORKER_REPLY_TIMEOUT_MS,
  WorkerSurface,
  type FrameSurface,
} from './frame-surface';
import type { KlineFrame } from './frame/kline-frame';
import type { PainterReply, PainterRequest } from './frame/paint-worker-protocol';

// The layout and the drawing are tested beside them (frame/); here only who paints what, and when.
jest.mock('./frame/kline-frame', () => ({
  noteEChartsDraw: jest.fn(),
  klineFrame: jest.fn((input: { width: number; window: { startValue: number } }) => ({
    width: input.width,
    height: 100,
    startValue: input.window.startValue,
    xOf: (i: number) => i,
    yOfMain: (v: number) => v,
    yOfSub: (v: number) => v,
  })),
}));
jest.mock('./frame/paint', () => ({ paintKlineFrame: jest.fn() }));

/** A worker that records what it is sent and answers when the test says. */
class FakeWorker {
  sent: Array<{ message: PainterRequest; transfer?: Transferable[] }> = [];
  terminated = false;
  private listeners: Record<string, Array<(e: { data?: PainterReply }) => void>> = {};

  postMessage(message: PainterRequest, transfer?: Transferable[]): void {
    this.sent.push({ message, transfer });
  }
  terminate(): void {
    this.terminated = true;
  }
  addEventListener(type: string, fn: (e: { data?: PainterReply }) => void): void {
    (this.listeners[type] ??= []).push(fn);
  }
  answer(data: PainterReply): void {
    for (const fn of this.listeners.message ?? []) fn({ data });
  }
  crash(): void {
    this.emit('error');
  }
  emit(type: string): void {
    for (const fn of this.listeners[type] ?? []) fn({});
  }
  frames(): Array<PainterRequest & { type: 'frame' }> {
    return this.sent
      .map((s) => s.message)
      .filter((m): m is PainterRequest & { type: 'frame' } => m.type === 'frame');
  }
}

const frameOf = (startValue: number) =>
  ({ width: 300, height: 100, startValue, xOf: (i: number) => i }) as unknown as KlineFrame;
const offscreen = {} as OffscreenCanvas;

function surface() {
  const worker = new FakeWorker();
  const s = new WorkerSurface(worker as unknown as Worker, offscreen);
  return { worker, s };
}

describe('WorkerSurface', () => {
  it('hands the canvas over first, then sends each frame as data, at device size', () => {
    const { worker, s } = surface();
    expect(worker.sent[0]).toEqual({ message: { type: 'canvas', canvas: offscreen }, transfer: [offscreen] });
    s.paint(frameOf(10), LIGHT_PALETTE, 2, () => undefined);
    const [sent] = worker.frames();
    expect(sent).toMatchObject({ seq: 1, width: 600, height: 200, dpr: 2, palette: LIGHT_PALETTE });
    // Functions cannot cross to a worker: the frame goes without them.
    expect(Object.values(sent.frame).some((v) => typeof v === 'function')).toBe(false);
    expect(sent.frame).toMatchObject({ startValue: 10 });
  });

  it('shows a frame once the worker has painted it', () => {
    const { worker, s } = surface();
    const shown = jest.fn();
    s.paint(frameOf(1), LIGHT_PALETTE, 2, shown);
    expect(shown).not.toHaveBeenCalled();
    worker.answer({ type: 'painted', seq: 1, ms: 3 });
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('keeps one frame in flight: of those asked for meanwhile only the newest is painted', () => {
    const { worker, s } = surface();
    const shown = [jest.fn(), jest.fn(), jest.fn()];
    shown.forEach((fn, i) => s.paint(frameOf(i), LIGHT_PALETTE, 2, fn));
    expect(worker.frames().map((f) => f.frame.startValue)).toEqual([0]);
    worker.answer({ type: 'painted', seq: 1, ms: 3 });
    expect(worker.frames().map((f) => f.frame.startValue)).toEqual([0, 2]);
    worker.answer({ type: 'painted', seq: 3, ms: 3 });
    expect(shown.map((fn) => fn.mock.calls.length)).toEqual([1, 0, 1]);
  });

  it.each([
    ['answers that painting failed', (w: FakeWorker) => w.answer({ type: 'failed', message: 'no 2d' })],
    ['throws', (w: FakeWorker) => w.crash()],
    ['cannot read a message', (w: FakeWorker) => w.emit('messageerror')],
  ])('is broken once the worker %s: it stops, and frames are no longer sent', (_, fail) => {
    const { worker, s } = surface();
    const shown = jest.fn();
    s.paint(frameOf(1), LIGHT_PALETTE, 2, shown);
    fail(worker);
    expect(s.broken).toBe(true);
    expect(worker.terminated).toBe(true);
    s.paint(frameOf(2), LIGHT_PALETTE, 2, shown);
    worker.answer({ type: 'painted', seq: 1, ms: 3 });
    expect(worker.frames()).toHaveLength(1);
    expect(shown).not.toHaveBeenCalled();
  });
});

describe('startWorkerSurface', () => {
  function canvasWithOffscreen() {
    const canvas = document.createElement('canvas');
    const transfer = jest.fn(() => offscreen);
    Object.assign(canvas, { transferControlToOffscreen: transfer });
    return { canvas, transfer };
  }
  const globals = globalThis as unknown as Record<string, unknown>;
  beforeEach(() => {
    globals.Worker = FakeWorker;
    globals.OffscreenCanvas = class {};
    URL.createObjectURL = jest.fn(() => 'blob:painter');
  });
  afterEach(() => {
    delete globals.Worker;
    delete globals.OffscreenCanvas;
  });

  async function started(stillFree: () => boolean, reply: (w: FakeWorker) => void) {
    const { canvas, transfer } = canvasWithOffscreen();
    const worker = new FakeWorker();
    const result = startWorkerSurface(canvas, stillFree, () => Promise.resolve(worker as unknown as Worker));
    await Promise.resolve();
    await Promise.resolve();
    reply(worker);
    return { surface: await result, worker, transfer };
  }

  /** A worker that starts and answers 'ready'; `stillFree`: the main thread has not painted. */
  const readyWith = (stillFree: boolean) =>
    started(
      () => stillFree,
      (w) => w.answer({ type: 'ready' }),
    );

  it('hands the canvas over once the worker runs', async () => {
    const { surface: s, worker, transfer } = await readyWith(true);
    expect(s).toBeInstanceOf(WorkerSurface);
    expect(transfer).toHaveBeenCalledTimes(1);
    expect(worker.sent[0].message.type).toBe('canvas');
  });

  it('keeps the canvas when the main thread painted on it meanwhile', async () => {
    const { surface: s, worker, transfer } = await readyWith(false);
    expect(s).toBeNull();
    expect(transfer).not.toHaveBeenCalled();
    expect(worker.terminated).toBe(true);
  });

  it.each([
    ['does not start', (w: FakeWorker) => w.crash()],
    [
      'has no 2D OffscreenCanvas',
      (w: FakeWorker) => w.answer({ type: 'failed', message: 'no 2d OffscreenCanvas in a worker' }),
    ],
  ])('answers null, keeping the canvas, when the worker %s', async (_, reply) => {
    const { surface: s, transfer, worker } = await started(() => true, reply);
    expect(s).toBeNull();
    expect(transfer).not.toHaveBeenCalled();
    expect(worker.terminated).toBe(true);
  });

  it('answers null without a worker to start, and where the worker may not be made', async () => {
    const { canvas } = canvasWithOffscreen();
    await expect(
      startWorkerSurface(
        canvas,
        () => true,
        () => Promise.reject(new Error('blob: refused')),
      ),
    ).resolves.toBeNull();
    delete globals.Worker;
    await expect(startWorkerSurface(canvas, () => true)).resolves.toBeNull();
  });
});

describe('FrameLayer with a worker', () => {
  /** A layer whose worker runs once `run()` is called. */
  function setUp() {
    const canvas = document.createElement('canvas');
    const spare = document.createElement('canvas');
    canvas.hidden = spare.hidden = true;
    spare.getContext = (() => ({})) as unknown as HTMLCanvasElement['getContext'];
    const host = document.createElement('div');
    const worker = new FakeWorker();
    let stillFree: () => boolean = () => false;
    let start: (s: FrameSurface | null) => void = () => undefined;
    const started = new Promise<FrameSurface | null>((resolve) => (start = resolve));
    const layer = new FrameLayer(
      canvas,
      () => host,
      spare,
      2,
      (_, free) => {
        stillFree = free;
        return started;
      },
    );
    layer.startWorker();
    const run = async () => {
      start(stillFree() ? new WorkerSurface(worker as unknown as Worker, offscreen) : null);
      await started;
      await Promise.resolve();
    };
    return { canvas, spare, host, worker, layer, run };
  }
  async function running() {
    const t = setUp();
    await t.run();
    return t;
  }
  const input = (startValue: number) => ({
    option: {} as never,
    width: 300,
    window: { startValue, endValue: startValue + 47 },
    fontSize: 10,
  });
  const draw = (layer: FrameLayer, start: number, shown = jest.fn()) =>
    layer.draw(input(start), new TextMeasure(), LIGHT_PALETTE, shown);

  it("swaps ECharts' canvas for its own only once the worker's first frame is painted", async () => {
    const { canvas, host, worker, layer } = await running();
    expect(layer.painter).toBe('worker');
    const shown = jest.fn();
    draw(layer, 5, shown);
    expect(layer.showing).toBe(true);
    expect(canvas.hidden).toBe(true);
    expect(host.style.visibility).toBe('');
    worker.answer({ type: 'painted', seq: 1, ms: 2 });
    expect(canvas.hidden).toBe(false);
    expect(host.style.visibility).toBe('hidden');
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ startValue: 5 }));
  });

  it('does not show a frame the worker finishes after the layer hid, nor paint the one queued', async () => {
    const { canvas, host, worker, layer } = await running();
    const shown = jest.fn();
    draw(layer, 5, shown);
    draw(layer, 6, shown);
    layer.hide();
    worker.answer({ type: 'painted', seq: 1, ms: 2 });
    expect(shown).not.toHaveBeenCalled();
    expect(worker.frames()).toHaveLength(1);
    expect(canvas.hidden).toBe(true);
    expect(host.style.visibility).toBe('');
  });

  it("paints a gesture before the worker runs on the main thread's canvas, and hands the other over after", async () => {
    const { canvas, spare, worker, layer, run } = setUp();
    expect(layer.painter).toBe('main');
    const shown = jest.fn();
    draw(layer, 5, shown);
    expect(shown).toHaveBeenCalledTimes(1);
    expect([spare.hidden, canvas.hidden]).toEqual([false, true]);
    await run();
    expect(worker.sent[0].message.type).toBe('canvas');
    expect(layer.painter).toBe('worker');
    draw(layer, 6, shown);
    worker.answer({ type: 'painted', seq: 1, ms: 2 });
    expect([spare.hidden, canvas.hidden]).toEqual([true, false]);
  });

  it("paints on the main thread's canvas once the worker broke, and stops the worker on dispose", async () => {
    const { spare, canvas, worker, layer } = await running();
    draw(layer, 5);
    worker.answer({ type: 'painted', seq: 1, ms: 2 });
    worker.crash();
    expect(layer.painter).toBe('main');
    const shown = jest.fn();
    draw(layer, 6, shown);
    expect(shown).toHaveBeenCalledTimes(1);
    expect([spare.hidden, canvas.hidden]).toEqual([false, true]);
    const again = await running();
    again.layer.dispose();
    expect(again.worker.terminated).toBe(true);
  });

  it('gives up on a worker that does not answer a frame within the time-out', async () => {
    const { worker, layer } = await running();
    jest.useFakeTimers();
    try {
      draw(layer, 5);
      jest.advanceTimersByTime(WORKER_REPLY_TIMEOUT_MS - 1);
      expect(layer.painter).toBe('worker');
      jest.advanceTimersByTime(1);
      expect(layer.painter).toBe('main');
      expect(worker.terminated).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
