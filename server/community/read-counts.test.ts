import { ReadCounts, visitorKey } from './read-counts';
import type { Sql, SqlDb, SqlRunner } from './sql';

/** A store that records each write transaction's statements as [id, n] pairs. */
function fakeDb(fail = { next: false }) {
  const batches: [number, number][][] = [];
  const run = async (q: Sql) => {
    const { values } = q.render(() => '?');
    batches[batches.length - 1].push([values[1] as number, values[0] as number]);
    return { changes: 1 };
  };
  const tx = { run } as unknown as SqlRunner;
  const db = {
    write: async <T>(fn: (tx: SqlRunner) => Promise<T>) => {
      if (fail.next) {
        fail.next = false;
        throw new Error('database away');
      }
      batches.push([]);
      return fn(tx);
    },
  } as unknown as SqlDb;
  return { db, batches };
}

const HOUR = 3_600_000;

function counter(maxVisitors = 1000) {
  const clock = { t: Date.UTC(2026, 10, 24, 2) };
  const fail = { next: false };
  const { db, batches } = fakeDb(fail);
  const reads = new ReadCounts(db, () => clock.t, { periodMs: HOUR, flushMs: 5000, maxVisitors });
  return { reads, batches, clock, fail };
}

describe('ReadCounts (issue 32 row 11)', () => {
  it('counts 1,000 reads by one visitor once', async () => {
    const { reads, batches } = counter();
    for (let i = 0; i < 1000; i++) reads.read(7, 'a:1.2.3.4:x');
    expect(reads.unwritten(7)).toBe(1);
    await reads.flush();
    expect(batches).toEqual([[[7, 1]]]);
  });

  it('counts reads by 3 visitors 3 times, per post, in one transaction', async () => {
    const { reads, batches } = counter();
    for (const v of ['u:1', 'u:2', 'a:1.2.3.4:x', 'u:1', 'u:2']) reads.read(7, v);
    reads.read(3, 'u:1');
    await reads.flush();
    expect(batches).toEqual([
      [
        [3, 1],
        [7, 3],
      ],
    ]);
    // Nothing pending: the next flush writes nothing.
    await reads.flush();
    expect(batches).toHaveLength(1);
  });

  it('counts the same visitor again once the period is over', () => {
    const { reads, clock } = counter();
    reads.read(7, 'u:1');
    clock.t += HOUR - 1;
    reads.read(7, 'u:1');
    expect(reads.unwritten(7)).toBe(1);
    clock.t += 1;
    reads.read(7, 'u:1');
    expect(reads.unwritten(7)).toBe(2);
  });

  it('remembers at most maxVisitors pairs, forgetting the oldest first', () => {
    const { reads } = counter(3);
    for (const v of ['u:1', 'u:2', 'u:3', 'u:4']) reads.read(7, v);
    expect(reads.tracked).toBe(3);
    // u:1 was forgotten: it counts again; u:4 is still known.
    reads.read(7, 'u:4');
    expect(reads.unwritten(7)).toBe(4);
    reads.read(7, 'u:1');
    expect(reads.unwritten(7)).toBe(5);
    expect(reads.tracked).toBe(3);
  });

  it('keeps the counts of a failed flush for the next one', async () => {
    const { reads, batches, fail } = counter();
    reads.read(7, 'u:1');
    fail.next = true;
    await expect(reads.flush()).rejects.toThrow('database away');
    reads.read(7, 'u:2');
    await reads.flush();
    expect(batches).toEqual([[[7, 2]]]);
  });

  it('writes what is pending on close', async () => {
    const { reads, batches } = counter();
    reads.read(9, 'u:1');
    await reads.close();
    expect(batches).toEqual([[[9, 1]]]);
  });
});

describe('visitorKey', () => {
  test.each([
    [5, '1.2.3.4', 'Safari', 'u:5'],
    [5, '9.9.9.9', undefined, 'u:5'],
  ])('a logged-in user (%s) is their id wherever they read from', (id, ip, ua, key) => {
    expect(visitorKey(id, ip, ua)).toBe(key);
  });

  it('an anonymous visitor is the address and a hash of the agent', () => {
    const a = visitorKey(null, '1.2.3.4', 'Mozilla/5.0 Safari');
    expect(a).toMatch(/^a:1\.2\.3\.4:[A-Za-z0-9_-]{12}$/);
    expect(a).not.toContain('Safari');
    expect(visitorKey(null, '1.2.3.4', 'Mozilla/5.0 Safari')).toBe(a);
    expect(visitorKey(null, '1.2.3.4', 'Mozilla/5.0 Chrome')).not.toBe(a);
    expect(visitorKey(null, '1.2.3.5', 'Mozilla/5.0 Safari')).not.toBe(a);
  });
});
