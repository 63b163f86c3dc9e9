/** The indices page stores against fakes: rank polls in place, the boards' polls. */
import type { RankListItem, RankType } from '../../../contract/quote';
import { GlobalIndicesStore } from './boards-store';
import { RankStore } from './rank-store';

const item = (code: string, rate: number): RankListItem => ({
  SecurityCode: `${code}SH`,
  SecurityName: `股${code}`,
  LsPri: 10,
  PreClPri: 9,
  Rate: rate,
});

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
    expect(store.loading).toBe(true);
    await store.refresh();
    expect(store.loading).toBe(false);
    const first = store.rows.list[0];
    await store.refresh();
    expect(store.rows.list[0]).toBe(first);
    expect(first.Rate).toBe(9.5);

    store.select('zs');
    expect(store.rows.list).toHaveLength(0);
    expect(store.loading).toBe(true);
    store.select('hs');
    await new Promise((r) => setTimeout(r, 0));
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(store.type).toBe('hs');
    expect(store.rows.list.map((r) => r.SecurityCode)).toEqual(['600003SH']);
    expect(calls).toEqual(['up', 'up', 'zs', 'hs']);
  });

  test('a failed first load shows the error; a failed poll keeps the rows', async () => {
    let fail = true;
    const store = new RankStore({
      fetchRankList: () => (fail ? Promise.reject(new Error('down')) : Promise.resolve([item('600001', 1)])),
    });
    await store.refresh();
    expect(store.failed).toBe(true);
    fail = false;
    await store.refresh();
    expect(store.failed).toBe(false);
    fail = true;
    await store.refresh();
    expect(store.failed).toBe(false);
    expect(store.rows.list).toHaveLength(1);
  });
});

test('GlobalIndicesStore keeps its rows across polls', async () => {
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
  const store = new GlobalIndicesStore({
    fetchGlobalIndices: () => Promise.resolve([{ ...row, LastPrice: price }]),
  });
  await store.refresh();
  const first = store.rows.list[0];
  price = 26010.5;
  await store.refresh();
  expect(store.rows.list[0]).toBe(first);
  expect(first.LastPrice).toBe(26010.5);
  expect(store.state).toBe('ready');
});
