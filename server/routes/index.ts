/**
 * Route modules, one per service prefix of §7. Each validates its parameters and calls the
 * simulator, a content generator or the community store; nothing else lives in a handler.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerHealth } from './health';

export type RouteModule = (app: FastifyInstance, ctx: ServerContext) => void | Promise<void>;

export const routeModules: RouteModule[] = [registerHealth];
