/**
 * Sector calls of §7 (the calls it makes): bkRank (rank host), queryStockGrp (quote-sector), plateBasicInfo (gateway),
 * todayCapitalFlow and fiveDayCapitalFlow (money), the plate chart's trend, five-day trend, history
 * and kline (plateChart). Handlers only find the sector and hand it to the content generators
 * (server/content/plate.ts, plate-chart.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { ServerContext } from '../context';
import { Ok, replies } from '../../contract/envelope.schema';
import { PLATE_PATHS, PLATE_SERVICE_BASE, PLATE_SERVICE_OF } from '../../contract/plate';
import {
  BkRankQuery,
  CapitalFlowQuery,
  PlateBasicQuery,
  PlateFiveDayTrendQuery,
  PlateHistoryQuery,
  PlateKlineQuery,
  PlateTrendQuery,
  StockGrpQuery,
} from '../../contract/plate.params.schema';
import {
  BkRankReply,
  CapitalFlow,
  FlowDay,
  PlateBasicInfo,
  PlateHistory,
  PlateKline,
  PlateTrend,
  StockGrpReply,
} from '../../contract/plate.schema';
import type { InstrumentSeed } from '../data/types';
import { badRequest, notFound } from '../errors';
import { ok } from '../content';
import { bkRank, findSector, fiveDayFlow, plateBasicInfo, stockGroup, todayFlow } from '../content/plate';
import { plateFiveDayTrend, plateHistory, plateKline, plateTrend } from '../content/plate-chart';

export function registerPlate(app: FastifyInstance, ctx: ServerContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { market } = ctx;
  const route = (call: keyof typeof PLATE_PATHS) =>
    `${PLATE_SERVICE_BASE[PLATE_SERVICE_OF[call]]}${PLATE_PATHS[call]}`;
  const sector = (code: string): InstrumentSeed => {
    const seed = findSector(market, code);
    if (!seed) throw notFound(`unknown sector: ${code.trim()}`);
    return seed;
  };

  api.get(
    route('bkRank'),
    { schema: { querystring: BkRankQuery, response: replies(Ok(BkRankReply)) } },
    async (req) => ok(bkRank(market, req.query)),
  );

  api.get(
    route('queryStockGrp'),
    { schema: { querystring: StockGrpQuery, response: replies(Ok(StockGrpReply)) } },
    async (req) => {
      const seed = sector(req.query.prodCode);
      const type = req.query.hqTypeCode.trim().toUpperCase();
      // The type is part of the address (/plateConstituentStock/{block}/{code}.html): a wrong one is a wrong page.
      if (type && type !== seed.sectorType) throw notFound(`unknown sector: ${type} ${seed.code}`);
      return ok(stockGroup(market, seed, req.query));
    },
  );

  api.get(
    route('plateBasicInfo'),
    { schema: { querystring: PlateBasicQuery, response: replies(Ok(PlateBasicInfo)) } },
    async (req) => {
      if (req.query.market.trim().toUpperCase() !== 'XBHS')
        throw badRequest('参数market错误：板块市场为 XBHS');
      return ok(plateBasicInfo(sector(req.query.symbol)));
    },
  );

  const flowSector = (stockCode: string) => sector(stockCode.trim().replace(/\.XBHS$/, ''));
  api.get(
    route('todayCapitalFlow'),
    { schema: { querystring: CapitalFlowQuery, response: replies(Ok(CapitalFlow)) } },
    async (req) => ok(todayFlow(market, flowSector(req.query.stockCode))),
  );
  api.get(
    route('fiveDayCapitalFlow'),
    { schema: { querystring: CapitalFlowQuery, response: replies(Ok(Type.Array(FlowDay))) } },
    async (req) => ok(fiveDayFlow(market, flowSector(req.query.stockCode))),
  );

  api.get(
    route('plateTrend'),
    { schema: { querystring: PlateTrendQuery, response: replies(Ok(PlateTrend)) } },
    async (req) => {
      const trend = plateTrend(market, sector(req.query.prodCode), req.query.dateOffset);
      if (!trend) throw notFound(`no trading day ${req.query.dateOffset} days back`);
      return ok(trend);
    },
  );
  api.get(
    route('plateFiveDayTrend'),
    { schema: { querystring: PlateFiveDayTrendQuery, response: replies(Ok(Type.Array(PlateTrend))) } },
    async (req) => ok(plateFiveDayTrend(market, sector(req.query.prodCode))),
  );
  api.get(
    route('plateHistory'),
    { schema: { querystring: PlateHistoryQuery, response: replies(Ok(PlateHistory)) } },
    async (req) => {
      const { startDate, endDate } = req.query;
      if (startDate && endDate && startDate > endDate) throw badRequest('参数startDate错误：晚于endDate');
      return ok(plateHistory(market, sector(req.query.prodCode), req.query));
    },
  );
  api.get(
    route('plateKline'),
    { schema: { querystring: PlateKlineQuery, response: replies(Ok(PlateKline)) } },
    async (req) => {
      if (req.query.market.trim().toUpperCase() !== 'XBHS')
        throw badRequest('参数market错误：板块市场为 XBHS');
      const { starttime, endtime } = req.query;
      if (starttime && endtime && starttime > endtime) throw badRequest('参数starttime错误：晚于endtime');
      return ok(plateKline(market, sector(req.query.inst), req.query));
    },
  );
}
