/** @jest-environment jsdom */
import { attachPanZoom, type PanZoomHost } from './touch';
import type { BarWindow } from './window-math';

/** A touch event on `target` with the given fingers (x, y pairs). */
function touch(target: Element, type: string, fingers: Array<[number, number]>): TouchEvent {
  const ev = new Event(type, { bubbles: true, cancelable: true }) as TouchEvent;
  const touches = fingers.map(([x, y]) => ({ clientX: x, clientY: y, target }) as unknown as Touch);
  Object.defineProperty(ev, 'touches', { value: touches });
  target.dispatchEvent(ev);
  return ev;
}

describe('pan and pinch moves stop at the chart element', () => {
  let el: HTMLDivElement;
  let canvas: HTMLDivElement;
  let below: string[];
  let windows: BarWindow[];
  let detach: () => void;
  const onDocument = () => below.push('document');

  beforeEach(() => {
    // The chart element, and inside it the element ECharts listens on.
    el = document.createElement('div');
    canvas = document.createElement('div');
    el.appendChild(canvas);
    document.body.appendChild(el);
    below = [];
    windows = [];
    canvas.addEventListener('touchmove', () => below.push('canvas'));
    document.addEventListener('touchmove', onDocument);
    let w: BarWindow = { start: 952, end: 1000 };
    const host: PanZoomHost = {
      enabled: () => true,
      plot: () => ({ left: 0, width: 300 }),
      window: () => w,
      count: () => 1000,
      setWindow: (next) => {
        w = next;
        windows.push(next);
      },
      toLocal: (t) => ({ x: t.clientX, y: t.clientY }),
    };
    const g = attachPanZoom(
      el,
      host,
      () => 0,
      () => undefined,
    );
    detach = () => g.detach();
  });
  afterEach(() => {
    detach();
    document.removeEventListener('touchmove', onDocument);
    el.remove();
  });

  it('a sideways drag pans, and its moves reach nothing below', () => {
    touch(canvas, 'touchstart', [[150, 50]]);
    touch(canvas, 'touchmove', [[170, 51]]);
    touch(canvas, 'touchmove', [[200, 52]]);
    expect(windows.length).toBeGreaterThan(0);
    expect(below).toEqual([]);
  });

  it('a pinch zooms, and its moves reach nothing below', () => {
    touch(canvas, 'touchstart', [
      [100, 50],
      [200, 50],
    ]);
    touch(canvas, 'touchmove', [
      [80, 50],
      [220, 50],
    ]);
    expect(windows.length).toBe(1);
    expect(below).toEqual([]);
  });

  it('a vertical drag is the page scroll: its moves go on', () => {
    touch(canvas, 'touchstart', [[150, 50]]);
    touch(canvas, 'touchmove', [[151, 80]]);
    touch(canvas, 'touchmove', [[152, 120]]);
    expect(windows).toEqual([]);
    expect(below).toEqual(['canvas', 'document', 'canvas', 'document']);
  });
});

describe('a gesture ends once, and never stays running', () => {
  let el: HTMLDivElement;
  let ended: number;
  let frames: Array<(t: number) => void>;
  let detach: () => void;

  beforeEach(() => {
    el = document.createElement('div');
    document.body.appendChild(el);
    ended = 0;
    frames = [];
    let w: BarWindow = { start: 452, end: 500 };
    const g = attachPanZoom(
      el,
      {
        enabled: () => true,
        plot: () => ({ left: 0, width: 300 }),
        window: () => w,
        count: () => 1000,
        setWindow: (next) => {
          w = next;
        },
        ended: () => ended++,
        toLocal: (t) => ({ x: t.clientX, y: t.clientY }),
      },
      (fn) => frames.push(fn),
      () => undefined,
    );
    detach = () => g.detach();
  });
  afterEach(() => {
    detach();
    el.remove();
  });

  it('a drag released at rest ends at the lift', () => {
    touch(el, 'touchstart', [[150, 50]]);
    touch(el, 'touchmove', [[180, 50]]);
    expect(el.dataset.gesture).toBe('pan');
    touch(el, 'touchend', []);
    expect(el.dataset.gesture).toBe('idle');
    expect(ended).toBe(1);
  });

  it('a pinch whose fingers lift one at a time ends at the last lift', () => {
    touch(el, 'touchstart', [
      [100, 50],
      [200, 50],
    ]);
    touch(el, 'touchmove', [
      [80, 50],
      [220, 50],
    ]);
    touch(el, 'touchend', [[80, 50]]);
    expect(el.dataset.gesture).toBe('pinch');
    expect(ended).toBe(0);
    touch(el, 'touchend', []);
    expect(el.dataset.gesture).toBe('idle');
    expect(ended).toBe(1);
  });

  it('a fling stopped by a tap ends there', () => {
    touch(el, 'touchstart', [[250, 50]]);
    // Fast moves: event timestamps are the test's clock, so space them by hand.
    for (const [x, t] of [
      [230, 10],
      [190, 20],
      [150, 30],
      [110, 40],
    ] as const) {
      const ev = new Event('touchmove', { bubbles: true, cancelable: true }) as TouchEvent;
      Object.defineProperty(ev, 'touches', { value: [{ clientX: x, clientY: 50, target: el }] });
      Object.defineProperty(ev, 'timeStamp', { value: t });
      el.dispatchEvent(ev);
    }
    const lift = new Event('touchend', { bubbles: true, cancelable: true }) as TouchEvent;
    Object.defineProperty(lift, 'touches', { value: [] });
    Object.defineProperty(lift, 'timeStamp', { value: 41 });
    el.dispatchEvent(lift);
    expect(el.dataset.gesture).toBe('fling');
    expect(ended).toBe(0);
    touch(el, 'touchstart', [[150, 50]]);
    expect(el.dataset.gesture).toBe('idle');
    expect(ended).toBe(1);
    touch(el, 'touchend', []);
    expect(ended).toBe(1);
  });
});

describe('the host, not the element, says what the gesture and the crosshair are', () => {
  let el: HTMLDivElement;
  let crosshair: boolean;
  let windows: BarWindow[];
  let kinds: string[];
  let detach: () => void;

  beforeEach(() => {
    el = document.createElement('div');
    document.body.appendChild(el);
    crosshair = false;
    windows = [];
    kinds = [];
    const w: BarWindow = { start: 952, end: 1000 };
    const g = attachPanZoom(
      el,
      {
        enabled: () => true,
        plot: () => ({ left: 0, width: 300 }),
        window: () => w,
        count: () => 1000,
        setWindow: (next) => windows.push(next),
        toLocal: (t) => ({ x: t.clientX, y: t.clientY }),
        crosshairShown: () => crosshair,
        gesture: (g) => kinds.push(g),
      },
      () => 0,
      () => undefined,
    );
    detach = () => g.detach();
  });
  afterEach(() => {
    detach();
    el.remove();
  });

  it('while the crosshair shows one finger does not pan, whatever data-crosshair says', () => {
    crosshair = true;
    el.dataset.crosshair = 'off';
    touch(el, 'touchstart', [[150, 50]]);
    touch(el, 'touchmove', [[190, 50]]);
    expect(windows).toEqual([]);
    touch(el, 'touchend', []);
    crosshair = false;
    el.dataset.crosshair = 'on';
    touch(el, 'touchstart', [[150, 50]]);
    touch(el, 'touchmove', [[190, 50]]);
    expect(windows).toHaveLength(1);
  });

  it('tells the host each change of gesture', () => {
    touch(el, 'touchstart', [[150, 50]]);
    touch(el, 'touchmove', [[190, 50]]);
    touch(el, 'touchend', []);
    expect(kinds).toEqual(['pan', 'idle']);
  });
});
