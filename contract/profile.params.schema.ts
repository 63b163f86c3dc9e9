/**
 * Request parameters of the company-information calls (§7 (the calls it makes)), as JSON Schema: the server validates
 * every call against these (a failure answers 400 `{ code, msg }` naming the parameter).
 */
import { type Static } from '@sinclair/typebox';
import { Int, Params, Text } from './envelope.schema';

/** market + 6-digit A-share code, any case: sh600519, sz000001, bj430047. */
const Ei = Text(20, {
  pattern: '^\\s*([sS][hH]|[sS][zZ]|[bB][jJ])\\d{6}\\s*$',
  description: 'e.g. sh600519',
});

export const ProfileBody = Params({ Ei });
export type ProfileBody = Static<typeof ProfileBody>;

export const DividendBody = Params({
  Ei,
  /** Page size. */
  Num: Int(1, 100, { default: 10 }),
  /** From 1. */
  PageIndex: Int(1, 10_000, { default: 1 }),
});
export type DividendBody = Static<typeof DividendBody>;

/** HK info (00700 or 700) and US info (AAPL). */
export const RegionStockQuery = Params({ symbol: Text(10) });
export type RegionStockQuery = Static<typeof RegionStockQuery>;
