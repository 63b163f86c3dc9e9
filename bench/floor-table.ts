/**
 * `npx tsx bench/floor-table.ts`: the rows of bench/results.json that have a floor, as the markdown
 * table docs/performance.md keeps (issue 38): row, ours, floor, ratio, budget, critical path.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BenchRow } from './types';

const results = JSON.parse(fs.readFileSync(path.join(__dirname, 'results.json'), 'utf8')) as {
  date: string;
  machine: string;
  rows: BenchRow[];
};
const fmt = (n: number) => n.toLocaleString('en-US');
const lines = [
  `Run of ${results.date.slice(0, 16).replace('T', ' ')} UTC on ${results.machine}.`,
  '',
  '| row | ours | floor | ratio | budget | where ours spends it |',
  '| --- | --- | --- | --- | --- | --- |',
];
for (const r of results.rows) {
  if (r.peer?.name !== 'floor') continue;
  const ratio = /ratio ([\d.]+)× \((\w+)\)/.exec(r.note ?? '');
  const pathNote = /; (\/[^:]+: before the call [^;]+)/.exec(r.note ?? '')?.[1] ?? '';
  lines.push(
    `| ${r.group}: ${r.name} | ${fmt(r.value)} ms | ${fmt(r.peer.value)} ms | ${ratio?.[1] ?? '?'}× | ${(r.goal ?? '').replace(/; /g, ', ')}: ${ratio?.[2] ?? '?'} | ${pathNote} |`,
  );
}
console.log(lines.join('\n'));
