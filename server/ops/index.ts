/**
 * A process's operations surface (docs/operations.md): `/healthz` (the process runs), `/readyz`
 * (it should get new clients: its dependencies answer and it is not draining) and `/metrics`
 * (Prometheus text). Created with each server; the roles add their checks and probes through
 * `opsOf(app)`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { redisError } from '../bus/redis';
import { ProcessMetrics } from './metrics';
import { Readiness } from './readiness';
import { stateLogger, type Logger } from './logging';

export interface Ops {
  metrics: ProcessMetrics;
  readiness: Readiness;
  /** Adds a step to the drain (the quote channel's socket drain). */
  onDrain(fn: () => Promise<void>): void;
  /** Not ready from now on, then every drain step; once (later calls get the same promise). */
  drain(): Promise<void>;
}

const byApp = new WeakMap<FastifyInstance, Ops>();

export function opsOf(app: FastifyInstance): Ops {
  const ops = byApp.get(app);
  if (!ops) throw new Error('installOps was not called on this server');
  return ops;
}

/** Creates the server's metrics and readiness and serves the three probes; times every request. */
export function installOps(app: FastifyInstance, role: string): Ops {
  const readiness = new Readiness();
  const steps: (() => Promise<void>)[] = [];
  let drained: Promise<void> | null = null;
  const ops: Ops = {
    metrics: new ProcessMetrics(role),
    readiness,
    onDrain: (fn) => steps.push(fn),
    drain: () =>
      (drained ??= (async () => {
        readiness.drain();
        const log = stateLogger(app.log as Logger);
        const started = Date.now();
        log.info('drain start');
        await Promise.all(steps.map((fn) => fn()));
        log.info({ ms: Date.now() - started }, 'drain end');
      })()),
  };
  byApp.set(app, ops);
  app.addHook('onResponse', async (req, reply) => {
    // The route's pattern, not the URL: one series per route, whatever the parameters.
    const route = req.routeOptions.url ?? 'unmatched';
    ops.metrics.httpDuration.observe(
      { method: req.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  const probe = { schema: { hide: true } };
  app.get('/healthz', probe, async () => ({ status: 'ok' }));
  app.get('/readyz', probe, async (_req, reply) => {
    const report = await ops.readiness.evaluate();
    return reply.status(report.ready ? 200 : 503).send(report);
  });
  app.get('/metrics', probe, async (_req, reply) =>
    reply.type(ops.metrics.registry.contentType).send(await ops.metrics.text()),
  );
  return ops;
}

/** The built bundle is there to serve (a machine deployed without `npm run build` is not ready). */
export function bundleCheck(distDir: string): () => void {
  return () => {
    if (!fs.existsSync(path.join(distDir, 'index.html'))) throw new Error(`no bundle at ${distDir}`);
  };
}

/**
 * A Redis connection is usable: connected (and, for a subscriber, subscribed again). When not, the
 * reason names ioredis's last error too (`redis reconnecting: WRONGPASS …` for a wrong password).
 */
export function redisCheck(...conns: { status: string }[]): () => void {
  return () => {
    const down = conns.find((c) => c.status !== 'ready');
    if (!down) return;
    const why = redisError(down);
    throw new Error(why ? `redis ${down.status}: ${why}` : `redis ${down.status}`);
  };
}

/** Another process answers its liveness probe (a gateway's market). */
export function httpCheck(url: string, timeoutMs = 1_000): () => Promise<void> {
  return async () => {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  };
}

/** The bus modules' warning callback: a JSON line (an Error's message and stack kept), and a failure counted. */
export function busLog(app: FastifyInstance): (msg: string, detail?: unknown) => void {
  return (msg, detail) => {
    if (detail instanceof Error) opsOf(app).metrics.busErrors.inc();
    app.log.warn({ detail }, msg);
  };
}
