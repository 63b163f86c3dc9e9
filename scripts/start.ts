/**
 * `npm start`: build when the bundle is missing or stale, then run the reference server in this
 * same process, so a SIGTERM sent to npm (which npm and tsx pass on) reaches server/main.ts's
 * graceful stop. WAP_SKIP_BUILD=1 serves whatever WAP_DIST holds (the fault tests use it).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { bundleIsStale } from './bundle-state';

const ROOT = path.resolve(__dirname, '..');
if (process.env.WAP_SKIP_BUILD !== '1' && bundleIsStale()) {
  console.log('bundle missing or stale: building…');
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'inherit' });
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only once the bundle is built: an import would be hoisted above the build
require('../server/main');
