/** @jest-environment jsdom */
import { attachCrosshairGestures, CROSSHAIR_HIDE_MS, LONG_PRESS_MS } from './crosshair';

function touch(el: Element, type: string, x: number, y: number): TouchEvent {
  const t = { clientX: x, clientY: y, target: el } as unknown as Touch;
  const ev = new Event(type, { bubbles: true, cancelable: true }) as TouchEvent;
  Object.defineProperty(ev, 'touches', { value: type === 'touchend' ? [] : [t] });
  el.dispatchEvent(ev);
  return ev;
}

describe('crosshair gestures', () => {
  let el: HTMLDivElement;
  let log: string[];
  let detach: () => void;

  beforeEach(() => {
    jest.useFakeTimers();
    el = document.createElement('div');
    document.body.appendChild(el);
    log = [];
    detach = attachCrosshairGestures(el, {
      show: (x) => log.push(`show ${x}`),
      move: (x) => log.push(`move ${x}`),
      hide: () => log.push('hide'),
    }).detach;
  });
  afterEach(() => {
    detach();
    el.remove();
    jest.useRealTimers();
  });

  it('uses the §9 timers: long press 300 ms, hide 5000 ms', () => {
    expect(LONG_PRESS_MS).toBe(300);
    expect(CROSSHAIR_HIDE_MS).toBe(5000);
  });

  it('shows after a 300 ms press, follows a drag, hides 5 s after release', () => {
    touch(el, 'touchstart', 50, 20);
    jest.advanceTimersByTime(299);
    expect(log).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(log).toEqual(['show 50']);
    expect(el.dataset.crosshair).toBe('on');
    const move = touch(el, 'touchmove', 80, 22);
    expect(move.defaultPrevented).toBe(true);
    expect(log).toEqual(['show 50', 'move 80']);
    touch(el, 'touchend', 80, 22);
    jest.advanceTimersByTime(4999);
    expect(log).not.toContain('hide');
    jest.advanceTimersByTime(1);
    expect(log[log.length - 1]).toBe('hide');
    expect(el.dataset.crosshair).toBe('off');
  });

  it('a finger that moves before 300 ms is a scroll, not a long press', () => {
    touch(el, 'touchstart', 50, 20);
    const move = touch(el, 'touchmove', 50, 60);
    expect(move.defaultPrevented).toBe(false);
    jest.advanceTimersByTime(400);
    expect(log).toEqual([]);
  });

  it('blocks page scrolling while shown; a touch elsewhere dismisses it', () => {
    touch(el, 'touchstart', 10, 10);
    jest.advanceTimersByTime(300);
    touch(el, 'touchend', 10, 10);
    const pageMove = touch(document.body, 'touchmove', 10, 200);
    expect(pageMove.defaultPrevented).toBe(true);
    touch(document.body, 'touchstart', 10, 300);
    expect(log[log.length - 1]).toBe('hide');
    expect(touch(document.body, 'touchmove', 10, 320).defaultPrevented).toBe(false);
  });

  it('prevents the context menu (no callout on long press)', () => {
    const ev = new Event('contextmenu', { cancelable: true });
    el.dispatchEvent(ev);
    expect(ev.defaultPrevented).toBe(true);
  });
});
