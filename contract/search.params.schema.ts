/**
 * Request parameters of the search calls (§7 (the calls it makes)), as JSON Schema: the server validates every call
 * against these (a failure answers 400 `{ code, msg }` naming the parameter).
 */
import { Type, type Static } from '@sinclair/typebox';
import { Int, Params, Text } from './envelope.schema';
import { HOT_SEARCH_SIZE, SEARCH_MARKET_FILTERS, SEARCH_PAGE_SIZE, SEARCH_TYPES } from './search';

/** A comma-separated list of allowed words (any case, spaces around commas allowed). */
function commaList(words: readonly string[], description: string) {
  const word = `(${words.map((w) => w.replace(/./g, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`)).join('|')})`;
  return Text(200, { pattern: `^\\s*${word}(\\s*,\\s*${word})*\\s*,?\\s*$`, description });
}

export const SearchQuery = Params({
  keyword: Type.Optional(Text(40)),
  types: Type.Optional(commaList(SEARCH_TYPES, `comma-separated: ${SEARCH_TYPES.join(', ')}`)),
  markets: Type.Optional(
    commaList(SEARCH_MARKET_FILTERS, `comma-separated: ${SEARCH_MARKET_FILTERS.join(', ')}`),
  ),
  pageNo: Int(1, 1000, { default: 1, description: 'from 1' }),
  pageSize: Int(1, 50, { default: SEARCH_PAGE_SIZE }),
});
export type SearchQuery = Static<typeof SearchQuery>;

export const HotSearchQuery = Params({ number: Int(1, 50, { default: HOT_SEARCH_SIZE }) });
export type HotSearchQuery = Static<typeof HotSearchQuery>;

/** JSON or form body (the query is read when the body is empty). */
export const HotSearchAddParams = Params({ market: Text(10), symbol: Text(20) });
export type HotSearchAddParams = Static<typeof HotSearchAddParams>;
