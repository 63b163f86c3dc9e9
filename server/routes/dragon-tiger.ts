/** The dragon-tiger board calls (§7 (the calls it makes)), under the rank prefix: the board computed from the simulated market. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { ServerContext } from '../context';
import { Ok, OkWithTotal, replies } from '../../contract/envelope.schema';
import { DRAGON_TIGER_PATHS } from '../../contract/dragon-tiger';
import {
  DepartmentInfo,
  DepartmentListingRow,
  DragonTigerSummary,
  RankItem,
  SalesDepartment,
  StockDragonTigerDetail,
} from '../../contract/dragon-tiger.schema';
import {
  DepartmentQuery,
  DepartmentStocksQuery,
  RankListQuery,
  SalesListQuery,
  StockDetailQuery,
  SummaryQuery,
  TradingDaysQuery,
} from '../../contract/dragon-tiger.params.schema';
import { ok } from '../content';
import { dragonTigerOf } from '../content/dragon-tiger/of-context';
import {
  departmentAnswer,
  departmentStocksAnswer,
  listAnswer,
  salesAnswer,
  stockDetailAnswer,
  summaryAnswer,
  tradingDaysAnswer,
} from '../content/dragon-tiger/answers';
import { boardSegmentOf } from '../content/dragon-tiger/board-source';

export function registerDragonTiger(app: FastifyInstance, ctx: ServerContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const service = () => dragonTigerOf(ctx);
  // A six-digit code of a Shanghai or Shenzhen A-share the board covers.
  const known = (code: string) =>
    ['sh', 'sz'].some((m) => {
      const seed = ctx.market.find(m, code);
      return seed !== undefined && seed.code === code && boardSegmentOf(seed) !== undefined;
    });

  api.get(
    DRAGON_TIGER_PATHS.summary,
    { schema: { querystring: SummaryQuery, response: replies(Ok(DragonTigerSummary)) } },
    async (req) => ok(summaryAnswer(service(), req.query.tradingDay)),
  );
  api.get(
    DRAGON_TIGER_PATHS.list,
    { schema: { querystring: RankListQuery, response: replies(OkWithTotal(Type.Array(RankItem))) } },
    async (req) => {
      const { data, totalCount } = listAnswer(service(), req.query);
      return ok(data, { totalCount });
    },
  );
  api.get(
    DRAGON_TIGER_PATHS.salesList,
    { schema: { querystring: SalesListQuery, response: replies(OkWithTotal(Type.Array(SalesDepartment))) } },
    async (req) => {
      const { data, totalCount } = salesAnswer(service(), req.query);
      return ok(data, { totalCount });
    },
  );
  api.get(
    DRAGON_TIGER_PATHS.tradingdays,
    { schema: { querystring: TradingDaysQuery, response: replies(Ok(Type.Array(Type.String()))) } },
    // Shanghai and Shenzhen share one calendar: market names which, the days are the same.
    async (req) => ok(tradingDaysAnswer(service(), req.query.limit)),
  );
  api.get(
    DRAGON_TIGER_PATHS.stockDetail,
    { schema: { querystring: StockDetailQuery, response: replies(Ok(StockDragonTigerDetail)) } },
    async (req) => ok(stockDetailAnswer(service(), req.query.secuCode, req.query.tradingDay, known)),
  );
  api.get(
    DRAGON_TIGER_PATHS.departmentDetail,
    { schema: { querystring: DepartmentQuery, response: replies(Ok(DepartmentInfo)) } },
    async (req) => ok(departmentAnswer(service(), req.query.departmentId)),
  );
  api.get(
    DRAGON_TIGER_PATHS.departmentStockList,
    {
      schema: {
        querystring: DepartmentStocksQuery,
        response: replies(OkWithTotal(Type.Array(DepartmentListingRow))),
      },
    },
    async (req) => {
      const { data, totalCount } = departmentStocksAnswer(service(), req.query.departmentId, req.query);
      return ok(data, { totalCount });
    },
  );
}
