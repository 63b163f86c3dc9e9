/** `npm run serve`: the reference server on PORT (default 8080). */
import { buildServer } from './app';
import { settingsFromEnv } from './settings';
import { installShutdown, onShutdown } from './shutdown';

async function main(): Promise<void> {
  const settings = settingsFromEnv();
  const app = await buildServer(settings);
  // Fastify's close stops accepting, closes the quote channel (1012) in preClose, waits for
  // in-flight requests, then runs the onClose hooks (SQLite among them): docs/reliability.md.
  onShutdown('http server', () => app.close());
  installShutdown();
  await app.listen({ port: settings.port, host: settings.host });
  const shown = settings.host === '0.0.0.0' ? 'localhost' : settings.host;
  console.log(
    `\nwap-quote is running: open http://${shown}:${settings.port}/wap/  (clock: ${settings.clock})\n`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
