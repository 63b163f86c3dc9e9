import fs from 'node:fs';
import path from 'node:path';
import { missingReason } from './disable-reasons';

it.each([
  ['const a = 1;', null],
  ['// eslint-disable-next-line no-console -- the CLI prints', null],
  ['/* eslint-disable no-console -- a CLI */', null],
  ['// eslint-disable-next-line no-console', '// eslint-disable-next-line no-console'],
  ['x(); // eslint-disable-line no-console --', '// eslint-disable-line no-console --'],
  ['/* eslint-disable */', '/* eslint-disable */'],
])('missingReason(%j) → %j', (line, want) => {
  expect(missingReason(line)).toBe(want);
});

const ROOT = path.resolve(__dirname, '..');
const DIRS = ['src', 'server', 'scripts', 'bench', 'bridge', 'tests', 'offline-package', 'native-stubs'];

function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(p);
    return /\.(ts|tsx|js|mjs)$/.test(e.name) && !p.endsWith('disable-reasons.test.ts') ? [p] : [];
  });
}

it('every eslint-disable in the tree says why', () => {
  const bare = DIRS.flatMap((d) => sources(path.join(ROOT, d))).flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (missingReason(line) ? [`${path.relative(ROOT, file)}:${i + 1}`] : [])),
  );
  expect(bare).toEqual([]);
});
