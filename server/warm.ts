/**
 * Warm start (issue 31 item 9): the heavy first answers — the simulator's exchanges, the
 * dragon-tiger year board (chartEvents' 龙虎榜 markers and the 龙虎榜 pages), the margin book — are
 * built right after the server listens, one per macrotask, instead of inside the first request that
 * needs them (3.7–3.9 s for the first chartEvents and margin calls, 日K stuck on 正在加载).
 *
 * The server's start is not delayed: it listens first, and requests that arrive between two steps
 * are answered between them; a request that needs a step still running waits for that step only.
 * Its readiness (`/readyz`) stays false until the last step is done, so a balancer sends it no
 * user before then.
 * The market steps run at once (every request needs them); the others only once no request has
 * come for IDLE_MS, so they do not hold up the pages a user is loading — under steady traffic they
 * wait, and the first call that needs one builds it as before. Users reach a server before it is
 * ready only when nothing stands between them (one server restarted under its open pages, which
 * reconnect by themselves): then it is ready once the market steps are done, as a server that is
 * serving them already; gated on the idle steps, it stayed unready for as long as one page was open.
 * Only a live server warms (a stepping simulator): test servers step by hand and build on demand.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from './context';
import { dragonTigerOf } from './content/dragon-tiger/of-context';
import { marginOf } from './content/margin';
import { opsOf } from './ops';

export interface WarmStep {
  name: string;
  ms: number;
}

const reports = new WeakMap<ServerContext, Promise<WarmStep[]>>();

const PROBE_PATHS = new Set(['/healthz', '/readyz', '/health', '/metrics']);

/** A heavy step waits for this long a quiet spell (no request) before it runs. */
export const IDLE_MS = 1000;

/** The steps, in the order the first screens need them: every screen reads the market first. */
function steps(ctx: ServerContext): { name: string; run: () => void; whenIdle?: boolean }[] {
  const regions = new Map<string, string>();
  for (const s of ctx.market.list())
    if (s.kind === 'stock' && !regions.has(s.region)) regions.set(s.region, ctx.market.idOf(s));
  return [
    ...[...regions.entries()].map(([region, id]) => ({
      name: `market ${region}`,
      run: () => void ctx.market.klines(id, 'DAY', { limit: 1 }),
    })),
    // Not in a market process of the distributed mode: its pushes feed every gateway, and these
    // steps hold its event loop for seconds (its lease renewal and readiness with it); there the
    // first call that needs one builds it, as before.
    ...(ctx.settings.role === 'market'
      ? []
      : [
          { name: 'dragon-tiger board', run: () => void dragonTigerOf(ctx).state(), whenIdle: true },
          { name: 'margin book', run: () => void marginOf(ctx).view(), whenIdle: true },
        ]),
  ];
}

/** Starts the warm-up once the server listens (live servers only); `warmReport` tells when it is done. */
export function warmAfterListen(
  app: FastifyInstance,
  ctx: ServerContext,
  onClose: (fn: () => void) => void,
): void {
  if (ctx.settings.stepMs <= 0) return;
  let stopped = false;
  let pending: NodeJS.Immediate | undefined;
  let waiting: NodeJS.Timeout | undefined;
  let lastRequest = 0;
  const quoteSockets = () => opsOf(app).metrics.quoteSockets();
  let warming: string | null = 'not started';
  /** An idle step waited because users are here already (the server serves them: it is ready). */
  let heldByUsers = false;
  // Not ready until warm (docs/operations.md "Probes"): behind a balancer the first request a user
  // makes comes after the heavy first answers are built, within issue 31's 300 ms.
  opsOf(app).readiness.add('warm', () => {
    if (warming !== null && !heldByUsers) throw new Error(`warming up: ${warming}`);
  });
  app.addHook('onRequest', async (req) => {
    // A balancer's probes are not traffic: counted, they would keep the idle steps waiting forever.
    if (PROBE_PATHS.has(req.url.split('?')[0])) return;
    lastRequest = performance.now();
  });
  onClose(() => {
    stopped = true;
    if (pending) clearImmediate(pending);
    if (waiting) clearTimeout(waiting);
  });
  let resolveReport: (r: WarmStep[]) => void = () => undefined;
  reports.set(ctx, new Promise((resolve) => (resolveReport = resolve)));
  app.addHook('onListen', async () => {
    const todo = steps(ctx);
    const done: WarmStep[] = [];
    const next = () => {
      if (!stopped && todo[0]?.whenIdle) {
        const quiet = performance.now() - lastRequest;
        // A heavy step holds the event loop for seconds: never while a quote socket is open, whose
        // heartbeats and pushes would stall with it (the bad-input fault test's control client).
        if (quiet < IDLE_MS || quoteSockets() > 0) {
          heldByUsers = true;
          waiting = setTimeout(next, Math.max(IDLE_MS - quiet, 100));
          return;
        }
      }
      const step = todo.shift();
      if (stopped || !step) {
        warming = null;
        resolveReport(done);
        return;
      }
      warming = step.name;
      const t0 = performance.now();
      try {
        step.run();
        done.push({ name: step.name, ms: Math.round(performance.now() - t0) });
        app.log.info({ step: step.name, ms: done[done.length - 1].ms }, 'warm start');
      } catch (err) {
        // A failed warm step is built again on the first request that needs it.
        app.log.warn({ step: step.name, err }, 'warm start step failed');
      }
      pending = setImmediate(next);
    };
    pending = setImmediate(next);
  });
}

/** The steps a server's warm-up has done, once it is done; null for a server that does not warm. */
export function warmReport(ctx: ServerContext): Promise<WarmStep[]> | null {
  return reports.get(ctx) ?? null;
}
