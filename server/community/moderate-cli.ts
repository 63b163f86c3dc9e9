/** `npm run moderate -- list | approve ID | reject ID | pin ID | unpin ID` (see moderation-command.ts). */
import { settingsFromEnv } from '../settings';
import { runModerationCommand } from './moderation-command';

const settings = settingsFromEnv();
void runModerationCommand(
  process.argv.slice(2),
  { dataDir: settings.dataDir, databaseUrl: settings.databaseUrl },
  (line) => console.log(line),
).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  },
);
