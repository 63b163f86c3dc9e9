/**
 * Reply shape of chartEvents (./chartEvents.ts), as JSON Schema: the server serialises through it
 * and documents it (OpenAPI); the app uses the types.
 */
import { Type, type Static } from '@sinclair/typebox';

/** One corporate action (server/market/corporate-actions.ts) with its adjustment factor. */
export type ChartAction = Static<typeof ChartAction>;
export const ChartAction = Type.Object({
  /** Ex-date (除权除息日), YYYYMMDD. */
  exDate: Type.Integer(),
  /** Cash per share in the trading currency; 送 and 转增 shares per 10 shares; split 1拆N (0 = none). */
  cash: Type.Number(),
  bonus: Type.Number(),
  transfer: Type.Number(),
  split: Type.Number(),
  /** f = P·s / (P − D), P the raw close before the ex-date (contract/market-rules/adjust.ts). */
  factor: Type.Number(),
});

export type ChartMarkerKind = Static<typeof ChartMarkerKind>;
export const ChartMarkerKind = Type.Union([
  /** An announcement published that day. */
  Type.Literal('notice'),
  /** An ex-right / ex-dividend day. */
  Type.Literal('exright'),
  /** A dragon-tiger (龙虎榜) listing. */
  Type.Literal('lhb'),
]);

/** One mark on a K-line bar. */
export type ChartMarker = Static<typeof ChartMarker>;
export const ChartMarker = Type.Object({
  /** Trading day, YYYYMMDD. */
  day: Type.Integer(),
  kind: ChartMarkerKind,
  /** The one-line summary shown on tap. */
  text: Type.String(),
  /** notice: the announcement's id (its article page, type 2). */
  id: Type.Optional(Type.Integer()),
  /** lhb: the listed stock's code (its dragon-tiger detail page). */
  secuCode: Type.Optional(Type.String()),
});

export type ChartEvents = Static<typeof ChartEvents>;
export const ChartEvents = Type.Object({
  /** Actions with ex-dates up to today, oldest first. */
  actions: Type.Array(ChartAction),
  /** Marks, oldest first (a day may hold several). */
  markers: Type.Array(ChartMarker),
});
