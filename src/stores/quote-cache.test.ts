import { MsgType, type Dyna, type Message } from '../../contract/quote-protocol';
import type { QuoteListener } from '../quote/connection';
import type { QuoteTransport } from './quote-connection';
import {
  CACHE_MAX_AGE_MS,
  CACHE_WRITE_INTERVAL_MS,
  cacheKey,
  parseCachedQuote,
  QuoteCache,
  touchIndex,
  type CachedQuote,
  type KeyValueStorage,
} from './quote-cache';
import { SecurityStore } from './security';

class MapStorage implements KeyValueStorage {
  readonly map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
  removeItem = (k: string) => void this.map.delete(k);
}

const NOW = 1_790_000_000_000;
const dyna = { LastPrice: 1688.5, Updown: 12 } as unknown as Dyna;

describe('parseCachedQuote', () => {
  const good = { savedAt: NOW - 1000, stockname: '贵州茅台', dyna, statistic: { PreClosePrice: 1676.5 } };
  it.each([
    ['a saved quote', JSON.stringify(good), true],
    ['nothing', null, false],
    ['not JSON', '{', false],
    ['no price', JSON.stringify({ ...good, dyna: {} }), false],
    ['no time', JSON.stringify({ ...good, savedAt: 'x' }), false],
    ['older than a week', JSON.stringify({ ...good, savedAt: NOW - CACHE_MAX_AGE_MS - 1 }), false],
    ['from the future (a clock set back)', JSON.stringify({ ...good, savedAt: NOW + 3600_000 }), false],
  ])('%s', (_n, text, ok) => {
    const q = parseCachedQuote(text, NOW);
    expect(q !== null).toBe(ok);
    if (q) expect(q).toEqual(good);
  });
});

describe('touchIndex', () => {
  it.each([
    [[], 'a', 3, ['a'], []],
    [['b', 'a'], 'a', 3, ['a', 'b'], []],
    [['c', 'b', 'a'], 'd', 3, ['d', 'c', 'b'], ['a']],
  ])('%j + %s (limit %i)', (index, key, limit, next, dropped) =>
    expect(touchIndex(index, key, limit)).toEqual({ index: next, dropped }),
  );
});

describe('QuoteCache', () => {
  it('writes at most once an interval unless forced, and reads back', () => {
    const storage = new MapStorage();
    let now = NOW;
    const cache = new QuoteCache(storage, () => now);
    cache.save('sh', '600519', { stockname: 'A', dyna, statistic: null });
    cache.save('sh', '600519', { stockname: 'B', dyna, statistic: null });
    expect(cache.load('sh', '600519')?.stockname).toBe('A');
    now += CACHE_WRITE_INTERVAL_MS;
    cache.save('sh', '600519', { stockname: 'C', dyna, statistic: null });
    expect(cache.load('sh', '600519')).toEqual({ savedAt: now, stockname: 'C', dyna, statistic: null });
    cache.save('sh', '600519', { stockname: 'D', dyna, statistic: null }, true);
    expect(cache.load('sh', '600519')?.stockname).toBe('D');
    expect(cache.load('sz', '000001')).toBeNull();
  });

  it('keeps the last 30 instruments', () => {
    const storage = new MapStorage();
    const cache = new QuoteCache(storage, () => NOW);
    for (let i = 0; i < 32; i++)
      cache.save('sh', String(600000 + i), { stockname: '', dyna, statistic: null });
    expect(storage.map.has(cacheKey('sh', '600000'))).toBe(false);
    expect(storage.map.has(cacheKey('sh', '600001'))).toBe(false);
    expect(storage.map.has(cacheKey('sh', '600002'))).toBe(true);
    expect(storage.map.has(cacheKey('sh', '600031'))).toBe(true);
  });

  it('is no cache when storage throws', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    const cache = new QuoteCache(broken, () => NOW);
    expect(() => cache.save('sh', '600519', { stockname: '', dyna, statistic: null })).not.toThrow();
    expect(cache.load('sh', '600519')).toBeNull();
  });
});

/** A transport that answers the dictionary and keeps the snapshot listener for the test to feed. */
class Transport implements QuoteTransport {
  listener: QuoteListener | null = null;
  subscribe<B>(_type: number, _body: object, listener: QuoteListener<B>): () => void {
    this.listener = listener as QuoteListener;
    return () => (this.listener = null);
  }
  async request<B>(type: number, body: object): Promise<Message<B>> {
    const key = (body as { key: unknown[] }).key[0];
    return {
      header: { frame: 0, group: 0, model: 0, length: 0, rawLength: 0, seq: 1, type, infoFlag: 0 },
      body: { hq: [{ key, name: '贵州茅台', type: 'stock', lotSize: 100 }] },
    } as unknown as Message<B>;
  }
  push(hq: unknown[]): void {
    this.listener?.({
      header: {
        frame: 0,
        group: 0,
        model: 0,
        length: 0,
        rawLength: 0,
        seq: 0,
        type: MsgType.StockSnapshot,
        infoFlag: 1,
      },
      body: { hq },
    });
  }
}

describe('SecurityStore with the quote cache: a cached quote is marked until the live one', () => {
  function visit(storage: MapStorage) {
    const transport = new Transport();
    const store = new SecurityStore(transport, () => undefined, new QuoteCache(storage, () => NOW));
    store.setSymbol('sh', '600519');
    return { transport, store };
  }
  const flush = () => new Promise((r) => setTimeout(r, 0));

  it('first visit: nothing cached; the live quote is written when the page is left', async () => {
    const storage = new MapStorage();
    const { transport, store } = visit(storage);
    expect([store.dyna, store.cachedAt]).toEqual([null, null]);
    store.enter();
    await flush();
    const key = store.key;
    transport.push([{ key, dyna: { LastPrice: 1700, Volume: 5 }, statistics: { PreClosePrice: 1690 } }]);
    expect(store.cachedAt).toBeNull();
    store.leave();
    expect(parseCachedQuote(storage.getItem(cacheKey('sh', '600519')), NOW)?.dyna.LastPrice).toBe(1700);
  });

  it('second visit: the cached quote at once, marked, replaced whole by the first live quote', async () => {
    const storage = new MapStorage();
    storage.setItem(
      cacheKey('sh', '600519'),
      JSON.stringify({
        savedAt: NOW - 60_000,
        stockname: '贵州茅台',
        dyna: { LastPrice: 1650, Amount: 123 },
        statistic: { PreClosePrice: 1640, MaxPrice: 1800 },
      }),
    );
    const { transport, store } = visit(storage);
    expect(store.cachedAt).toBe(NOW - 60_000);
    expect(store.dyna?.LastPrice).toBe(1650);
    expect(store.stockname).toBe('贵州茅台');
    store.enter();
    await flush();
    // Statistics first: replaced whole (no cached MaxPrice left), the price still marked.
    transport.push([{ key: store.key, statistics: { PreClosePrice: 1690 } }]);
    expect(store.statistic).toEqual({ PreClosePrice: 1690 });
    expect(store.cachedAt).toBe(NOW - 60_000);
    // The live price: not marked any more, and no cached dyna field outlives it.
    transport.push([{ key: store.key, dyna: { LastPrice: 1700 } }]);
    expect(store.cachedAt).toBeNull();
    expect(store.dyna).toEqual({ LastPrice: 1700 });
    // Never written back while it was the cached one; the live one is.
    store.leave();
    expect(parseCachedQuote(storage.getItem(cacheKey('sh', '600519')), NOW)?.dyna).toEqual({
      LastPrice: 1700,
    });
  });

  it('a cached quote is never written back as if it were live', () => {
    const storage = new MapStorage();
    storage.setItem(
      cacheKey('sh', '600519'),
      JSON.stringify({ savedAt: NOW - 60_000, stockname: '', dyna: { LastPrice: 1650 }, statistic: null }),
    );
    const { store } = visit(storage);
    store.leave();
    expect(JSON.parse(storage.getItem(cacheKey('sh', '600519'))!).savedAt).toBe(NOW - 60_000);
  });
});

describe('SecurityStore with the early lastPrice answer (nothing cached)', () => {
  const early = (q: { LastPrice: number } | null) => {
    let resolve: (v: CachedQuote | null) => void = () => undefined;
    const quote = new Promise<CachedQuote | null>((r) => (resolve = r));
    const asked: string[] = [];
    const source = (market: string, symbol: string) => {
      asked.push(`${market}/${symbol}`);
      return market === 'sh' && symbol === '600519' ? quote : null; // as takeEarlyQuote: its instrument only
    };
    const answer = () =>
      resolve(
        q && {
          savedAt: NOW,
          stockname: '贵州茅台',
          dyna: q as unknown as CachedQuote['dyna'],
          statistic: { PreClosePrice: 1640 } as CachedQuote['statistic'],
        },
      );
    return { source, answer, asked };
  };
  const flush = () => new Promise((r) => setTimeout(r, 0));

  it('shown marked as not live when it comes before the live quote, then replaced by it', async () => {
    const e = early({ LastPrice: 1660 });
    const transport = new Transport();
    const store = new SecurityStore(
      transport,
      () => undefined,
      new QuoteCache(new MapStorage(), () => NOW),
      e.source,
    );
    store.setSymbol('sh', '600519');
    expect(e.asked).toEqual(['sh/600519']);
    expect(store.dyna).toBeNull();
    e.answer();
    await flush();
    expect([store.dyna?.LastPrice, store.cachedAt, store.stockname]).toEqual([1660, NOW, '贵州茅台']);
    store.enter();
    await flush();
    transport.push([{ key: store.key, dyna: { LastPrice: 1700 } }]);
    expect([store.dyna, store.cachedAt]).toEqual([{ LastPrice: 1700 }, null]);
  });

  it('too late: the live quote is there already, so it is dropped', async () => {
    const e = early({ LastPrice: 1660 });
    const transport = new Transport();
    const store = new SecurityStore(transport, () => undefined, null, e.source);
    store.setSymbol('sh', '600519');
    store.enter();
    await flush();
    transport.push([{ key: store.key, dyna: { LastPrice: 1700 } }]);
    e.answer();
    await flush();
    expect([store.dyna, store.cachedAt]).toEqual([{ LastPrice: 1700 }, null]);
  });

  it('too late: the live statistics came first (no dyna yet, e.g. a suspended stock), so it is dropped', async () => {
    const e = early({ LastPrice: 1660 });
    const transport = new Transport();
    const store = new SecurityStore(transport, () => undefined, null, e.source);
    store.setSymbol('sh', '600519');
    store.enter();
    await flush();
    transport.push([{ key: store.key, statistics: { PreClosePrice: 1690 } }]);
    e.answer();
    await flush();
    expect([store.dyna, store.statistic, store.cachedAt]).toEqual([null, { PreClosePrice: 1690 }, null]);
  });

  it('another instrument opened meanwhile: dropped', async () => {
    const e = early({ LastPrice: 1660 });
    const store = new SecurityStore(new Transport(), () => undefined, null, e.source);
    store.setSymbol('sh', '600519');
    store.setSymbol('sz', '000001');
    e.answer();
    await flush();
    expect([store.dyna, store.cachedAt]).toEqual([null, null]);
  });

  it('a quote cached on the device: the early answer is not asked for', () => {
    const e = early({ LastPrice: 1660 });
    const storage = new MapStorage();
    storage.setItem(
      cacheKey('sh', '600519'),
      JSON.stringify({ savedAt: NOW - 60_000, stockname: '', dyna: { LastPrice: 1650 }, statistic: null }),
    );
    const store = new SecurityStore(
      new Transport(),
      () => undefined,
      new QuoteCache(storage, () => NOW),
      e.source,
    );
    store.setSymbol('sh', '600519');
    expect(e.asked).toEqual([]);
    expect(store.dyna?.LastPrice).toBe(1650);
  });
});
