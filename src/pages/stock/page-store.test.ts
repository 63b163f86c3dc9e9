import { runInAction } from 'mobx';
import { QuoteRequestError } from '../../quote/connection';
import { MsgType, type Message } from '../../../contract/quote-protocol';
import type { QuoteTransport } from '../../stores/quote-connection';
import { SecurityStore } from '../../stores/security';
import { STATUS_RELOAD_MS, StockPageStore, type StockServices } from './page-store';
import { instrumentFromRoute } from './route';
import { LineCache } from '../../stores/line-cache';

class FakeQuote implements QuoteTransport {
  unknown = new Set<string>();
  /** Codes the dictionary answers for, but with no instrument (an empty name). */
  nameless = new Set<string>();
  /** Requests that fail as if the socket closed under them. */
  failures = 0;
  active = 0;
  requests: number[] = [];
  subscribe(): () => void {
    this.active += 1;
    return () => (this.active -= 1);
  }
  async request<B>(type: number, body: object): Promise<Message<B>> {
    this.requests.push(type);
    const key = (body as { key: { market: number; code: string }[] }).key[0];
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('connection closed');
    }
    if (this.unknown.has(key.code)) throw new QuoteRequestError(404, `unknown instrument: ${key.code}`);
    const name = this.nameless.has(key.code) ? '' : '贵州茅台';
    return {
      header: { frame: 0, group: 0, model: 0, length: 0, rawLength: 0, seq: 3, type, infoFlag: 0 },
      body: { hq: [{ key, name, type: 'stock', lotSize: 100 }] },
    } as Message<B>;
  }
}

function services(calls: string[]): StockServices {
  return {
    fetchKlines: async () => [],
    fetchNav: async () => ({ dates: [], values: [] }),
    fetchLimitUpGene: async (m, c) => {
      calls.push(`gene ${m} ${c}`);
      return {
        TopStopRate: 50,
        TopYearNum: 2,
        TopStopOpRate: 1,
        TopStopClRate: 2,
        TopStopClDate: '2026-10-10',
      };
    },
    fetchStockDetail: async (m, c) => {
      calls.push(`detail ${m} ${c}`);
      return { ttmdivshr: 1, ttmepsxclx: 2, NetProfTTM: 3, TotalShare: 4 };
    },
    fetchLargeOrders: async () => [],
    fetchStockName: async (m, c) => {
      calls.push(`name ${m} ${c}`);
      return c === '00700' ? '腾讯控股' : '贵州茅台';
    },
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

/** A page store over the fake channel, its own Security store and the fake services. */
/** Pages made by a test leave afterwards: no feed or timer outlives it. */
const made: StockPageStore[] = [];
afterEach(() => made.splice(0).forEach((p) => p.leave()));

function pageOn(quote: FakeQuote, calls: string[] = []): StockPageStore {
  const page = new StockPageStore(new SecurityStore(quote), quote, services(calls), () => undefined);
  made.push(page);
  return page;
}

/** A page opened on an instrument and on screen, its first replies in. */
async function shownPage(quote: FakeQuote, market: string, code: string): Promise<StockPageStore> {
  const page = pageOn(quote);
  page.open(market, code);
  page.enter();
  await flush();
  return page;
}

describe('stock page store', () => {
  it('reads market and code from params, then the query, else 上证指数', () => {
    expect(instrumentFromRoute({ market: 'sz', code: '300750' }, new URLSearchParams())).toEqual({
      market: 'sz',
      code: '300750',
    });
    expect(instrumentFromRoute({}, new URLSearchParams('market=HKSE&code=00700'))).toEqual({
      market: 'HKSE',
      code: '00700',
    });
    expect(instrumentFromRoute({}, new URLSearchParams())).toEqual({ market: 'sh', code: '000001' });
  });

  it('subscribes on enter, unsubscribes everything on leave', async () => {
    const quote = new FakeQuote();
    const page = await shownPage(quote, 'sh', '600519');
    expect(page.existence).toBe('found');
    expect(quote.active).toBeGreaterThanOrEqual(2); // page snapshot + intraday minutes
    page.leave();
    expect(quote.active).toBe(0);
  });

  it.each([
    ['the dictionary answers 404', 'unknown' as const],
    ['the dictionary reply has no such instrument', 'nameless' as const],
  ])('an unknown code is not found (%s) and nothing stays subscribed', async (_n, how) => {
    const quote = new FakeQuote();
    quote[how].add('999999');
    const page = await shownPage(quote, 'sh', '999999');
    await flush();
    expect(page.existence).toBe('not-found');
    expect(quote.active).toBe(0);
  });

  it('an unknown market after a stock stops that stock’s feeds; going back shows the stock again', async () => {
    const quote = new FakeQuote();
    const page = await shownPage(quote, 'sh', '600519');
    expect(page.existence).toBe('found');
    page.open('nowhere', '600519');
    expect(page.existence).toBe('not-found');
    expect(quote.active).toBe(0);
    page.open('sh', '600519');
    await flush();
    await flush();
    expect(page.existence).toBe('found');
    expect(quote.active).toBeGreaterThanOrEqual(2);
  });

  it('a failed existence check is asked again while the page is on screen, and on its return', async () => {
    jest.useFakeTimers();
    try {
      const quote = new FakeQuote();
      const page = pageOn(quote);
      quote.failures = 1; // the one dictionary request (the Security store's), as the socket closes
      page.open('sh', '600519');
      page.enter();
      await jest.advanceTimersByTimeAsync(0);
      expect(page.existence).toBe('checking');
      page.leave();
      const asked = quote.requests.length;
      await jest.advanceTimersByTimeAsync(60_000);
      expect(quote.requests.length).toBe(asked); // hidden: nothing is asked
      page.enter();
      await jest.advanceTimersByTimeAsync(0);
      expect(page.existence).toBe('found');
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ['sh', '600519', 100, 100],
    ['HKSE', '00700', 500, 1],
    ['NASDAQ', 'AAPL', 1, 1],
  ])('%s %s: board lot %i, volumes shown per %i (CN 手, HK and USA shares)', (market, code, unit, per) => {
    const quote = new FakeQuote();
    const security = new SecurityStore(quote);
    const page = new StockPageStore(security, quote, services([]), () => undefined);
    page.open(market, code);
    runInAction(() => (security.statics = { TradingUnit: unit } as SecurityStore['statics']));
    expect(page.lotSize).toBe(unit);
    expect(page.volumeLot).toBe(per);
  });

  it.each([
    ['sh', '600519', 'name sh 600519', '贵州茅台'],
    ['HKSE', '0700', 'name HKSE 00700', '腾讯控股'], // §7 (the calls it makes): 4-digit HK codes padded
  ])(
    '%s %s: the page fetches the stock name (getStockName) once the instrument is found',
    async (market, code, call, name) => {
      const calls: string[] = [];
      const quote = new FakeQuote();
      const page = pageOn(quote, calls);
      page.open(market, code);
      page.enter();
      await flush();
      await flush();
      expect(calls).toContain(call);
      expect(page.fetchedName).toBe(name);
      expect(page.name).toBe(name);
    },
  );

  it('an unknown market is not found without asking the server', () => {
    const quote = new FakeQuote();
    const page = pageOn(quote);
    page.open('nowhere', '600519');
    expect(page.existence).toBe('not-found');
    expect(quote.requests).toEqual([]);
  });

  it('fetches the limit-up gene for CN stocks and the stock detail for HK / US stocks (route code)', async () => {
    const calls: string[] = [];
    const quote = new FakeQuote();
    const page = pageOn(quote, calls);
    page.open('sh', '600519');
    page.enter(); // the page is on screen: it subscribes, and the dictionary answers
    await flush();
    await flush();
    page.open('HKSE', '00700');
    await flush();
    await flush();
    expect(calls.filter((c) => !c.startsWith('name'))).toEqual(['gene sh 600519', 'detail HKSE 00700']);
    expect(page.detail).toEqual({ ttmdivshr: 1, ttmepsxclx: 2, NetProfTTM: 3, TotalShare: 4 });
    expect(page.gene).toBeNull();
  });

  it('reloads 60 s after the status changes following its first value', async () => {
    jest.useFakeTimers();
    try {
      const quote = new FakeQuote();
      const security = new SecurityStore(quote);
      let reloads = 0;
      const page = new StockPageStore(security, quote, services([]), () => (reloads += 1));
      page.open('sh', '600519');
      page.enter();
      const status = (s: number): Message => ({
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
        body: {
          hq: [{ key: security.key, status: { StatusType: s, ExchangeID: 'sh', InstrumentID: '600519' } }],
        },
      });
      // the first value is not a change
      security.applySnapshot(status(3) as never, (security as unknown as { generation: number }).generation);
      jest.advanceTimersByTime(STATUS_RELOAD_MS * 2);
      expect(reloads).toBe(0);
      security.applySnapshot(status(5) as never, (security as unknown as { generation: number }).generation);
      jest.advanceTimersByTime(STATUS_RELOAD_MS - 1);
      expect(reloads).toBe(0);
      jest.advanceTimersByTime(1);
      expect(reloads).toBe(1);
      expect(STATUS_RELOAD_MS).toBe(60_000);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the last known intraday line (issue 21)', () => {
  class MapStorage {
    map = new Map<string, string>();
    getItem = (k: string) => this.map.get(k) ?? null;
    setItem = (k: string, v: string) => void this.map.set(k, v);
    removeItem = (k: string) => void this.map.delete(k);
  }
  const minute = (days: 1 | 5) =>
    ({
      region: 'CN',
      days,
      times: ['09:30', '09:31', '09:32'],
      dayLabels: ['11-25'],
      dayKeys: [20261125],
      price: [1500, 1502, null],
      avg: [1500, 1501, null],
      volume: [10, 20, null],
      preClose: 1490,
      last: 1,
      slotTime: [0, 60, null],
    }) as NonNullable<StockPageStore['chart']['minute']>;

  it('is kept when the page is left, under the channel symbol, and read back for the URL instrument', async () => {
    const quote = new FakeQuote();
    const lines = new LineCache(new MapStorage(), () => Date.UTC(2026, 10, 25, 3));
    const page = new StockPageStore(new SecurityStore(quote), quote, services([]), () => undefined, lines);
    made.push(page);
    page.open('hk', '00700');
    page.enter();
    await flush();
    runInAction(() => (page.chart.minute = minute(1)));
    page.leave();
    expect(lines.load('hk', '0700')).toMatchObject({ price: [1500, 1502], preClose: 1490, slots: 3 });
    expect(page.loadCachedLine('hk', '00700')?.price).toEqual([1500, 1502]);
  });

  it('nothing kept from a page without its intraday line', async () => {
    const quote = new FakeQuote();
    const storage = new MapStorage();
    const page = new StockPageStore(
      new SecurityStore(quote),
      quote,
      services([]),
      () => undefined,
      new LineCache(storage, () => Date.UTC(2026, 10, 25, 3)),
    );
    made.push(page);
    page.open('sh', '600519');
    page.enter();
    await flush();
    page.leave();
    expect([...storage.map.keys()]).toEqual([]);
  });
});
