/** Margin trading (融资融券, §7 (the calls it makes) margin calls and margin per stock) under the rzrq prefix; docs/margin.md. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { ServerContext } from '../context';
import { Ok, OkWithTotal, replies } from '../../contract/envelope.schema';
import { MARGIN_PATHS } from '../../contract/margin';
import {
  MarginChartQuery,
  MarginDayQuery,
  MarginDetailQuery,
  MarginStockHistoryQuery,
  MarginStockQuery,
} from '../../contract/margin.params.schema';
import {
  MarginBalancePoint,
  MarginDetailRow,
  MarginDiffPoint,
  MarginHistoryRow,
  MarginRatioPoint,
  MarginStockPoint,
  MarginStockSummary,
  MarginTopFiveRow,
  MarginTotals,
} from '../../contract/margin.schema';
import { ok } from '../content';
import { marginOf } from '../content/margin';
import { dayOr404, stockOr404 } from '../content/margin/lookup';

export function registerMargin(app: FastifyInstance, ctx: ServerContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const book = marginOf(ctx);

  api.get(
    MARGIN_PATHS.balanceChart,
    { schema: { querystring: MarginChartQuery, response: replies(Ok(Type.Array(MarginBalancePoint))) } },
    async (req) => ok(book.view().balanceChart(req.query.market)),
  );
  api.get(
    MARGIN_PATHS.ratioChart,
    { schema: { querystring: MarginChartQuery, response: replies(Ok(Type.Array(MarginRatioPoint))) } },
    async (req) => ok(book.view().ratioChart(req.query.market)),
  );
  api.get(
    MARGIN_PATHS.diffChart,
    { schema: { querystring: MarginChartQuery, response: replies(Ok(Type.Array(MarginDiffPoint))) } },
    async (req) => ok(book.view().diffChart(req.query.market)),
  );
  api.get(
    MARGIN_PATHS.totals,
    { schema: { querystring: MarginDayQuery, response: replies(Ok(MarginTotals)) } },
    async (req) => {
      const view = book.view();
      return ok(view.totals(req.query.market, dayOr404(view, req.query.date)));
    },
  );
  api.get(
    MARGIN_PATHS.topFive,
    { schema: { querystring: MarginDayQuery, response: replies(Ok(Type.Array(MarginTopFiveRow))) } },
    async (req) => {
      const view = book.view();
      return ok(view.topFive(req.query.market, dayOr404(view, req.query.date)));
    },
  );
  api.get(
    MARGIN_PATHS.detail,
    {
      schema: { querystring: MarginDetailQuery, response: replies(OkWithTotal(Type.Array(MarginDetailRow))) },
    },
    async (req) => {
      const { market, date, pageSize } = req.query;
      const view = book.view();
      const j = dayOr404(view, date);
      return ok(view.detail(market, j, pageSize), { totalCount: view.count(market, j) });
    },
  );
  api.get(
    MARGIN_PATHS.stockChart,
    { schema: { querystring: MarginStockQuery, response: replies(Ok(Type.Array(MarginStockPoint))) } },
    async (req) => {
      const view = book.view();
      return ok(view.stockChart(stockOr404(view, req.query.InnerCode)));
    },
  );
  api.get(
    MARGIN_PATHS.stockTable,
    { schema: { querystring: MarginStockQuery, response: replies(Ok(MarginStockSummary)) } },
    async (req) => {
      const view = book.view();
      return ok(view.stockSummary(stockOr404(view, req.query.InnerCode)));
    },
  );
  api.get(
    MARGIN_PATHS.stockHistory,
    {
      schema: {
        querystring: MarginStockHistoryQuery,
        response: replies(OkWithTotal(Type.Array(MarginHistoryRow))),
      },
    },
    async (req) => {
      const view = book.view();
      const st = stockOr404(view, req.query.InnerCode);
      return ok(view.stockHistory(st, req.query.pageSize), { totalCount: st.series.days.length });
    },
  );
}
