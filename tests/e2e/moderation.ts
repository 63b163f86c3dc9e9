/**
 * The moderation command (`npm run moderate`) against the e2e server's data directory: how an e2e
 * test gets a post or comment it wrote published, as an operator would.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set');
  return dir;
}

/** `npm run moderate -- …args`: its output. */
export function moderate(...args: string[]): string {
  return execFileSync('npm', ['run', '--silent', 'moderate', '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, WAP_DATA_DIR: dataDir() },
    encoding: 'utf8',
  });
}

/** The id of the pending post or comment whose text holds `text`. */
export function pendingId(kind: 'post' | 'comment', text: string): string {
  const line = moderate('list')
    .split('\n')
    .find((l) => l.split('\t')[1] === kind && l.includes(text));
  if (!line) throw new Error(`no pending ${kind} with ${text}`);
  return line.split('\t')[0];
}
