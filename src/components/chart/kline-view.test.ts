/** @jest-environment jsdom */
import { act } from '@testing-library/react';
import type { EChartsType } from 'echarts/core';
import type { ChartStore } from './chart-store';
import { LIGHT_PALETTE } from './palette';
import type { PeriodKey } from './types';
import { IDLE_FALLBACK_MS } from '../async/use-idle-ready';
import { FrameLayer } from './gestures/frame-layer';
import { HAND_BACK_DELAY_MS, Invalid, KlineView, PAINTER_START_DELAY_MS } from './kline-view';
import type { RasterControl } from './raster-control';

// The painter's own maths and drawing are tested beside them (frame/); here only who draws when.
jest.mock('./gestures/frame/kline-frame', () => ({
  noteEChartsDraw: jest.fn(),
  klineFrame: jest.fn((input: { width: number; window: { startValue: number } }) => ({
    width: input.width,
    height: 200,
    xOf: (i: number) => i - input.window.startValue,
    yOfMain: (v: number) => v,
  })),
}));
jest.mock('./gestures/frame/paint', () => ({ paintKlineFrame: jest.fn() }));
// The options are tested in options/ and views.test.ts: here a K-line option is a window and ids.
jest.mock('./views', () => ({
  fullOption: jest.fn(() => ({ option: { dataZoom: [{ id: 'zoom' }], series: [] }, range: null })),
  klineOptionInput: jest.fn(() => ({})),
  livePatch: jest.fn(() => ({ patch: { series: [{ id: 'candles' }] }, range: null })),
  lastIndex: jest.fn(() => 1499),
  crosshairTextAt: jest.fn(() => null),
  legendsAt: jest.fn(() => ({ top: null, bottom: null })),
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the mocked module, to read its calls
const { paintKlineFrame } = require('./gestures/frame/paint') as { paintKlineFrame: jest.Mock };

function fakeChart() {
  const listeners = new Map<string, Set<() => void>>();
  const dispatched: Array<Record<string, unknown>> = [];
  const options: Array<Record<string, unknown>> = [];
  const chart = {
    getWidth: () => 300,
    dispatchAction: (a: Record<string, unknown>) => dispatched.push(a),
    setOption: (o: Record<string, unknown>) => options.push(o),
    clear: () => undefined,
    getZr: () => ({ flush: () => undefined }),
    on: (name: string, fn: () => void) => {
      if (!listeners.has(name)) listeners.set(name, new Set());
      listeners.get(name)!.add(fn);
    },
    off: (name: string, fn: () => void) => listeners.get(name)?.delete(fn),
  };
  const emit = (name: string) => [...(listeners.get(name) ?? [])].forEach((fn) => fn());
  return { chart: chart as unknown as EChartsType, dispatched, options, emit };
}

function touch(target: Element, type: string, fingers: Array<[number, number]>, timeStamp: number) {
  const ev = new Event(type, { bubbles: true, cancelable: true }) as TouchEvent;
  Object.defineProperty(ev, 'touches', {
    value: fingers.map(([x, y]) => ({ clientX: x, clientY: y, target }) as unknown as Touch),
  });
  Object.defineProperty(ev, 'timeStamp', { value: timeStamp });
  act(() => {
    target.dispatchEvent(ev);
  });
}

function setUp(raster: RasterControl | null = null) {
  const el = document.createElement('div');
  const host = document.createElement('div');
  host.className = 'chart-canvas__host';
  const canvas = document.createElement('canvas');
  canvas.hidden = true;
  // jsdom draws nothing: a context object is enough for the (mocked) painter to be called with.
  canvas.getContext = (() => ({})) as unknown as HTMLCanvasElement['getContext'];
  el.append(host, canvas);
  document.body.appendChild(el);
  const series = { data: { time: new Array<number>(1500).fill(0) } };
  const live = new Set<(p: PeriodKey, appended: boolean) => void>();
  const store = {
    period: 'day' as PeriodKey,
    indicator: 'VOL',
    klines: new Map([['day', series]]),
    loadOlder: jest.fn(() => Promise.resolve(0)),
    onLive: (fn: (p: PeriodKey, appended: boolean) => void) => {
      live.add(fn);
      return () => live.delete(fn);
    },
  } as unknown as ChartStore;
  const { chart, dispatched, options, emit } = fakeChart();
  const frames: Array<unknown> = [];
  const view = new KlineView(store, { raster: () => raster });
  view.setStyle({
    palette: LIGHT_PALETTE,
    height: 200,
    decimals: 2,
    fontSize: 10,
    landscape: null,
    volumeLot: 100,
  });
  view.setChart(chart);
  view.onFrame = (f) => frames.push(f);
  const unmount = view.mount({ el, frame: canvas, spare: null });
  // The option on the canvas: ECharts drew the period (and the window) once.
  view.redraw();
  options.length = 0;
  // The local pixels are the client ones (no layout in jsdom).
  el.getBoundingClientRect = () => ({ left: 0, top: 0, right: 300, bottom: 200 }) as DOMRect;
  return {
    el,
    host,
    canvas,
    view,
    dispatched,
    options,
    emit,
    frames,
    trade: () => live.forEach((fn) => fn('day', false)),
    control: () => ({
      painting: () => view.paint.mode === 'G' || view.paint.mode === 'H',
      chartDrew: (full: boolean) => (full ? view.redraw() : undefined),
    }),
    unmount,
  };
}

const frame = () =>
  act(() => {
    jest.advanceTimersByTime(20);
  });

describe('KlineView: gesture frames painted, ECharts given the window at rest', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    paintKlineFrame.mockClear();
  });
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it("starts the painter's worker at the first touch, not with the chart", () => {
    const start = jest.spyOn(FrameLayer.prototype, 'startWorker');
    try {
      const t = setUp();
      expect(start).not.toHaveBeenCalled();
      touch(t.el, 'touchstart', [[100, 50]], 0);
      expect(start).toHaveBeenCalledTimes(1);
    } finally {
      start.mockRestore();
    }
  });

  it("starts the painter's worker once the page is idle a while after the chart mounted", () => {
    const start = jest.spyOn(FrameLayer.prototype, 'startWorker');
    try {
      const t = setUp();
      act(() => {
        jest.advanceTimersByTime(PAINTER_START_DELAY_MS - 1);
      });
      expect(start).not.toHaveBeenCalled();
      // jsdom has no requestIdleCallback: whenIdle's short timer stands in.
      act(() => {
        jest.advanceTimersByTime(1 + IDLE_FALLBACK_MS);
      });
      expect(start).toHaveBeenCalledTimes(1);
      t.unmount();
    } finally {
      start.mockRestore();
    }
  });

  it('paints each frame of a drag, and hands the last window to ECharts once, after the lift', () => {
    const t = setUp();
    touch(t.el, 'touchstart', [[100, 50]], 0);
    touch(t.el, 'touchmove', [[140, 50]], 16);
    frame();
    expect(paintKlineFrame).toHaveBeenCalledTimes(1);
    expect(t.el.dataset.frame).toBe('painter');
    expect(t.canvas.hidden).toBe(false);
    expect(t.host.style.visibility).toBe('hidden');
    expect(t.control().painting()).toBe(true);
    touch(t.el, 'touchmove', [[200, 50]], 32);
    frame();
    expect(paintKlineFrame).toHaveBeenCalledTimes(2);
    // Nothing of ECharts' while the finger moves.
    expect(t.dispatched).toEqual([]);
    const shown = [t.el.dataset.windowStart, t.el.dataset.windowEnd];

    touch(t.el, 'touchend', [], 300);
    frame();
    expect(t.dispatched).toEqual([]);
    act(() => {
      jest.advanceTimersByTime(HAND_BACK_DELAY_MS);
    });
    expect(t.dispatched).toEqual([
      { type: 'dataZoom', dataZoomIndex: 0, startValue: Number(shown[0]), endValue: Number(shown[1]) },
    ]);
    // The painter's picture stays until ECharts has painted the window.
    expect(t.canvas.hidden).toBe(false);
    expect(t.control().painting()).toBe(true);
    act(() => t.emit('rendered'));
    expect(t.canvas.hidden).toBe(true);
    expect(t.host.style.visibility).toBe('');
    expect(t.el.dataset.frame).toBe('chart');
    expect(t.control().painting()).toBe(false);
    // The marks go back to ECharts' axes.
    expect(t.frames[t.frames.length - 1]).toBeNull();
    t.unmount();
  });

  it('a finger back on the glass before the hand-back keeps the painter, and ECharts is not updated in between', () => {
    const t = setUp();
    touch(t.el, 'touchstart', [[100, 50]], 0);
    touch(t.el, 'touchmove', [[140, 50]], 16);
    frame();
    touch(t.el, 'touchend', [], 300);
    frame();
    touch(t.el, 'touchstart', [[100, 50]], 340);
    touch(t.el, 'touchmove', [[60, 50]], 356);
    frame();
    act(() => {
      jest.advanceTimersByTime(HAND_BACK_DELAY_MS * 3);
    });
    expect(t.dispatched).toEqual([]);
    expect(t.el.dataset.frame).toBe('painter');
    touch(t.el, 'touchend', [], 700);
    act(() => {
      jest.advanceTimersByTime(HAND_BACK_DELAY_MS + 40);
    });
    expect(t.dispatched).toHaveLength(1);
    t.unmount();
  });

  it('a full redraw during a gesture leaves the painter; at rest ECharts shows once painted', () => {
    const t = setUp();
    touch(t.el, 'touchstart', [[100, 50]], 0);
    touch(t.el, 'touchmove', [[140, 50]], 16);
    frame();
    act(() => t.control().chartDrew(true));
    expect(t.el.dataset.frame).toBe('painter');
    touch(t.el, 'touchend', [], 300);
    frame();
    act(() => t.control().chartDrew(true));
    act(() => t.emit('rendered'));
    expect(t.el.dataset.frame).toBe('chart');
    expect(t.canvas.hidden).toBe(true);
    // Nothing left pending: no late hand-back.
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(t.dispatched).toEqual([]);
    t.unmount();
  });
});

describe('KlineView: a full redraw held back during a gesture', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('runs at the hand-back instead of the dataZoom, and the layer goes once ECharts has painted', () => {
    const t = setUp();
    touch(t.el, 'touchstart', [[100, 50]], 0);
    touch(t.el, 'touchmove', [[140, 50]], 16);
    frame();
    // Older bars came in mid-gesture: the same view's option is due, and held.
    act(() => t.view.redraw());
    const redraws = t.options;
    expect(redraws).toHaveLength(0);
    touch(t.el, 'touchend', [], 300);
    frame();
    act(() => {
      jest.advanceTimersByTime(HAND_BACK_DELAY_MS);
    });
    expect(redraws).toHaveLength(1);
    expect(t.dispatched).toEqual([]);
    expect(t.el.dataset.frame).toBe('painter');
    act(() => t.emit('rendered'));
    expect(t.el.dataset.frame).toBe('chart');
    t.unmount();
  });

  it('a new option at rest over painted frames: they stay until ECharts has painted it', () => {
    const t = setUp();
    touch(t.el, 'touchstart', [[100, 50]], 0);
    touch(t.el, 'touchmove', [[140, 50]], 16);
    frame();
    touch(t.el, 'touchend', [], 300);
    frame();
    act(() => t.control().chartDrew(true));
    expect(t.el.dataset.frame).toBe('painter');
    act(() => t.emit('rendered'));
    expect(t.el.dataset.frame).toBe('chart');
    // The hand-back it replaced does not come later.
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(t.dispatched).toEqual([]);
    t.unmount();
  });
});

describe('KlineView: live data, the raster and one frame', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    paintKlineFrame.mockClear();
  });
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('a trade during a drag is held, and lands with the window at the hand-back in one patch', () => {
    const t = setUp();
    touch(t.el, 'touchstart', [[100, 50]], 0);
    touch(t.el, 'touchmove', [[140, 50]], 16);
    frame();
    act(() => t.trade());
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(t.options).toEqual([]);
    expect(t.view.paint.liveDue).toBe(true);
    touch(t.el, 'touchend', [], 300);
    frame();
    act(() => {
      jest.advanceTimersByTime(HAND_BACK_DELAY_MS);
    });
    // The patch carries the window in place of the dataZoom action.
    expect(t.dispatched).toEqual([]);
    expect(t.options).toEqual([
      {
        series: [{ id: 'candles' }],
        dataZoom: [
          {
            id: 'zoom',
            startValue: Number(t.el.dataset.windowStart),
            endValue: Number(t.el.dataset.windowEnd),
          },
        ],
      },
    ]);
    expect(t.view.paint).toMatchObject({ mode: 'H', liveDue: false });
    act(() => t.emit('rendered'));
    expect(t.view.paint.mode).toBe('E');
    // Nothing more: the held patch was that one.
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(t.options).toHaveLength(1);
    t.unmount();
  });

  it('the held patch is set in the task after the hand-back, and only a paint after that set takes the layer', () => {
    const t = setUp();
    touch(t.el, 'touchstart', [[100, 50]], 0);
    touch(t.el, 'touchmove', [[140, 50]], 16);
    frame();
    act(() => t.trade());
    touch(t.el, 'touchend', [], 300);
    frame();
    // Up to the hand-back's task and no further.
    for (let ms = 0; ms <= HAND_BACK_DELAY_MS && t.view.paint.mode !== 'H'; ms++)
      act(() => {
        jest.advanceTimersByTime(1);
      });
    expect(t.view.paint.mode).toBe('H');
    expect(t.options).toEqual([]);
    // A paint between the two tasks (the raster's image, say) shows ECharts' old window: the layer stays.
    act(() => t.emit('rendered'));
    expect(t.el.dataset.frame).toBe('painter');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(t.options).toHaveLength(1);
    act(() => t.emit('rendered'));
    expect(t.el.dataset.frame).toBe('chart');
    t.unmount();
  });

  it('a trade at rest is patched once in a timer task, not at once', () => {
    const t = setUp();
    act(() => {
      t.trade();
      t.trade();
    });
    expect(t.options).toEqual([]);
    act(() => {
      jest.advanceTimersByTime(300);
    });
    expect(t.options).toEqual([{ series: [{ id: 'candles' }] }]);
    t.unmount();
  });

  it('the window moves many times in a frame: one animation frame paints it once', () => {
    const frames: Array<() => void> = [];
    const el = document.createElement('div');
    document.body.appendChild(el);
    const canvas = document.createElement('canvas');
    canvas.getContext = (() => ({})) as unknown as HTMLCanvasElement['getContext'];
    el.append(canvas);
    const series = { data: { time: new Array<number>(1500).fill(0) } };
    const store = {
      period: 'day' as PeriodKey,
      indicator: 'VOL',
      klines: new Map([['day', series]]),
      loadOlder: jest.fn(() => Promise.resolve(0)),
      onLive: () => () => undefined,
    } as unknown as ChartStore;
    const view = new KlineView(store, { raster: () => null, raf: (fn) => frames.push(fn) });
    view.setStyle({
      palette: LIGHT_PALETTE,
      height: 200,
      decimals: 2,
      fontSize: 10,
      landscape: null,
      volumeLot: 100,
    });
    const { chart } = fakeChart();
    view.setChart(chart);
    const unmount = view.mount({ el, frame: canvas, spare: null });
    view.redraw();
    el.getBoundingClientRect = () => ({ left: 0, top: 0, right: 300, bottom: 200 }) as DOMRect;
    touch(el, 'touchstart', [[100, 50]], 0);
    touch(el, 'touchmove', [[140, 50]], 16);
    touch(el, 'touchmove', [[180, 50]], 17);
    view.invalidate(Invalid.Legends);
    expect(frames).toHaveLength(1);
    expect(paintKlineFrame).not.toHaveBeenCalled();
    frames.shift()!();
    expect(paintKlineFrame).toHaveBeenCalledTimes(1);
    // The frame shows the last window asked for.
    expect(el.dataset.windowEnd).toBe(String(1499 - Math.round((80 / 298) * 48)));
    unmount();
  });

  it('R at rest with the raster, E without it; the element says which for tests only', () => {
    let shows = true;
    const resized = jest.fn();
    const raster = {
      full: jest.fn((_c: unknown, option: unknown) => option),
      patch: jest.fn((_c: unknown, patch: unknown) => patch),
      moved: jest.fn(),
      resized,
      cleared: jest.fn(),
      get showing() {
        return shows;
      },
      window: null,
    } as unknown as RasterControl;
    const t = setUp(raster);
    expect(t.view.paint.mode).toBe('R');
    act(() => t.view.resized());
    expect(resized).toHaveBeenCalledTimes(1);
    shows = false;
    act(() => t.view.redraw());
    expect(t.view.paint.mode).toBe('E');
    // A resize in E leaves ECharts alone.
    act(() => t.view.resized());
    expect(resized).toHaveBeenCalledTimes(1);
    t.unmount();
  });

  it('one finger pans while the crosshair is off, whatever data-crosshair says', () => {
    const t = setUp();
    // A stale or hand-written attribute is an output: no decision reads it.
    t.el.dataset.crosshair = 'on';
    touch(t.el, 'touchstart', [[100, 50]], 0);
    touch(t.el, 'touchmove', [[140, 50]], 16);
    frame();
    expect(paintKlineFrame).toHaveBeenCalledTimes(1);
    t.unmount();
  });
});

describe('KlineView: the crosshair', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows on a bar, and a period change clears it (§4 (states and transitions))', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the mocked module, to set an answer
    const views = require('./views') as { crosshairTextAt: jest.Mock };
    views.crosshairTextAt.mockReturnValue({ price: 10, xLabel: 'x', yLabel: 'y', rows: [] });
    const t = setUp();
    const chart = t.view.chartRef.current as unknown as Record<string, unknown>;
    chart.convertToPixel = (_axis: unknown, v: number) => v * 2;
    t.view.showAt(7);
    expect(t.view.crosshairAt).toMatchObject({ index: 7, state: { x: 14, y: 20 } });
    const version = t.view.version();
    t.view.redraw();
    expect(t.view.crosshairAt).not.toBeNull();
    (t.view.store as { period: PeriodKey }).period = 'week';
    t.view.redraw();
    expect(t.view.crosshairAt).toBeNull();
    expect(t.view.version()).toBeGreaterThan(version);
    views.crosshairTextAt.mockReturnValue(null);
    t.unmount();
  });
});

describe('KlineView: the legends after the paint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('re-render after the next animation frame, in a task of their own', () => {
    const frames: Array<() => void> = [];
    const store = {
      period: 'day',
      klines: new Map(),
      onLive: () => () => undefined,
    } as unknown as ChartStore;
    const view = new KlineView(store, { raster: () => null, raf: (fn) => frames.push(fn) });
    const seen: number[] = [];
    view.subscribe(() => seen.push(view.version()));
    view.invalidate(Invalid.Legends);
    view.invalidate(Invalid.Legends);
    expect(frames).toHaveLength(1);
    frames.shift()!();
    expect(seen).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(seen).toEqual([1]);
  });
});
