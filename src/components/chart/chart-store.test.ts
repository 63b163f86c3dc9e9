import { MsgType, type KlineEntry, type Message } from '../../../contract/quote-protocol';
import type { MinuteUpdate } from '../../quote/minute-feed';
import { dailyBar, flatMinute, shanghaiTime } from '../../quote/test-entries';
import { barsToLoad, ChartStore, LIVE_FIRST_REPLY_TIMEOUT_MS, type ChartSources } from './chart-store';
import { MA_CALC } from './indicators/ma';
import { indicatorsOf } from './kline-indicators';

const bar = dailyBar;

/** Stores made by a test leave afterwards: no feed or first-reply timer outlives it. */
const made: ChartStore[] = [];
afterEach(() => made.splice(0).forEach((s) => s.leave()));

function setup() {
  const klineCalls: string[] = [];
  let resolveWeek: (e: KlineEntry[]) => void = () => undefined;
  const minuteListeners: Array<(u: MinuteUpdate) => void> = [];
  const klineListeners: Array<(m: Message) => void> = [];
  let released = 0;
  const sources: ChartSources = {
    subscribeMinute: (_key, _days, fn) => {
      minuteListeners.push(fn);
      return () => (released += 1);
    },
    quote: {
      subscribe: (type, _body, fn) => {
        if (type === MsgType.Kline) klineListeners.push(fn as (m: Message) => void);
        return () => (released += 1);
      },
      request: () => Promise.reject(new Error('unused')),
    },
    fetchKlines: (_m, _c, period) => {
      klineCalls.push(period);
      return new Promise((r) => (resolveWeek = r));
    },
    fetchNav: () => Promise.resolve({ dates: ['2026-11-20'], values: [1.23] }),
  };
  const store = new ChartStore(sources);
  made.push(store);
  store.reset({
    market: 'sh',
    code: '600519',
    region: 'CN',
    key: { market: 1, code: '600519' },
    preClose: () => 10,
  });
  return {
    store,
    klineCalls,
    resolveWeek: (e: KlineEntry[]) => resolveWeek(e),
    minuteListeners,
    klineListeners,
    released: () => released,
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('chart store', () => {
  it('does not send a pending period request twice and serves the cache afterwards', async () => {
    const t = setup();
    t.store.selectPeriod('week');
    t.store.selectPeriod('day');
    t.store.selectPeriod('week');
    expect(t.klineCalls).toEqual(['WEEK']);
    expect(t.store.state.week).toBe('loading');
    t.resolveWeek([bar(0, 10), bar(1, 11)]);
    await flush();
    expect(t.store.state.week).toBe('ready');
    t.store.selectPeriod('min');
    t.store.selectPeriod('week');
    expect(t.klineCalls).toEqual(['WEEK']);
    expect(t.store.klines.get('week')!.data.close).toEqual([10, 11]);
  });

  it('intraday comes from the live subscription and the last bar updates in place', () => {
    const t = setup();
    const live: string[] = [];
    t.store.onLive((p) => live.push(p));
    t.store.enter();
    expect(t.minuteListeners).toHaveLength(1);
    const at = shanghaiTime;
    const m = (time: number, price: number) => flatMinute(time, price, 10);
    t.minuteListeners[0]({
      tradingDay: 20261120,
      preClose: 10,
      data: [m(at(9, 30), 10.1), m(at(9, 31), 10.2)],
      full: true,
    });
    expect(t.store.state.min).toBe('ready');
    expect(t.store.minute!.last).toBe(1);
    t.minuteListeners[0]({ tradingDay: 20261120, preClose: 10, data: [m(at(9, 31), 10.25)], full: false });
    expect(t.store.minute!.price[1]).toBe(10.25);
    t.minuteListeners[0]({ tradingDay: 20261120, preClose: 10, data: [m(at(9, 32), 10.3)], full: false });
    expect(t.store.minute!.last).toBe(2);
    expect(live).toEqual(['min', 'min']);
  });

  it('a push for an earlier minute of the day (the session started over) reloads the intraday chart', () => {
    const t = setup();
    t.store.enter();
    const at = shanghaiTime;
    const m = (time: number, price: number) => flatMinute(time, price, 10);
    const day = (data: ReturnType<typeof m>[], full: boolean) => ({
      tradingDay: 20261120,
      preClose: 10,
      data,
      full,
    });
    t.minuteListeners[0](day([m(at(9, 31), 10.1), m(at(14, 59), 10.2), m(at(15, 0), 10.3)], true));
    expect(t.store.minute!.last).toBe(241);
    const releasedBefore = t.released();
    t.minuteListeners[0](day([m(at(9, 31), 10.05)], false));
    expect(t.released()).toBe(releasedBefore + 1);
    expect(t.minuteListeners).toHaveLength(2);
    t.minuteListeners[1](day([m(at(9, 31), 10.05)], true));
    expect(t.store.state.min).toBe('ready');
    expect(t.store.minute!.last).toBe(1);
    expect(t.store.minute!.price[1]).toBe(10.05);
  });

  it('daily K-lines: reply builds the set once, pushes update the last bar or append', () => {
    const t = setup();
    const events: Array<[string, boolean]> = [];
    t.store.onLive((p, appended) => events.push([p, appended]));
    t.store.selectPeriod('day');
    const reply = (seq: number, data: KlineEntry[]): Message => ({
      header: {
        frame: 0,
        group: 0,
        model: 0,
        length: 0,
        rawLength: 0,
        seq,
        type: MsgType.Kline,
        infoFlag: 0,
      },
      body: { hq: [{ key: { market: 1, code: '600519' }, Period: 1440, KlineData: data }] },
    });
    const history = Array.from({ length: 30 }, (_, i) => bar(i, 10 + i / 10));
    t.klineListeners[0](reply(5, history));
    expect(t.store.state.day).toBe('ready');
    const k = t.store.klines.get('day')!;
    // The chart reads the indicators (computed once over the reply), then trades patch the last bar.
    const set = indicatorsOf(k);
    const ma5Before = set.lines(MA_CALC)[5][29];
    t.klineListeners[0](reply(0, [{ ...bar(29, 20) }]));
    expect(k.data.close[29]).toBe(20);
    expect(k.candles[29][1]).toBe(20);
    expect(indicatorsOf(k)).toBe(set);
    expect(set.lines(MA_CALC)[5][29]).not.toBe(ma5Before);
    t.klineListeners[0](reply(0, [bar(30, 21)]));
    expect(k.data.close).toHaveLength(31);
    expect(events).toEqual([
      ['day', false],
      ['day', true],
    ]);
    // §8 (the error catalogue): a K-line message without KlineData is dropped
    t.klineListeners[0]({
      ...reply(0, []),
      body: { hq: [{ key: { market: 1, code: '600519' }, Period: 1440 }] },
    });
    expect(k.data.close).toHaveLength(31);
  });

  it('leaving unsubscribes every live feed and live periods reload on return', async () => {
    const t = setup();
    t.store.enter();
    t.store.selectPeriod('day');
    t.store.leave();
    expect(t.released()).toBe(2);
    t.store.enter();
    expect(t.minuteListeners.length + t.klineListeners.length).toBe(3);
  });

  it('a live period with no first reply after the time-out offers the retry; a late reply still draws', () => {
    jest.useFakeTimers();
    try {
      const t = setup();
      t.store.enter();
      jest.advanceTimersByTime(LIVE_FIRST_REPLY_TIMEOUT_MS - 1);
      expect(t.store.state.min).toBe('loading');
      jest.advanceTimersByTime(1);
      expect(t.store.state.min).toBe('error');
      t.minuteListeners[0]({
        tradingDay: 20261120,
        preClose: 10,
        data: [flatMinute(shanghaiTime(9, 30), 10.1)],
        full: true,
      });
      expect(t.store.state.min).toBe('ready');
    } finally {
      jest.useRealTimers();
    }
  });

  it('retry opens a live feed afresh, releasing the one that never answered', () => {
    jest.useFakeTimers();
    try {
      const t = setup();
      t.store.enter();
      jest.advanceTimersByTime(LIVE_FIRST_REPLY_TIMEOUT_MS);
      expect(t.store.state.min).toBe('error');
      t.store.retry('min');
      expect(t.released()).toBe(1);
      expect(t.minuteListeners).toHaveLength(2);
      expect(t.store.state.min).toBe('loading');
      t.store.leave(); // no time-out fires for a page that has gone
      jest.advanceTimersByTime(LIVE_FIRST_REPLY_TIMEOUT_MS * 2);
      expect(t.store.state.min).toBe('idle');
    } finally {
      jest.useRealTimers();
    }
  });

  it('net value loads over HTTP for the 净值 tab', async () => {
    const t = setup();
    t.store.selectPeriod('nav');
    await flush();
    expect(t.store.nav).toEqual({ dates: ['2026-11-20'], values: [1.23] });
  });

  it('loads the §9 K-line limit, capped at the default count of 1500', () => {
    expect(barsToLoad('DAY', 'CN')).toBe(1210);
    expect(barsToLoad('DAY', 'HK')).toBe(1500);
    expect(barsToLoad('WEEK', 'USA')).toBe(1500);
  });
});

describe('chart store: US 分时 with extended hours (issue 21)', () => {
  // Tuesday 2026-11-24, New York UTC−5.
  const ny = (hh: number, mm: number) => Date.UTC(2026, 10, 24, hh + 5, mm) / 1000;
  const ext = (t: number, price: number) => ({
    Time: t,
    Price: price,
    Volume: 5,
    UnmismatchVolume: 0,
    UnmismatchFlag: 0,
  });

  function usSetup() {
    const minuteListeners: Array<(u: MinuteUpdate) => void> = [];
    const extListeners: Array<(u: { data: ReturnType<typeof ext>[]; full: boolean }) => void> = [];
    let released = 0;
    const store = new ChartStore({
      subscribeMinute: (_key, _days, fn) => {
        minuteListeners.push(fn);
        return () => (released += 1);
      },
      subscribeExtended: (_key, fn) => {
        extListeners.push(fn);
        return () => (released += 1);
      },
      quote: {
        subscribe: () => () => undefined,
        request: () => Promise.reject(new Error('unused')),
      },
      fetchKlines: () => Promise.resolve([]),
      fetchNav: () => Promise.resolve({ dates: [], values: [] }),
    });
    made.push(store);
    store.reset({
      market: 'NASDAQ',
      code: 'AAPL',
      region: 'USA',
      key: { market: 106, code: 'AAPL' },
      preClose: () => 100,
    });
    return { store, minuteListeners, extListeners, released: () => released };
  }

  it('subscribes 504 beside 501 for 分时 only and lays both on the 960-point axis', () => {
    const t = usSetup();
    t.store.enter();
    expect([t.minuteListeners.length, t.extListeners.length]).toEqual([1, 1]);
    // 504 may answer first: its minutes wait for the series.
    t.extListeners[0]({ data: [ext(ny(4, 1), 99), ext(ny(4, 2), 99.2)], full: true });
    t.minuteListeners[0]({ tradingDay: 20261124, preClose: 100, data: [], full: true });
    const s = t.store.minute!;
    expect([s.times.length, s.price[0], s.price[1], s.extendedLast]).toEqual([960, 99, 99.2, 1]);
    const live: string[] = [];
    t.store.onLive((p) => live.push(p));
    t.extListeners[0]({ data: [ext(ny(4, 3), 99.4)], full: false });
    expect([s.price[2], live]).toEqual([99.4, ['min']]);
    // 5日 keeps the regular axis and no 504 feed.
    t.store.selectPeriod('min5');
    expect(t.extListeners).toHaveLength(1);
  });

  it('a 504 minute before the last drawn (a demo loop began) reloads, releasing both feeds', () => {
    const t = usSetup();
    t.store.enter();
    t.minuteListeners[0]({ tradingDay: 20261124, preClose: 100, data: [], full: true });
    t.extListeners[0]({ data: [ext(ny(4, 1), 99), ext(ny(16, 30), 101)], full: true });
    t.extListeners[0]({ data: [ext(ny(4, 1), 98)], full: false });
    expect(t.released()).toBe(2);
    expect([t.minuteListeners.length, t.extListeners.length]).toEqual([2, 2]);
  });
});

describe('chart store: minute K-lines, 季K and 年K (issue 35)', () => {
  const minuteBar = (hh: number, mm: number, close: number, volume = 100): KlineEntry => ({
    ...bar(19, close),
    Time: shanghaiTime(hh, mm),
    Volume: volume,
    TradingDay: 20261120,
  });

  it('5分 subscribes kline 701 with code 5 for 960 bars; a push inside the bar updates it, past the boundary appends', () => {
    const bodies: unknown[] = [];
    const listeners: Array<(m: Message) => void> = [];
    const store = new ChartStore({
      quote: {
        subscribe: (type, body, fn) => {
          bodies.push([type, body]);
          listeners.push(fn as (m: Message) => void);
          return () => undefined;
        },
        request: () => Promise.reject(new Error('unused')),
      },
      fetchKlines: () => Promise.reject(new Error('unused')),
      fetchNav: () => Promise.reject(new Error('unused')),
      settings: null,
    });
    made.push(store);
    store.reset({
      market: 'sh',
      code: '600519',
      region: 'CN',
      key: { market: 1, code: '600519' },
      preClose: () => 10,
    });
    const events: Array<[string, boolean]> = [];
    store.onLive((p, appended) => events.push([p, appended]));
    store.selectPeriod('m5');
    expect(bodies).toEqual([
      [
        MsgType.Kline,
        { key: [{ market: 1, code: '600519' }], period: 5, count: 960, type: 1, timestamp: true },
      ],
    ]);
    const msg = (seq: number, data: KlineEntry[]): Message => ({
      header: {
        frame: 0,
        group: 0,
        model: 0,
        length: 0,
        rawLength: 0,
        seq,
        type: MsgType.Kline,
        infoFlag: 0,
      },
      body: { hq: [{ key: { market: 1, code: '600519' }, Period: 5, KlineData: data }] },
    });
    listeners[0](msg(3, [minuteBar(9, 35, 10), minuteBar(9, 40, 10.1)]));
    expect(store.state.m5).toBe('ready');
    const k = store.klines.get('m5')!;
    expect(k.labels).toEqual(['11-20 09:35', '11-20 09:40']);
    // A push stamped with a minute inside the 09:40–09:45 bar (an older server's stamp) opens that
    // bar, stamped with its end; the bar's own end stamp updates it; 09:46 is past the boundary.
    listeners[0](msg(0, [minuteBar(9, 42, 10.3, 250)]));
    expect(k.data.close).toEqual([10, 10.1, 10.3]);
    expect(k.data.time[2]).toBe(shanghaiTime(9, 45));
    listeners[0](msg(0, [minuteBar(9, 45, 10.4, 300)]));
    expect(k.data.close).toEqual([10, 10.1, 10.4]);
    listeners[0](msg(0, [minuteBar(9, 46, 10.5, 20)]));
    expect(k.data.close).toEqual([10, 10.1, 10.4, 10.5]);
    expect(k.labels[3]).toBe('11-20 09:50');
    expect(events).toEqual([
      ['m5', true],
      ['m5', false],
      ['m5', true],
    ]);
  });

  it('季K and 年K load over HTTP as SEASON and YEAR, with the 复权 mode', async () => {
    const calls: unknown[] = [];
    const store = new ChartStore({
      quote: { subscribe: () => () => undefined, request: () => Promise.reject(new Error('unused')) },
      fetchKlines: (_m, _c, period, limit, adjust) => {
        calls.push([period, limit, adjust]);
        return Promise.resolve([bar(0, 10), bar(1, 11)]);
      },
      fetchNav: () => Promise.reject(new Error('unused')),
      settings: null,
    });
    made.push(store);
    store.reset({
      market: 'sh',
      code: '600519',
      region: 'CN',
      key: { market: 1, code: '600519' },
      preClose: () => 10,
    });
    store.selectPeriod('quarter');
    store.selectPeriod('year');
    await flush();
    expect(calls).toEqual([
      ['SEASON', barsToLoad('MONTH', 'CN'), store.adjust],
      ['YEAR', barsToLoad('MONTH', 'CN'), store.adjust],
    ]);
    expect([store.state.quarter, store.klines.get('year')!.labels]).toEqual([
      'ready',
      ['2026-11-01', '2026-11-02'],
    ]);
  });
});
