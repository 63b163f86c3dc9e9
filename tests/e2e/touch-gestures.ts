/** CDP touch gestures for the chart e2e tests: raw touch events, a pinch, a drag. */
import type { CDPSession } from 'playwright-core';

export type Point = { x: number; y: number };

export async function touch(
  cdp: CDPSession,
  type: 'touchStart' | 'touchMove' | 'touchEnd',
  points: Point[],
  timestamp?: number,
) {
  await cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: type === 'touchEnd' ? [] : points.map((p, id) => ({ ...p, id })),
    ...(timestamp === undefined ? {} : { timestamp }),
  });
}

/** Two fingers from `gap0` to `gap1` apart, centred on (cx, cy), in `steps` moves. */
export async function pinch(cdp: CDPSession, cx: number, cy: number, gap0: number, gap1: number, steps = 8) {
  const at = (gap: number): Point[] => [
    { x: cx - gap / 2, y: cy },
    { x: cx + gap / 2, y: cy },
  ];
  await touch(cdp, 'touchStart', at(gap0));
  for (let i = 1; i <= steps; i++) await touch(cdp, 'touchMove', at(gap0 + ((gap1 - gap0) * i) / steps));
  await touch(cdp, 'touchEnd', []);
}

/**
 * One finger from (x0, y0) by (dx, dy) in `steps` moves 16 ms apart (event times given, so the
 * speed does not depend on how busy the machine is); `rest` lifts 200 ms after the last move (no
 * fling), else 16 ms after it, still moving (a fling).
 */
export async function drag(
  cdp: CDPSession,
  x0: number,
  y0: number,
  dx: number,
  dy: number,
  steps = 8,
  rest = true,
) {
  const t0 = Date.now() / 1000;
  await touch(cdp, 'touchStart', [{ x: x0, y: y0 }], t0);
  for (let i = 1; i <= steps; i++)
    await touch(cdp, 'touchMove', [{ x: x0 + (dx * i) / steps, y: y0 + (dy * i) / steps }], t0 + 0.016 * i);
  await touch(cdp, 'touchEnd', [], t0 + 0.016 * steps + (rest ? 0.2 : 0.016));
}
