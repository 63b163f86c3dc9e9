/** The major-indices page's bkUpDownPlate (rank service) and queryGlobalIndex (margin /deal/). */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { ServerContext } from '../context';
import { Ok, replies } from '../../contract/envelope.schema';
import { INDICES_PATHS } from '../../contract/indices';
import { BkUpDownPlate, GlobalIndexItem } from '../../contract/indices.schema';
import { ok } from '../content';
import { bkUpDownPlate, globalIndices } from '../content/indices';

const NoParams = Type.Object({});

export function registerIndices(app: FastifyInstance, ctx: ServerContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    INDICES_PATHS.bkUpDownPlate,
    { schema: { querystring: NoParams, response: replies(Ok(BkUpDownPlate)) } },
    async () => ok(bkUpDownPlate(ctx.market)),
  );
  api.get(
    INDICES_PATHS.queryGlobalIndex,
    { schema: { querystring: NoParams, response: replies(Ok(Type.Array(GlobalIndexItem))) } },
    async () => ok(globalIndices(ctx.market)),
  );
}
