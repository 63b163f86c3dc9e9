/**
 * Whether dist/wap is missing or older than its sources: a content hash of everything the bundle
 * is built from, compared with the stamp the build writes (dist/.build-stamp).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const SOURCES = ['src', 'bridge', 'public', 'rollup.config.mjs', 'package-lock.json', 'tsconfig.json'];
export const STAMP_FILE = path.join(ROOT, 'dist', '.build-stamp');

function files(p: string): string[] {
  if (!fs.existsSync(p)) return [];
  const st = fs.statSync(p);
  if (st.isFile()) return /\.test\.tsx?$/.test(p) ? [] : [p];
  return fs
    .readdirSync(p)
    .sort()
    .flatMap((n) => files(path.join(p, n)));
}

export function sourceHash(): string {
  const h = createHash('sha256');
  for (const f of SOURCES.flatMap((s) => files(path.join(ROOT, s)))) {
    h.update(path.relative(ROOT, f));
    h.update(fs.readFileSync(f));
  }
  return h.digest('hex');
}

export function bundleIsStale(): boolean {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'wap', 'index.html')) || !fs.existsSync(STAMP_FILE)) return true;
  return fs.readFileSync(STAMP_FILE, 'utf8').trim() !== sourceHash();
}
