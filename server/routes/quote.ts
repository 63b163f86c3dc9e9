/**
 * The quote HTTP calls of §7 (paths in contract/quote.ts). Parameters are validated by the
 * routes' schemas (contract/quote.params.schema.ts); handlers read the market simulator;
 * unknown instruments answer 404.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { ServerContext } from '../context';
import type { InstrumentSeed } from '../data/types';
import { findByCode, normalizeCode, normalizeMarket } from '../data/universe';
import { HttpError, badRequest, notFound } from '../errors';
import { issueQuoteToken, isValidQuoteToken } from '../market/token';
import { quoteCredentialsMatch } from '../market/credentials';
import { signedQuery } from '../signing';
import { contentOf, ok } from '../content';
import { shareholderEquity } from '../content/profile';
import { changePercent } from '../../contract/market-rules/change';
import { Ok, replies } from '../../contract/envelope.schema';
import {
  type EtfNetValue,
  type KlinePeriodParam,
  type RankListItem,
  QUOTE_PATHS,
  QUOTE_SERVICE_BASE,
  QUOTE_TOKEN_HEADER,
  RANK_LIST_SIZE,
} from '../../contract/quote';
import {
  CompanyProfileQuery,
  EtfHistoryQuery,
  InstrumentQuery,
  KlineHeaders,
  KlineQuery,
  LargeOrdersQuery,
  QuoteTokenRequest,
  RankListQuery,
  StockNameQuery,
} from '../../contract/quote.params.schema';
import {
  CompanyProfileLookup,
  EtfNetValue as EtfNetValueSchema,
  FundStockDetail,
  Handicap,
  KLINE_PERIODS,
  KlineResponse,
  LargeOrdersResponse,
  LastPriceData,
  LimitUpGeneData,
  QuoteTokenResponse,
  RankListResponse,
  StockDetailResponse,
  StockNameItem,
} from '../../contract/quote.schema';

/** Period parameter → simulator period; accepts M1…M60, MIN1…MIN60 and bare minute counts. */
const PERIOD_ALIASES: Record<string, KlinePeriodParam> = {
  DAY: 'DAY',
  D: 'DAY',
  WEEK: 'WEEK',
  W: 'WEEK',
  MONTH: 'MONTH',
  M: 'MONTH',
  SEASON: 'SEASON',
  Q: 'SEASON',
  YEAR: 'YEAR',
  Y: 'YEAR',
  M1: 'M1',
  MIN1: 'M1',
  '1': 'M1',
  M5: 'M5',
  MIN5: 'M5',
  '5': 'M5',
  M15: 'M15',
  MIN15: 'M15',
  '15': 'M15',
  M30: 'M30',
  MIN30: 'M30',
  '30': 'M30',
  M60: 'M60',
  MIN60: 'M60',
  '60': 'M60',
};

type Market = NonNullable<ReturnType<typeof normalizeMarket>>;

function marketOf(raw: string, name = 'market'): Market {
  const m = normalizeMarket(raw.replace(/^DELAY_/i, ''));
  if (!m) throw badRequest(`参数${name}无效：未知市场 ${raw}`);
  return m;
}

export function registerQuote(app: FastifyInstance, ctx: ServerContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { market, settings } = ctx;
  const route = (service: keyof typeof QUOTE_SERVICE_BASE, path: string) =>
    `${QUOTE_SERVICE_BASE[service]}${path}`;

  const instrument = (m: Market, code: string): InstrumentSeed => {
    const seed = market.find(m, normalizeCode(m, code));
    if (!seed) throw notFound(`unknown instrument: ${m} ${code}`);
    return seed;
  };
  const byParams = (q: { market: string; symbol: string }) => instrument(marketOf(q.market), q.symbol.trim());

  // quote token: the fixed credentials payload (the app's tokenConfig) → Data.Token
  api.post(
    route('hqToken', QUOTE_PATHS.token),
    { schema: { body: QuoteTokenRequest, response: replies(QuoteTokenResponse) } },
    async (req): Promise<QuoteTokenResponse> => {
      // Only the configured AppKey with its AppSecret gets a token (issue 32 row 8): before, any
      // caller that left the secret out got one.
      if (!quoteCredentialsMatch(req.body, settings)) throw new HttpError(401, 'invalid credentials', 401);
      const { token, expiresAt } = issueQuoteToken();
      return {
        Code: 0,
        Msg: 'success',
        Data: { Token: token, ExpiresIn: Math.round((expiresAt - Date.now()) / 1000) },
      };
    },
  );

  // kline: endtime, inst, limit (negative = the last |limit| bars), market, servicetype, starttime, resptype, period
  api.get(
    route('gmgQuoteHost', QUOTE_PATHS.kline),
    { schema: { querystring: KlineQuery, headers: KlineHeaders, response: replies(KlineResponse) } },
    async (req): Promise<KlineResponse> => {
      const q = req.query;
      const token = req.headers[QUOTE_TOKEN_HEADER];
      if (!isValidQuoteToken(typeof token === 'string' ? token : undefined)) {
        throw new HttpError(401, 'missing or invalid quote token', 401);
      }
      const period = PERIOD_ALIASES[q.period.toUpperCase()];
      if (!period) throw badRequest(`参数period应为${KLINE_PERIODS.join('、')}之一`);
      if (q.endtime < q.starttime) throw badRequest('参数endtime不能小于starttime');
      const seed = instrument(marketOf(q.market), q.inst.trim());
      const all = market.klines(market.idOf(seed), period, {
        limit: 0,
        start: q.starttime,
        end: q.endtime,
        adjust: q.adjust,
      });
      const data = q.limit < 0 ? all.slice(Math.max(0, all.length + q.limit)) : all.slice(0, q.limit);
      return { Market: seed.market, Inst: seed.code, Period: period, KlineData: data };
    },
  );

  // ETF history (signed): symbol, market, date → net values from that day on
  api.get(
    route('gmgQuoteHost', QUOTE_PATHS.etfHistory),
    {
      onRequest: signedQuery(settings.appSecret),
      schema: { querystring: EtfHistoryQuery, response: replies(Ok(Type.Array(EtfNetValueSchema))) },
    },
    async (req) => {
      const seed = byParams(req.query);
      if (seed.kind !== 'etf') throw badRequest(`not an ETF: ${seed.code}`);
      const { date } = req.query;
      const values = market.etfNetValues(market.idOf(seed), date);
      const data: EtfNetValue[] = date === undefined ? values.slice(-30) : values;
      return ok(data);
    },
  );

  // limit-up gene: market, symbol
  api.get(
    route('gmgQuoteHost', QUOTE_PATHS.limitUpGene),
    { schema: { querystring: InstrumentQuery, response: replies(Ok(LimitUpGeneData)) } },
    async (req) => {
      const seed = byParams(req.query);
      if (seed.kind !== 'stock') throw badRequest(`limit-up statistics exist for stocks only: ${seed.code}`);
      return ok(market.limitUpGene(market.idOf(seed)));
    },
  );

  // stock detail (HK, US): market, symbol → { status: 0, data }
  api.get(
    route('stockQuoteHost', QUOTE_PATHS.stockDetail),
    { schema: { querystring: InstrumentQuery, response: replies(StockDetailResponse) } },
    async (req): Promise<StockDetailResponse> => {
      const seed = byParams(req.query);
      if (seed.kind !== 'stock' || (seed.region !== 'HK' && seed.region !== 'USA')) {
        throw badRequest(`stock detail covers HK and US stocks only: ${seed.market} ${seed.code}`);
      }
      const eps = seed.eps ?? 0;
      return {
        status: 0,
        msg: 'success',
        data: {
          ttmdivshr: seed.dividendPerShare ?? 0,
          ttmepsxclx: eps,
          NetProfTTM: Math.round(eps * seed.totalShares),
          TotalShare: seed.totalShares,
        },
      };
    },
  );

  // fund stock detail: market (upper case), symbol
  api.get(
    route('stockQuoteHost', QUOTE_PATHS.fundStockDetail),
    { schema: { querystring: InstrumentQuery, response: replies(Ok(FundStockDetail)) } },
    async (req) => {
      const seed = byParams(req.query);
      if (seed.kind !== 'stock' && seed.kind !== 'etf') throw badRequest(`not a stock or fund: ${seed.code}`);
      const eps = seed.kind === 'etf' ? 0 : (seed.eps ?? 0);
      const data: FundStockDetail = {
        DivPerShare: seed.dividendPerShare ?? 0,
        EPS: eps,
        NetProfTTM: Math.round(eps * seed.totalShares),
        TotalShare: seed.totalShares,
      };
      return ok(data);
    },
  );

  // large orders: num, symbol = market + code (sh600519, hk00700, usAAPL)
  api.get(
    route('quotes', QUOTE_PATHS.largeOrders),
    { schema: { querystring: LargeOrdersQuery, response: replies(LargeOrdersResponse) } },
    async (req): Promise<LargeOrdersResponse> => {
      const symbol = req.query.symbol.trim();
      const m = /^(shetf|szetf|sh|sz|bj|hkse|hk|nasdaq|nyse|amex|us)([.A-Za-z0-9]{1,12})$/i.exec(symbol);
      if (!m) throw badRequest('参数symbol格式错误：应为市场加代码，如 sh600519');
      // 'us' + ticker: any US exchange.
      const markets =
        m[1].toLowerCase() === 'us' ? (['NASDAQ', 'NYSE', 'AMEX'] as const) : [normalizeMarket(m[1])!];
      const seed = markets.map((mk) => market.find(mk, normalizeCode(mk, m[2]))).find((s) => s !== undefined);
      if (!seed) throw notFound(`unknown instrument: ${symbol}`);
      return { result: { data: market.largeOrders(market.idOf(seed), req.query.num) } };
    },
  );

  // getHandicap (Beijing stocks, works for any instrument): market, symbol → prodName
  api.get(
    route('rjhyQuoteHost', QUOTE_PATHS.getHandicap),
    { schema: { querystring: InstrumentQuery, response: replies(Ok(Handicap)) } },
    async (req) => {
      const seed = byParams(req.query);
      const id = market.idOf(seed);
      const d = market.dyna(id);
      const s = market.statistics(id);
      const data: Handicap = {
        prodName: seed.name,
        prodCode: seed.code,
        market: seed.market,
        lastPx: d.LastPrice,
        preClosePx: s.PreClosePrice,
        pxChangeRate: d.UpdownRate,
      };
      return ok(data);
    },
  );

  // lastPrice: market, symbol → the instrument's quote as it stands (name, dyna, statistic), for a
  // cold start's first price before the channel is up (issue 21 item 6). The early script asks
  // before anything knows whether the URL's code exists: an unknown one answers data null (no
  // quote), not 404, so a mistyped link's page shows its own not-found state without an error.
  api.get(
    route('rjhyQuoteHost', QUOTE_PATHS.lastPrice),
    {
      schema: {
        querystring: InstrumentQuery,
        response: replies(Ok(Type.Union([LastPriceData, Type.Null()]))),
      },
    },
    async (req) => {
      const m = marketOf(req.query.market);
      const seed = market.find(m, normalizeCode(m, req.query.symbol.trim()));
      if (!seed) return ok(null);
      const id = market.idOf(seed);
      const data: LastPriceData = {
        name: seed.name,
        dyna: market.dyna(id),
        statistic: market.statistics(id),
      };
      return ok(data);
    },
  );

  // getStockName: symbol, market, keyword → [{ Name, Symbol, Market }]; HK 4-digit codes are padded
  api.get(
    route('rjhyQuoteHost', QUOTE_PATHS.getStockName),
    { schema: { querystring: StockNameQuery, response: replies(Ok(Type.Array(StockNameItem))) } },
    async (req) => {
      const { symbol, keyword, market: rawMarket } = req.query;
      const code = (symbol ?? keyword)?.trim();
      if (!code) throw badRequest('缺少参数symbol');
      let hits: InstrumentSeed[];
      if (rawMarket !== undefined) {
        const m = marketOf(rawMarket);
        const seed = market.find(m, normalizeCode(m, code));
        hits = seed ? [seed] : [];
      } else {
        hits = findByCode(code);
      }
      if (hits.length === 0)
        throw notFound(`unknown instrument: ${rawMarket ?? ''} ${code}`.replace('  ', ' '));
      const data: StockNameItem[] = hits.map((s) => ({ Name: s.name, Symbol: s.code, Market: s.market }));
      return ok(data);
    },
  );

  // company profile lookup: market, code → ShareholderEquity (CircSkamt = float shares)
  api.get(
    route('stockQuoteHost', QUOTE_PATHS.companyProfile),
    { schema: { querystring: CompanyProfileQuery, response: replies(Ok(CompanyProfileLookup)) } },
    async (req) => {
      const seed = instrument(marketOf(req.query.market), req.query.code.trim());
      if (seed.kind !== 'stock') throw badRequest(`no company profile for ${seed.kind}: ${seed.code}`);
      const data: CompanyProfileLookup = { ShareholderEquity: shareholderEquity(contentOf(ctx).src, seed) };
      return ok(data);
    },
  );

  // rankList: type → Datas (A-shares; the extra column per type, §2 (screens and routes) major indices)
  api.get(
    route('rankHost', QUOTE_PATHS.rankList),
    { schema: { querystring: RankListQuery, response: replies(RankListResponse) } },
    async (req): Promise<RankListResponse> => {
      const { type } = req.query;
      const rows = market.rank(type, RANK_LIST_SIZE);
      const pct = (x: number) => Math.round(x * 10000) / 100;
      const Datas: RankListItem[] = rows.map(({ seed, dyna, statistics }) => ({
        SecurityCode: `${seed.code}${seed.market.toUpperCase()}`,
        SecurityName: seed.name,
        LsPri: dyna.LastPrice,
        PreClPri: statistics.PreClosePrice,
        Rate:
          type === 'up' || type === 'down'
            ? changePercent(dyna.LastPrice, statistics.PreClosePrice)
            : type === 'hs'
              ? pct(dyna.TurnoverRate)
              : type === 'zs'
                ? pct(dyna.FiveMinsUpdown)
                : type === 'zf'
                  ? pct(dyna.SA)
                  : dyna.Ratio,
      }));
      return { code: 1, msg: 'success', Datas };
    },
  );
}
