/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import type { EChartsType } from 'echarts/core';
import type { ChartStore } from '../chart-store';
import type { KlineOptionInput } from '../options/kline';
import { LIGHT_PALETTE } from '../palette';
import type { PeriodKey } from '../types';
import { IDLE_FALLBACK_MS } from '../../async/use-idle-ready';
import { FrameLayer } from './frame-layer';
import { HAND_BACK_DELAY_MS, PAINTER_START_DELAY_MS, usePanZoom, type PanZoomWiring } from './use-pan-zoom';

// The painter's own maths and drawing are tested beside them (frame/); here only who draws when.
jest.mock('./frame/kline-frame', () => ({
  noteEChartsDraw: jest.fn(),
  klineFrame: jest.fn((input: { width: number; window: { startValue: number } }) => ({
    width: input.width,
    height: 200,
    xOf: (i: number) => i - input.window.startValue,
    yOfMain: (v: number) => v,
  })),
}));
jest.mock('./frame/paint', () => ({ paintKlineFrame: jest.fn() }));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the mocked module, to read its calls
const { paintKlineFrame } = require('./frame/paint') as { paintKlineFrame: jest.Mock };

function fakeChart() {
  const listeners = new Map<string, Set<() => void>>();
  const dispatched: Array<Record<string, unknown>> = [];
  const chart = {
    getWidth: () => 300,
    dispatchAction: (a: Record<string, unknown>) => dispatched.push(a),
    on: (name: string, fn: () => void) => {
      if (!listeners.has(name)) listeners.set(name, new Set());
      listeners.get(name)!.add(fn);
    },
    off: (name: string, fn: () => void) => listeners.get(name)?.delete(fn),
  };
  const emit = (name: string) => [...(listeners.get(name) ?? [])].forEach((fn) => fn());
  return { chart: chart as unknown as EChartsType, dispatched, emit };
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

function setUp(extra: Partial<PanZoomWiring> = {}) {
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
  const store = {
    period: 'day' as PeriodKey,
    klines: new Map([['day', series]]),
    loadOlder: jest.fn(() => Promise.resolve(0)),
  } as unknown as ChartStore;
  const { chart, dispatched, emit } = fakeChart();
  const frames: Array<unknown> = [];
  const wiring: PanZoomWiring = {
    store,
    chartRef: { current: chart },
    wrapperRef: { current: el },
    frameRef: { current: canvas },
    frameSource: () => ({ option: {} as KlineOptionInput, fontSize: 10, palette: LIGHT_PALETTE }),
    onFrame: (f) => frames.push(f),
    drawnPeriod: { current: 'day' },
    onGesture: () => undefined,
    toLocal: (t) => ({ x: t.clientX, y: t.clientY }),
    ...extra,
  };
  const hook = renderHook(() => usePanZoom(wiring));
  return {
    el,
    host,
    canvas,
    dispatched,
    emit,
    frames,
    control: () => hook.result.current,
    unmount: hook.unmount,
  };
}

const frame = () =>
  act(() => {
    jest.advanceTimersByTime(20);
  });

describe('usePanZoom: gesture frames painted, ECharts given the window at rest', () => {
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

describe('usePanZoom: a full redraw held back during a gesture', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('runs at the hand-back instead of the dataZoom, and the layer goes once ECharts has painted', () => {
    let held = true;
    const redraws: number[] = [];
    const t = setUp({
      redrawHeld: () => {
        if (!held) return false;
        held = false;
        redraws.push(Date.now());
        return true;
      },
    });
    touch(t.el, 'touchstart', [[100, 50]], 0);
    touch(t.el, 'touchmove', [[140, 50]], 16);
    frame();
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
