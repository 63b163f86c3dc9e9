/**
 * `npm run bench`: measures and prints a table, writes bench/results.json. Benchmarks are not
 * tests: nothing here fails on a timing.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { bundleIsStale } from '../scripts/bundle-state';
import { runBundleBench } from './bundle';
import { runIndicatorBench } from './indicators';
import type { BenchRow } from './types';

const ROOT = path.resolve(__dirname, '..');

async function main(): Promise<void> {
  if (bundleIsStale()) execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], { stdio: 'inherit' });
  const rows: BenchRow[] = [];
  rows.push(...runBundleBench(path.join(ROOT, 'dist', 'wap')));
  rows.push(...runIndicatorBench().map((r) => ({ group: 'indicators', ...r })));

  const table = rows.map((r) => ({
    group: r.group,
    name: r.name,
    value: `${r.value} ${r.unit}`,
    peer: r.peer ? `${r.peer.name}: ${r.peer.value} ${r.unit}` : '',
    goal: r.goal ?? '',
  }));
  console.table(table);
  const out = path.join(ROOT, 'bench', 'results.json');
  fs.writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), rows }, null, 2) + '\n');
  console.log(`written ${path.relative(ROOT, out)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
