/**
 * A canvas for one ECharts instance. ECharts is loaded on first mount through a dynamic import
 * (its own chunk), so pages render their numbers before the chart library has even downloaded.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import type { EChartsType } from 'echarts/core';
import './chart.css';

export type ChartLib = typeof import('./echarts-lib');

let libPromise: Promise<ChartLib> | null = null;
/** Loads the ECharts chunk once; later callers share the same promise. */
export function loadChartLib(): Promise<ChartLib> {
  if (!libPromise) {
    libPromise = import('./echarts-lib').catch((err: unknown) => {
      libPromise = null; // let a later mount retry (e.g. the chunk failed while offline)
      throw err;
    });
  }
  return libPromise;
}

export interface ChartCanvasProps {
  height: number;
  /**
   * Called with the instance once ready (and the chart library, for elements of a caller's own in
   * the chart's scene), and with null when it is disposed.
   */
  onChart: (chart: EChartsType | null, lib?: ChartLib) => void;
  /** The chart was laid out again for a new size of its element. */
  onResize?: () => void;
  className?: string;
  /** Overlays drawn above the canvas (crosshair, legends). */
  children?: ReactNode;
  /** The element the gestures attach to, for callers that need it. */
  wrapperRef?: React.RefObject<HTMLDivElement>;
  testId?: string;
}

export function ChartCanvas({
  height,
  onChart,
  onResize,
  className,
  children,
  wrapperRef,
  testId,
}: ChartCanvasProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const onChartRef = useRef(onChart);
  onChartRef.current = onChart;
  const onResizeRef = useRef(onResize);
  onResizeRef.current = onResize;

  useEffect(() => {
    let disposed = false;
    let chart: EChartsType | null = null;
    let observer: ResizeObserver | null = null;
    loadChartLib()
      .then((lib) => {
        const host = hostRef.current;
        if (disposed || !host) return;
        chart = lib.createChart(host);
        observer = new ResizeObserver(() => {
          if (!chart) return;
          chart.resize();
          onResizeRef.current?.();
        });
        observer.observe(host);
        onChartRef.current(chart, lib);
      })
      .catch((err: unknown) => console.error('chart library failed to load', err));
    return () => {
      disposed = true;
      observer?.disconnect();
      if (chart) {
        onChartRef.current(null);
        chart.dispose();
      }
    };
  }, []);

  return (
    <div
      className={`chart-canvas ${className ?? ''}`}
      ref={wrapperRef}
      style={{ height }}
      data-testid={testId}
    >
      <div className="chart-canvas__host" ref={hostRef} />
      {children}
    </div>
  );
}
