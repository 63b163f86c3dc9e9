/**
 * The day's live line where 分时 will be drawn, from the moment its minutes are known until ECharts
 * has drawn them (issue 38 item 2: the chart drawn). The minutes often come before the chart
 * library has run: the early script asked for them with the price and the connection adopted the
 * reply. One path rule with the cached line (lib/chart/cached-line.ts linePath), in the chart's price
 * colour; redrawn on each pushed minute, so what shows is the market now.
 */
import { useEffect, useReducer } from 'react';
import { LINE_VIEWBOX, lineOf, linePath, refPath } from '../../lib/chart/cached-line';
import type { ChartStore } from './chart-store';
import type { ChartPalette } from './palette';

const { width: W, height: H } = LINE_VIEWBOX;

export function LiveLineChart({
  store,
  palette,
  box,
}: {
  store: ChartStore;
  palette: ChartPalette;
  /** The price grid's box in the chart (options/common.ts gridBoxes `main`): where ECharts draws the line. */
  box: { top: number; height: number };
}) {
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const off = store.onLive((p) => {
      if (p === 'min') redraw();
    });
    return () => {
      off();
    };
  }, [store]);
  const line = store.minute && lineOf(store.minute);
  if (!line) return null;
  const { d, ref } = linePath({ ...line, savedAt: 0 }, W, H);
  return (
    <div className="main-chart__state main-chart__state--line" data-testid="chart-live-line">
      <svg
        className="live-line"
        style={{ top: box.top, height: box.height }}
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        {ref !== null && <path className="cached-line__ref" d={refPath(ref)} />}
        <path className="live-line__price" d={d} style={{ stroke: palette.price }} />
      </svg>
    </div>
  );
}
