/** Financial report routes (stock-quote prefix): hsFinance for A-shares, financeStock* for HK and US. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ServerContext } from '../context';
import { notFound } from '../errors';
import { Ok, replies } from '../../contract/envelope.schema';
import { FINANCE_PATHS } from '../../contract/finance';
import {
  FinanceStockFinanceQuery,
  FinanceStockQuotaQuery,
  HsFinanceQuery,
  type FinanceStockQuery,
} from '../../contract/finance.params.schema';
import { HsFinance, StockFinance } from '../../contract/finance.schema';
import { contentOf, instrumentOr404, ok } from '../content';
import { hsFinance, stockFinance } from '../content/finance';
import type { ContentSource } from '../content/source';

function hkOrUsStock(src: ContentSource, symbol: string) {
  const digits = /^\d{1,5}$/.test(symbol);
  for (const m of digits ? ['HKSE'] : ['NASDAQ', 'NYSE', 'AMEX']) {
    const seed = src.find(m, symbol);
    if (seed && seed.kind === 'stock') return seed;
  }
  throw notFound(`unknown Hong Kong or US stock: ${symbol}`);
}

export function registerFinance(app: FastifyInstance, ctx: ServerContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { src } = contentOf(ctx);

  api.get(
    FINANCE_PATHS.hsFinance,
    { schema: { querystring: HsFinanceQuery, response: replies(Ok(HsFinance)) } },
    async (req) => {
      const seed = instrumentOr404(src, req.query.market, req.query.code);
      if (seed.kind !== 'stock' || seed.region !== 'CN')
        throw notFound(`no A-share financial reports for ${seed.code}`);
      return ok(hsFinance(src, seed));
    },
  );

  const stock = async (req: { query: FinanceStockQuery }) => {
    const { f_type: fType, type, symbol } = req.query;
    return ok(stockFinance(src, hkOrUsStock(src, symbol), fType, type));
  };
  api.get(
    FINANCE_PATHS.financeStockQuota,
    { schema: { querystring: FinanceStockQuotaQuery, response: replies(Ok(StockFinance)) } },
    stock,
  );
  api.get(
    FINANCE_PATHS.financeStockFinance,
    { schema: { querystring: FinanceStockFinanceQuery, response: replies(Ok(StockFinance)) } },
    stock,
  );
}
