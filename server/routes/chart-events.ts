/** chartEvents (issue 21): the chart's corporate actions with their 复权 factors and event markers. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ServerContext } from '../context';
import { normalizeCode, normalizeMarket } from '../data/universe';
import { badRequest, notFound } from '../errors';
import { contentOf, ok } from '../content';
import { chartEvents } from '../content/chart-events';
import { dragonTigerOf } from '../content/dragon-tiger/of-context';
import { Ok, replies } from '../../contract/envelope.schema';
import { CHART_EVENTS_PATHS } from '../../contract/chart-events';
import { ChartEvents } from '../../contract/chart-events.schema';
import { InstrumentQuery } from '../../contract/quote.params.schema';

export function registerChartEvents(app: FastifyInstance, ctx: ServerContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    CHART_EVENTS_PATHS.chartEvents,
    { schema: { querystring: InstrumentQuery, response: replies(Ok(ChartEvents)) } },
    async (req) => {
      const m = normalizeMarket(req.query.market.replace(/^DELAY_/i, ''));
      if (!m) throw badRequest(`参数market无效：未知市场 ${req.query.market}`);
      const seed = ctx.market.find(m, normalizeCode(m, req.query.symbol.trim()));
      if (!seed) throw notFound(`unknown instrument: ${m} ${req.query.symbol}`);
      const board = seed.region === 'CN' && seed.kind === 'stock' ? dragonTigerOf(ctx).state().board : null;
      return ok(chartEvents(contentOf(ctx).src, seed, board));
    },
  );
}
