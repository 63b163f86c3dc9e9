/**
 * Issue 32 row 11: every anonymous read of a post was a database write (11,143 reads in 10 s set
 * its count to 11,147 and made others' likes 10× slower). Reads count once per visitor per period
 * and reach the database in batches: after the flush interval, and when the server closes.
 */
import { CommunityPaths } from '../../../contract/community';
import { sql } from '../../../server/community/sql';
import { SERVER_START_TIMEOUT_MS, startTestServer, stopTestServer, type TestServer } from '../harness';
import {
  api,
  approve,
  databaseUrlFor,
  login,
  openDb,
  publish,
  STORES,
  useCommunityClock,
  useCommunityServer,
  useSmsInbox,
} from './helpers';

jest.setTimeout(180_000);

const HOUR = 3_600_000;

function reader(srv: TestServer, newsId: string) {
  return async (agent = 'flood/1.0', token?: string) => {
    const qs = new URLSearchParams({ newsId, pageNo: '1', pageSize: '10', ...(token ? { token } : {}) });
    const res = await fetch(srv.url(`${CommunityPaths.postDetail}?${qs}`), {
      headers: { 'user-agent': agent },
    });
    return (await res.json()) as { code: number; data: { hitCount: number } };
  };
}

async function storedHits(srv: TestServer, newsId: string): Promise<number> {
  const db = await openDb(srv);
  try {
    const row = await db.get<{ hit_count: number }>(
      sql`SELECT hit_count FROM posts WHERE id = ${Number(newsId)}`,
    );
    return Number(row?.hit_count);
  } finally {
    await db.close();
  }
}

async function until(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

describe.each(STORES)('read counts (%s)', (store) => {
  describe('flushed every 300 ms', () => {
    const srv = useCommunityServer(store, {
      readCounts: { periodMs: HOUR, flushMs: 300, maxVisitors: 10_000 },
    });
    const clock = useCommunityClock();
    const inbox = useSmsInbox();

    async function approvedPost(): Promise<{ token: string; newsId: string }> {
      const { token } = await login(srv, inbox, clock);
      clock.advance(1000);
      const res = await publish(srv, token);
      await approve(srv, res.data.newsId);
      return { token, newsId: res.data.newsId as string };
    }

    it('counts 1,000 reads by one visitor once, in the database after the flush', async () => {
      const { newsId } = await approvedPost();
      const read = reader(srv, newsId);
      for (let i = 0; i < 100; i++) {
        const answers = await Promise.all(Array.from({ length: 10 }, () => read()));
        // The count shown may miss a batch being written at that moment, never count more than once.
        expect(answers.every((a) => a.code === 1 && a.data.hitCount <= 1)).toBe(true);
      }
      await until(async () => (await storedHits(srv, newsId)) === 1);
      // Later flushes add nothing.
      await new Promise((r) => setTimeout(r, 700));
      expect(await storedHits(srv, newsId)).toBe(1);
    });

    it('counts reads by 3 visitors 3 times (two agents at one address, one logged-in user)', async () => {
      const { newsId } = await approvedPost();
      const reader2 = await login(srv, inbox, clock);
      const read = reader(srv, newsId);
      for (let i = 0; i < 5; i++) {
        await read('Safari');
        await read('Chrome');
        await read('Safari', reader2.token);
      }
      await until(async () => (await storedHits(srv, newsId)) === 3);
      expect((await read('Safari')).data.hitCount).toBe(3);
    });

    it('a read flood by one visitor costs one stored read, not a write per read (likes timed beside it)', async () => {
      const { token, newsId } = await approvedPost();
      const target = await approvedPost();
      const like = async (on: boolean) => {
        const t0 = performance.now();
        const res = await api(srv).postForm(on ? CommunityPaths.supportPost : CommunityPaths.unsupportPost, {
          token,
          serverId: '1',
          newsId: target.newsId,
        });
        expect(res.body.code).toBe(1);
        return performance.now() - t0;
      };
      const likes = async (n: number) => {
        const ms: number[] = [];
        for (let i = 0; i < n; i++) ms.push(await like(i % 2 === 0));
        return ms;
      };
      await likes(10); // warm-up
      // The attack: one address reading one post 400 times a second (the probe's was 1,100 a second
      // against a separate server process; here client and server share this process, so a flood
      // at full speed measures only the shared CPU). Before, each read was a write transaction.
      // Idle and flooded likes alternate in 5 rounds, so load from elsewhere on the machine falls
      // on both alike.
      const read = reader(srv, newsId);
      const idleMs: number[] = [];
      const floodMs: number[] = [];
      let reads = 0;
      let floodTime = 0;
      // Each round's flood lasts until its 40 likes are done and it has made 60 reads over at
      // least 400 ms, so it spans a flush whatever the machine's speed: on SQLite 40 likes can take
      // under 60 ms, and a flood that ended with them once made exactly 200 reads in 5 rounds.
      for (let round = 0; round < 5; round++) {
        idleMs.push(...(await likes(40)));
        let roundReads = 0;
        const started = performance.now();
        let likesDone = false;
        const flooding = () => !likesDone || roundReads < 60 || performance.now() - started < 400;
        const flood = Array.from({ length: 8 }, async () => {
          while (flooding()) {
            const t0 = performance.now();
            await read();
            roundReads += 1;
            await new Promise((r) => setTimeout(r, Math.max(0, 20 - (performance.now() - t0))));
          }
        });
        floodMs.push(...(await likes(40)));
        likesDone = true;
        await Promise.all(flood);
        reads += roundReads;
        floodTime += performance.now() - started;
      }
      const idle = median(idleMs);
      const underFlood = median(floodMs);
      const ratio = underFlood / idle;
      console.log(
        `[bench] likes (${store}): idle p50 ${idle.toFixed(1)} ms, under a flood of ${reads} reads (${((reads * 1000) / floodTime).toFixed(0)}/s) p50 ${underFlood.toFixed(1)} ms, ratio ${ratio.toFixed(2)}`,
      );
      expect(reads).toBeGreaterThanOrEqual(5 * 60);
      // The timing is reported, not asserted (a timed test fails on a loaded machine; speed is
      // measured, docs/security.md row 11: on SQLite 3.5–15× before the fix, 0.9–2.0× after). What is
      // asserted is the cause: the whole flood is one stored read (below), not one write per read.
      await until(async () => (await storedHits(srv, newsId)) === 1);
    });
  });

  describe('flushed only on close', () => {
    let srv: TestServer | undefined;
    const clock = useCommunityClock();
    const inbox = useSmsInbox();
    beforeAll(async () => {
      srv = await startTestServer({
        databaseUrl: await databaseUrlFor(store),
        readCounts: { periodMs: HOUR, flushMs: HOUR, maxVisitors: 10_000 },
      });
    }, SERVER_START_TIMEOUT_MS);
    afterAll(async () => {
      await stopTestServer(srv);
    }, 30_000);

    it('writes the pending counts when the server closes', async () => {
      const s = srv as TestServer;
      const { token } = await login(s, inbox, clock);
      const res = await publish(s, token);
      await approve(s, res.data.newsId);
      const read = reader(s, res.data.newsId);
      for (const agent of ['a', 'b', 'c', 'd', 'a']) await read(agent);
      expect(await storedHits(s, res.data.newsId)).toBe(0);
      await s.app.close();
      expect(await storedHits(s, res.data.newsId)).toBe(4);
    });
  });
});
