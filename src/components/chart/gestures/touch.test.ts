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
