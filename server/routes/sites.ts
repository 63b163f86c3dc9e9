/**
 * The external sites of the local environment (docs/features.md, "External sites of the local
 * environment"): the information center at /info/ and the fund site at /fund/ (with
 * /fund/detail/{code}, where search results of fund type go). Deployed environments link to the
 * company's own sites (config.json hosts.info / hosts.fund); the reference server plays them here,
 * outside the /wap/ bundle, as it plays the download page (download.ts).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../context';
import { contentOf } from '../content';
import { renderFundDetail, renderFundPage, renderInfoPage, renderSiteNotFound } from '../content/site-pages';
import { fundRow, fundRows, infoRows } from '../content/sites';

export const INFO_SITE_PATH = '/info/';
export const FUND_SITE_PATH = '/fund/';

function html(reply: FastifyReply, body: string, status = 200): FastifyReply {
  return reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(body);
}

export function registerSites(app: FastifyInstance, ctx: ServerContext): void {
  const { src } = contentOf(ctx);
  const missing = (reply: FastifyReply) => html(reply, renderSiteNotFound('您访问的页面不存在'), 404);

  app.get(INFO_SITE_PATH, async (_req, reply) => html(reply, renderInfoPage(infoRows(src), ctx.now())));
  app.get(FUND_SITE_PATH, async (_req, reply) => html(reply, renderFundPage(fundRows(src), ctx.now())));
  app.get<{ Params: { code: string } }>(`${FUND_SITE_PATH}detail/:code`, async (req, reply) => {
    // Fund codes are six digits; anything else names no fund (and is never echoed back).
    const row = /^\d{6}$/.test(req.params.code) ? fundRow(src, req.params.code) : undefined;
    return row ? html(reply, renderFundDetail(row)) : html(reply, renderSiteNotFound('该基金不存在'), 404);
  });
  app.get(`${INFO_SITE_PATH}*`, async (_req, reply) => missing(reply));
  app.get(`${FUND_SITE_PATH}*`, async (_req, reply) => missing(reply));
}
