/**
 * The main chart's store for a page that is not the stock home (a sector, an index): one store per
 * mounted page, reset when the instrument changes, its feeds open while the page is active and
 * released when it is hidden or gone (§4 (states and transitions) "Leaving the page unsubscribes"). The stock home keeps its
 * own orchestration in its page store (existence check first), with the same ChartStore.
 */
import { useEffect, useRef, useState } from 'react';
import type { QuoteTransport } from '../../quote/transport';
import { ChartStore, type ChartSources, type Instrument } from './chart-store';
import type { PeriodKey } from './types';

export interface LiveChartOptions {
  quote: QuoteTransport;
  /** The HTTP calls, and the live feeds where they are not the quote channel's. */
  services: Omit<ChartSources, 'quote'>;
  /** null while the page does not know its instrument yet. */
  instrument: Instrument | null;
  /** The periods the page offers; the first is shown first. */
  periods: readonly PeriodKey[];
  /** The page is on screen (a kept-alive page is not while hidden). */
  active: boolean;
}

export function useLiveChart({ quote, services, instrument, periods, active }: LiveChartOptions): ChartStore {
  const [store] = useState(() => new ChartStore({ quote, ...services }));
  // The instrument by identity: a page re-creating the same instrument on render keeps its data.
  const id = instrument ? `${instrument.market}/${instrument.code}` : '';
  const first = periods[0] ?? 'min';
  // Only a new market/code resets; the instrument object is read when it does.
  const latest = useRef(instrument);
  latest.current = instrument;
  useEffect(() => {
    store.reset(latest.current, first);
  }, [store, id, first]);
  useEffect(() => {
    if (!active || !id) return;
    store.enter();
    return () => store.leave();
  }, [store, active, id]);
  return store;
}
