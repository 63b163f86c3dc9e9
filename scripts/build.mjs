// `npm run build`: a clean production build into dist/wap, then the source stamp that
// `npm start` and the e2e setup use to decide whether a rebuild is needed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
fs.rmSync(path.join(ROOT, 'dist', 'wap'), { recursive: true, force: true });
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
execFileSync(bin('rollup'), ['-c', '--silent'], { cwd: ROOT, stdio: 'inherit' });
const hash = execFileSync(
  bin('tsx'),
  ['-e', "process.stdout.write(require('./scripts/bundle-state').sourceHash())"],
  {
    cwd: ROOT,
  },
).toString();
fs.writeFileSync(path.join(ROOT, 'dist', '.build-stamp'), hash + '\n');
console.log('built dist/wap');
