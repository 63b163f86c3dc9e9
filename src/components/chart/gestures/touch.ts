/**
 * Pinch and drag on K-line periods (issue 21 item 2), as plain DOM listeners on the chart's
 * element: two fingers zoom around their centre (and pan with it), one finger dragged sideways pans,
 * and a release at speed flings with decay. Vertical movement is the page's: the element has
 * `touch-action: pan-y`, and a one-finger gesture whose first clear direction is vertical is left
 * alone to its end. While the long-press crosshair shows (the host's `crosshairShown`), one finger
 * moves the crosshair, not the window. The maths are in window-math.ts. The gesture running is this
 * module's own state, told to the host (`gesture`); `data-gesture` on the element is written from
 * it for tests and benchmarks, and read by nothing here.
 */
import {
  barsPerMs,
  clampWindow,
  FLING_MIN_RELEASE_SPEED,
  flingStep,
  lockDirection,
  panBy,
  pinchFactor,
  releaseVelocity,
  shiftForPrepend,
  zoomAround,
  type BarWindow,
  type MoveSample,
} from './window-math';

export interface PanZoomHost {
  /** A K-line view with bars drawn: gestures apply. */
  enabled(): boolean;
  /** The plot's left edge and width, in the element's pixels. */
  plot(): { left: number; width: number };
  window(): BarWindow;
  count(): number;
  /** The new window (the host draws it on the next frame). */
  setWindow(w: BarWindow): void;
  /** A gesture began (the host hides what would be stale, e.g. the crosshair). */
  began?(): void;
  /** A pan, pinch or fling is over (a fling that follows a pan ends the gesture only when it stops). */
  ended?(): void;
  /** A touch in the element's own pixels (the landscape full screen's rotated layout maps it). */
  toLocal?(t: Touch): { x: number; y: number };
  /** The long-press crosshair shows: one finger moves it, not the window. */
  crosshairShown?(): boolean;
  /** The gesture running changed (`idle` once a pan, pinch or fling is over). */
  gesture?(g: GestureKind): void;
}

export type GestureKind = 'idle' | 'pan' | 'pinch' | 'fling';

/** A pan, pinch or fling: the window is the gesture's. */
export function isRunning(g: GestureKind): boolean {
  return g !== 'idle';
}

export interface PanZoom {
  /** Stops a running fling. */
  stop(): void;
  /** `added` bars were put in front mid-gesture: the gesture's starting window moves with them. */
  shift(added: number): void;
  detach(): void;
}

type Mode =
  | { kind: 'idle' }
  | { kind: 'pending'; x: number; y: number; from: BarWindow }
  | { kind: 'pan'; x: number; from: BarWindow; samples: MoveSample[] }
  | { kind: 'scroll' }
  | { kind: 'pinch'; distance: number; centre: number; from: BarWindow }
  /** After a pinch, the finger left on the glass does nothing until it lifts. */
  | { kind: 'done' };

export function attachPanZoom(
  el: HTMLElement,
  host: PanZoomHost,
  raf: (fn: (t: number) => void) => number = (fn) => requestAnimationFrame(fn),
  cancelRaf: (id: number) => void = (id) => cancelAnimationFrame(id),
): PanZoom {
  let mode: Mode = { kind: 'idle' };
  let fling: number | null = null;
  let gesture: GestureKind = 'idle';

  const localX = (t: Touch) =>
    host.toLocal ? host.toLocal(t).x : t.clientX - el.getBoundingClientRect().left;
  const localY = (t: Touch) =>
    host.toLocal ? host.toLocal(t).y : t.clientY - el.getBoundingClientRect().top;
  const crosshairOn = () => host.crosshairShown?.() ?? false;
  const setGesture = (g: GestureKind) => {
    const was = gesture;
    gesture = g;
    el.dataset.gesture = g;
    if (g !== was) host.gesture?.(g);
    if (isRunning(was) && g === 'idle') host.ended?.();
  };

  /** A touch (or detaching) stops a fling: the gesture is over, or the live patches would wait on. */
  const stopFling = () => {
    if (fling === null) return;
    cancelRaf(fling);
    fling = null;
    setGesture('idle');
  };

  const startFling = (pxPerMs: number) => {
    const { width } = host.plot();
    let v = barsPerMs(pxPerMs, width, host.window());
    let last: number | null = null;
    setGesture('fling');
    const step = (t: number) => {
      const dt = last === null ? 16 : Math.min(64, t - last);
      last = t;
      const s = flingStep(v, dt);
      v = s.velocity;
      const w = host.window();
      const next = clampWindow({ start: w.start + s.distance, end: w.end + s.distance }, host.count());
      host.setWindow(next);
      // Stopped by friction or by an end of the history.
      if (s.done || next.start === w.start) {
        fling = null;
        setGesture('idle');
        return;
      }
      fling = raf(step);
    };
    fling = raf(step);
  };

  /**
   * A move of a pan or pinch is this code's alone: it goes no further than the chart element's own
   * capture listeners (the crosshair's still sees it). ECharts' handler below hit-tested every
   * shape of the chart on each move (its hover), for nothing: a third of a pinch frame's main-thread
   * time (docs/notes/chart-gestures-landscape-cold-start.md, measured). A touch's start and end on a
   * K-line stop here too: ECharts hit-tested every shape for them as well (20 ms at 4× CPU at the
   * start of each gesture), and nothing of ours listens to ECharts' events (the crosshair and the
   * marks' taps are the element's; a tap's click is the browser's and still fires).
   */
  const mine = (e: TouchEvent) => e.stopPropagation();

  const onStart = (e: TouchEvent) => {
    stopFling();
    if (!host.enabled()) return;
    mine(e);
    if (e.touches.length >= 2) {
      const [a, b] = [e.touches[0], e.touches[1]];
      mode = {
        kind: 'pinch',
        distance: Math.hypot(localX(a) - localX(b), localY(a) - localY(b)),
        centre: (localX(a) + localX(b)) / 2,
        from: host.window(),
      };
      setGesture('pinch');
      host.began?.();
      if (e.cancelable) e.preventDefault();
      return;
    }
    if (crosshairOn()) return;
    const t = e.touches[0];
    mode = { kind: 'pending', x: localX(t), y: localY(t), from: host.window() };
  };

  const onMove = (e: TouchEvent) => {
    if (!host.enabled()) return;
    if (mode.kind === 'pinch') {
      if (e.touches.length < 2) return;
      if (e.cancelable) e.preventDefault();
      const [a, b] = [e.touches[0], e.touches[1]];
      const { left, width } = host.plot();
      const distance = Math.hypot(localX(a) - localX(b), localY(a) - localY(b));
      const centre = (localX(a) + localX(b)) / 2;
      const count = host.count();
      const zoomed = zoomAround(
        mode.from,
        pinchFactor(mode.distance, distance),
        (mode.centre - left) / width,
        count,
      );
      host.setWindow(panBy(zoomed, centre - mode.centre, width, count));
      mine(e);
      return;
    }
    if (crosshairOn() || e.touches.length !== 1) return;
    const t = e.touches[0];
    if (mode.kind === 'pending') {
      const dir = lockDirection(localX(t) - mode.x, localY(t) - mode.y);
      if (dir === 'y') mode = { kind: 'scroll' };
      else if (dir === 'x') {
        mode = { kind: 'pan', x: mode.x, from: mode.from, samples: [] };
        setGesture('pan');
        host.began?.();
      }
    }
    if (mode.kind !== 'pan') return;
    if (e.cancelable) e.preventDefault();
    const x = localX(t);
    mode.samples.push({ x, t: e.timeStamp });
    if (mode.samples.length > 20) mode.samples.shift();
    host.setWindow(panBy(mode.from, x - mode.x, host.plot().width, host.count()));
    mine(e);
  };

  const onEnd = (e: TouchEvent) => {
    if (host.enabled()) mine(e);
    if (mode.kind === 'pinch') {
      mode = e.touches.length > 0 ? { kind: 'done' } : { kind: 'idle' };
      if (mode.kind === 'idle') setGesture('idle');
      return;
    }
    if (e.touches.length > 0) return;
    const was = mode;
    mode = { kind: 'idle' };
    if (was.kind !== 'pan') {
      // The last finger of a pinch lifted after the other one ('done'): the pinch ends only now.
      if (was.kind === 'done') setGesture('idle');
      return;
    }
    // The lift itself is a sample: a finger that rested before lifting sends no move (the browser
    // drops moves that do not move), and must not fling on its last movement.
    const lastSample = was.samples[was.samples.length - 1];
    if (lastSample) was.samples.push({ x: lastSample.x, t: e.timeStamp });
    const v = releaseVelocity(was.samples);
    // A fling carries the gesture on (the host keeps drawing it as one); otherwise it ends here.
    if (Math.abs(v) >= FLING_MIN_RELEASE_SPEED && host.enabled()) startFling(v);
    else setGesture('idle');
  };

  // Capture phase, like the crosshair's: ECharts' own canvas handlers below never see a pan first.
  const opts = { passive: false, capture: true } as const;
  el.addEventListener('touchstart', onStart, opts);
  el.addEventListener('touchmove', onMove, opts);
  el.addEventListener('touchend', onEnd, opts);
  el.addEventListener('touchcancel', onEnd, opts);
  setGesture('idle');
  return {
    stop: stopFling,
    shift(added) {
      if (mode.kind === 'pending' || mode.kind === 'pan' || mode.kind === 'pinch')
        mode.from = shiftForPrepend(mode.from, added);
    },
    detach() {
      stopFling();
      el.removeEventListener('touchstart', onStart, opts);
      el.removeEventListener('touchmove', onMove, opts);
      el.removeEventListener('touchend', onEnd, opts);
      el.removeEventListener('touchcancel', onEnd, opts);
    },
  };
}
