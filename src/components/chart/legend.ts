/**
 * The text rows drawn above the candles (MA5 / MA10 / MA20, or the chosen indicator's own lines
 * there) and above the indicator (the bottom sub-title), for the bar under the crosshair or the last
 * bar. Plain data: the page renders them as DOM so a live trade does not redraw the canvas for text.
 * Each indicator's rows are its template's (indicators/).
 */
import type { IndicatorSet } from '../../lib/indicators';
import { maLegend } from './indicators/ma';
import { indicatorTemplate } from './indicators/registry';
import type { LegendRow } from './indicators/template';
import type { ChartPalette } from './palette';
import type { IndicatorKey, KlineData } from './types';

export type { LegendItem, LegendRow } from './indicators/template';

/** The row above the candles at bar i. */
export function mainLegend(
  indicator: IndicatorKey,
  showMa: boolean,
  set: IndicatorSet,
  i: number,
  decimals: number,
  p: ChartPalette,
): LegendRow | null {
  const main = indicatorTemplate(indicator).main;
  if (main) return main.legend(set, i, decimals, p);
  return showMa ? maLegend(set, i, decimals, p) : null;
}

/** The bottom sub-title (indicator name, parameters and values) at bar i; volumes in lots of `lot`. */
export function subLegend(
  indicator: IndicatorKey,
  set: IndicatorSet,
  data: KlineData,
  i: number,
  p: ChartPalette,
  lot = 1,
): LegendRow {
  return indicatorTemplate(indicator).sub.legend(set, data, i, p, lot);
}
