/** `npm start`: build when the bundle is missing or stale, then run the reference server. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { bundleIsStale } from './bundle-state';

const ROOT = path.resolve(__dirname, '..');
if (bundleIsStale()) {
  console.log('bundle missing or stale: building…');
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'inherit' });
}
// Loaded only once the bundle is built: an import would be hoisted above the build.
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('../server/main');
