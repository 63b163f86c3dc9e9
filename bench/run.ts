/**
 * `npm run bench`: measures and prints a table, writes bench/results.json. Benchmarks are not
 * tests: nothing here fails on a timing. Each section runs on its own; one that fails is reported
 * and the others still run. `npm run bench -- fanout stock` runs only the named sections.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleIsStale } from '../scripts/bundle-state';
import { runAlertBench } from './alerts';
import { runAttackBench } from './attacks';
import { runBundleBench } from './bundle';
import { runDragonTigerServerBench } from './dragon-tiger';
import { runDragonTigerPageBench } from './dragon-tiger-page';
import { runFirstCallsBench } from './first-calls';
import { runCapitalFlowBench } from './capital-flow';
import { runChartGestureBench } from './chart-gestures';
import { runFanoutBench } from './fanout';
import { lowerMedian } from './helpers';
import { runScaleBench } from './scale';
import { runReconnectBench } from './reconnect';
import { runIndicatorBench } from './indicators';
import { runMarginListBench } from './margin-list';
import { runIndicesPageBench, runRankListServerBench } from './indices';
import { runMarketCadenceBench } from './market-cadence';
import { runPackageBench } from './package';
import { runScreenFloorBench } from './screen-floors';
import { runSectorLoadBench } from './sector-load';
import { runServerRestBench } from './server-rest';
import { runStockLoadBench } from './stock-load';
import { runZixuanPageBench } from './zixuan-page';
import { withServer as serveBench } from './server';
import type { BenchRow } from './types';

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist', 'wap');
/**
 * `BENCH_DIST=/path/to/an/older/dist/wap npm run bench -- sector` serves another build: an A/B of a
 * change on a loaded machine runs both builds back to back rather than on different days.
 */
const SERVED = process.env.BENCH_DIST ? path.resolve(process.env.BENCH_DIST) : DIST;

/** Page-load rows need a live server with the simulator stepping, as the e2e setup runs it. */
const withServer = <T>(fn: (baseUrl: string) => Promise<T>, distDir = SERVED): Promise<T> =>
  serveBench(fn, distDir);

const SECTIONS: Record<string, (dist?: string) => Promise<BenchRow[]> | BenchRow[]> = {
  bundle: (dist) => runBundleBench(dist ?? SERVED),
  alerts: () => runAlertBench(),
  attacks: () => runAttackBench(),
  indicators: () => runIndicatorBench().map((r) => ({ group: 'indicators', ...r })),
  stock: (dist) => withServer((url) => runStockLoadBench(url, undefined, dist ?? SERVED), dist),
  margin: (dist) => withServer((url) => runMarginListBench(url), dist),
  gestures: (dist) => withServer((url) => runChartGestureBench(url), dist),
  package: (dist) => runPackageBench({ distDir: dist ?? SERVED }),
  fanout: () => runFanoutBench(),
  scale: () => runScaleBench(),
  reconnect: () => runReconnectBench(),
  market: () => runMarketCadenceBench(),
  dragon: () => runDragonTigerServerBench(),
  'dragon-page': (dist) => withServer((url) => runDragonTigerPageBench(url), dist),
  flow: () => runCapitalFlowBench(),
  sector: (dist) => withServer((url) => runSectorLoadBench(url), dist),
  zixuan: (dist) => withServer((url) => runZixuanPageBench(url), dist),
  rest: () => runServerRestBench(),
  floors: (dist) => withServer((url) => runScreenFloorBench(url), dist),
  'first-calls': () => runFirstCallsBench(),
  indices: async (dist) => [
    ...(await runRankListServerBench()),
    ...(await withServer((url) => runIndicesPageBench(url), dist)),
  ],
};

/**
 * `BENCH_AB=/path/to/the/older/dist/wap npm run bench -- sector`: an A/B on a loaded machine. Each
 * named section runs on the older build and on this one by turns (BENCH_AB_ROUNDS rounds, 2 by
 * default), so both see the same load; a row reports this build's median and the older build's as
 * its peer. Rows are paired by position (a section returns its rows in a fixed order).
 */
const AB = process.env.BENCH_AB ? path.resolve(process.env.BENCH_AB) : null;
const AB_ROUNDS = Number(process.env.BENCH_AB_ROUNDS ?? 2);

async function runAB(section: (dist?: string) => Promise<BenchRow[]> | BenchRow[], before: string) {
  const runs: { before: BenchRow[][]; after: BenchRow[][] } = { before: [], after: [] };
  for (let round = 0; round < AB_ROUNDS; round++) {
    runs.before.push(await section(before));
    runs.after.push(await section(SERVED));
  }
  return runs.after[0].map((row, i) => ({
    ...row,
    value: lowerMedian(runs.after.map((r) => r[i]?.value ?? NaN)),
    peer: {
      name: `before (${path.basename(before)})`,
      value: lowerMedian(runs.before.map((r) => r[i]?.value ?? NaN)),
    },
    note: `A/B, ${AB_ROUNDS} rounds by turns; after ${runs.after.map((r) => r[i]?.value).join('/')}, before ${runs.before.map((r) => r[i]?.value).join('/')}${row.note ? `; ${row.note}` : ''}`,
  }));
}

/**
 * Timings under CPU throttling scale with the host: 4× slower than this machine, not than a fixed
 * phone. The model and load go with every run so figures from different machines are not mixed up.
 */
const machine = () =>
  `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`;

async function main(): Promise<void> {
  // A section's stray promise (a browser closing under it) must not end the whole run.
  process.on('unhandledRejection', (err) => console.error('bench: unhandled rejection:', err));
  if (SERVED === DIST && bundleIsStale())
    execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], { stdio: 'inherit' });
  const wanted = process.argv.slice(2).filter((a) => a in SECTIONS);
  const names = wanted.length ? wanted : Object.keys(SECTIONS);
  console.log(`bench on ${machine()}, serving ${path.relative(ROOT, SERVED) || SERVED}`);
  const rows: BenchRow[] = [];
  const failures: string[] = [];
  for (const name of names) {
    console.log(`bench: ${name}…`);
    try {
      const got = AB ? await runAB(SECTIONS[name], AB) : await SECTIONS[name]();
      rows.push(...got);
      for (const r of got)
        console.log(
          `  ${r.name}: ${r.value} ${r.unit}${r.peer ? ` (${r.peer.name}: ${r.peer.value})` : ''}${r.note ? `; ${r.note}` : ''}`,
        );
    } catch (err) {
      failures.push(`${name}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  console.table(
    rows.map((r) => ({
      group: r.group,
      name: r.name,
      value: `${r.value} ${r.unit}`,
      peer: r.peer ? `${r.peer.name}: ${r.peer.value} ${r.unit}` : '',
      goal: r.goal ?? '',
      note: r.note ?? '',
    })),
  );
  for (const f of failures) console.error(`section failed: ${f}`);
  const out = path.join(ROOT, 'bench', 'results.json');
  fs.writeFileSync(
    out,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: machine(),
        rows,
        failures,
      },
      null,
      2,
    ) + '\n',
  );
  console.log(`written ${path.relative(ROOT, out)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
