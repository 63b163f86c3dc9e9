// `npm test`: every test. A type check, a format check, a lint and an import check, the unit and server projects, the fault tests, then e2e
// in Chromium (two files at a time). Makes sure Debian's Chromium and a
// Chinese font are there first: installs them with apt-get when running as root, otherwise stops
// (no Chromium) or warns (no font). Extra arguments go to jest (and skip the whole-tree checks).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
// The fault tests include one in Chromium (tests/faults/browser-restart.fault.ts).
const wantsE2e = args.length === 0 || /e2e|fault/.test(args.join(' '));

/** Whether a Chinese font is installed: without one every screenshot shows boxes for 汉字. */
function hasCjkFont() {
  try {
    return execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false; // no fontconfig yet: it comes with Chromium's packages
  }
}

function ensureChromium() {
  const missing = [];
  if (!fs.existsSync(CHROMIUM)) missing.push('chromium');
  if (!hasCjkFont()) missing.push('fonts-noto-cjk');
  if (missing.length === 0) return;
  if (process.getuid && process.getuid() === 0) {
    console.log(`Installing Debian packages ${missing.join(' ')} with apt-get…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
    return;
  }
  const install = `sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`;
  if (!missing.includes('chromium')) {
    // The tests still pass without the font; only the screenshots lose their Chinese text.
    console.warn(
      `No Chinese font: screenshots will show boxes for Chinese text. Install it with:\n  ${install}`,
    );
    return;
  }
  console.error(
    `e2e tests need Chromium at ${CHROMIUM}. Install it with:\n  ${install}\n` +
      'or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}

/** The scale-out tests (tests/server/scale) start their own redis-server from Debian's package. */
function ensureRedis() {
  const found = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
  if (found) return;
  if (process.getuid && process.getuid() === 0) {
    console.log('Installing Debian package redis-server with apt-get…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'redis-server'], { stdio: 'inherit', env });
    // The package starts a system Redis on 6379; the tests use their own on a free port.
    spawnSync('service', ['redis-server', 'stop'], { stdio: 'ignore' });
    return;
  }
  console.error(
    'The scale-out tests need redis-server. Install it with:\n  sudo apt-get install -y redis-server',
  );
  process.exit(1);
}

/**
 * The community tests run on PostgreSQL too (docs/scaling.md): each test file starts a throw-away
 * cluster from Debian's `postgresql` programs (tests/server/pg-cluster.ts). As root, install the
 * package when missing; otherwise the PostgreSQL runs are left out and the tests say why.
 */
function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  const majors = fs.existsSync(base) ? fs.readdirSync(base).filter((v) => /^\d+$/.test(v)) : [];
  const dirs = [
    ...(process.env.PATH ?? '').split(path.delimiter),
    ...majors.map((v) => path.join(base, v, 'bin')),
  ];
  return dirs.find((d) => d && ['initdb', 'pg_ctl', 'postgres'].every((p) => fs.existsSync(path.join(d, p))));
}

function ensurePostgres() {
  if (postgresBinDir()) return;
  if (process.getuid && process.getuid() === 0) {
    console.log('Installing Debian package postgresql with apt-get…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env });
    // The package starts a system cluster on 5432; the tests start their own on a unix socket.
    spawnSync('service', ['postgresql', 'stop'], { stdio: 'ignore' });
    return;
  }
  console.warn(
    'No PostgreSQL programs: the community tests run on SQLite only. Install them with:\n' +
      '  sudo apt-get install -y postgresql',
  );
}

const jest = path.join(ROOT, 'node_modules', '.bin', 'jest');
const results = path.join(os.tmpdir(), `wapq-jest-${process.pid}`);
fs.mkdirSync(results, { recursive: true });

// No run may hang CI: jest exits when its results are written even if a test leaked a handle (a child
// server that never answered kept the scale run alive until CI's 90 minutes ran out, stop 43), and a
// run that still has not ended after RUN_LIMIT_MS is stopped and counted as failed.
const RUN_LIMIT_MS = Number(process.env.WAP_TEST_RUN_LIMIT_MS ?? 30 * 60_000);

function run(name, jestArgs) {
  const out = path.join(results, `${name}.json`);
  const forceExit = jestArgs.includes('--forceExit') ? [] : ['--forceExit'];
  const r = spawnSync(jest, [...jestArgs, ...forceExit, '--json', `--outputFile=${out}`], {
    cwd: ROOT,
    stdio: 'inherit',
    timeout: RUN_LIMIT_MS,
    killSignal: 'SIGKILL',
  });
  if (r.error) {
    const timedOut = r.error.code === 'ETIMEDOUT';
    console.error(
      timedOut
        ? `${name}: stopped after ${RUN_LIMIT_MS / 60_000} min`
        : `${name}: jest did not start (${r.error.message}); run npm ci first`,
    );
  }
  let counts = { passed: 0, failed: 0, flaky: [] };
  try {
    const j = JSON.parse(fs.readFileSync(out, 'utf8'));
    counts = {
      passed: j.numPassedTests,
      failed: j.numFailedTests + (j.numRuntimeErrorTestSuites ?? 0),
      flaky: passedOnRetry(j),
    };
  } catch {
    counts.failed += 1; // jest did not finish writing results: count the run as failed
  }
  return { ok: r.status === 0, ...counts };
}

/** Tests that failed once and passed on their retry (tests/fixtures/retry-once.ts), by file and name. */
function passedOnRetry(results) {
  return results.testResults.flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((t) => t.status === 'passed' && (t.invocations ?? 1) > 1)
      .map((t) => `${path.relative(ROOT, file.name)} › ${t.fullName}`),
  );
}

/**
 * The whole-tree checks (types, formatting, lint, imports), all at once: each is one process on one
 * core, so together they take the longest one's time (~40 s) rather than the sum (~75 s). Each one's
 * output is printed whole when it ends; each is one pass or one failure in the count.
 */
async function checks(list) {
  const one = ([name, binPath, binArgs]) =>
    new Promise((resolve) => {
      const child = spawn(binPath, binArgs, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('close', (code) => {
        const ok = code === 0;
        console.log(
          `\n${name}: ${path.basename(binPath)} ${binArgs.join(' ')}\n${out}${name}: ${ok ? 'passed' : 'FAILED'}`,
        );
        resolve({ ok, passed: ok ? 1 : 0, failed: ok ? 0 : 1, flaky: [] });
      });
    });
  return Promise.all(list.map(one));
}

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

let runs;
if (args.length > 0) {
  if (wantsE2e) ensureChromium();
  if (args.length === 0 || /server|scale/.test(args.join(' '))) {
    ensureRedis();
    ensurePostgres();
  }
  runs = [run('custom', args)];
} else {
  ensureChromium();
  ensureRedis();
  ensurePostgres();
  runs = [
    // Strict TypeScript and one formatter are part of every full run, not only of an editor; no
    // import circle and no import against the layer rule (docs/architecture.md).
    ...(await checks([
      ['typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
      ['format', bin('prettier'), ['--check', '--log-level', 'warn', '.']],
      ['lint', bin('eslint'), ['.']],
      ['imports', bin('tsx'), [path.join(ROOT, 'scripts', 'check-imports.ts')]],
    ])),
    run('unit-server', ['--selectProjects', 'unit', 'server', '--maxWorkers=2']),
    // The scale-out tests (tests/server/scale) each run several server processes: one file at a time.
    run('scale', ['--selectProjects', 'scale', '--runInBand']),
    // Issue #20's fault tests in their shortened form (tests/faults/sizes.ts), two files at a time:
    // each runs the server as a child process, and most of their time is waiting out a fault (a
    // retry limit, Redis away, a frozen server), so two overlap: 285 s against 636 s in band, stop 44.
    run('faults', ['--selectProjects', 'faults', '--maxWorkers=2', '--forceExit']),
    // e2e two files at a time, each with its own Chromium, on the one server of global setup: the
    // files mostly wait on the live clock, so two take 478 s against 938 s in band (stop 44; three
    // took 402 s and raced one login's SMS code).
    run('e2e', ['--selectProjects', 'e2e', '--maxWorkers=2']),
  ];
}
const passed = runs.reduce((n, r) => n + r.passed, 0);
const failed = runs.reduce((n, r) => n + r.failed, 0);
const flaky = runs.flatMap((r) => r.flaky);
if (flaky.length > 0) {
  console.log(`\nPassed only on their retry (flaky: fix them):\n${flaky.map((t) => `  ${t}`).join('\n')}`);
}
console.log(`\n${passed} passed (${flaky.length} on a retry), ${failed} failed`);
process.exit(runs.every((r) => r.ok) && failed === 0 ? 0 : 1);
