/** Gzip sizes of the initial JS+CSS that index.html loads, and of every lazy chunk. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { BenchRow } from './types';

const gz = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (n: number) => Math.round((n / 1024) * 10) / 10;

export function runBundleBench(distDir: string): BenchRow[] {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/wap\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const rows: BenchRow[] = [];
  const initialBytes = initial.reduce((n, f) => n + gz(path.join(distDir, f)), 0);
  rows.push({
    group: 'bundle',
    name: 'initial JS+CSS (index.html)',
    value: kb(initialBytes),
    unit: 'KB gz',
    note: initial.join(' '),
  });
  // index.html's own scripts (the head script and the stock home's early script, issue 21): code
  // that runs before any file above, counted on its own.
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  rows.push({
    group: 'bundle',
    name: 'inline scripts (index.html)',
    value: kb(inline.reduce((n, code) => n + zlib.gzipSync(code, { level: 9 }).length, 0)),
    unit: 'KB gz',
    note: `${inline.length} scripts, ${inline.reduce((n, code) => n + code.length, 0)} bytes`,
  });
  const assets = fs
    .readdirSync(path.join(distDir, 'assets'))
    .filter((f) => /\.(js|css)$/.test(f))
    .sort();
  for (const f of assets) {
    if (initial.includes(`assets/${f}`)) continue;
    rows.push({
      group: 'bundle',
      name: f.replace(/\.[A-Za-z0-9_-]{8,}\./, '.'),
      value: kb(gz(path.join(distDir, 'assets', f))),
      unit: 'KB gz',
    });
  }
  return rows;
}
