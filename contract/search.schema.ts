/**
 * Reply shapes of the search calls (§7 (the calls it makes)), as JSON Schema: the server serialises its replies through them
 * and documents them (OpenAPI); the app uses their types through ./search.ts (types only).
 */
import { Type, type Static } from '@sinclair/typebox';
import { OneOf } from './envelope.schema';

/** Kinds of instrument a hit can be (./search.ts SEARCH_TYPES lists the same, checked by the compiler). */
export type SearchType = Static<typeof SearchType>;
export const SearchType = OneOf(['stock', 'index', 'etf', 'fund'] as const);

export type SearchHit = Static<typeof SearchHit>;
export const SearchHit = Type.Object({
  Name: Type.String(),
  Symbol: Type.String(),
  /** Route market of the stock page (sh, sz, bj, HKSE, HKIDX, NASDAQ, NYSE, AMEX), or 'fund'. */
  Market: Type.String(),
  Type: SearchType,
});

export type SearchPage = Static<typeof SearchPage>;
export const SearchPage = Type.Object({
  hits: Type.Array(SearchHit),
  total: Type.Number(),
});

export type HotSearchItem = Static<typeof HotSearchItem>;
export const HotSearchItem = Type.Composite([
  SearchHit,
  Type.Object({
    count: Type.Number(),
  }),
]);
