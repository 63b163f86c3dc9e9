/** K-line entries (§3) → the chart's parallel arrays, candle tuples, labels and indicator set. */
import { createIndicatorSetFromColumns, type IndicatorSet } from '../../../lib/indicators';
import type { Region } from '../../../lib/market';
import type { KlineEntry } from '../../../quote/protocol';
import { exchangeClock } from '../../../components/chart/minutes';
import type { KlineData } from '../../../components/chart/types';

export interface KlineState {
  data: KlineData;
  labels: string[];
  /** [open, close, low, high] per bar, the candlestick series' data, patched in place. */
  candles: number[][];
  /** Computed once per load; a live trade updates only the last bar (issue 4 performance). */
  set: IndicatorSet;
}

const ymdLabel = (ymd: number): string =>
  `${Math.floor(ymd / 10000)}-${String(Math.floor(ymd / 100) % 100).padStart(2, '0')}-${String(ymd % 100).padStart(2, '0')}`;

export function barLabel(entry: KlineEntry, region: Region): string {
  if (entry.TradingDay > 19000000) return ymdLabel(entry.TradingDay);
  return ymdLabel(exchangeClock(region, entry.Time).ymd);
}

/** Entries oldest first; entries without a finite close are dropped. */
export function buildKlineState(entries: readonly KlineEntry[], region: Region): KlineState {
  const rows = entries.filter((e) => Number.isFinite(e.Close) && Number.isFinite(e.Open));
  const data: KlineData = {
    time: [],
    open: [],
    high: [],
    low: [],
    close: [],
    volume: [],
    amount: [],
    preClose: [],
  };
  const labels: string[] = [];
  const candles: number[][] = [];
  for (const e of rows) {
    data.time.push(e.Time);
    data.open.push(e.Open);
    data.high.push(e.High);
    data.low.push(e.Low);
    data.close.push(e.Close);
    data.volume.push(e.Volume);
    data.amount.push(e.Amount);
    data.preClose.push(e.PreClose);
    labels.push(barLabel(e, region));
    candles.push([e.Open, e.Close, e.Low, e.High]);
  }
  return { data, labels, candles, set: createIndicatorSetFromColumns(data) };
}

/**
 * A live bar: the same bar (same Time) replaces the last one, a newer one is appended. Answers what
 * happened so the caller patches the series (and the axis labels when a bar was appended).
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
    const i = n - 1;
    d.open[i] = e.Open;
    d.high[i] = e.High;
    d.low[i] = e.Low;
    d.close[i] = e.Close;
    d.volume[i] = e.Volume;
    d.amount[i] = e.Amount;
    d.preClose[i] = e.PreClose;
    const c = s.candles[i];
    c[0] = e.Open;
    c[1] = e.Close;
    c[2] = e.Low;
    c[3] = e.High;
    s.set.updateLast(bar);
    return 'updated';
  }
  d.time.push(e.Time);
  d.open.push(e.Open);
  d.high.push(e.High);
  d.low.push(e.Low);
  d.close.push(e.Close);
  d.volume.push(e.Volume);
  d.amount.push(e.Amount);
  d.preClose.push(e.PreClose);
  s.labels.push(barLabel(e, region));
  s.candles.push([e.Open, e.Close, e.Low, e.High]);
  s.set.appendBar(bar);
  return 'appended';
}
