/**
 * The chart's corporate actions and event markers (issue 21, an extension of §7 (the calls it makes) on the quote service,
 * config gmgQuoteHost): the actions with their 复权 factors (the K-line adjustment of the live daily
 * chart, contract/market-rules/adjust.ts) and the marks of announcement days, ex-right days and
 * dragon-tiger listings. Envelope `{ code: 1, msg, data }`.
 */
import { GMG_QUOTE_PREFIX } from './quote';

export const CHART_EVENTS_PATHS = {
  /** GET (gmgQuoteHost) market, symbol → data: ChartEvents */
  chartEvents: `${GMG_QUOTE_PREFIX}/chartEvents`,
} as const;

/** Reply shapes, from their JSON Schemas (./chartEvents.schema.ts: types only). */
export type { ChartAction, ChartEvents, ChartMarker, ChartMarkerKind } from './chart-events.schema';
