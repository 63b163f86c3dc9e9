/** @jest-environment jsdom */
import { headline } from '../components/price-panel/fields';
import type { Dyna, Statistics } from '../../contract/quote-protocol';
import { cacheKey } from '../stores/quote-cache';
import { lineKey } from '../stores/line-cache';
import { handOver, type ParkedSocket } from '../quote/early-socket';
import { flatMinute, shanghaiTime } from '../quote/test-entries';
import { cachedHeadline, earlyBoot, SOCKET_URL_KEY, stockInstrumentOf, type EarlyWindow } from './early-boot';

describe('stockInstrumentOf', () => {
  it.each([
    ['/wap/sh/600519.html', '', { market: 'sh', code: '600519' }],
    ['/wap/hk/00700.html', '', { market: 'hk', code: '00700' }],
    ['/wap/', '', { market: 'sh', code: '000001' }],
    ['/wap', '?market=sz&code=000001', { market: 'sz', code: '000001' }],
    ['/wap/xx/600519.html', '', null], // a market the channel does not serve
    ['/wap/margin.html', '', null],
    ['/wap/sh/600519/1.html', '', null],
    ['/wap/stock-list.html', '', null],
  ])('%s%s', (path, search, want) => expect(stockInstrumentOf(path, search)).toEqual(want));
});

const dyna = (last: number) => ({ LastPrice: last }) as unknown as Dyna;
const stat = (pre: number) => ({ PreClosePrice: pre }) as unknown as Statistics;

describe('cachedHeadline', () => {
  it.each([
    ['sh', '600519', 1500, 1480],
    ['sh', '510300', 3.912, 3.9],
    ['hk', '00700', 320.4, 330],
    ['sz', '000001', 10, 10],
  ])('%s %s writes what the price panel writes', (market, code, last, pre) => {
    const q = { savedAt: 0, stockname: '', dyna: dyna(last), statistic: stat(pre) };
    const { price, change, percent, trend } = headline({
      market,
      code,
      dyna: q.dyna,
      statistic: q.statistic,
    });
    expect(cachedHeadline(market, code, q)).toEqual({ price, change, percent, trend });
  });

  it('no price, no headline', () => {
    expect(
      cachedHeadline('sh', '600519', { savedAt: 0, stockname: '', dyna: dyna(0), statistic: null }),
    ).toBeNull();
  });
});

/** The minute reply's two minutes, 09:30 and 09:31 Shanghai time. */
const MINUTES = [flatMinute(shanghaiTime(9, 30), 1510), flatMinute(shanghaiTime(9, 31), 1530)];

class FakeWebSocket {
  static made: FakeWebSocket[] = [];
  readyState = 0;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  readonly sent: Array<{ header: { type: number; seq: number }; body: Record<string, unknown> }> = [];
  /** Answers as the quote server would (auth, dictionary, snapshot, the day's minutes), when set. */
  server = false;
  constructor(readonly url: string) {
    FakeWebSocket.made.push(this);
  }
  close() {
    this.readyState = 3;
  }
  send(data: string) {
    const m = JSON.parse(data) as (typeof this.sent)[number];
    this.sent.push(m);
    if (!this.server) return;
    const { type, seq } = m.header;
    const key = (m.body.key as object[] | undefined)?.[0];
    const body =
      type === 92
        ? { ok: true }
        : type === 100
          ? { hq: [{ key, name: '贵州茅台', type: 'stock', lotSize: 100 }] }
          : type === 501
            ? { hq: [{ key, TradingDay: 20261120, PreClose: [1500], data: MINUTES }] }
            : { hq: [{ key, dyna: { LastPrice: 1530 }, statistics: { PreClosePrice: 1500 } }] };
    this.hear(type, seq, body);
  }
  hear(type: number, seq: number, body: object) {
    const data = JSON.stringify({
      header: { frame: 0, group: 0, model: 0, length: 0, rawLength: 0, seq, type, infoFlag: 0 },
      body,
    });
    queueMicrotask(() => this.onmessage?.({ data }));
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
}

function memoryStorage(entries: Record<string, string> = {}) {
  const m = new Map(Object.entries(entries));
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    map: m,
  };
}

/** What the early script reads of config.json's response (jsdom has no fetch Response). */
const fakeResponse = (body: object): Response => {
  const r = { ok: true, json: () => Promise.resolve(body), clone: () => r };
  return r as unknown as Response;
};

const NOW = Date.UTC(2026, 10, 25, 2, 0);

/** The lastPrice answers of the fake fetch, by URL; the URLs asked for. */
let lastPriceAnswers: Record<string, object | Promise<object> | 'fail'> = {};
let fetched: string[] = [];
/** The token calls of the fake fetch: method and body. */
let tokenCalls: Array<{ url: string; method?: string; body?: string }> = [];
let tokenFails = false;
const fakeFetch = (url: string, init?: { method?: string; body?: string }) => {
  if (url.includes('/hq-passport/')) {
    tokenCalls.push({ url, method: init?.method, body: init?.body });
    if (tokenFails) return Promise.reject(new Error('offline'));
    return Promise.resolve({
      ok: true,
      json: () => Promise.resolve({ Code: 0, Data: { Token: 't-1', ExpiresIn: 3600 } }),
    });
  }
  fetched.push(url);
  const a = lastPriceAnswers[url];
  if (!a || a === 'fail') return Promise.reject(new Error('offline'));
  // A promise: answered when the test resolves it.
  return Promise.resolve(a).then((body) => ({ ok: true, json: () => Promise.resolve(body) }));
};

function bootAt(path: string, storage: ReturnType<typeof memoryStorage> | null, config?: object) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = '<div id="root"></div>';
  const win = window as unknown as Window & EarlyWindow;
  delete win.__wapEarlySocket;
  delete win.__wapEarlyQuote;
  delete win.__wapHoldApp;
  delete win.__wapEarlyToken;
  delete win.__wapRouteFiles;
  delete win.__wapRouteStyles;
  delete win.__wapEarlyCalls;
  win.fetch = fakeFetch as unknown as typeof fetch;
  win.__wapConfig = config
    ? { url: '/wap/config.json', response: Promise.resolve(fakeResponse(config)) }
    : undefined;
  Object.assign(window, { WebSocket: FakeWebSocket });
  earlyBoot(win, storage, () => NOW);
  return win;
}

const flush = () => new Promise<void>((r) => setTimeout(r, 0));

describe('earlyBoot', () => {
  beforeEach(() => {
    FakeWebSocket.made = [];
    lastPriceAnswers = {};
    fetched = [];
    tokenCalls = [];
    tokenFails = false;
  });

  const saved = (over: object = {}) =>
    JSON.stringify({
      savedAt: NOW - 60_000,
      stockname: '贵州茅台',
      dyna: { LastPrice: 1500 },
      statistic: { PreClosePrice: 1480 },
      ...over,
    });

  it('draws the cached quote above the root, marked 非实时 and never as a live price', () => {
    bootAt('/wap/sh/600519.html', memoryStorage({ [cacheKey('sh', '600519')]: saved() }));
    const block = document.getElementById('boot-quote')!;
    expect(block.nextElementSibling?.id).toBe('root');
    expect(block.querySelector('[data-testid=panel-price-cached]')?.textContent).toBe('1500.00');
    expect(block.textContent).toContain('+20.00');
    expect(block.textContent).toContain('+1.35%');
    expect(block.textContent).toContain('非实时');
    expect(block.textContent).toContain('贵州茅台');
    expect(document.querySelector('[data-testid=panel-price]')).toBeNull();
  });

  it('with the last known intraday line kept too: drawn under the headline, as the chart loads it', () => {
    const line = JSON.stringify({
      savedAt: NOW - 60_000,
      tradingDay: 20261125,
      preClose: 1480,
      slots: 241,
      price: [1480, 1500],
    });
    bootAt(
      '/wap/sh/600519.html',
      memoryStorage({ [cacheKey('sh', '600519')]: saved(), [lineKey('sh', '600519')]: line }),
    );
    const drawn = document.querySelector('[data-testid=boot-quote] [data-testid=boot-quote-line]')!;
    expect(drawn.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 1000 400');
    expect(drawn.querySelector('.cached-line__price')?.getAttribute('d')).toMatch(/^M0 [\d.]+L4\.2 [\d.]+$/);
    expect(drawn.querySelector('.cached-line__ref')).not.toBeNull();
  });

  it("a line of another day than the quote's: not drawn under it", () => {
    const line = JSON.stringify({
      savedAt: NOW - 60_000,
      tradingDay: 20261124,
      preClose: 1480,
      slots: 241,
      price: [1480, 1500],
    });
    bootAt(
      '/wap/sh/600519.html',
      memoryStorage({
        [cacheKey('sh', '600519')]: saved({ dyna: { LastPrice: 1500, TradingDay: 20261125 } }),
        [lineKey('sh', '600519')]: line,
      }),
    );
    expect(document.querySelector('[data-testid=boot-quote]')).not.toBeNull();
    expect(document.querySelector('[data-testid=boot-quote-line]')).toBeNull();
  });

  it('no line kept: the headline alone', () => {
    bootAt('/wap/sh/600519.html', memoryStorage({ [cacheKey('sh', '600519')]: saved() }));
    expect(document.querySelector('[data-testid=boot-quote-line]')).toBeNull();
  });

  it('inside the app (the host bar shows the name): the headline only', () => {
    const win = window as unknown as { WapBridgeAndroid?: unknown };
    win.WapBridgeAndroid = { postMessage: () => undefined };
    try {
      bootAt('/wap/sh/600519.html', memoryStorage({ [cacheKey('sh', '600519')]: saved() }));
      const block = document.getElementById('boot-quote')!;
      expect(block.textContent).not.toContain('贵州茅台');
      expect(block.querySelector('[data-testid=panel-price-cached]')?.textContent).toBe('1500.00');
    } finally {
      delete win.WapBridgeAndroid;
    }
  });

  it('goes when the page has rendered its own view', async () => {
    bootAt('/wap/sh/600519.html', memoryStorage({ [cacheKey('sh', '600519')]: saved() }));
    const root = document.getElementById('root')!;
    root.innerHTML = '<div class="page-loading"></div>';
    await flush();
    expect(document.getElementById('boot-quote')).not.toBeNull();
    root.innerHTML = '<div class="stock-page"></div>';
    await flush();
    expect(document.getElementById('boot-quote')).toBeNull();
  });

  it.each([
    ['nothing cached', {}],
    ['a week-old quote', { [cacheKey('sh', '600519')]: saved({ savedAt: NOW - 8 * 24 * 3600_000 }) }],
    ['an unreadable entry', { [cacheKey('sh', '600519')]: '{"savedAt":' }],
    ['another instrument', { [cacheKey('sz', '000001')]: saved() }],
  ])('%s: no block', (_name, entries) => {
    bootAt('/wap/sh/600519.html', memoryStorage(entries));
    expect(document.getElementById('boot-quote')).toBeNull();
  });

  it('not the stock home: nothing drawn, no socket', async () => {
    bootAt('/wap/margin.html', memoryStorage({ [SOCKET_URL_KEY]: 'ws://h/ws/quote' }), { env: 'local' });
    await flush();
    expect(document.getElementById('boot-quote')).toBeNull();
    expect(FakeWebSocket.made).toEqual([]);
  });

  describe("the opened page's files, asked for before the app's code has run", () => {
    const MAP = {
      'dragon-tiger': { now: ['assets/page-dragon-tiger.A.js', 'assets/page-dragon-tiger.b.css'], later: [] },
      stock: { now: ['assets/page-stock.C.js'], later: ['assets/echarts.D.js'] },
    };
    const links = () =>
      [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.getAttribute('href')}`);
    beforeEach(() => {
      document.head.innerHTML = `<script type="application/json" id="wap-chunks">${JSON.stringify(MAP)}</script>`;
    });
    afterAll(() => {
      document.head.innerHTML = '';
    });

    it('a list screen drawn early: its stylesheets at once, its code once the rows are settled, once', async () => {
      const win = bootAt('/wap/stock-list.html', memoryStorage(), { env: 'local' });
      expect(links()).toEqual([`stylesheet ${location.origin}/wap/assets/page-dragon-tiger.b.css`]);
      expect(win.__wapRouteFiles).toBeUndefined();
      await win.__wapHoldApp;
      await flush();
      expect(links()).toEqual([
        `stylesheet ${location.origin}/wap/assets/page-dragon-tiger.b.css`,
        `modulepreload ${location.origin}/wap/assets/page-dragon-tiger.A.js`,
      ]);
      expect(win.__wapRouteFiles).toBe('dragon-tiger');
    });

    it('a list screen without early rows (its other tab): its whole chunk graph at once', () => {
      const win = bootAt('/wap/stock-list.html?tab=department', memoryStorage(), { env: 'local' });
      expect(links()).toEqual([
        `modulepreload ${location.origin}/wap/assets/page-dragon-tiger.A.js`,
        `stylesheet ${location.origin}/wap/assets/page-dragon-tiger.b.css`,
      ]);
      expect(win.__wapRouteFiles).toBe('dragon-tiger');
    });

    it('the stock home with its quote kept: asked for at once', () => {
      bootAt('/wap/sh/600519.html', memoryStorage({ [cacheKey('sh', '600519')]: saved() }));
      expect(links()).toEqual([
        `modulepreload ${location.origin}/wap/assets/page-stock.C.js`,
        `modulepreload ${location.origin}/wap/assets/echarts.D.js`,
      ]);
    });

    it('a first visit, its early price on its way and the app held for it: asked for at once too', () => {
      const win = bootAt('/wap/sh/600519.html', memoryStorage(), { env: 'local' });
      expect(win.__wapHoldApp).toBeDefined();
      expect(links()).toEqual([
        `modulepreload ${location.origin}/wap/assets/page-stock.C.js`,
        `modulepreload ${location.origin}/wap/assets/echarts.D.js`,
      ]);
    });
  });

  it('first visit: opens the socket where config.json says and remembers it; parks it for the app', async () => {
    const storage = memoryStorage();
    const win = bootAt('/wap/sh/600519.html', storage, { env: 'local' });
    expect(FakeWebSocket.made).toEqual([]);
    await flush();
    const url = `ws://${location.host}/ws/quote`;
    expect(FakeWebSocket.made.map((s) => s.url)).toEqual([url]);
    expect(storage.map.get(SOCKET_URL_KEY)).toBe(url);
    const parked = win.__wapEarlySocket as { url: string; messages: unknown[] };
    expect(parked.url).toBe(url);
    FakeWebSocket.made[0].onmessage?.({ data: 'greeting' });
    expect(parked.messages).toEqual(['greeting']);
  });

  it('returning: opens at once at the remembered URL, and only one socket', async () => {
    const storage = memoryStorage({ [SOCKET_URL_KEY]: 'ws://remembered/ws/quote' });
    bootAt('/wap/sh/600519.html', storage, { env: 'local' });
    expect(FakeWebSocket.made.map((s) => s.url)).toEqual(['ws://remembered/ws/quote']);
    await flush();
    expect(FakeWebSocket.made.length).toBe(1);
  });

  it('the app opened its own first: none', async () => {
    const win = bootAt('/wap/sh/600519.html', memoryStorage(), { env: 'local' });
    win.__wapEarlySocket = 'claimed';
    await flush();
    expect(FakeWebSocket.made).toEqual([]);
  });

  describe('the live price before the app (the early session on the parked socket)', () => {
    const boot = (storage = memoryStorage({ [cacheKey('sh', '600519')]: saved() })) => {
      const win = bootAt('/wap/sh/600519.html', storage, { env: 'local' });
      return { win, socket: () => FakeWebSocket.made[0] };
    };

    it('the cached block turns live (coloured, panel-price, no tag) and the app is started then', async () => {
      const { win, socket } = boot();
      let started = false;
      void win.__wapHoldApp!.then(() => (started = true));
      await flush();
      socket().server = true;
      socket().open();
      for (let i = 0; i < 5; i++) await flush();
      expect(socket().sent.map((m) => m.header.type)).toEqual([92, 100, 201, 501]);
      const block = document.getElementById('boot-quote')!;
      const live = block.querySelector('[data-testid=panel-price]');
      expect(live?.textContent).toBe('1530.00');
      expect(block.querySelector('[data-testid=panel-price-cached]')).toBeNull();
      expect(block.classList.contains('boot-quote--live')).toBe(true);
      expect(block.querySelector('.boot-quote__headline')!.classList.contains('rise')).toBe(true);
      expect(block.querySelector<HTMLElement>('.boot-quote__not-live')!.hidden).toBe(true);
      expect(started).toBe(true);
      // What was asked is left for the app's connection to adopt.
      expect(win.__wapEarlySocket).toMatchObject({ session: { authed: true, seq: 4 } });
    });

    it("the day's minutes draw the live line in the chart's colour; the last known one goes", async () => {
      const cachedLine = JSON.stringify({
        savedAt: Date.now(),
        tradingDay: 20261127,
        preClose: 1490,
        slots: 241,
        price: [1490, 1500],
      });
      const { socket } = boot(
        memoryStorage({ [cacheKey('sh', '600519')]: saved(), [lineKey('sh', '600519')]: cachedLine }),
      );
      await flush();
      socket().server = true;
      socket().open();
      for (let i = 0; i < 5; i++) await flush();
      const block = document.getElementById('boot-quote')!;
      expect(block.querySelector('[data-testid=boot-quote-line]')).toBeNull();
      const line = block.querySelector('[data-testid=boot-live-line]')!;
      // 09:30 and 09:31 are the CN axis's first two of 242 slots (1000 / 241 apart), 1510 and 1530
      // over the range 1500–1530 of a 400-high box with 8 % margins; the dashed reference at 1500.
      expect(line.querySelector('.boot-quote__chart-price')!.getAttribute('d')).toBe('M0 256L4.1 32');
      expect(line.querySelector('.cached-line__ref')!.getAttribute('d')).toBe('M0 368L1000 368');
      expect(block.classList.contains('boot-quote--live')).toBe(true);
      // A pushed minute moves the line on.
      const key = (socket().sent.find((m) => m.header.type === 501)!.body.key as object[])[0];
      socket().hear(501, 0, {
        hq: [
          {
            key,
            TradingDay: 20261120,
            PreClose: [1500],
            data: [{ ...MINUTES[1], Time: MINUTES[1].Time + 60 }],
          },
        ],
      });
      await flush();
      expect(line.querySelector('.boot-quote__chart-price')!.getAttribute('d')).toBe('M0 256L4.1 32L8.3 32');
      // The socket lost: the block (and its line with it, by style) is grey again.
      socket().onclose?.({});
      expect(block.classList.contains('boot-quote--live')).toBe(false);
      expect(block.querySelector('[data-testid=boot-live-line]')).not.toBeNull();
    });

    it('the socket closes before the app took it: the block says 非实时 again, the app starts', async () => {
      const { win, socket } = boot();
      await flush();
      socket().server = true;
      socket().open();
      for (let i = 0; i < 5; i++) await flush();
      socket().onclose?.({});
      const block = document.getElementById('boot-quote')!;
      expect(block.querySelector('[data-testid=panel-price-cached]')?.textContent).toBe('1530.00');
      expect(block.querySelector('[data-testid=panel-price]')).toBeNull();
      expect(block.querySelector<HTMLElement>('.boot-quote__not-live')!.hidden).toBe(false);
      await expect(win.__wapHoldApp).resolves.toBeUndefined();
    });

    it('a first visit: the live quote replaces the grey first quote, never the other way', async () => {
      lastPriceAnswers['/rjhy-stock-quote/api/1/lastPrice?market=sh&symbol=600519'] = {
        code: 1,
        data: {
          name: '贵州茅台',
          dyna: { LastPrice: 1510, InstrumentID: '600519' },
          statistic: { PreClosePrice: 1480 },
        },
      };
      const { socket } = boot(memoryStorage());
      await flush();
      socket().server = true;
      socket().open();
      for (let i = 0; i < 5; i++) await flush();
      expect(document.querySelectorAll('#boot-quote')).toHaveLength(1);
      expect(document.querySelector('#boot-quote [data-testid=panel-price]')?.textContent).toBe('1530.00');
    });

    it('a first visit whose server quote comes after the live one: the live one stays', async () => {
      let answer!: (body: object) => void;
      lastPriceAnswers['/rjhy-stock-quote/api/1/lastPrice?market=sh&symbol=600519'] = new Promise<object>(
        (r) => (answer = r),
      );
      const { socket } = boot(memoryStorage());
      await flush();
      socket().server = true;
      socket().open();
      for (let i = 0; i < 5; i++) await flush();
      expect(document.querySelector('#boot-quote [data-testid=panel-price]')?.textContent).toBe('1530.00');
      answer({
        code: 1,
        data: {
          name: '贵州茅台',
          dyna: { LastPrice: 1510, InstrumentID: '600519' },
          statistic: { PreClosePrice: 1480 },
        },
      });
      for (let i = 0; i < 5; i++) await flush();
      expect(document.querySelector('#boot-quote [data-testid=panel-price]')?.textContent).toBe('1530.00');
      expect(document.querySelector('#boot-quote [data-testid=panel-price-cached]')).toBeNull();
    });

    it('the socket closes after the app took it, before the page rendered: the block says 非实时', async () => {
      const { win, socket } = boot();
      await flush();
      socket().server = true;
      socket().open();
      for (let i = 0; i < 5; i++) await flush();
      const taken = handOver(win.__wapEarlySocket as ParkedSocket);
      taken.onclose = () => undefined;
      socket().onclose?.({});
      const block = document.getElementById('boot-quote')!;
      expect(block.querySelector('[data-testid=panel-price]')).toBeNull();
      expect(block.querySelector<HTMLElement>('.boot-quote__not-live')!.hidden).toBe(false);
    });

    it('the token call fails: nothing asked on the socket, and the app is not held', async () => {
      tokenFails = true;
      const { win, socket } = boot();
      await expect(win.__wapHoldApp).resolves.toBeUndefined();
      socket().open();
      await flush();
      expect(socket().sent).toEqual([]);
    });
  });

  describe("first visit, nothing cached: the server's quote (lastPrice) as the first price", () => {
    const URL_600519 = '/rjhy-stock-quote/api/1/lastPrice?market=sh&symbol=600519';
    const answer = (id = '600519', name = '贵州茅台') => ({
      code: 1,
      data: { name, dyna: { LastPrice: 1510, InstrumentID: id }, statistic: { PreClosePrice: 1480 } },
    });

    it('asked for once config.json is there, drawn as not live, kept in the cache and handed to the app', async () => {
      lastPriceAnswers[URL_600519] = answer();
      const storage = memoryStorage();
      const win = bootAt('/wap/sh/600519.html', storage, { env: 'local' });
      expect(win.__wapEarlyQuote).toMatchObject({ market: 'sh', code: '600519' });
      await flush();
      expect(fetched).toEqual([URL_600519]);
      const block = document.getElementById('boot-quote')!;
      expect(block.querySelector('[data-testid=panel-price-cached]')?.textContent).toBe('1510.00');
      expect(block.textContent).toContain('非实时');
      expect(block.textContent).toContain('贵州茅台');
      expect(document.querySelector('[data-testid=panel-price]')).toBeNull();
      const kept = JSON.parse(storage.map.get(cacheKey('sh', '600519'))!) as {
        savedAt: number;
        dyna: object;
      };
      expect(kept.savedAt).toBe(NOW);
      expect(kept.dyna).toEqual({ LastPrice: 1510, InstrumentID: '600519' });
      expect((await win.__wapEarlyQuote!.quote)?.dyna.LastPrice).toBe(1510);
    });

    it('an HK stock is asked for by its code and kept under the channel symbol the page keys it by', async () => {
      lastPriceAnswers['/rjhy-stock-quote/api/1/lastPrice?market=hk&symbol=00700'] = answer(
        '00700',
        '腾讯控股',
      );
      const storage = memoryStorage();
      const win = bootAt('/wap/hk/00700.html', storage, { env: 'local' });
      expect(win.__wapEarlyQuote).toMatchObject({ market: 'hk', code: '0700' });
      await flush();
      expect(storage.map.has(cacheKey('hk', '0700'))).toBe(true);
      expect(document.getElementById('boot-quote')?.textContent).toContain('腾讯控股');
    });

    it('the page kept a live quote meanwhile: the answer does not overwrite it', async () => {
      lastPriceAnswers[URL_600519] = answer();
      const storage = memoryStorage();
      bootAt('/wap/sh/600519.html', storage, { env: 'local' });
      storage.setItem(cacheKey('sh', '600519'), saved({ savedAt: NOW, dyna: { LastPrice: 1520 } }));
      await flush();
      expect(JSON.parse(storage.map.get(cacheKey('sh', '600519'))!).dyna).toEqual({ LastPrice: 1520 });
    });

    it('the page has already rendered its own view: not drawn (the page shows it)', async () => {
      lastPriceAnswers[URL_600519] = answer();
      bootAt('/wap/sh/600519.html', memoryStorage(), { env: 'local' });
      document.getElementById('root')!.innerHTML = '<div class="stock-page"></div>';
      await flush();
      expect(document.getElementById('boot-quote')).toBeNull();
    });

    it.each([
      ['the call fails', 'fail' as const],
      ['it answers for another instrument', answer('000001')],
    ])('%s: nothing drawn, nothing kept', async (_name, a) => {
      lastPriceAnswers[URL_600519] = a;
      const storage = memoryStorage();
      const win = bootAt('/wap/sh/600519.html', storage, { env: 'local' });
      await flush();
      expect(document.getElementById('boot-quote')).toBeNull();
      expect(storage.map.has(cacheKey('sh', '600519'))).toBe(false);
      expect(win.__wapEarlyQuote).toBeDefined();
    });

    it('a quote cached: no call', async () => {
      bootAt('/wap/sh/600519.html', memoryStorage({ [cacheKey('sh', '600519')]: saved() }), {
        env: 'local',
      });
      await flush();
      expect(fetched).toEqual([]);
    });

    it('no config.json request (not index.html): no call', async () => {
      bootAt('/wap/sh/600519.html', memoryStorage());
      await flush();
      expect(fetched).toEqual([]);
    });
  });

  describe('the quote token, asked for once config.json has come', () => {
    it('posts the fixed credentials and parks the grant for the app', async () => {
      const win = bootAt('/wap/sh/600519.html', memoryStorage(), { env: 'local' });
      await flush();
      expect(tokenCalls.map((c) => [c.url, c.method])).toEqual([['/hq-passport/api/1/token', 'POST']]);
      expect(JSON.parse(tokenCalls[0].body!)).toMatchObject({ AppKey: expect.any(String), Type: 'h5' });
      expect(win.__wapEarlyToken?.url).toBe('/hq-passport/api/1/token');
      await expect(win.__wapEarlyToken?.grant).resolves.toMatchObject({
        token: 't-1',
        expiresInSeconds: 3600,
      });
    });

    it('the app asked first: none', async () => {
      const win = bootAt('/wap/sh/600519.html', memoryStorage(), { env: 'local' });
      win.__wapEarlyToken = null;
      await flush();
      expect(tokenCalls).toEqual([]);
    });

    it('not the stock home: none', async () => {
      bootAt('/wap/margin.html', memoryStorage(), { env: 'local' });
      await flush();
      expect(tokenCalls).toEqual([]);
    });
  });
});
