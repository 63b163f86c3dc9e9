/**
 * The quote HTTP calls of §7 (paths in src/api/contract/quote.ts). Handlers validate the spec's
 * parameters and read the market simulator; bad parameters get a 400 body, unknown instruments 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import type { InstrumentSeed } from '../data/types';
import { findByCode, normalizeCode, normalizeMarket } from '../data/universe';
import { HttpError, badRequest, notFound } from '../errors';
import { issueQuoteToken, isValidQuoteToken } from '../market/token';
import { verifySignature } from '../signing';
import { int, oneOf, str } from '../validate';
import { contentOf, ok } from '../content';
import { shareholderEquity } from '../content/profile';
import {
  type CompanyProfileLookup,
  type EtfNetValue,
  type FundStockDetail,
  type Handicap,
  type KlinePeriodParam,
  type KlineResponse,
  type LargeOrdersResponse,
  type QuoteTokenResponse,
  QUOTE_PATHS,
  QUOTE_SERVICE_BASE,
  QUOTE_TOKEN_HEADER,
  RANK_LIST_SIZE,
  RANK_TYPES,
  type RankListItem,
  type RankListResponse,
  type StockDetailResponse,
  type StockNameItem,
} from '../../src/api/contract/quote';

type Query = Record<string, unknown>;
const query = (req: FastifyRequest): Query =>
  req.query && typeof req.query === 'object' ? (req.query as Query) : {};
const body = (req: FastifyRequest): Query =>
  req.body && typeof req.body === 'object' ? (req.body as Query) : {};

/** Period parameter → simulator period; accepts M1…M60, MIN1…MIN60 and bare minute counts. */
const PERIOD_ALIASES: Record<string, KlinePeriodParam> = {
  DAY: 'DAY',
  D: 'DAY',
  WEEK: 'WEEK',
  W: 'WEEK',
  MONTH: 'MONTH',
  M: 'MONTH',
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

const MAX_KLINE_LIMIT = 5000;

function marketOf(p: Query, name = 'market'): NonNullable<ReturnType<typeof normalizeMarket>> {
  const raw = str(p, name, { max: 20 }).replace(/^DELAY_/i, '');
  const m = normalizeMarket(raw);
  if (!m) throw badRequest(`invalid parameter: ${name} (unknown market ${raw})`);
  return m;
}

function codeOf(p: Query, name: string): string {
  const code = str(p, name, { max: 20 }).trim();
  if (!/^[.A-Za-z0-9]{1,12}$/.test(code)) throw badRequest(`invalid parameter: ${name}`);
  return code;
}

export function registerQuote(app: FastifyInstance, ctx: ServerContext): void {
  const { market, settings } = ctx;
  const route = (service: keyof typeof QUOTE_SERVICE_BASE, path: string) =>
    `${QUOTE_SERVICE_BASE[service]}${path}`;

  const instrument = (m: ReturnType<typeof marketOf>, code: string): InstrumentSeed => {
    const seed = market.find(m, normalizeCode(m, code));
    if (!seed) throw notFound(`unknown instrument: ${m} ${code}`);
    return seed;
  };
  const byParams = (p: Query, marketName = 'market', codeName = 'symbol') =>
    instrument(marketOf(p, marketName), codeOf(p, codeName));

  // quote token: the fixed credentials payload (the app's tokenConfig) → Data.Token
  app.post(route('hqToken', QUOTE_PATHS.token), async (req): Promise<QuoteTokenResponse> => {
    const b = body(req);
    str(b, 'AppKey', { max: 100 });
    const secret = str(b, 'AppSecret', { max: 200, optional: true });
    if (secret !== undefined && secret !== settings.appSecret)
      throw new HttpError(401, 'invalid credentials', 401);
    const { token, expiresAt } = issueQuoteToken();
    return {
      Code: 0,
      Msg: 'success',
      Data: { Token: token, ExpiresIn: Math.round((expiresAt - Date.now()) / 1000) },
    };
  });

  // kline: endtime, inst, limit (negative = the last |limit| bars), market, servicetype, starttime, resptype, period
  app.get(route('gmgQuoteHost', QUOTE_PATHS.kline), async (req): Promise<KlineResponse> => {
    const q = query(req);
    const token = req.headers[QUOTE_TOKEN_HEADER];
    if (!isValidQuoteToken(typeof token === 'string' ? token : undefined)) {
      throw new HttpError(401, 'missing or invalid quote token', 401);
    }
    oneOf(q, 'servicetype', ['KLINEB'] as const, 'KLINEB');
    oneOf(q, 'resptype', ['JSON'] as const, 'JSON');
    const periodRaw = str(q, 'period', { max: 10 }).toUpperCase();
    const period = PERIOD_ALIASES[periodRaw];
    if (!period) throw badRequest(`parameter period must be one of DAY, WEEK, MONTH, M1, M5, M15, M30, M60`);
    const limit = int(q, 'limit', { min: -MAX_KLINE_LIMIT, max: MAX_KLINE_LIMIT });
    if (limit === 0) throw badRequest('parameter limit must not be 0');
    const start = int(q, 'starttime', { min: 0, def: 0 });
    const end = int(q, 'endtime', { min: 0, def: Number.MAX_SAFE_INTEGER });
    if (end < start) throw badRequest('parameter endtime must be >= starttime');
    const seed = byParams(q, 'market', 'inst');
    const all = market.klines(market.idOf(seed), period, { limit: 0, start, end });
    const data = limit < 0 ? all.slice(Math.max(0, all.length + limit)) : all.slice(0, limit);
    return { Market: seed.market, Inst: seed.code, Period: period, KlineData: data };
  });

  // ETF history (signed): symbol, market, date → net values from that day on
  app.get(route('gmgQuoteHost', QUOTE_PATHS.etfHistory), async (req) => {
    const q = query(req);
    verifySignature(req, settings.appSecret, q);
    const seed = byParams(q);
    if (seed.kind !== 'etf') throw badRequest(`not an ETF: ${seed.code}`);
    const date = str(q, 'date', { max: 10, optional: true });
    if (date !== undefined && !/^\d{4}-?\d{2}-?\d{2}$/.test(date))
      throw badRequest('invalid parameter: date (YYYY-MM-DD)');
    const values = market.etfNetValues(market.idOf(seed), date);
    const data: EtfNetValue[] = date === undefined ? values.slice(-30) : values;
    return ok(data);
  });

  // limit-up gene: market, symbol
  app.get(route('gmgQuoteHost', QUOTE_PATHS.limitUpGene), async (req) => {
    const seed = byParams(query(req));
    if (seed.kind !== 'stock') throw badRequest(`limit-up statistics exist for stocks only: ${seed.code}`);
    return ok(market.limitUpGene(market.idOf(seed)));
  });

  // stock detail (HK, US): market, symbol → { status: 0, data }
  app.get(route('stockQuoteHost', QUOTE_PATHS.stockDetail), async (req): Promise<StockDetailResponse> => {
    const seed = byParams(query(req));
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
  });

  // fund stock detail: market (upper case), symbol
  app.get(route('stockQuoteHost', QUOTE_PATHS.fundStockDetail), async (req) => {
    const seed = byParams(query(req));
    if (seed.kind !== 'stock' && seed.kind !== 'etf') throw badRequest(`not a stock or fund: ${seed.code}`);
    const eps = seed.kind === 'etf' ? 0 : (seed.eps ?? 0);
    const data: FundStockDetail = {
      DivPerShare: seed.dividendPerShare ?? 0,
      EPS: eps,
      NetProfTTM: Math.round(eps * seed.totalShares),
      TotalShare: seed.totalShares,
    };
    return ok(data);
  });

  // large orders: num, symbol = market + code (sh600519, hk00700, usAAPL)
  app.get(route('quotes', QUOTE_PATHS.largeOrders), async (req): Promise<LargeOrdersResponse> => {
    const q = query(req);
    const num = int(q, 'num', { min: 1, max: 200 });
    const symbol = str(q, 'symbol', { max: 24 }).trim();
    const m = /^(shetf|szetf|sh|sz|bj|hkse|hk|nasdaq|nyse|amex|us)([.A-Za-z0-9]{1,12})$/i.exec(symbol);
    if (!m) throw badRequest('invalid parameter: symbol (market + code, e.g. sh600519)');
    // 'us' + ticker: any US exchange.
    const markets =
      m[1].toLowerCase() === 'us' ? (['NASDAQ', 'NYSE', 'AMEX'] as const) : [normalizeMarket(m[1])!];
    const seed = markets.map((mk) => market.find(mk, normalizeCode(mk, m[2]))).find((s) => s !== undefined);
    if (!seed) throw notFound(`unknown instrument: ${symbol}`);
    return { result: { data: market.largeOrders(market.idOf(seed), num) } };
  });

  // getHandicap (Beijing stocks, works for any instrument): market, symbol → prodName
  app.get(route('rjhyQuoteHost', QUOTE_PATHS.getHandicap), async (req) => {
    const seed = byParams(query(req));
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
  });

  // getStockName: symbol, market, keyword → [{ Name, Symbol, Market }]; HK 4-digit codes are padded
  app.get(route('rjhyQuoteHost', QUOTE_PATHS.getStockName), async (req) => {
    const q = query(req);
    const symbol = str(q, 'symbol', { max: 20, optional: true });
    const keyword = str(q, 'keyword', { max: 20, optional: true });
    const rawMarket = str(q, 'market', { max: 20, optional: true });
    const code = (symbol ?? keyword)?.trim();
    if (!code) throw badRequest('missing parameter: symbol');
    if (!/^[.A-Za-z0-9]{1,12}$/.test(code)) throw badRequest('invalid parameter: symbol');
    let hits: InstrumentSeed[];
    if (rawMarket !== undefined) {
      const m = normalizeMarket(rawMarket.replace(/^DELAY_/i, ''));
      if (!m) throw badRequest(`invalid parameter: market (unknown market ${rawMarket})`);
      const seed = market.find(m, normalizeCode(m, code));
      hits = seed ? [seed] : [];
    } else {
      hits = findByCode(code);
    }
    if (hits.length === 0)
      throw notFound(`unknown instrument: ${rawMarket ?? ''} ${code}`.replace('  ', ' '));
    const data: StockNameItem[] = hits.map((s) => ({ Name: s.name, Symbol: s.code, Market: s.market }));
    return ok(data);
  });

  // company profile lookup: market, code → ShareholderEquity (CircSkamt = float shares)
  app.get(route('stockQuoteHost', QUOTE_PATHS.companyProfile), async (req) => {
    const seed = byParams(query(req), 'market', 'code');
    if (seed.kind !== 'stock') throw badRequest(`no company profile for ${seed.kind}: ${seed.code}`);
    const data: CompanyProfileLookup = { ShareholderEquity: shareholderEquity(contentOf(ctx).src, seed) };
    return ok(data);
  });

  // rankList: type → Datas (A-shares; the extra column per type, §2 major indices)
  app.get(route('rankHost', QUOTE_PATHS.rankList), async (req): Promise<RankListResponse> => {
    const type = oneOf(query(req), 'type', RANK_TYPES);
    const rows = market.rank(type, RANK_LIST_SIZE);
    const pct = (x: number) => Math.round(x * 10000) / 100;
    const Datas: RankListItem[] = rows.map(({ seed, dyna, statistics }) => ({
      SecurityCode: `${seed.code}${seed.market.toUpperCase()}`,
      SecurityName: seed.name,
      LsPri: dyna.LastPrice,
      PreClPri: statistics.PreClosePrice,
      Rate:
        type === 'up' || type === 'down'
          ? pct(dyna.UpdownRate)
          : type === 'hs'
            ? pct(dyna.TurnoverRate)
            : type === 'zs'
              ? pct(dyna.FiveMinsUpdown)
              : type === 'zf'
                ? pct(dyna.SA)
                : dyna.Ratio,
    }));
    return { code: 1, msg: 'success', Datas };
  });
}
