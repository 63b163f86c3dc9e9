/**
 * Crosshair gestures (§2 (screens and routes), §9 (business constants and limits)): a long press of 300 ms shows it, dragging moves it, it hides 5 s after
 * release, and page scrolling is blocked while it shows. Plain DOM listeners (non-passive, capture
 * phase) so a drag can be kept from both the page scroll and the chart's own pan.
 */
export const LONG_PRESS_MS = 300;
export const CROSSHAIR_HIDE_MS = 5000;
/** A finger that moves further than this before the long press fires is scrolling or panning. */
export const LONG_PRESS_TOLERANCE_PX = 10;

export interface CrosshairGestureHandlers {
  /** Long press fired (x, y relative to the element). */
  show(x: number, y: number): void;
  move(x: number, y: number): void;
  hide(): void;
}

export interface CrosshairGestureOptions {
  longPressMs?: number;
  hideMs?: number;
  /** Where page-level listeners go (tests pass their own). */
  doc?: Document;
  /** A touch in the element's own pixels (the landscape full screen's rotated layout maps it). */
  toLocal?: (t: Touch) => { x: number; y: number };
}

export interface CrosshairGestures {
  /** Hides it now (a period change clears the crosshair, §4 (states and transitions)). */
  hide: () => void;
  /** It shows (a long press fired and it has not hidden since). */
  shown: () => boolean;
  detach: () => void;
}

export function attachCrosshairGestures(
  el: HTMLElement,
  h: CrosshairGestureHandlers,
  opts: CrosshairGestureOptions = {},
): CrosshairGestures {
  const longPressMs = opts.longPressMs ?? LONG_PRESS_MS;
  const hideMs = opts.hideMs ?? CROSSHAIR_HIDE_MS;
  const doc = opts.doc ?? el.ownerDocument;
  let pressTimer: ReturnType<typeof setTimeout> | null = null;
  let hideTimer: ReturnType<typeof setTimeout> | null = null;
  let shown = false;
  let dragging = false;
  let startX = 0;
  let startY = 0;

  const local =
    opts.toLocal ??
    ((t: Touch) => {
      const r = el.getBoundingClientRect();
      return { x: t.clientX - r.left, y: t.clientY - r.top };
    });
  const clearPress = () => {
    if (pressTimer !== null) clearTimeout(pressTimer);
    pressTimer = null;
  };
  const clearHide = () => {
    if (hideTimer !== null) clearTimeout(hideTimer);
    hideTimer = null;
  };
  const setShown = (v: boolean) => {
    shown = v;
    el.dataset.crosshair = v ? 'on' : 'off';
  };
  const hideNow = () => {
    clearHide();
    clearPress();
    dragging = false;
    if (!shown) return;
    setShown(false);
    h.hide();
  };

  const onStart = (e: TouchEvent) => {
    if (e.touches.length !== 1) {
      clearPress();
      return;
    }
    const p = local(e.touches[0]);
    if (shown) {
      // While shown a touch grabs it at once; the chart does not pan under it.
      e.stopPropagation();
      clearHide();
      dragging = true;
      h.move(p.x, p.y);
      return;
    }
    startX = p.x;
    startY = p.y;
    clearPress();
    pressTimer = setTimeout(() => {
      pressTimer = null;
      setShown(true);
      dragging = true;
      h.show(startX, startY);
    }, longPressMs);
  };

  const onMove = (e: TouchEvent) => {
    if (dragging) {
      if (e.cancelable) e.preventDefault();
      e.stopPropagation();
      const p = local(e.touches[0]);
      h.move(p.x, p.y);
      return;
    }
    if (pressTimer !== null) {
      const p = local(e.touches[0]);
      if (
        Math.abs(p.x - startX) > LONG_PRESS_TOLERANCE_PX ||
        Math.abs(p.y - startY) > LONG_PRESS_TOLERANCE_PX
      )
        clearPress();
    }
  };

  const onEnd = (e: TouchEvent) => {
    clearPress();
    if (!dragging) return;
    e.stopPropagation();
    dragging = false;
    clearHide();
    hideTimer = setTimeout(hideNow, hideMs);
  };

  // Page scroll is blocked while the crosshair shows; a touch elsewhere on the page dismisses it.
  const onDocMove = (e: TouchEvent) => {
    if (shown && e.cancelable) e.preventDefault();
  };
  const onDocStart = (e: TouchEvent) => {
    if (shown && !el.contains(e.target as Node)) hideNow();
  };
  const noMenu = (e: Event) => e.preventDefault();

  const capture = { capture: true, passive: false } as const;
  el.addEventListener('touchstart', onStart, capture);
  el.addEventListener('touchmove', onMove, capture);
  el.addEventListener('touchend', onEnd, capture);
  el.addEventListener('touchcancel', onEnd, capture);
  el.addEventListener('contextmenu', noMenu);
  doc.addEventListener('touchmove', onDocMove, { passive: false });
  doc.addEventListener('touchstart', onDocStart, { passive: true, capture: true });
  setShown(false);

  const detach = () => {
    clearPress();
    clearHide();
    el.removeEventListener('touchstart', onStart, capture);
    el.removeEventListener('touchmove', onMove, capture);
    el.removeEventListener('touchend', onEnd, capture);
    el.removeEventListener('touchcancel', onEnd, capture);
    el.removeEventListener('contextmenu', noMenu);
    doc.removeEventListener('touchmove', onDocMove);
    doc.removeEventListener('touchstart', onDocStart, { capture: true });
  };
  return { hide: hideNow, shown: () => shown, detach };
}
