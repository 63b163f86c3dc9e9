/**
 * What one indicator of the K-line chart is (issue 35 item 2): its tab, its calculations (run by the
 * K-line state's indicator set, lib/indicators), the series it draws and its legend. The option
 * builder (options/kline.ts), the gesture painter (gestures/frame/kline-frame.ts), the legends
 * (legend.ts), the tab bars of the portrait and landscape charts and the bench read templates from
 * registry.ts; none of them names an indicator. docs/chart.md "Indicators" says how to add one.
 */
import { formatNumber } from '../../../lib/format/number';
import type { AnyCalc, IndicatorCalc, IndicatorSet, Series } from '../../../lib/indicators';
import type { ChartPalette } from '../palette';
import type { KlineData } from '../types';

export interface LegendItem {
  name: string;
  value: string;
  color: string;
}
export interface LegendRow {
  title: string;
  items: LegendItem[];
}

/** A line's values, or the bars' (the volume column is a plain number array). */
export type Line = Series | number[];

/** The sub chart under the candles. Line k is drawn in palette.lines[k] (three colours at most). */
export interface SubPane {
  lines(set: IndicatorSet, data: KlineData): Series[];
  /** Bars behind the lines, or null. */
  bar(set: IndicatorSet, data: KlineData): Line | null;
  /**
   * 'volume': the y axis starts at 0 and a bar takes its candle's colour (close ≥ open rises), at most
   * 12 px wide; 'signed': the y axis is niced at both ends and a bar is red at or above 0, green
   * below, drawn as a thin (2 px) line.
   */
  scale: 'volume' | 'signed';
  /** The row above the sub chart at bar i; volumes in lots of `lot`. */
  legend(set: IndicatorSet, data: KlineData, i: number, p: ChartPalette, lot: number): LegendRow;
}

/** Lines drawn on the candles in place of MA 5/10/20. Line k is drawn in palette.lines[k]. */
export interface MainOverlay {
  /** Series ids, one per line (ECharts merges the live patches by id). */
  ids: readonly string[];
  lines(set: IndicatorSet): Series[];
  /** The row above the candles at bar i, prices with `decimals`. */
  legend(set: IndicatorSet, i: number, decimals: number, p: ChartPalette): LegendRow;
}

export interface IndicatorTemplate {
  /** Unique; the chart store's `indicator` and the tab's key. */
  key: string;
  /** The tab's text: §2 (screens and routes)'s label. */
  label: string;
  /** Every calculation the template reads from the set: the set keeps only these current. */
  calcs: readonly AnyCalc[];
  sub: SubPane;
  main?: MainOverlay;
}

/** A number with fixed decimals, '--' for a missing value. */
export const fixed = (v: number | null | undefined, decimals: number): string =>
  typeof v === 'number' && Number.isFinite(v) ? v.toFixed(decimals) : '--';

/** Volume in lots (CN 100 shares, §5 (validation rules)): whole lots below 10,000, shortened (万, 亿) above. */
export function lots(v: number | null | undefined, lot: number): string {
  if (typeof v !== 'number' || !Number.isFinite(v)) return '--';
  const n = v / lot;
  return Math.abs(n) < 1e4 ? String(Math.round(n)) : formatNumber(n);
}

/**
 * The legend of lines that come in several periods (RSI6, RSI12, …): one item per period, named
 * `prefix + period` unless `names` says otherwise, coloured like its line.
 */
export function periodLegend(
  title: string,
  prefix: string,
  periods: readonly number[],
  lines: Record<number, Series>,
  i: number,
  p: ChartPalette,
  names: readonly string[] = periods.map((n) => `${prefix}${n}`),
): LegendRow {
  return {
    title,
    items: periods.map((n, k) => ({ name: names[k], value: fixed(lines[n][i], 2), color: p.lines[k] })),
  };
}

/**
 * The template of an indicator drawn as one line per period under the candles, on a signed scale,
 * with no bars (RSI, BIAS, WR): its key is also its tab label and its legend's prefix.
 */
export function periodLinesTemplate(
  key: string,
  periods: readonly number[],
  calc: IndicatorCalc<Record<number, Series>, any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- any state: each calculation keeps its own
  names?: readonly string[],
): IndicatorTemplate {
  return {
    key,
    label: key,
    calcs: [calc],
    sub: {
      lines: (set) => periods.map((n) => set.lines(calc)[n]),
      bar: () => null,
      scale: 'signed',
      legend: (set, _, i, p) =>
        periodLegend(`${key}(${periods.join(',')})`, key, periods, set.lines(calc), i, p, names),
    },
  };
}
