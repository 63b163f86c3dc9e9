/** The major-indices boot head start: connect, and subscribe the tiles and ask for the rank list only where the page shows them. */
import type { RankListItem, RankType } from '../../../contract/quote';
import { HeadStarts } from '../../lib/head-start';
import { DEFAULT_RANK_TYPE, rankListCalls, warmMarkIndex } from './route';
import { RankStore } from './rank-store';

function fakeStore() {
  const calls: string[] = [];
  const headStarts = new HeadStarts();
  return {
    calls,
    headStarts,
    store: {
      quoteConnection: { connect: () => calls.push('connect') },
      security: {
        indexTiles: { enter: () => calls.push('enter'), leave: () => calls.push('leave') },
      },
      headStarts,
    } as unknown as Parameters<typeof warmMarkIndex>[0],
  };
}

const row = (code: string): RankListItem => ({
  SecurityCode: `${code}SH`,
  SecurityName: `股${code}`,
  LsPri: 10,
  PreClPri: 9,
  Rate: 1,
});

/** A fake rankList call: the types asked for, each answered with one row (or failing once, when told). */
function fakeFetch(failFirst = false) {
  const asked: RankType[] = [];
  const fetch = (type: RankType) => {
    asked.push(type);
    if (failFirst && asked.length === 1) return Promise.reject(new Error('offline'));
    return Promise.resolve([row(`${asked.length}`)]);
  };
  return { asked, fetch };
}

describe('warmMarkIndex', () => {
  test.each([
    ['', true],
    ['tab=0', true],
    ['tab=x', true],
    ['tab=1', false],
    ['tab=2', false],
  ])('?%s: tiles subscribed and the rank list asked for = %s', (search, tiles) => {
    const { calls, store } = fakeStore();
    const { asked, fetch } = fakeFetch();
    const undo = warmMarkIndex(store, {}, new URLSearchParams(search), fetch);
    expect(calls).toEqual(tiles ? ['connect', 'enter'] : ['connect']);
    expect(asked).toEqual(tiles ? [DEFAULT_RANK_TYPE] : []);
    expect(undo === undefined).toBe(!tiles);
    undo?.();
    expect(calls.at(-1)).toBe(tiles ? 'leave' : 'connect');
  });
});

describe('rankListCalls', () => {
  test("the page's first load takes the boot's request; its polls and other sub-tabs ask the server", async () => {
    const { store, headStarts } = fakeStore();
    const { asked, fetch } = fakeFetch();
    warmMarkIndex(store, {}, new URLSearchParams(''), fetch);
    const rank = new RankStore(rankListCalls(headStarts, fetch));
    await rank.refresh();
    expect(asked).toEqual(['up']);
    expect(rank.list.items.map((i) => i.SecurityCode)).toEqual(['1SH']);
    await rank.refresh();
    expect(asked).toEqual(['up', 'up']);
    rank.select('zs');
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toEqual(['up', 'up', 'zs']);
  });

  test('a boot request that failed: the page asks again and shows its rows', async () => {
    const { store, headStarts } = fakeStore();
    const { asked, fetch } = fakeFetch(true);
    warmMarkIndex(store, {}, new URLSearchParams(''), fetch);
    const rank = new RankStore(rankListCalls(headStarts, fetch));
    await rank.refresh();
    expect(asked).toEqual(['up', 'up']);
    expect(rank.list.failed).toBe(false);
    expect(rank.list.items.map((i) => i.SecurityCode)).toEqual(['2SH']);
  });

  test('no boot request (another tab was opened first): asked when the list needs it', async () => {
    const { headStarts } = fakeStore();
    const { asked, fetch } = fakeFetch();
    const rank = new RankStore(rankListCalls(headStarts, fetch));
    await rank.refresh();
    expect(asked).toEqual(['up']);
  });
});
