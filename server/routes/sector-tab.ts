/** The stock home's sector tab (quote-sector prefix): plateTop3Lists?stockcode={symbol}.{MARKET}. */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { badRequest } from '../errors';
import { str } from '../validate';
import { SECTOR_TAB_PATHS } from '../../src/api/contract/sectorTab';
import { contentOf, instrumentOr404, ok } from '../content';
import { topSectors } from '../content/sector-tab';

export function registerSectorTab(app: FastifyInstance, ctx: ServerContext): void {
  const { src } = contentOf(ctx);
  app.get(SECTOR_TAB_PATHS.plateTop3Lists, async (req) => {
    const stockcode = str(req.query as Record<string, unknown>, 'stockcode', { max: 30 });
    const m = /^(.+)\.([A-Za-z]+)$/.exec(stockcode.trim());
    if (!m) throw badRequest('invalid parameter: stockcode (expected {symbol}.{MARKET}, e.g. 600519.SH)');
    return ok(topSectors(src, instrumentOr404(src, m[2], m[1])));
  });
}
