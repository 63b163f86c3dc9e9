/** Search routes (stock-quote prefix): queryStockSearch, hotSearchV2, hotSerchAdd. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { badRequest, notFound } from '../errors';
import { int, str } from '../validate';
import {
  HOT_SEARCH_SIZE,
  SEARCH_MARKET_FILTERS,
  SEARCH_PAGE_SIZE,
  SEARCH_PATHS,
  SEARCH_TYPES,
  type SearchPage,
} from '../../src/api/contract/search';
import { contentOf, ok } from '../content';

type Params = Record<string, unknown>;

/** A comma-separated list whose items must all be allowed; undefined when the parameter is absent. */
function listParam<T extends string>(p: Params, name: string, allowed: readonly T[]): T[] | undefined {
  const raw = str(p, name, { max: 200, optional: true });
  if (raw === undefined) return undefined;
  const items = raw
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const bad = items.find((i) => !(allowed as readonly string[]).includes(i));
  if (bad !== undefined)
    throw badRequest(`parameter ${name}: unknown value ${bad} (allowed: ${allowed.join(', ')})`);
  return items as T[];
}

export function registerSearch(app: FastifyInstance, ctx: ServerContext): void {
  const { search } = contentOf(ctx);

  app.get(SEARCH_PATHS.queryStockSearch, async (req) => {
    const p = req.query as Params;
    const keyword = str(p, 'keyword', { max: 40, optional: true }) ?? '';
    const types = listParam(p, 'types', SEARCH_TYPES);
    const markets = listParam(p, 'markets', SEARCH_MARKET_FILTERS);
    const pageNo = int(p, 'pageNo', { min: 1, max: 1000, def: 1 });
    const pageSize = int(p, 'pageSize', { min: 1, max: 50, def: SEARCH_PAGE_SIZE });
    const all = search.search(keyword, { types, markets });
    const page: SearchPage = {
      hits: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      total: all.length,
    };
    return ok(page);
  });

  app.get(SEARCH_PATHS.hotSearchV2, async (req) => {
    const n = int(req.query as Params, 'number', { min: 1, max: 50, def: HOT_SEARCH_SIZE });
    return ok(search.hot(n));
  });

  app.post(SEARCH_PATHS.hotSerchAdd, async (req: FastifyRequest) => {
    const p = (req.body && typeof req.body === 'object' ? req.body : req.query) as Params;
    const market = str(p, 'market', { max: 10 });
    const symbol = str(p, 'symbol', { max: 20 });
    const count = search.add(market, symbol);
    if (count === undefined) throw notFound(`unknown instrument: ${market} ${symbol}`);
    return ok({ count });
  });
}
