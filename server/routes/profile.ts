/**
 * Company information routes (stock-quote prefix): A-share profile sections and dividend
 * distribution (POST with Ei = market + symbol), HK info and US info (GET symbol).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { badRequest, notFound } from '../errors';
import type { InstrumentSeed } from '../data/types';
import { int, str } from '../validate';
import { PROFILE_PATHS, type DividendPage } from '../../src/api/contract/profile';
import { contentOf, ok } from '../content';
import type { ContentSource } from '../content/source';
import { cnProfile, dividendItems, hkInfo, usInfo } from '../content/profile';

type Body = Record<string, unknown>;
const body = (req: FastifyRequest): Body =>
  req.body && typeof req.body === 'object' ? (req.body as Body) : {};

/** Ei = 'sh600519' | 'sz000001' | 'bj430047' (case-insensitive) → the A-share stock. */
function aShareByEi(src: ContentSource, p: Body): InstrumentSeed {
  const ei = str(p, 'Ei', { max: 20 });
  const m = /^(sh|sz|bj)(\d{6})$/i.exec(ei.trim());
  if (!m) throw badRequest('invalid parameter: Ei (expected market + 6-digit code, e.g. sh600519)');
  const seed = src.find(m[1].toLowerCase(), m[2]);
  if (!seed || seed.kind !== 'stock') throw notFound(`unknown stock: ${ei}`);
  return seed;
}

function regionStock(src: ContentSource, symbol: string, region: 'HK' | 'USA'): InstrumentSeed {
  const markets = region === 'HK' ? ['HKSE'] : ['NASDAQ', 'NYSE', 'AMEX'];
  for (const m of markets) {
    const seed = src.find(m, symbol);
    if (seed && seed.kind === 'stock') return seed;
  }
  throw notFound(`unknown ${region === 'HK' ? 'Hong Kong' : 'US'} stock: ${symbol}`);
}

export function registerProfile(app: FastifyInstance, ctx: ServerContext): void {
  const { src } = contentOf(ctx);

  app.post(PROFILE_PATHS.profile, async (req) => ok(cnProfile(src, aShareByEi(src, body(req)))));

  app.post(PROFILE_PATHS.dividend, async (req) => {
    const p = body(req);
    const seed = aShareByEi(src, p);
    const num = int(p, 'Num', { min: 1, max: 100, def: 10 });
    const pageIndex = int(p, 'PageIndex', { min: 1, max: 10000, def: 1 });
    const all = dividendItems(src, seed);
    const page: DividendPage = {
      datas: all.slice((pageIndex - 1) * num, pageIndex * num),
      total: all.length,
    };
    return ok(page);
  });

  app.get(PROFILE_PATHS.hkInfo, async (req) => {
    const symbol = str(req.query as Body, 'symbol', { max: 10 });
    return ok(hkInfo(src, regionStock(src, symbol, 'HK')));
  });

  app.get(PROFILE_PATHS.usInfo, async (req) => {
    const symbol = str(req.query as Body, 'symbol', { max: 10 });
    return ok(usInfo(src, regionStock(src, symbol, 'USA')));
  });
}
