/**
 * MainChart's binding to its view object (kline-view.ts): one view per chart and store, the
 * component re-rendered when the view says so, the elements mounted, ECharts' instance handed
 * over, and a full redraw whenever one of `redrawKey` changes.
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { EChartsType } from 'echarts/core';
import type { ChartLib } from './ChartCanvas';
import type { ChartStore } from './chart-store';
import { KlineView, type KlineViewStyle } from './kline-view';

export function useKlineView(store: ChartStore, style: KlineViewStyle, redrawKey: readonly unknown[]) {
  const view = useMemo(() => new KlineView(store), [store]);
  useSyncExternalStore(view.subscribe, view.version);
  // An assignment, the same for the same props: what the next frame or redraw is drawn with.
  view.setStyle(style);
  const [chartReady, setChartReady] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLCanvasElement>(null);
  // The main thread's frame canvas: the first is handed to the painter's worker where it can be.
  const spareFrameRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const el = wrapperRef.current;
    const frame = frameRef.current;
    return el && frame ? view.mount({ el, frame, spare: spareFrameRef.current }) : undefined;
  }, [view]);
  const onChart = useCallback(
    (c: EChartsType | null, lib?: ChartLib) => {
      view.setChart(c, lib);
      setChartReady(c !== null);
    },
    [view],
  );
  useEffect(
    () => view.redraw(),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- redrawKey spreads the full redraw's own deps
    [view, chartReady, ...redrawKey],
  );
  return { view, chartReady, wrapperRef, frameRef, spareFrameRef, onChart };
}
