/** Builds the reference server: bundle, API prefixes of §7, quote channel. */
import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import type { ServerContext, ServerSettings } from './context';
import { serverClock } from './clock';
import { badRequest, installErrorHandler } from './errors';
import { createMarket } from './market';
import { registerOpenApi } from './openapi';
import { routeModules } from './routes';
import { registerBundle } from './static';
import { validationMessage } from './validation';

export async function buildServer(settings: ServerSettings): Promise<FastifyInstance> {
  fs.mkdirSync(settings.dataDir, { recursive: true });
  const app = Fastify({
    logger: { level: process.env.WAP_LOG_LEVEL ?? (settings.env === 'test' ? 'warn' : 'info') },
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    ajv: {
      customOptions: {
        // Query numbers arrive as text ('20'); JSON numbers sent for text become text. Not 'array':
        // a repeated query parameter is an error, not its first value.
        coerceTypes: true,
        // The failing schema beside each error, so the message can give the allowed range.
        verbose: true,
      },
    },
    // Every route's schema failure becomes one Chinese sentence in the 400 envelope; the community
    // services replace this with their own envelope (server/routes/community.ts).
    schemaErrorFormatter: (errors, dataVar) => badRequest(validationMessage(errors, dataVar)),
  });
  installErrorHandler(app);
  installEmptyParameterRule(app);
  await app.register(formbody);
  await registerOpenApi(app, settings);

  const closers: (() => void | Promise<void>)[] = [];
  const { now } = serverClock(settings.startAt);
  const market = createMarket(settings, { now });
  const ctx: ServerContext = { settings, now, market, onClose: (fn) => closers.push(fn) };
  // Tests run with stepMs 0 and call market.step() themselves.
  if (settings.stepMs > 0) market.start(settings.stepMs);
  closers.push(() => market.stop());
  app.addHook('onClose', async () => {
    for (const fn of closers.reverse()) await fn();
  });

  for (const register of routeModules) await register(app, ctx);
  await registerBundle(app, settings.distDir);
  return app;
}

/**
 * An empty parameter is an absent one (`pubTime=` on the first news page, an empty form field), so
 * the schema's defaults and required rules apply to it. Runs before validation and after the
 * signature check of signed calls (an onRequest hook), which signs the values as sent.
 */
function installEmptyParameterRule(app: FastifyInstance): void {
  const dropEmpty = (params: unknown) => {
    if (params === null || typeof params !== 'object' || Array.isArray(params)) return;
    const record = params as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (record[key] === '' || record[key] === null) delete record[key];
    }
  };
  app.addHook('preValidation', async (req) => {
    // A call without a body has no body parameters (logout with the token in a header).
    if (req.body === undefined && req.routeOptions.schema?.body) req.body = {};
    dropEmpty(req.query);
    dropEmpty(req.body);
  });
}
