import type { BkRankReply, StockGrpReply } from '../../../contract/plate';
import type { QuoteListener } from '../../quote/connection';
import type { Message } from '../../../contract/quote-protocol';
import { HeadStarts } from '../../lib/head-start';
import type { QuoteConnectionStore } from '../../stores/quote-connection';

const fetchBkRank = jest.fn<Promise<BkRankReply>, unknown[]>();
const fetchStockGroup = jest.fn<Promise<StockGrpReply>, unknown[]>();
jest.mock('../../services/plate', () => ({
  fetchBkRank: (...a: unknown[]) => fetchBkRank(...a),
  fetchStockGroup: (...a: unknown[]) => fetchStockGroup(...a),
}));

import { bkRankPage, plateSecurity, stockGroupPage, warmBkRank, warmConstituents, warmPlate } from './route';

/** A quote connection that answers the dictionary and records subscriptions. */
function fakeConnection() {
  const subs: Array<{ released: boolean }> = [];
  const connect = jest.fn();
  const conn = {
    connect,
    subscribe: (_type: number, _body: object, _listener: QuoteListener) => {
      const sub = { released: false };
      subs.push(sub);
      return () => (sub.released = true);
    },
    request: (type: number, body: { key: unknown[] }) =>
      Promise.resolve({
        header: { frame: 0, group: 0, model: 0, length: 0, rawLength: 0, seq: 1, type, infoFlag: 0 },
        body: { hq: [{ key: body.key[0], name: '半导体', type: 'block', lotSize: 100 }] },
      } as Message),
  };
  return { conn: conn as unknown as QuoteConnectionStore, subs, connect };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('sector detail started at boot', () => {
  test('opens the channel and subscribes the block; the page takes that store once', async () => {
    const { conn, subs, connect } = fakeConnection();
    const stores = { headStarts: new HeadStarts(), quoteConnection: conn };
    const undo = warmPlate(stores, { typeCode: 'HY', prodCode: 'bk0001' });
    expect(connect).toHaveBeenCalled();
    await flush();
    expect(subs.some((s) => !s.released)).toBe(true);
    const taken = plateSecurity(stores, 'BK0001');
    expect(taken.code).toBe('BK0001');
    expect(plateSecurity(stores, 'BK0001')).not.toBe(taken);
    expect(undo).toBeDefined();
  });

  test('another sector is not taken; the undo leaves the subscription', async () => {
    const { conn, subs } = fakeConnection();
    const stores = { headStarts: new HeadStarts(), quoteConnection: conn };
    const undo = warmPlate(stores, { typeCode: 'HY', prodCode: 'BK0001' });
    await flush();
    const other = plateSecurity(stores, 'BK0002');
    expect(other.code).toBe('');
    undo?.();
    expect(subs.every((s) => s.released)).toBe(true);
  });
});

describe('ranking started at boot', () => {
  beforeEach(() => fetchBkRank.mockReset());
  const reply = (n: number) => ({ plate: [], counts: n }) as BkRankReply;

  test.each([
    ['', 'HY'],
    ['tab=1', 'GN'],
    ['tab=2', 'DY'],
    ['tab=9', 'HY'],
  ])('?%s: the first page of %s, taken once', async (search, type) => {
    const headStarts = new HeadStarts();
    fetchBkRank.mockResolvedValueOnce(reply(1)).mockResolvedValueOnce(reply(2));
    warmBkRank({ headStarts }, {}, new URLSearchParams(search));
    const first = { sortField: 'PxChangeRate' as const, descending: true, pageNum: 1 };
    expect(fetchBkRank).toHaveBeenCalledWith(type, first);
    await expect(bkRankPage(headStarts, type as 'HY', first)).resolves.toEqual(reply(1));
    await expect(bkRankPage(headStarts, type as 'HY', first)).resolves.toEqual(reply(2));
    expect(fetchBkRank).toHaveBeenCalledTimes(2);
  });

  test('another sort or page asks the server', async () => {
    const headStarts = new HeadStarts();
    fetchBkRank.mockResolvedValue(reply(0));
    warmBkRank({ headStarts }, {}, new URLSearchParams(''));
    await bkRankPage(headStarts, 'HY', { sortField: 'lastPx', descending: true, pageNum: 1 });
    await bkRankPage(headStarts, 'HY', { sortField: 'PxChangeRate', descending: true, pageNum: 2 });
    expect(fetchBkRank).toHaveBeenCalledTimes(3);
  });
});

describe('constituents started at boot', () => {
  beforeEach(() => fetchStockGroup.mockReset());
  const reply = (name: string) =>
    ({ plate: { ProdName: name }, sortProdGrp: [] }) as unknown as StockGrpReply;
  const first = { sortField: 'pxChangeRate' as const, descending: true, pageNum: 1 };

  test('the first page in the default sort, for the route’s sector, taken once', async () => {
    const headStarts = new HeadStarts();
    fetchStockGroup.mockResolvedValueOnce(reply('boot')).mockResolvedValueOnce(reply('later'));
    warmConstituents({ headStarts }, { block: 'hy', code: 'bk1205' });
    expect(fetchStockGroup).toHaveBeenCalledWith('HY', 'BK1205', first);
    await expect(stockGroupPage(headStarts, 'HY', 'BK1205', first)).resolves.toEqual(reply('boot'));
    await expect(stockGroupPage(headStarts, 'HY', 'BK1205', first)).resolves.toEqual(reply('later'));
    expect(fetchStockGroup).toHaveBeenCalledTimes(2);
  });

  test('another sector, sort or page size asks the server; a route without a code starts nothing', async () => {
    const headStarts = new HeadStarts();
    fetchStockGroup.mockResolvedValue(reply('x'));
    warmConstituents({ headStarts }, { block: 'HY', code: 'BK1205' });
    await stockGroupPage(headStarts, 'HY', 'BK0001', first);
    await stockGroupPage(headStarts, 'HY', 'BK1205', { ...first, sortField: 'lastPx' });
    await stockGroupPage(headStarts, 'HY', 'BK1205', { ...first, pageSize: 100 });
    expect(fetchStockGroup).toHaveBeenCalledTimes(4);
    warmConstituents({ headStarts }, { block: 'HY' });
    expect(fetchStockGroup).toHaveBeenCalledTimes(4);
  });

  test('a boot request that failed is asked again', async () => {
    const headStarts = new HeadStarts();
    fetchStockGroup.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(reply('again'));
    warmConstituents({ headStarts }, { block: 'HY', code: 'BK1205' });
    await expect(stockGroupPage(headStarts, 'HY', 'BK1205', first)).resolves.toEqual(reply('again'));
  });
});
