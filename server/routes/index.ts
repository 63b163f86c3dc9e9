/**
 * Route modules, one per service prefix of §7 (the calls it makes). Each route declares its parameters and replies as
 * schemas (contract/*.schema.ts; fastify validates and serialises from them) and calls the
 * simulator, a content generator or the community store; nothing else lives in a handler.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerChartEvents } from './chart-events';
import { registerCommunity } from './community';
import { registerDownloadPage } from './download';
import { registerDragonTiger } from './dragon-tiger';
import { registerHealth } from './health';
import { registerFinance } from './finance';
import { registerMargin } from './margin';
import { registerIndices } from './indices';
import { registerNews } from './news';
import { registerPlate } from './plate';
import { registerProfile } from './profile';
import { registerQuote } from './quote';
import { registerSearch } from './search';
import { registerSectorTab } from './sector-tab';
import { registerSites } from './sites';
import { registerQuoteChannel } from '../quote';

export type RouteModule = (app: FastifyInstance, ctx: ServerContext) => void | Promise<void>;

export const routeModules: RouteModule[] = [
  registerHealth,
  registerCommunity,
  registerNews,
  registerProfile,
  registerQuote,
  registerFinance,
  registerSearch,
  registerSectorTab,
  registerDragonTiger,
  registerMargin,
  registerPlate,
  registerIndices,
  registerChartEvents,
  registerQuoteChannel,
  registerDownloadPage,
  registerSites,
];
