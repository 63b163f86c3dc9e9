/** The stock home's sector tab (quote-sector prefix): plateTop3Lists?stockcode={symbol}.{MARKET}. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { ServerContext } from '../context';
import { Ok, replies } from '../../contract/envelope.schema';
import { SECTOR_TAB_PATHS } from '../../contract/sector-tab';
import { PlateTop3Query } from '../../contract/sector-tab.params.schema';
import { StockSector } from '../../contract/sector-tab.schema';
import { contentOf, instrumentOr404, ok } from '../content';
import { topSectors } from '../content/sector-tab';

export function registerSectorTab(app: FastifyInstance, ctx: ServerContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { src } = contentOf(ctx);
  api.get(
    SECTOR_TAB_PATHS.plateTop3Lists,
    { schema: { querystring: PlateTop3Query, response: replies(Ok(Type.Array(StockSector))) } },
    async (req) => {
      // The schema has checked the {symbol}.{MARKET} form; the last dot splits it.
      const stockcode = req.query.stockcode.trim();
      const dot = stockcode.lastIndexOf('.');
      return ok(topSectors(src, instrumentOr404(src, stockcode.slice(dot + 1), stockcode.slice(0, dot))));
    },
  );
}
