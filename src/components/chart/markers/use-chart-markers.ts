/**
 * Event markers on the main chart (issue 21): after each full redraw of a K-line view the marks are
 * merged into the candle series; a tap on a mark opens its summary line. MainChart calls this after
 * its own full-redraw effect (effects run in order, so the marks land on the fresh option).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { EChartsType } from 'echarts/core';
import type { ChartStore } from '../chart-store';
import { isKlineView, type PeriodKey } from '../types';
import type { BarMarks } from './markers';
import { MARK_OFFSET_PX, barMarks, markPointPatch, marksAt } from './marker-layer';

export function useChartMarkers(
  chartRef: RefObject<EChartsType | null>,
  wrapperRef: RefObject<HTMLDivElement>,
  store: ChartStore,
  period: PeriodKey,
  /** Everything the full redraw depends on: the marks are re-merged whenever it ran. */
  redrawKey: readonly unknown[],
): { tip: BarMarks | null; closeTip: () => void } {
  const [tip, setTip] = useState<BarMarks | null>(null);
  const marks = useRef<BarMarks[]>([]);
  const on = store.markersOn;
  const events = store.events;

  useEffect(() => {
    const chart = chartRef.current;
    const wrapper = wrapperRef.current;
    const k = isKlineView(period) ? store.klines.get(period as 'day' | 'week' | 'month') : undefined;
    if (!chart || !wrapper || !k || store.state[period] !== 'ready') {
      marks.current = [];
      return;
    }
    marks.current = on ? barMarks(k, events, period as 'day' | 'week' | 'month') : [];
    chart.setOption(markPointPatch(k, marks.current));
    // For tests and benchmarks, like data-drawn: what the canvas shows now, and where the newest
    // mark is (wrapper pixels) so a test can tap it.
    wrapper.dataset.adjust = store.adjust;
    wrapper.dataset.markers = String(marks.current.length);
    const newest = marks.current[marks.current.length - 1];
    if (newest) {
      const x = Number(chart.convertToPixel({ xAxisIndex: 0 }, newest.index));
      const y = Number(chart.convertToPixel({ yAxisIndex: 0 }, k.data.low[newest.index])) + MARK_OFFSET_PX;
      wrapper.dataset.newestMark = `${Math.round(x)},${Math.round(y)}`;
    } else delete wrapper.dataset.newestMark;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- redrawKey spreads the full redraw's own deps
  }, [...redrawKey, on, events]);

  useEffect(() => setTip(null), [period, on]);

  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    const onClick = (e: MouseEvent) => {
      const chart = chartRef.current;
      const p = store.period;
      const k = isKlineView(p) ? store.klines.get(p as 'day' | 'week' | 'month') : undefined;
      if (!chart || !k) return;
      if ((e.target as HTMLElement).closest('.chart-marker-tip')) return;
      const box = wrapper.getBoundingClientRect();
      try {
        setTip(marksAt(chart, k, marks.current, e.clientX - box.left, e.clientY - box.top));
      } catch {
        setTip(null);
      }
    };
    wrapper.addEventListener('click', onClick);
    return () => wrapper.removeEventListener('click', onClick);
  }, [chartRef, wrapperRef, store]);

  return { tip, closeTip: () => setTip(null) };
}
