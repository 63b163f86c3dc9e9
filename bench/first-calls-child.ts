/** Child process of bench/first-calls.ts: one service's first calls after a start, as one JSON line. */
import { probeService } from './first-calls';

probeService(process.argv[2] ?? '', process.argv[3] === 'after-warm' ? 'after-warm' : 'at-listen').then(
  (r) => {
    process.stdout.write(`${JSON.stringify(r)}\n`);
    process.exit(0);
  },
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
