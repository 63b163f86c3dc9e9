import type { MarginMarketParam, MarginTotals } from '../../../contract/margin';
import {
  MARGIN_CHART_DELAY_MS,
  MarginHomeStore,
  type MarginHomeApi,
  type Schedule,
} from './margin-home-store';

/** A clock the test moves: timers fire when `advance` passes them. */
function fakeClock() {
  let now = 0;
  let timers: { at: number; fn: () => void; live: boolean }[] = [];
  const schedule: Schedule = (fn, ms) => {
    const t = { at: now + ms, fn, live: true };
    timers.push(t);
    return () => (t.live = false);
  };
  const advance = (ms: number) => {
    now += ms;
    const due = timers.filter((t) => t.live && t.at <= now);
    timers = timers.filter((t) => !due.includes(t));
    due.forEach((t) => t.fn());
  };
  return { schedule, advance };
}

const totals = (market: MarginMarketParam, day: string): MarginTotals => ({
  Market: market,
  TradingDay: day,
  FinanceValue: 1,
  FinanceValueDiff: 0,
  SecurityValue: 1,
  SecurityValueDiff: 0,
  FiSecuValue: 2,
  FinaInTVRatio: 1,
});

function fakeApi() {
  const calls: string[] = [];
  const api: MarginHomeApi = {
    getBalanceChart: (m) => (
      calls.push(`balance:${m}`),
      Promise.resolve([{ TradingDay: '2026-11-24', FinanceValue: 1, SecurityValue: 1 }])
    ),
    getRatioChart: (m) => (
      calls.push(`ratio:${m}`),
      Promise.resolve([{ TradingDay: '2026-11-24', Ratio: 1 }])
    ),
    getDiffChart: (m) => (
      calls.push(`diff:${m}`),
      Promise.resolve([{ TradingDay: '2026-11-24', FinanceSecuDiff: 1 }])
    ),
    getTotals: (m, d) => (
      calls.push(`totals:${m}:${d ?? ''}`),
      Promise.resolve(totals(m, d ?? '2026-11-24'))
    ),
    getTopFive: (m, d) => (calls.push(`top5:${m}:${d ?? ''}`), Promise.resolve([])),
    getDetail: (m, d, n) => (calls.push(`detail:${m}:${d ?? ''}:${n}`), Promise.resolve([])),
  };
  return { api, calls };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('MarginHomeStore', () => {
  test('tables at once; the chart only after the delay (§9 margin chart delay 300 ms)', async () => {
    const { api, calls } = fakeApi();
    const clock = fakeClock();
    const store = new MarginHomeStore(api, clock.schedule);
    store.start();
    await flush();
    expect(calls).toEqual(['balance:both', 'totals:both:', 'top5:both:', 'detail:both::10']);
    expect(store.tradingDays).toEqual(['2026-11-24']);
    expect(store.shownDate).toBe('2026-11-24');
    clock.advance(MARGIN_CHART_DELAY_MS - 1);
    expect(calls).toHaveLength(4);
    clock.advance(1);
    await flush();
    expect(calls[4]).toBe('balance:both');
    expect(store.chart?.metric).toBe('balance');
  });

  test('flicking through the tabs asks for the chart of the tab it settles on, once', async () => {
    const { api, calls } = fakeApi();
    const clock = fakeClock();
    const store = new MarginHomeStore(api, clock.schedule);
    store.start();
    clock.advance(100);
    store.setMarket('sh');
    clock.advance(200);
    store.setMarket('sz');
    clock.advance(MARGIN_CHART_DELAY_MS);
    await flush();
    expect(calls.filter((c) => /^(balance|ratio|diff):/.test(c))).toEqual(['balance:both', 'balance:sz']);
    expect(calls.filter((c) => c.startsWith('totals'))).toEqual(['totals:both:', 'totals:sh:', 'totals:sz:']);
    expect(store.market).toBe('sz');
  });

  test.each([
    ['ratio', 'ratio:both'],
    ['diff', 'diff:both'],
  ] as const)('the %s sub-metric loads at once', async (metric, call) => {
    const { api, calls } = fakeApi();
    const store = new MarginHomeStore(api, fakeClock().schedule);
    store.setMetric(metric);
    await flush();
    expect(calls).toEqual([call]);
    expect(store.chart?.metric).toBe(metric);
  });

  test('a date reloads the tables for it; a late answer for an older choice is dropped', async () => {
    const { api, calls } = fakeApi();
    let release: (() => void) | undefined;
    const slow: MarginHomeApi = {
      ...api,
      getTotals: (m, d) =>
        d === '2026-11-20' ? new Promise((r) => (release = () => r(totals(m, 'old')))) : api.getTotals(m, d),
    };
    const store = new MarginHomeStore(slow, fakeClock().schedule);
    store.setDate('2026-11-20');
    store.setDate('2026-11-23');
    await flush();
    release?.();
    await flush();
    expect(store.tables?.totals.TradingDay).toBe('2026-11-23');
    expect(calls).toContain('detail:both:2026-11-23:10');
  });

  test('a failed table load says so and keeps no stale tables', async () => {
    const { api } = fakeApi();
    const store = new MarginHomeStore(
      { ...api, getTopFive: () => Promise.reject(new Error('down')) },
      fakeClock().schedule,
    );
    store.start();
    await flush();
    expect(store.tablesFailed).toBe(true);
    expect(store.tables).toBeNull();
  });
});
