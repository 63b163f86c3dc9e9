// MA 5/10/20 on the candles (§9 (business constants and limits)), drawn under every indicator that
// has no lines of its own there; not a tab.
import { maCalc, type IndicatorSet } from '../../../lib/indicators';
import { fixed, type LegendRow } from './template';
import type { ChartPalette } from '../palette';

const PERIODS = [5, 10, 20] as const;
export const MA_CALC = maCalc(PERIODS);
export const MA_IDS: readonly string[] = PERIODS.map((n) => `ma${n}`);

export const maLines = (set: IndicatorSet) => PERIODS.map((n) => set.lines(MA_CALC)[n]);

export function maLegend(set: IndicatorSet, i: number, decimals: number, p: ChartPalette): LegendRow {
  const ma = set.lines(MA_CALC);
  return {
    title: '',
    items: PERIODS.map((n, k) => ({ name: `MA${n}`, value: fixed(ma[n][i], decimals), color: p.lines[k] })),
  };
}
