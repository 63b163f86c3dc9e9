/** Financial report routes (stock-quote prefix): hsFinance for A-shares, financeStock* for HK and US. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { notFound } from '../errors';
import { oneOf, str } from '../validate';
import { FINANCE_PATHS, type FinanceFType, type FinancePeriodType } from '../../src/api/contract/finance';
import { contentOf, instrumentOr404, ok } from '../content';
import { hsFinance, stockFinance } from '../content/finance';
import type { ContentSource } from '../content/source';

type Query = Record<string, unknown>;
const F_TYPES: readonly FinanceFType[] = ['income', 'debt', 'cash_stream', 'quote'];
const PERIOD_TYPES: readonly FinancePeriodType[] = ['all', 'interim', 'annual'];

function hkOrUsStock(src: ContentSource, symbol: string) {
  const digits = /^\d{1,5}$/.test(symbol);
  for (const m of digits ? ['HKSE'] : ['NASDAQ', 'NYSE', 'AMEX']) {
    const seed = src.find(m, symbol);
    if (seed && seed.kind === 'stock') return seed;
  }
  throw notFound(`unknown Hong Kong or US stock: ${symbol}`);
}

export function registerFinance(app: FastifyInstance, ctx: ServerContext): void {
  const { src } = contentOf(ctx);

  app.get(FINANCE_PATHS.hsFinance, async (req) => {
    const p = req.query as Query;
    const seed = instrumentOr404(src, str(p, 'market', { max: 10 }), str(p, 'code', { max: 20 }));
    if (seed.kind !== 'stock' || seed.region !== 'CN')
      throw notFound(`no A-share financial reports for ${seed.code}`);
    return ok(hsFinance(src, seed));
  });

  const stock = (defType?: FinanceFType) => async (req: FastifyRequest) => {
    const p = req.query as Query;
    const fType = oneOf(p, 'f_type', F_TYPES, defType);
    const type = oneOf(p, 'type', PERIOD_TYPES, 'all');
    const seed = hkOrUsStock(src, str(p, 'symbol', { max: 10 }));
    return ok(stockFinance(src, seed, fType, type));
  };
  app.get(FINANCE_PATHS.financeStockQuota, stock('quote'));
  app.get(FINANCE_PATHS.financeStockFinance, stock());
}
