/**
 * Company information routes (stock-quote prefix): A-share profile sections and dividend
 * distribution (POST with Ei = market + symbol), HK info and US info (GET symbol).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ServerContext } from '../context';
import { notFound } from '../errors';
import type { InstrumentSeed } from '../data/types';
import { Ok, replies } from '../../contract/envelope.schema';
import { PROFILE_PATHS, type DividendPage } from '../../contract/profile';
import { DividendBody, ProfileBody, RegionStockQuery } from '../../contract/profile.params.schema';
import * as ProfileReply from '../../contract/profile.schema';
import { contentOf, ok } from '../content';
import type { ContentSource } from '../content/source';
import { cnProfile, dividendItems, hkInfo, usInfo } from '../content/profile';

/** Ei = 'sh600519' | 'sz000001' | 'bj430047' (the schema checks the form) → the A-share stock. */
function aShareByEi(src: ContentSource, ei: string): InstrumentSeed {
  const code = ei.trim();
  const seed = src.find(code.slice(0, 2).toLowerCase(), code.slice(2));
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
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { src } = contentOf(ctx);

  api.post(
    PROFILE_PATHS.profile,
    { schema: { body: ProfileBody, response: replies(Ok(ProfileReply.CnProfile)) } },
    async (req) => ok(cnProfile(src, aShareByEi(src, req.body.Ei))),
  );

  api.post(
    PROFILE_PATHS.dividend,
    { schema: { body: DividendBody, response: replies(Ok(ProfileReply.DividendPage)) } },
    async (req) => {
      const { Ei, Num: num, PageIndex: pageIndex } = req.body;
      const all = dividendItems(src, aShareByEi(src, Ei));
      const page: DividendPage = {
        datas: all.slice((pageIndex - 1) * num, pageIndex * num),
        total: all.length,
      };
      return ok(page);
    },
  );

  api.get(
    PROFILE_PATHS.hkInfo,
    { schema: { querystring: RegionStockQuery, response: replies(Ok(ProfileReply.HkInfo)) } },
    async (req) => ok(hkInfo(src, regionStock(src, req.query.symbol, 'HK'))),
  );

  api.get(
    PROFILE_PATHS.usInfo,
    { schema: { querystring: RegionStockQuery, response: replies(Ok(ProfileReply.UsInfo)) } },
    async (req) => ok(usInfo(src, regionStock(src, req.query.symbol, 'USA'))),
  );
}
