/** `npm run serve`: the reference server on PORT (default 8080). */
import { buildServer } from './app';
import { settingsFromEnv } from './settings';

async function main(): Promise<void> {
  const settings = settingsFromEnv();
  const app = await buildServer(settings);
  await app.listen({ port: settings.port, host: settings.host });
  const shown = settings.host === '0.0.0.0' ? 'localhost' : settings.host;
  console.log(
    `\nwap-quote is running: open http://${shown}:${settings.port}/wap/  (clock: ${settings.clock})\n`,
  );
  const shutdown = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
