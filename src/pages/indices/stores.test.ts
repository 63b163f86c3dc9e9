/** The indices page stores against fakes: tiles from one 202 subscription, rank polls in place. */
import type { RankListItem, RankType } from '../../api/contract/quote';
import type { QuoteListener } from '../../quote/connection';
import { MsgType, type Message } from '../../quote/protocol';
import type { QuoteTransport } from '../../quote/transport';
import { GlobalIndicesStore } from './boards-store';
import { RankStore } from './rank-store';
import { IndexTilesStore } from './tiles-store';

class FakeQuote implements QuoteTransport {
  subs: {
    type: number;
    body: { key: { market: number; code: string }[]; sections?: string[] };
    listener: QuoteListener;
    released: boolean;
  }[] = [];
  subscribe<B>(type: number, body: object, listener: QuoteListener<B>): () => void {
    const sub = {
      type,
      body: body as FakeQuote['subs'][number]['body'],
      listener: listener as QuoteListener,
      released: false,
    };
    this.subs.push(sub);
    return () => (sub.released = true);
  }
  request<B>(): Promise<Message<B>> {
    return Promise.reject(new Error('not used'));
  }
  push(hq: unknown[]): void {
    const m = {
      header: { frame: 0, group: 0, model: 0, length: 0, rawLength: 0, seq: 0, type: 202, infoFlag: 1 },
      body: { hq },
    };
    for (const s of this.subs) if (!s.released) s.listener(m);
  }
}

describe('IndexTilesStore', () => {
  test('one index-snapshot subscription for the six; pushes update each tile in place; leave releases', () => {
    const quote = new FakeQuote();
    const store = new IndexTilesStore(quote);
    store.enter();
    store.enter();
    expect(quote.subs).toHaveLength(1);
    expect(quote.subs[0].type).toBe(MsgType.IndexSnapshot);
    expect(quote.subs[0].body.key).toEqual([
      { market: 1, code: '000001' },
      { market: 0, code: '399001' },
      { market: 0, code: '399006' },
      { market: 0, code: '399005' },
      { market: 1, code: '000300' },
      { market: 1, code: '000016' },
    ]);
    const tile = store.tiles[2];
    quote.push([
      { key: { market: 0, code: '399006' }, dyna: { LastPrice: 3001.5, Updown: 12.3, UpdownRate: 0.0041 } },
    ]);
    expect(store.tiles[2]).toBe(tile);
    expect([tile.last, tile.change, tile.rate]).toEqual([3001.5, 12.3, 0.0041]);
    expect(store.tiles[0].last).toBeNull();
    expect(tile.link).toBe('/sz/399006.html');
    store.leave();
    expect(quote.subs[0].released).toBe(true);
  });
});

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
