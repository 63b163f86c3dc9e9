/**
 * Older K-line bars put before the loaded ones (issue 21 item 2: the window reached the oldest bar
 * and the next page came over HTTP). The state object is updated in place, so the chart store's map
 * entry and the live-patched last candle stay the same objects; the indicator set is dropped and
 * computed again over the whole series when the chart next reads it (the lines need the older bars
 * to warm up; kline-indicators.ts).
 */
import type { Region } from '../../lib/market';
import type { KlineEntry } from '../../../contract/quote-protocol';
import { buildKlineState, type KlineState } from './kline-data';
import type { KlineData } from './types';

/** Puts the entries older than the oldest loaded bar in front; answers how many were added. */
export function prependKlines(state: KlineState, entries: readonly KlineEntry[], region: Region): number {
  const oldest = state.data.time.length > 0 ? state.data.time[0] : Infinity;
  const older = entries.filter((e) => e.Time < oldest).sort((a, b) => a.Time - b.Time);
  const front = buildKlineState(older, region, state.time);
  const added = front.data.time.length;
  if (added === 0) return 0;
  for (const k of Object.keys(state.data) as (keyof KlineData)[])
    state.data[k] = front.data[k].concat(state.data[k]);
  state.labels = front.labels.concat(state.labels);
  state.candles = front.candles.concat(state.candles);
  state.set = null;
  return added;
}
