/** The indices page's polled lists against fakes: the rank list's sub-tabs, the global rows. */
import type { RankListItem, RankType } from '../../../contract/quote';
import { globalIndicesList } from './boards-store';
import { RankStore } from './rank-store';

const item = (code: string, rate: number): RankListItem => ({
  SecurityCode: `${code}SH`,
  SecurityName: `股${code}`,
  LsPri: 10,
  PreClPri: 9,
  Rate: rate,
});

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('RankStore', () => {
  test('polls keep the row objects; a sub-tab change starts over and drops a late reply of the old one', async () => {
    const replies: Record<string, RankListItem[][]> = {
      up: [
        [item('600001', 9), item('600002', 8)],
        [item('600001', 9.5), item('600002', 8)],
      ],
      hs: [[item('600003', 20)]],
    };
    let release: () => void = () => undefined;
    const calls: RankType[] = [];
    const store = new RankStore({
      fetchRankList: async (type) => {
        calls.push(type);
        if (type === 'zs') await new Promise<void>((r) => (release = r));
        return replies[type]?.shift() ?? [];
      },
    });
    expect(store.list.items).toHaveLength(0);
    await store.refresh();
    expect(store.list.loading).toBe(false);
    const first = store.list.items[0];
    await store.refresh();
    expect(store.list.items[0]).toBe(first);
    expect(first.Rate).toBe(9.5);

    store.select('zs');
    expect(store.list.items).toHaveLength(0);
    await settle();
    expect(store.list.loading).toBe(true);
    store.select('hs');
    await settle();
    release();
    await settle();
    expect(store.type).toBe('hs');
    expect(store.list.items.map((r) => r.SecurityCode)).toEqual(['600003SH']);
    expect(calls).toEqual(['up', 'up', 'zs', 'hs']);
  });

  test('a failed first load shows the error and the next poll retries; a failed poll keeps the rows', async () => {
    let fail = true;
    const store = new RankStore({
      fetchRankList: () => (fail ? Promise.reject(new Error('down')) : Promise.resolve([item('600001', 1)])),
    });
    await store.refresh();
    expect(store.list.failed).toBe(true);
    fail = false;
    await store.refresh();
    expect(store.list.failed).toBe(false);
    fail = true;
    await store.refresh();
    expect(store.list.failed).toBe(false);
    expect(store.list.items).toHaveLength(1);
  });

  test('an empty sub-tab is asked again on the next poll, and shows rows once there are some', async () => {
    const replies = [[], [item('600009', 3)]];
    const store = new RankStore({ fetchRankList: () => Promise.resolve(replies.shift() ?? []) });
    await store.refresh();
    expect(store.list.empty).toBe(true);
    await store.refresh();
    expect(store.list.items.map((r) => r.SecurityCode)).toEqual(['600009SH']);
  });
});

test('the global rows keep their objects across polls', async () => {
  const row = {
    Name: '恒生指数',
    Market: 'DELAY_HKIDX',
    Symbol: '.HSI',
    Delayed: true,
    Clickable: true,
    LastPrice: 26000,
    PreClosePrice: 25900,
    Updown: 100,
    UpdownRate: 0.00386,
  };
  let price = 26000;
  const list = globalIndicesList({
    fetchGlobalIndices: () => Promise.resolve([{ ...row, LastPrice: price }]),
  });
  await list.poll();
  const first = list.items[0];
  price = 26010.5;
  await list.poll();
  expect(list.items[0]).toBe(first);
  expect(first.LastPrice).toBe(26010.5);
});
