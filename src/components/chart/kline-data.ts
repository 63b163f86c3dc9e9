/**
 * K-line entries (§3 (entities and their fields)) → the chart's parallel arrays, candle tuples and labels. The indicator set
 * over them is not computed here: the indicator maths come with the chart's own lazily loaded code
 * (kline-indicators.ts computes the set the first time the chart reads it), so the chart store and
 * the page's first render do not wait for them (issue 4: initial bundle).
 */
import type { IndicatorSet } from '../../lib/indicators';
import type { Region } from '../../lib/market';
import type { KlineEntry } from '../../../contract/quote-protocol';
import { exchangeClock } from './minutes';
import type { KlineData } from './types';

export interface KlineState {
  data: KlineData;
  /** How bar times are written (periods.ts): a date, or `MM-DD HH:mm` for minute bars. */
  time: BarTime;
  labels: string[];
  /** [open, close, low, high] per bar, the candlestick series' data, patched in place. */
  candles: number[][];
  /**
   * The indicator set over `data` (adjusted bars), null until the chart first reads it
   * (kline-indicators.ts). Computed once per load; from then a live trade updates only its last bar
   * (issue 4 performance); older bars put in front drop it, to be computed again over the whole series.
   */
  set: IndicatorSet | null;
}

const ymdLabel = (ymd: number): string =>
  `${Math.floor(ymd / 10000)}-${String(Math.floor(ymd / 100) % 100).padStart(2, '0')}-${String(ymd % 100).padStart(2, '0')}`;

export type BarTime = 'date' | 'datetime';

const two = (n: number): string => String(n).padStart(2, '0');

/** A bar's axis and crosshair label: `YYYY-MM-DD`, or `MM-DD HH:mm` (exchange time) for minute bars. */
export function barLabel(entry: KlineEntry, region: Region, time: BarTime = 'date'): string {
  if (time === 'datetime') {
    const c = exchangeClock(region, entry.Time);
    const md = `${two(Math.floor(c.ymd / 100) % 100)}-${two(c.ymd % 100)}`;
    return `${md} ${two(Math.floor(c.minute / 60))}:${two(c.minute % 60)}`;
  }
  if (entry.TradingDay > 19000000) return ymdLabel(entry.TradingDay);
  return ymdLabel(exchangeClock(region, entry.Time).ymd);
}

/** An entry's values under the names of KlineData's columns. */
function columnsOf(e: KlineEntry): Record<keyof KlineData, number> {
  return {
    time: e.Time,
    open: e.Open,
    high: e.High,
    low: e.Low,
    close: e.Close,
    volume: e.Volume,
    amount: e.Amount,
    preClose: e.PreClose,
  };
}

const COLUMNS = Object.keys(columnsOf({} as KlineEntry)) as (keyof KlineData)[];

/** Candle tuple in the candlestick series' order. */
const candleOf = (e: KlineEntry): number[] => [e.Open, e.Close, e.Low, e.High];

function appendEntry(s: Omit<KlineState, 'set'>, e: KlineEntry, region: Region): void {
  const v = columnsOf(e);
  for (const k of COLUMNS) s.data[k].push(v[k]);
  s.labels.push(barLabel(e, region, s.time));
  s.candles.push(candleOf(e));
}

/** Entries oldest first; entries without a finite close are dropped. */
export function buildKlineState(
  entries: readonly KlineEntry[],
  region: Region,
  time: BarTime = 'date',
): KlineState {
  const rows = entries.filter((e) => Number.isFinite(e.Close) && Number.isFinite(e.Open));
  const data = Object.fromEntries(COLUMNS.map((k) => [k, []])) as unknown as KlineData;
  const bars = { data, time, labels: [] as string[], candles: [] as number[][] };
  for (const e of rows) appendEntry(bars, e, region);
  return { ...bars, set: null };
}

/**
 * A live bar: the same bar (same Time) replaces the last one, a newer one is appended. Answers what
 * happened so the caller patches the series (and the axis labels when a bar was appended). An
 * indicator set already computed is kept current bar by bar; one not computed yet will be computed
 * from the updated columns when first read.
 */
export function applyLiveBar(
  s: KlineState,
  e: KlineEntry,
  region: Region,
): 'updated' | 'appended' | 'ignored' {
  const d = s.data;
  const n = d.time.length;
  if (!Number.isFinite(e.Close)) return 'ignored';
  const bar = { high: e.High, low: e.Low, close: e.Close, volume: e.Volume };
  if (n > 0 && e.Time < d.time[n - 1]) return 'ignored';
  if (n > 0 && e.Time === d.time[n - 1]) {
    const v = columnsOf(e);
    for (const k of COLUMNS) d[k][n - 1] = v[k];
    // In place: the candlestick series holds this very tuple.
    s.candles[n - 1].splice(0, 4, ...candleOf(e));
    s.set?.updateLast(bar);
    return 'updated';
  }
  appendEntry(s, e, region);
  s.set?.appendBar(bar);
  return 'appended';
}
