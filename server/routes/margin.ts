/** Margin trading (融资融券, §7 margin calls and margin per stock) under the rzrq prefix; docs/margin.md. */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { badRequest } from '../errors';
import { int, oneOf, str } from '../validate';
import {
  MARGIN_HISTORY_MAX,
  MARGIN_LIST_SIZE,
  MARGIN_MARKETS,
  MARGIN_PATHS,
} from '../../src/api/contract/margin';
import { ok } from '../content';
import { marginOf } from '../content/margin';
import { dayOr404, stockOr404 } from '../content/margin/lookup';

type Query = Record<string, unknown>;

const marketOf = (q: Query) => oneOf(q, 'market', MARGIN_MARKETS);
function dateOf(q: Query): string | undefined {
  const d = str(q, 'date', { max: 10, optional: true });
  if (d !== undefined && !/^(\d{4}-\d{2}-\d{2}|\d{8})$/.test(d))
    throw badRequest('参数date应为YYYY-MM-DD格式的日期');
  return d;
}
const innerCodeOf = (q: Query) => int(q, 'InnerCode', { min: 1, max: 999_999_999 });

export function registerMargin(app: FastifyInstance, ctx: ServerContext): void {
  const book = marginOf(ctx);
  app.get(MARGIN_PATHS.balanceChart, async (req) =>
    ok(book.view().balanceChart(marketOf(req.query as Query))),
  );
  app.get(MARGIN_PATHS.ratioChart, async (req) => ok(book.view().ratioChart(marketOf(req.query as Query))));
  app.get(MARGIN_PATHS.diffChart, async (req) => ok(book.view().diffChart(marketOf(req.query as Query))));
  app.get(MARGIN_PATHS.totals, async (req) => {
    const q = req.query as Query;
    const view = book.view();
    return ok(view.totals(marketOf(q), dayOr404(view, dateOf(q))));
  });
  app.get(MARGIN_PATHS.topFive, async (req) => {
    const q = req.query as Query;
    const view = book.view();
    return ok(view.topFive(marketOf(q), dayOr404(view, dateOf(q))));
  });
  app.get(MARGIN_PATHS.detail, async (req) => {
    const q = req.query as Query;
    const market = marketOf(q);
    const pageSize = int(q, 'pageSize', { min: 1, max: MARGIN_LIST_SIZE });
    const view = book.view();
    const j = dayOr404(view, dateOf(q));
    return ok(view.detail(market, j, pageSize), { totalCount: view.count(market, j) });
  });
  app.get(MARGIN_PATHS.stockChart, async (req) => {
    const view = book.view();
    return ok(view.stockChart(stockOr404(view, innerCodeOf(req.query as Query))));
  });
  app.get(MARGIN_PATHS.stockTable, async (req) => {
    const view = book.view();
    return ok(view.stockSummary(stockOr404(view, innerCodeOf(req.query as Query))));
  });
  app.get(MARGIN_PATHS.stockHistory, async (req) => {
    const q = req.query as Query;
    const pageSize = int(q, 'pageSize', { min: 1, max: MARGIN_HISTORY_MAX });
    const view = book.view();
    const st = stockOr404(view, innerCodeOf(q));
    return ok(view.stockHistory(st, pageSize), { totalCount: st.series.days.length });
  });
}
