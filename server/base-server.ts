/** The Fastify server every role starts from: data folder, limits, validation, errors, OpenAPI. */
import fs from 'node:fs';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import type { ServerSettings } from './context';
import { badRequest, installErrorHandler } from './errors';
import { installOps } from './ops';
import { logLevel, loggerOptions } from './ops/logging';
import { registerOpenApi } from './openapi';
import { securityHeaders } from './security-headers';
import { validationMessage } from './validation';
import { jsonDepthExceeds } from './json-depth';

/**
 * JSON bodies: the largest legitimate one (a post of 5,000 characters, every one \u-escaped, with a
 * 1,000-character title) is under 40 KiB,
 * and no call nests deeper than 4. Checked before JSON.parse (issue 32 row 3: a 781 KB nested
 * body on the unauthenticated quote-token call cost 120 ms to parse).
 */
export const JSON_BODY_LIMITS = { bytes: 64 * 1024, depth: 16 } as const;

/**
 * A request (headers and body) must arrive whole within this (issue 32 row 13: a body trickled a
 * byte every 5 s held a connection 200 s and more). Long enough for the largest legitimate body,
 * a 4 MB image upload, at about 70 KB/s. Answers are not bounded by it, and a websocket upgrade
 * leaves the HTTP parser once its headers are in.
 */
export const REQUEST_TIMEOUT_MS = 60_000;
/** Headers alone must arrive within this (Node's default is 60 s). */
export const HEADERS_TIMEOUT_MS = 20_000;

/** Node's check of both timeouts runs this often: a cut comes at most this late. */
function checkingInterval(requestTimeoutMs: number): number {
  return Math.max(50, Math.min(5_000, Math.floor(requestTimeoutMs / 4)));
}

/** What every role's server shares: the data folder, Fastify's settings, the error and parameter rules. */
export async function baseServer(settings: ServerSettings): Promise<FastifyInstance> {
  fs.mkdirSync(settings.dataDir, { recursive: true });
  const requestTimeout = settings.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    requestTimeout,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      connectionsCheckingInterval: checkingInterval(requestTimeout),
    },
    // One JSON format for every process (server/ops/logging.ts); a request is a debug line, not info.
    logger: loggerOptions(settings.role, logLevel(process.env, settings.env === 'test' ? 'warn' : 'info')),
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    // Compiling every route's schemas happens while plugins load: half a second alone, seconds on a
    // shared 2-core machine, where fastify's default 10 s plugin time-out failed a test server's start.
    pluginTimeout: 60_000,
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
  installSecurityHeaders(app);
  installRequestLog(app);
  installOps(app, settings.role);
  installEmptyParameterRule(app);
  installJsonBodyBounds(app);
  await app.register(formbody);
  await registerOpenApi(app, settings);
  return app;
}

/** Fastify's own JSON parser (prototype-poisoning checks included) behind a size and depth bound. */
function installJsonBodyBounds(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMITS.bytes },
    (req, body, done) => {
      if (jsonDepthExceeds(body as string, JSON_BODY_LIMITS.depth)) {
        done(badRequest('请求内容嵌套过深'), undefined);
        return;
      }
      void parse(req, body as string, done);
    },
  );
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

/**
 * CSP, frame-ancestors, Referrer-Policy and nosniff on every reply, pages, assets, API and errors
 * (issue 32 row 7). A page with inline scripts sets its own CSP with their hashes (server/static.ts).
 */
function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    for (const [name, value] of Object.entries(securityHeaders(req.headers.host))) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });
}

/** One debug line per answered request: path without its query (tokens never reach the log). */
function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    req.log.debug(
      { method: req.method, path: req.url.split('?')[0], status: reply.statusCode, ms: reply.elapsedTime },
      'request',
    );
  });
}
