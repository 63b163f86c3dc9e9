/**
 * The only module that imports ECharts. It registers just what the quote charts draw (line, bar,
 * candlestick, pie; grid, inside data zoom and mark areas; the canvas renderer) and is loaded with a dynamic
 * import, so ECharts sits in its own lazily loaded chunk and not in the initial bundle.
 */
import { init, use as register, type EChartsType } from 'echarts/core';
import { BarChart, CandlestickChart, LineChart, PieChart } from 'echarts/charts';
import { DataZoomInsideComponent, GridSimpleComponent, MarkAreaComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

// ECharts' `use` registers parts, it is no React hook: an alias keeps the hooks rule from taking it for one.
register([
  LineChart,
  BarChart,
  CandlestickChart,
  PieChart,
  GridSimpleComponent,
  DataZoomInsideComponent,
  // The shaded US pre-market and after-hours on the 分时 chart (issue 21).
  MarkAreaComponent,
  CanvasRenderer,
]);

export type { EChartsType };

/** Colours come from the options (chart/palette.ts), so no ECharts theme is registered. */
export function createChart(el: HTMLElement): EChartsType {
  return init(el, undefined, { renderer: 'canvas', devicePixelRatio: window.devicePixelRatio || 2 });
}
