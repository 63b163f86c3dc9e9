import { autorun, isObservable } from 'mobx';
import { MsgType, type DictionaryBody, type Dyna, type Message } from '../../contract/quote-protocol';
import { QuoteRequestError, type QuoteListener } from '../quote/connection';
import { minutePreClose } from '../quote/minute-feed';
import type { QuoteTransport } from './quote-connection';
import {
  DICTIONARY_RETRY_MS,
  PAGE_SECTIONS,
  STATUS_RELOAD_DELAY_MS,
  SecurityStore,
  TICK_LIST_SIZE,
  recomputedTurnover,
} from './security';

interface Sub {
  type: number;
  body: { key: { market: number; code: string }[] } & Record<string, unknown>;
  listener: QuoteListener;
  released: boolean;
}

class FakeTransport implements QuoteTransport {
  subs: Sub[] = [];
  requests: { type: number; body: Record<string, unknown> }[] = [];
  dictionaryType = 'stock';
  subscribe<B>(type: number, body: object, listener: QuoteListener<B>): () => void {
    const sub: Sub = {
      type,
      body: body as Sub['body'],
      listener: listener as QuoteListener,
      released: false,
    };
    this.subs.push(sub);
    return () => (sub.released = true);
  }
  async request<B>(type: number, body: object): Promise<Message<B>> {
    this.requests.push({ type, body: body as Record<string, unknown> });
    const key = (body as Sub['body']).key[0];
    return msg(type, 5, {
      hq: [{ key, name: '测试名称', type: this.dictionaryType, lotSize: 100 }],
    }) as Message<B>;
  }
  active(): Sub[] {
    return this.subs.filter((s) => !s.released);
  }
}

function msg(type: number, seq: number, body: unknown): Message {
  return {
    header: { frame: 0, group: 0, model: 0, length: 0, rawLength: 0, seq, type, infoFlag: seq ? 0 : 1 },
    body,
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const dyna = (over: Partial<Dyna>): Partial<Dyna> => ({
  LastPrice: 10,
  Volume: 1000,
  CirStock: 100000,
  TurnoverRate: 0.5,
  ...over,
});

function setup(market = 'sh', code = '600519') {
  const transport = new FakeTransport();
  const store = new SecurityStore(transport, () => undefined);
  store.setSymbol(market, code);
  return { transport, store };
}

describe('setSymbol (§4)', () => {
  test('upper-cases the code, strips the HK leading character unless it is a dot, maps the region', () => {
    const { store } = setup('HKSE', '00700');
    expect([store.code, store.symbol, store.region]).toEqual(['00700', '0700', 'HK']);
    store.setSymbol('HKIDX', '.hsi');
    expect([store.symbol, store.region, store.isIndex]).toEqual(['.HSI', 'HK', true]);
    store.setSymbol('NASDAQ', 'aapl');
    expect([store.symbol, store.region]).toEqual(['AAPL', 'USA']);
    store.setSymbol('sz', '300750');
    expect([store.symbol, store.region, store.isIndex]).toEqual(['300750', 'CN', false]);
    expect(store.key).toEqual({ market: 0, code: '300750' });
    store.setSymbol('HKSE', '00700');
    expect(store.key).toEqual({ market: 102, code: '00700' });
  });

  test('dependent state resets only when the code changes', async () => {
    const { store, transport } = setup();
    store.enter();
    await flush();
    transport
      .active()[0]
      .listener(
        msg(MsgType.StockSnapshot, 0, { hq: [{ key: { market: 1, code: '600519' }, dyna: dyna({}) }] }),
      );
    store.setHomeScrollTop(120);
    const version = store.symbolVersion;
    store.setSymbol('sh', '600519');
    expect(store.symbolVersion).toBe(version);
    expect(store.dyna).not.toBeNull();
    expect(store.homeScrollTop).toBe(120);
    store.setSymbol('sz', '000001');
    expect(store.symbolVersion).toBe(version + 1);
    expect([
      store.dyna,
      store.statistic,
      store.statics,
      store.status,
      store.profile,
      store.stockname,
    ]).toEqual([null, null, null, null, null, '']);
    expect(store.tick).toEqual([]);
    expect(store.homeScrollTop).toBe(0);
  });
});

describe('page subscriptions', () => {
  test('dictionary first, then a 201 snapshot with the page sections; leave() releases it', async () => {
    const { store, transport } = setup();
    store.enter();
    expect(transport.requests).toEqual([
      { type: MsgType.Dictionary, body: { key: [{ market: 1, code: '600519' }] } },
    ]);
    await flush();
    expect(store.stockname).toBe('测试名称');
    const [sub] = transport.active();
    expect(sub.type).toBe(MsgType.StockSnapshot);
    expect(sub.body).toEqual({
      key: [{ market: 1, code: '600519' }],
      level: 2,
      sections: [...PAGE_SECTIONS],
      timestamp: true,
    });
    expect(PAGE_SECTIONS).toEqual(['dyna', 'statistics', 'status', 'static', 'tick']);
    store.leave();
    expect(transport.active()).toHaveLength(0);
    sub.listener(
      msg(MsgType.StockSnapshot, 0, { hq: [{ key: { market: 1, code: '600519' }, dyna: dyna({}) }] }),
    );
    expect(store.dyna).toBeNull();
  });

  test('indices subscribe 202, sectors 203; the dictionary kind decides when the code cannot', async () => {
    const index = setup('sh', '000001');
    index.store.enter();
    await flush();
    expect(index.transport.active()[0].type).toBe(MsgType.IndexSnapshot);
    const sector = setup('XBHS', 'BK0475');
    sector.store.enter();
    await flush();
    expect(sector.transport.active()[0].type).toBe(MsgType.BlockSnapshot);
    const byDictionary = setup('sh', '000688');
    byDictionary.transport.dictionaryType = 'index';
    byDictionary.store.enter();
    await flush();
    expect(byDictionary.store.isIndex).toBe(true);
    expect(byDictionary.transport.active()[0].type).toBe(MsgType.IndexSnapshot);
  });

  test('changing the symbol while on the page moves the subscription', async () => {
    const { store, transport } = setup();
    store.enter();
    await flush();
    store.setSymbol('sz', '000001');
    await flush();
    expect(transport.active().map((s) => s.body.key)).toEqual([[{ market: 0, code: '000001' }]]);
  });

  test.each([
    ['a time-out', new Error('quote request timed out'), 1],
    ['the socket closing mid-request', new Error('connection closed'), 1],
    ['an unknown code (404: the page shows not-found)', new QuoteRequestError(404, 'unknown'), 0],
  ])('a dictionary request failing with %s is asked again later: %i subscription', async (_n, err, subs) => {
    jest.useFakeTimers();
    try {
      const { store, transport } = setup();
      const answer = transport.request.bind(transport);
      let failures = 1;
      transport.request = <B>(type: number, body: object) =>
        failures-- > 0 ? Promise.reject(err) : answer<B>(type, body);
      store.enter();
      await jest.advanceTimersByTimeAsync(0);
      expect(transport.active()).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(DICTIONARY_RETRY_MS);
      expect(transport.active()).toHaveLength(subs);
      expect(transport.requests).toHaveLength(subs);
    } finally {
      jest.useRealTimers();
    }
  });

  test.each([
    ['names it', '测试名称', null, 'found', 1],
    ['answers with an empty name', '', null, 'not-found', 0],
    ['answers 404', '测试名称', new QuoteRequestError(404, 'unknown'), 'not-found', 0],
  ])('the dictionary %s: lookup %s, %i subscription', async (_n, name, err, lookup, subs) => {
    const { store, transport } = setup();
    const answer = transport.request.bind(transport);
    transport.request = async <B>(type: number, body: object) => {
      if (err) throw err;
      const reply = await answer<DictionaryBody>(type, body);
      return { ...reply, body: { hq: reply.body.hq.map((h) => ({ ...h, name })) } } as Message<B>;
    };
    expect(store.lookup).toBe('unknown');
    store.enter();
    await flush();
    expect(store.lookup).toBe(lookup);
    expect(transport.active()).toHaveLength(subs);
    store.setSymbol('sz', '000001');
    expect(store.lookup).toBe('unknown'); // a new instrument is looked up afresh
  });

  test('leaving the page stops a pending dictionary retry', async () => {
    jest.useFakeTimers();
    try {
      const { store, transport } = setup();
      transport.request = () => Promise.reject(new Error('connection closed'));
      store.enter();
      await jest.advanceTimersByTimeAsync(0);
      store.leave();
      const spy = jest.spyOn(transport, 'request');
      await jest.advanceTimersByTimeAsync(DICTIONARY_RETRY_MS * 3);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('quote updates', () => {
  async function entered() {
    const ctx = setup();
    ctx.store.enter();
    await flush();
    const push = (item: Record<string, unknown>, seq = 0) =>
      ctx.transport
        .active()[0]
        .listener(msg(MsgType.StockSnapshot, seq, { hq: [{ key: { market: 1, code: '600519' }, ...item }] }));
    return { ...ctx, push };
  }

  test('one observable dyna object per instrument, updated in place', async () => {
    const { store, push } = await entered();
    push({ dyna: dyna({ LastPrice: 10 }) }, 5);
    const first = store.dyna;
    const seen: number[] = [];
    const stop = autorun(() => seen.push(store.dyna?.LastPrice ?? -1));
    push({ dyna: dyna({ LastPrice: 11 }) });
    expect(store.dyna).toBe(first);
    expect(seen).toEqual([10, 11]);
    stop();
  });

  test('turnover rate = volume / circulating shares when both are numeric and the shares non-zero (§5)', async () => {
    const { store, push } = await entered();
    push({ dyna: dyna({ Volume: 2000, CirStock: 100000, TurnoverRate: 0.9 }) });
    expect(store.dyna?.TurnoverRate).toBeCloseTo(0.02, 10);
    store.setProfile({ CircSkamt: 50000 });
    expect(store.dyna?.TurnoverRate).toBeCloseTo(0.04, 10);
    store.setProfile(null);
    push({ dyna: dyna({ Volume: 2000, CirStock: 0, TurnoverRate: 0.9 }) });
    expect(store.dyna?.TurnoverRate).toBe(0.9);
    expect(recomputedTurnover(100, 0)).toBeUndefined();
    expect(recomputedTurnover('100', 1000)).toBeUndefined();
    expect(recomputedTurnover(100, null)).toBeUndefined();
    expect(recomputedTurnover(100, 1000)).toBe(0.1);
  });

  test('status-change hook fires on a change after the first value, not on the first or a repeat', async () => {
    const { store, push } = await entered();
    const calls: [number, number][] = [];
    store.onStatusChange((next, prev) => calls.push([prev.StatusType, next.StatusType]));
    push({ status: { StatusType: 3, ExchangeID: 'sh', InstrumentID: '600519' } });
    push({ status: { StatusType: 3, ExchangeID: 'sh', InstrumentID: '600519' } });
    expect(calls).toEqual([]);
    push({ status: { StatusType: 5, ExchangeID: 'sh', InstrumentID: '600519' } });
    expect(calls).toEqual([[3, 5]]);
  });

  test('the page reloads 60 s after the first status change, once', async () => {
    const { store, push } = await entered();
    jest.useFakeTimers();
    try {
      const reload = jest.fn();
      const dispose = store.reloadOnStatusChange(reload);
      const status = (StatusType: number) => ({
        status: { StatusType, ExchangeID: 'sh', InstrumentID: '600519' },
      });
      push(status(3));
      push(status(5));
      push(status(3));
      jest.advanceTimersByTime(59_999);
      expect(reload).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(reload).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(120_000);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(STATUS_RELOAD_DELAY_MS).toBe(60_000);
      dispose();
    } finally {
      jest.useRealTimers();
    }
  });

  test('ticks: the reply replaces the list, pushes append new trades, at most the tick list size', async () => {
    const { store, push } = await entered();
    const t = (id: number) => ({ ID: id, Time: id, Price: 1, Volume: 1, Property: 2, TradingDay: 1 });
    push({ tick: Array.from({ length: 60 }, (_, i) => t(i + 1)) }, 7);
    expect(store.tick).toHaveLength(TICK_LIST_SIZE);
    expect(TICK_LIST_SIZE).toBe(50);
    push({ tick: [t(60), t(61)] });
    expect(store.tick.map((x) => x.ID).slice(-2)).toEqual([60, 61]);
    expect(store.tick).toHaveLength(50);
  });

  test('a new session (the day played again, or a new day) starts the tick list over', async () => {
    const { store, push } = await entered();
    const t = (id: number) => ({ ID: id, Time: id, Price: 1, Volume: 1, Property: 2, TradingDay: 20261120 });
    push({ dyna: dyna({ TradingDay: 20261120, Volume: 9000 }), tick: [t(500), t(501)] }, 7);
    push({ dyna: dyna({ TradingDay: 20261120, Volume: 9100 }), tick: [t(502)] });
    expect(store.tick.map((x) => x.ID)).toEqual([500, 501, 502]);
    // The demo clock's next loop: volume restarts, tick IDs restart from 1.
    push({ dyna: dyna({ TradingDay: 20261120, Volume: 300 }), tick: [t(1), t(2)] });
    expect(store.tick.map((x) => x.ID)).toEqual([1, 2]);
    push({ dyna: dyna({ TradingDay: 20261123, Volume: 400 }), tick: [t(1)] });
    expect(store.tick.map((x) => x.ID)).toEqual([1]);
    push({ dyna: dyna({ TradingDay: 20261123, Volume: 500 }), tick: [t(1), t(2)] });
    expect(store.tick.map((x) => x.ID)).toEqual([1, 2]);
  });

  test('ticks are observed by reference: each new trade re-runs observers once, rows stay plain data', async () => {
    const { store, push } = await entered();
    const t = (id: number) => ({ ID: id, Time: id, Price: 1, Volume: 1, Property: 2, TradingDay: 1 });
    push({ tick: [t(1), t(2)] }, 7);
    const seen: number[] = [];
    const dispose = autorun(() => seen.push(store.tick.length));
    push({ tick: [t(3)] });
    push({ tick: [t(3)] }); // nothing new: the list is left as it is
    expect(seen).toEqual([2, 3]);
    expect(isObservable(store.tick)).toBe(false);
    expect(isObservable(store.tick[0])).toBe(false);
    dispose();
  });

  test('statistics and static land in their own fields', async () => {
    const { store, push } = await entered();
    push({ statistics: { PreClosePrice: 9.5 }, static: { TradingUnit: 100 } }, 3);
    expect(store.statistic?.PreClosePrice).toBe(9.5);
    expect(store.statics?.TradingUnit).toBe(100);
  });
});

describe('minute line', () => {
  test('pre-close from the response only when it holds exactly one value (§5)', () => {
    expect(minutePreClose([10.5], 9)).toBe(10.5);
    expect(minutePreClose([10.5, 10.7], 9)).toBe(9);
    expect(minutePreClose([], 9)).toBe(9);
    expect(minutePreClose(undefined, 9)).toBe(9);
    expect(minutePreClose(['x'], 9)).toBe(9);
  });

  test('subscribeMinute applies the rule, falling back to the statistics pre-close', async () => {
    const { store, transport } = setup();
    store.enter();
    await flush();
    transport.active()[0].listener(
      msg(MsgType.StockSnapshot, 2, {
        hq: [{ key: { market: 1, code: '600519' }, statistics: { PreClosePrice: 8 } }],
      }),
    );
    const got: (number | undefined)[] = [];
    store.subscribeMinute(5, (u) => got.push(u.preClose));
    const sub = transport.active().find((s) => s.type === MsgType.Minute)!;
    expect(sub.body).toMatchObject({ days: 5, pushflag: true });
    sub.listener(
      msg(MsgType.Minute, 9, {
        hq: [{ key: { market: 1, code: '600519' }, TradingDay: 1, PreClose: [1, 2, 3, 4, 5], data: [] }],
      }),
    );
    sub.listener(
      msg(MsgType.Minute, 0, {
        hq: [{ key: { market: 1, code: '600519' }, TradingDay: 1, PreClose: [7], data: [] }],
      }),
    );
    expect(got).toEqual([8, 7]);
  });
});
