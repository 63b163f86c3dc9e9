/**
 * The indicator lines of a K-line state, for the chart's drawing code. The indicator maths
 * (lib/indicators) are part of the chart's lazily loaded code, with ECharts: the chart store and the
 * stock home's first render (the first price) never need them (issue 4: initial bundle under 150 KB
 * gz). The set is made over the state's (adjusted) bars the first time the chart reads it and kept
 * on the state; it computes the lines an indicator template asks for when first asked, and from then
 * on a live trade recomputes only their last bar (kline-data.ts).
 */
import { createIndicatorSetFromColumns, type IndicatorSet } from '../../lib/indicators';
import type { KlineState } from './kline-data';

export function indicatorsOf(state: KlineState): IndicatorSet {
  if (!state.set) state.set = createIndicatorSetFromColumns(state.data);
  return state.set;
}
