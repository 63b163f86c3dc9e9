/**
 * The markers' drawing and hit test on the K-line canvas: a markPoint on the candle series (so the
 * marks follow the chart's window and zoom) and the tap → the bar's marks (the chart's own events
 * are not used: the candle series is silent, and the wrapper's gestures own the touches).
 */
import type { EChartsType } from 'echarts/core';
import type { ChartMarkerKind } from '../../../api/contract/chartEvents';
import type { KlineState } from '../kline-data';
import { MARKER_LETTER, marksByBar, type BarMarks } from './markers';
import type { ChartEvents } from '../../../api/contract/chartEvents';

/** Mark colours (the same in both themes: they sit on the candles' background). */
export const MARKER_COLOR: Readonly<Record<ChartMarkerKind, string>> = {
  exright: '#f08c00',
  lhb: '#8a4dde',
  notice: '#2f6fde',
};

/** Pixels below a bar's low where its mark is drawn (centre), and the mark's size. */
export const MARK_OFFSET_PX = 11;
export const MARK_SIZE_PX = 14;

/** A K-line bar's trading day from its axis label ('YYYY-MM-DD'). */
export const labelDay = (label: string): number => Number(label.replace(/-/g, ''));

/**
 * The marks of a K-line view. Weekly and monthly bars leave announcements out: nearly every week
 * and month has one, so they would mark every bar and hide the rarer ex-right and 龙虎榜 marks.
 */
export function barMarks(
  k: KlineState,
  events: ChartEvents | null,
  period: 'day' | 'week' | 'month',
): BarMarks[] {
  if (!events || events.markers.length === 0) return [];
  const markers = period === 'day' ? events.markers : events.markers.filter((m) => m.kind !== 'notice');
  return marksByBar(markers, k.labels.map(labelDay));
}

/** The markPoint patch of the candle series (an empty list clears the marks). */
export function markPointPatch(k: KlineState, marks: readonly BarMarks[]) {
  return {
    series: [
      {
        id: 'candle',
        markPoint: {
          silent: true,
          animation: false,
          symbol: 'circle',
          symbolSize: MARK_SIZE_PX,
          symbolOffset: [0, MARK_OFFSET_PX],
          label: {
            show: true,
            fontSize: 9,
            color: '#fff',
            formatter: (p: { name?: string }) => p.name ?? '',
          },
          data: marks.map((b) => {
            const kind = b.kinds[0];
            return {
              name: MARKER_LETTER[kind],
              coord: [b.index, k.data.low[b.index]],
              itemStyle: { color: MARKER_COLOR[kind] },
            };
          }),
        },
      },
    ],
  };
}

/**
 * The bar's marks under a tap at (x, y) on the wrapper, or null: the nearest bar with marks within
 * one bar of the tap, and the tap within a mark's height of where its mark is drawn.
 */
export function marksAt(
  chart: EChartsType,
  k: KlineState,
  marks: readonly BarMarks[],
  x: number,
  y: number,
): BarMarks | null {
  if (marks.length === 0) return null;
  const raw = Number(chart.convertFromPixel({ xAxisIndex: 0 }, x));
  if (!Number.isFinite(raw)) return null;
  let best: BarMarks | null = null;
  for (const b of marks) {
    if (Math.abs(b.index - raw) > 1.5) continue;
    if (!best || Math.abs(b.index - raw) < Math.abs(best.index - raw)) best = b;
  }
  if (!best) return null;
  const py = Number(chart.convertToPixel({ yAxisIndex: 0 }, k.data.low[best.index])) + MARK_OFFSET_PX;
  return Math.abs(y - py) <= MARK_SIZE_PX ? best : null;
}
