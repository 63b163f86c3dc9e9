/**
 * Issue 32 row 8 / issue 33 item 6: in production mode a process refuses to start with the
 * repository's default secrets (anyone who reads the repository could sign calls and forge quote
 * tokens with them), and starts once both are set to long values.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SECRETS } from '../../server/secrets';

const ROOT = path.resolve(__dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-secrets-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Starts `server/main.ts` with `env`; resolves with its exit code and output, or 'listening'. */
function start(env: NodeJS.ProcessEnv): Promise<{ outcome: number | 'listening'; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        WAP_STEP_MS: '0',
        WAP_SKIP_BUILD: '1',
        WAP_DATA_DIR: dataDir,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('wap-quote is running')) {
        child.kill('SIGKILL');
        resolve({ outcome: 'listening', output });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('error', reject);
    child.on('exit', (code) => resolve({ outcome: code ?? -1, output }));
  });
}

const strong = { WAP_APP_SECRET: 'x'.repeat(40), WAP_QUOTE_SECRET: 'y'.repeat(40) };

test('production mode with the default secrets: exits 1 naming them', async () => {
  const { outcome, output } = await start({ NODE_ENV: 'production', ...DEFAULT_SECRETS });
  expect(outcome).toBe(1);
  expect(output).toMatch(/refusing to start with NODE_ENV=production/);
  expect(output).toMatch(/WAP_APP_SECRET is the repository's default/);
}, 120_000);

test('production mode with both secrets set: it starts', async () => {
  const { outcome } = await start({ NODE_ENV: 'production', ...strong });
  expect(outcome).toBe('listening');
}, 120_000);
