import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openCommunityDb, retryWhileBusy } from './db';

const busy = () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });

describe('retryWhileBusy: a start that meets another process opening the same file', () => {
  test('SQLITE_BUSY twice, then the value: it waits and returns', () => {
    let calls = 0;
    const started = Date.now();
    const value = retryWhileBusy(() => {
      calls += 1;
      if (calls < 3) throw busy();
      return 'open';
    });
    expect(value).toBe('open');
    expect(calls).toBe(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });

  test('any other error is thrown at once, not retried', () => {
    let calls = 0;
    expect(() =>
      retryWhileBusy(() => {
        calls += 1;
        throw Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR' });
      }),
    ).toThrow('disk I/O error');
    expect(calls).toBe(1);
  });

  test('busy past its time: the last SQLITE_BUSY is thrown', () => {
    let calls = 0;
    expect(() =>
      retryWhileBusy(() => {
        calls += 1;
        throw busy();
      }, 120),
    ).toThrow('database is locked');
    expect(calls).toBeGreaterThan(1);
  });
});

test('a second connection opens the same database: WAL, migrations applied once', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-db-'));
  try {
    const first = openCommunityDb(dir);
    const second = openCommunityDb(dir);
    expect(second.pragma('journal_mode', { simple: true })).toBe('wal');
    first.close();
    second.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
