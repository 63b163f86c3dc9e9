/** One dragon-tiger service per server (its board cache lives as long as the server). */
import type { ServerContext } from '../../context';
import { DragonTigerService } from '.';

const byContext = new WeakMap<ServerContext, DragonTigerService>();

export function dragonTigerOf(ctx: ServerContext): DragonTigerService {
  let service = byContext.get(ctx);
  if (!service) {
    service = new DragonTigerService(ctx.market);
    byContext.set(ctx, service);
  }
  return service;
}
