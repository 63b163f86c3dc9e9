/** `npm run serve`: the reference server on PORT (default 8080). */
import { buildServer } from './app';
import { settingsFromEnv } from './settings';
import { opsOf } from './ops';
import { createLogger, stateLogger } from './ops/logging';
import { assertProductionSecrets } from './secrets';
import { installShutdown, onShutdown } from './shutdown';

const log = stateLogger(createLogger(process.env.WAP_ROLE || 'all'));

async function main(): Promise<void> {
  assertProductionSecrets();
  const settings = settingsFromEnv();
  const app = await buildServer(settings);
  // Fastify's close stops accepting, closes the quote channel (1012) in preClose, waits for
  // in-flight requests, then runs the onClose hooks (SQLite among them): docs/reliability.md.
  // First the drain (not ready, sockets closed over WAP_DRAIN_MS while HTTP still answers), then
  // Fastify's close stops accepting, waits for in-flight requests and runs the onClose hooks.
  onShutdown('drain', () => opsOf(app).drain());
  onShutdown('http server', () => app.close());
  installShutdown({ log: (msg) => log.info(msg) });
  // A process started by the cluster supervisor stops with it, even when the supervisor was SIGKILLed.
  if (process.env.WAP_EXIT_WITH_PARENT === '1' && process.send)
    process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  await app.listen({ port: settings.port, host: settings.host });
  // A gateway started by the cluster supervisor tells it when it is ready (docs/operations.md
  // "Probes"): workers share one port, so the supervisor cannot ask a given worker's /readyz.
  if (process.send && process.env.WAP_REPORT_READY === '1') void reportReady(app, process.send.bind(process));
  const shown = settings.host === '0.0.0.0' ? 'localhost' : settings.host;
  log.info(
    { port: settings.port, clock: settings.clock },
    `wap-quote is running: open http://${shown}:${settings.port}/wap/`,
  );
}

/** Sends `{ wap: 'ready' }` once this process's readiness first holds (checked every 200 ms). */
async function reportReady(app: Awaited<ReturnType<typeof buildServer>>, send: (m: unknown) => void) {
  const since = Date.now();
  let warned = false;
  for (;;) {
    const report = await opsOf(app).readiness.evaluate();
    if (report.draining) return;
    if (report.ready) return void send({ wap: 'ready' });
    // Once, so an operator whose gateways never turn ready (no bundle, no Redis) reads why.
    if (!warned && Date.now() - since > 10_000) {
      warned = true;
      log.warn({ checks: report.checks }, 'not ready after 10 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

main().catch((err: unknown) => {
  log.fatal({ err }, 'server failed to start');
  process.exit(1);
});
