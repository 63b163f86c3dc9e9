/** `npm run moderate -- list | approve ID | reject ID | pin ID | unpin ID` (see moderation-command.ts). */
import { settingsFromEnv } from '../settings';
import { runModerationCommand } from './moderation-command';

process.exitCode = runModerationCommand(process.argv.slice(2), settingsFromEnv().dataDir, (line) =>
  console.log(line),
);
