/**
 * Live patches without the synchronous paint. `setOption` merges, lays out and renders the scene and
 * then calls `zr.flush()` to paint the canvas in the same task, so a live redraw is one long task.
 * While the patch is applied, flush is a no-op; the elements ECharts changed have already asked
 * zrender to refresh, and zrender's own animation frame paints them. The merge and the paint land in
 * two tasks of about half the length each (issue 4: no main-thread task over 50 ms while streaming).
 * Only `getZr()` and zrender's public `flush` are used; nothing of ECharts' internals.
 */
import type { EChartsType } from 'echarts/core';

type PatchTarget = Pick<EChartsType, 'setOption' | 'getZr'>;

export function setOptionPaintLater(
  chart: PatchTarget,
  patch: Parameters<EChartsType['setOption']>[0],
  /** setOption's options: a full option (notMerge) too, e.g. the one held back during a gesture. */
  opts?: { notMerge?: boolean },
): void {
  const zr = chart.getZr();
  const hadOwn = Object.prototype.hasOwnProperty.call(zr, 'flush');
  // Put back on the same object below, so it is still called as zr.flush() with its own `this`.
  // eslint-disable-next-line @typescript-eslint/unbound-method -- put back on zr below and called as zr.flush()
  const own = zr.flush;
  zr.flush = () => undefined;
  try {
    if (opts) chart.setOption(patch, opts);
    else chart.setOption(patch);
  } finally {
    if (hadOwn) zr.flush = own;
    else delete (zr as { flush?: unknown }).flush; // back to the prototype's method
  }
}
