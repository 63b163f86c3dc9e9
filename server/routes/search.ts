/** Search routes (stock-quote prefix): queryStockSearch, hotSearchV2, hotSerchAdd. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { ServerContext } from '../context';
import { notFound } from '../errors';
import { Ok, replies } from '../../contract/envelope.schema';
import { SEARCH_PATHS, type SearchPage } from '../../contract/search';
import { HotSearchAddParams, HotSearchQuery, SearchQuery } from '../../contract/search.params.schema';
import { HotSearchItem, SearchPage as SearchPageSchema } from '../../contract/search.schema';
import { contentOf, ok } from '../content';

/** The words of a comma-separated list the schema has checked, lower case. */
function words<T extends string>(list: string | undefined): T[] | undefined {
  if (list === undefined) return undefined;
  return list
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean) as T[];
}

export function registerSearch(app: FastifyInstance, ctx: ServerContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { search } = contentOf(ctx);

  api.get(
    SEARCH_PATHS.queryStockSearch,
    { schema: { querystring: SearchQuery, response: replies(Ok(SearchPageSchema)) } },
    async (req) => {
      const { keyword, types, markets, pageNo, pageSize } = req.query;
      const all = search.search(keyword ?? '', { types: words(types), markets: words(markets) });
      const page: SearchPage = {
        hits: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        total: all.length,
      };
      return ok(page);
    },
  );

  api.get(
    SEARCH_PATHS.hotSearchV2,
    { schema: { querystring: HotSearchQuery, response: replies(Ok(Type.Array(HotSearchItem))) } },
    async (req) => ok(search.hot(req.query.number)),
  );

  api.post(
    SEARCH_PATHS.hotSerchAdd,
    {
      // Older callers send market and symbol in the query of an empty POST.
      preValidation: async (req) => {
        if (req.body && typeof req.body === 'object' && Object.keys(req.body).length === 0)
          req.body = req.query as HotSearchAddParams; // validated next, as the body
      },
      schema: { body: HotSearchAddParams, response: replies(Ok(Type.Object({ count: Type.Integer() }))) },
    },
    async (req) => {
      const { market, symbol } = req.body;
      const count = search.add(market, symbol);
      if (count === undefined) throw notFound(`unknown instrument: ${market} ${symbol}`);
      return ok({ count });
    },
  );
}
