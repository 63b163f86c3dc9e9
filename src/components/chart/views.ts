/**
 * What the main chart shows in each period, as plain functions of the chart store's data: the full
 * option, the live patch, the crosshair's text at a bar, the last bar and the K-line legends.
 * MainChart only wires them to ECharts and React.
 */
import { mainLegend, subLegend, type LegendRow } from './legend';
import type { ChartOption, ChartPatch } from './options/common';
import { buildIntradayOption, intradayPatch, intradayRange } from './options/intraday';
import { buildKlineOption, klinePatch, type KlineOptionInput } from './options/kline';
import { buildNavOption } from './options/nav';
import type { ChartPalette } from './palette';
import { isKlineView, type MinuteSeries, type PeriodKey } from './types';
import type { ChartStore } from './chart-store';
import type { KlineState } from './kline-data';
import { indicatorsOf } from './kline-indicators';
import { calcsDrawn, indicatorTemplate } from './indicators/registry';
import { klineText, minuteText, navText, type CrosshairText } from './tooltip';

/** The chart store's data the views read. */
export type ChartData = Pick<ChartStore, 'minute' | 'fiveDay' | 'nav' | 'klines' | 'indicator' | 'showMa'>;

/** How the chart is drawn: colours, pixel height, price decimals. */
export interface ViewStyle {
  palette: ChartPalette;
  height: number;
  decimals: number;
}

/** The intraday price axis range, kept between patches so it only ever widens. */
export type PriceRange = { min: number; max: number } | null;

function minuteOf(d: ChartData, p: PeriodKey): MinuteSeries | null {
  return p === 'min' ? d.minute : p === 'min5' ? d.fiveDay : null;
}

function klineOf(d: ChartData, p: PeriodKey): KlineState | undefined {
  return isKlineView(p) ? d.klines.get(p) : undefined;
}

function klineInput(k: KlineState, d: ChartData, style: ViewStyle): KlineOptionInput {
  const set = indicatorsOf(k);
  // Only what is drawn stays computed: a live trade then updates the chosen indicator's lines (and
  // the MA on the candles), not every indicator chosen before.
  set.retain(calcsDrawn(indicatorTemplate(d.indicator), d.showMa));
  return {
    data: k.data,
    labels: k.labels,
    candles: k.candles,
    set,
    indicator: d.indicator,
    showMa: d.showMa,
    ...style,
  };
}

/** What a K-line period's option is built from (the gesture painter draws from the same), or null. */
export function klineOptionInput(d: ChartData, p: PeriodKey, style: ViewStyle): KlineOptionInput | null {
  const k = klineOf(d, p);
  return k ? klineInput(k, d, style) : null;
}

/**
 * The whole option of a period, or null while its data is not in. `windowStart` keeps the user's
 * K-line pan and zoom when only the indicator or the theme changed.
 */
export function fullOption(
  d: ChartData,
  p: PeriodKey,
  style: ViewStyle,
  windowStart?: number,
): { option: ChartOption; range: PriceRange } | null {
  const minute = minuteOf(d, p);
  if (minute) {
    // The §9 (business constants and limits) indices without averages have no average-price line either (issue 31 item 7).
    const input = { series: minute, showAvg: d.showMa, ...style };
    return { option: buildIntradayOption(input), range: intradayRange(minute, d.showMa) };
  }
  if (p === 'nav')
    return d.nav ? { option: buildNavOption(d.nav, style.palette, style.height), range: null } : null;
  const k = klineOf(d, p);
  return k ? { option: buildKlineOption(klineInput(k, d, style), windowStart), range: null } : null;
}

/** Only what a live trade changed (series data by id; the intraday range when it had to widen). */
export function livePatch(
  d: ChartData,
  p: PeriodKey,
  style: ViewStyle,
  range: PriceRange,
  appended: boolean,
): { patch: ChartPatch; range: PriceRange } | null {
  const minute = minuteOf(d, p);
  if (minute) return intradayPatch({ series: minute, showAvg: d.showMa, ...style }, range);
  const k = klineOf(d, p);
  return k ? { patch: klinePatch(klineInput(k, d, style), appended), range } : null;
}

/** Index of the last bar drawn in a period, -1 when there is none. */
export function lastIndex(d: ChartData, p: PeriodKey): number {
  const minute = minuteOf(d, p);
  if (minute) return Math.max(minute.last, minute.extendedLast ?? -1);
  if (p === 'nav') return (d.nav?.values.length ?? 0) - 1;
  return (klineOf(d, p)?.data.close.length ?? 0) - 1;
}

/** What the crosshair says at bar i. */
export function crosshairTextAt(
  d: ChartData,
  p: PeriodKey,
  i: number,
  decimals: number,
  volumeLot: number,
): CrosshairText | null {
  const minute = minuteOf(d, p);
  if (minute) return minuteText(minute, i, decimals, volumeLot, d.showMa);
  if (p === 'nav') return d.nav ? navText(d.nav, i) : null;
  const k = klineOf(d, p);
  return k ? klineText(k, i, decimals, volumeLot) : null;
}

/**
 * The K-line legends (MA or BOLL above, the indicator's values below) at the crosshair's bar, else
 * at the last one. None on the other periods: they go with the indicator tabs (§2 (screens and routes)).
 */
export function legendsAt(
  d: ChartData,
  p: PeriodKey,
  crossIndex: number | null,
  style: Pick<ViewStyle, 'palette' | 'decimals'>,
  volumeLot: number,
): { top: LegendRow | null; bottom: LegendRow | null } {
  const k = klineOf(d, p);
  const i = crossIndex ?? (k ? k.data.close.length - 1 : -1);
  if (!k || i < 0) return { top: null, bottom: null };
  const set = indicatorsOf(k);
  return {
    top: mainLegend(d.indicator, d.showMa, set, i, style.decimals, style.palette),
    bottom: subLegend(d.indicator, set, k.data, i, style.palette, volumeLot),
  };
}
