/**
 * The only module that imports ECharts (an import rule in scripts/import-rules.ts holds it). It
 * registers just what the quote charts draw (line, bar, candlestick, pie; grid, inside data zoom and
 * mark areas; the canvas renderer) and is loaded with a dynamic import, so ECharts sits in its own
 * lazily loaded chunk and not in the initial bundle; the profile charts' legend and tooltip come in a
 * further chunk on first use (`loadInfoParts`).
 */
import { graphic, init, use as register, type EChartsType } from 'echarts/core';
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

let infoParts: Promise<void> | null = null;
/**
 * The legend and the axis tooltip (with its axis pointer) the profile charts use: registered on
 * their first use from a chunk of their own, so the quote chart's chunk carries none of them.
 */
export function loadInfoParts(): Promise<void> {
  infoParts ??= import('echarts/components').then(({ GridComponent, LegendComponent, TooltipComponent }) => {
    register([GridComponent, LegendComponent, TooltipComponent]);
  });
  return infoParts;
}

/** Colours come from the options (chart/palette.ts), so no ECharts theme is registered. */
export function createChart(el: HTMLElement): EChartsType {
  return init(el, undefined, { renderer: 'canvas', devicePixelRatio: window.devicePixelRatio || 2 });
}

/**
 * An image element of our own in a chart's scene (zrender), drawn in ECharts' z order among its
 * elements: the K-line's series raster (series-raster.ts). Outside ECharts' model, so no option,
 * component or update is needed to show or repaint it.
 */
export interface SceneImage {
  /**
   * Into `chart`'s scene, once (taken out first if it was in). chart.clear() leaves it in: whoever
   * clears the chart hides it.
   */
  attach(chart: EChartsType): void;
  /** Shown over (0, 0)–(width, height) in CSS px, the source canvas repainted: drawn on the next paint. */
  show(width: number, height: number): void;
  hide(): void;
}

export function sceneImage(source: HTMLCanvasElement, z: number): SceneImage {
  const el = new graphic.Image({ style: { image: source, x: 0, y: 0 }, z, silent: true, ignore: true });
  return {
    attach(chart) {
      const zr = chart.getZr();
      zr.remove(el);
      zr.add(el);
    },
    show(width, height) {
      el.ignore = false;
      el.setStyle({ width, height });
      // The source's pixels changed though the element did not: its layer is painted again.
      el.markRedraw();
    },
    hide() {
      if (el.ignore) return;
      el.ignore = true;
      el.markRedraw();
    },
  };
}
