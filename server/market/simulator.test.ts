/**
 * Simulator invariants over one simulated full trading day (Friday 2026-11-20) for every
 * instrument, in `real` clock mode with a stepping clock: prices on the tick grid and inside the
 * limits, high ≥ open/close ≥ low, minute volumes summing to the daily volume, weekly and monthly
 * bars agreeing with daily ones, index and sector values agreeing with their constituents, Z+P+D =
 * constituent count, statuses following each exchange's sessions, and a restart replaying the day.
 */
import type { KlineEntry } from '../../contract/quote-protocol';
import { UNIVERSE, instrumentId } from '../data/universe';
import type { InstrumentSeed } from '../data/types';
import { monthKey, weekKey } from './bars';
import { generateStockSeries } from './history';
import { createMarket } from './index';
import { onTickGrid, roundPrice } from './rules';
import type { Simulator } from './simulator';

const DAY = 20261120;
const utc = (h: number, m: number) => Date.UTC(2026, 10, 20, h, m);
const traded = UNIVERSE.filter((s) => s.kind === 'stock' || s.kind === 'etf' || s.market === 'EUIDX');
const aggregates = UNIVERSE.filter((s) => (s.constituents?.length ?? 0) > 0);

let now = utc(0, 30);
let market: Simulator;
/** Status of one instrument recorded at chosen UTC times while stepping. */
const seen = new Map<string, number>();
const probes: [string, number, number, number][] = [
  // [id, utc hour, utc minute, expected §4 (states and transitions) status]
  ['sh:600519', 1, 10, 4], // 09:10 Beijing: before the call auction, yesterday is shown closed
  ['sh:600519', 1, 20, 7], // 09:20 call auction
  ['sz:000001', 1, 27, 2], // 09:27 auction done, waiting for continuous trading
  ['sh:600519', 2, 0, 3], // 10:00 continuous
  ['sz:300750', 4, 0, 5], // 12:00 midday break
  ['sz:000001', 6, 58, 10], // 14:58 closing auction
  ['bj:830799', 7, 30, 4], // 15:30 closed
  ['HKSE:00700', 1, 10, 7], // 09:10 Hong Kong pre-opening auction
  ['HKSE:00700', 2, 0, 3],
  ['HKSE:00700', 4, 30, 5], // 12:30 lunch break
  ['HKIDX:.HSI', 8, 5, 10], // 16:05 closing auction session
  ['HKSE:00700', 8, 20, 4],
  ['NASDAQ:AAPL', 10, 0, 12], // 05:00 New York: pre-market
  ['NYSE:JPM', 15, 0, 3], // 10:00 New York
  ['AMEX:SPY', 22, 0, 13], // 17:00 New York: after-hours
  ['EUIDX:GDAXI', 9, 0, 3], // 10:00 Frankfurt
  ['EUIDX:FTSE', 16, 32, 10], // 16:32 London closing auction
];

/** Problems found by the invariant checks (plain checks: a full day has ~10^5 values to look at). */
const problems: string[] = [];
function ensure(ok: boolean, what: () => string): void {
  if (!ok && problems.length < 50) problems.push(what());
}

function checkTraded(m: Simulator, seed: InstrumentSeed): void {
  const id = instrumentId(seed);
  const d = m.dyna(id);
  const st = m.statistics(id);
  const at = () => `${id} at ${new Date(now).toISOString()}`;
  if (d.Volume === 0) {
    ensure(
      d.OpenPrice === 0 && m.minutes(id, 1)[0].data.every((b) => b.Volume === 0),
      () => `${at()}: no volume yet but opened`,
    );
    return;
  }
  for (const p of [d.LastPrice, d.OpenPrice, d.HighestPrice, d.LowestPrice]) {
    ensure(onTickGrid(seed, p), () => `${at()}: ${p} off the tick grid`);
  }
  ensure(d.HighestPrice >= Math.max(d.OpenPrice, d.LastPrice), () => `${at()}: high below open/last`);
  ensure(d.LowestPrice <= Math.min(d.OpenPrice, d.LastPrice), () => `${at()}: low above open/last`);
  if (st.UpperLimitPrice > 0) {
    ensure(
      d.HighestPrice <= st.UpperLimitPrice && d.LowestPrice >= st.LowerLimitPrice,
      () => `${at()}: outside limits`,
    );
  }
  let vol = 0;
  let amount = 0;
  for (const b of m.minutes(id, 1)[0].data) {
    vol += b.Volume;
    amount += b.Amount;
    ensure(
      b.High >= Math.max(b.Open, b.Price) && b.Low <= Math.min(b.Open, b.Price),
      () => `${at()}: minute ${b.Time} OHLC`,
    );
    ensure(
      onTickGrid(seed, b.Price) && onTickGrid(seed, b.High) && onTickGrid(seed, b.Low),
      () => `${at()}: minute off grid`,
    );
  }
  ensure(vol === d.Volume, () => `${at()}: minute volumes ${vol} != daily ${d.Volume}`);
  ensure(Math.abs(amount - d.Amount) <= 1, () => `${at()}: minute amounts ${amount} != daily ${d.Amount}`);
  ensure(d.Volume % seed.lotSize === 0, () => `${at()}: volume not in lots`);
  for (const t of m.ticks(id, 50)) {
    ensure(
      onTickGrid(seed, t.Price) && t.Volume % seed.lotSize === 0,
      () => `${at()}: tick ${t.Price}×${t.Volume}`,
    );
    ensure(
      st.UpperLimitPrice === 0 || (t.Price <= st.UpperLimitPrice && t.Price >= st.LowerLimitPrice),
      () => `${at()}: tick outside limits`,
    );
    ensure(
      t.Property === 0 || t.Property === 1 || t.Property === 2,
      () => `${at()}: tick property ${t.Property}`,
    );
  }
}

function checkAggregate(m: Simulator, seed: InstrumentSeed): void {
  const id = instrumentId(seed);
  const d = m.dyna(id);
  const pre = m.statistics(id).PreClosePrice;
  const members = seed.constituents ?? [];
  const at = () => `${id} at ${new Date(now).toISOString()}`;
  let num = 0;
  let den = 0;
  let z = 0;
  let dn = 0;
  let volume = 0;
  for (const mid of members) {
    const md = m.dyna(mid);
    const mpre = m.statistics(mid).PreClosePrice;
    const f = m.byId(mid)!.floatShares;
    num += f * md.LastPrice;
    den += f * mpre;
    if (md.LastPrice > mpre) z++;
    if (md.LastPrice < mpre) dn++;
    volume += md.Volume;
  }
  const want = roundPrice(seed, (pre * num) / den);
  ensure(d.LastPrice === want, () => `${at()}: value ${d.LastPrice} != ${want} from constituents`);
  ensure(d.Z + d.P + d.D === members.length, () => `${at()}: Z+P+D ${d.Z + d.P + d.D} != ${members.length}`);
  ensure(d.Z === z && d.D === dn, () => `${at()}: Z/D ${d.Z}/${d.D} != ${z}/${dn}`);
  ensure(d.Volume === volume, () => `${at()}: volume ${d.Volume} != Σ ${volume}`);
  ensure(
    d.Volume === 0 || (d.HighestPrice >= d.LastPrice && d.LowestPrice <= d.LastPrice),
    () => `${at()}: range`,
  );
}

beforeAll(() => {
  market = createMarket({ clock: 'real' }, { now: () => now, seed: 7 });
  // 00:30 → 22:30 UTC in 10-minute steps covers Beijing, Hong Kong, Europe and New York sessions.
  const probeTimes = new Set(probes.map(([, h, mm]) => h * 60 + mm));
  for (let t = 30; t <= 22 * 60 + 30; t += 1) {
    if (t % 30 !== 0 && !probeTimes.has(t)) continue;
    now = utc(Math.floor(t / 60), t % 60);
    market.step();
    for (const [id, h, mm] of probes)
      if (h * 60 + mm === t) seen.set(`${id}@${h}:${mm}`, market.status(id).StatusType);
    if (t % 180 === 0) {
      for (const s of traded) checkTraded(market, s);
      for (const s of aggregates) checkAggregate(market, s);
    }
  }
});

test('statuses follow each exchange session (real clock)', () => {
  const got = probes.map(([id, h, mm]) => [id, `${h}:${mm}`, seen.get(`${id}@${h}:${mm}`)]);
  expect(got).toEqual(probes.map(([id, h, mm, want]) => [id, `${h}:${mm}`, want]));
});

test('invariants held at every check while the day was stepped', () => {
  expect(problems).toEqual([]);
});

test('every traded instrument completed the day on the tick grid, inside its limits, minutes summing to the day', () => {
  for (const s of traded) checkTraded(market, s);
  expect(problems).toEqual([]);
  for (const s of traded) {
    const id = instrumentId(s);
    const d = market.dyna(id);
    expect(d.TradingDay).toBe(DAY);
    // The day realised exactly its planned bar, which is what the history shows once the day is past.
    const series = market.dailySeries(id);
    const i = series.days.length - 1;
    expect(series.days[i]).toBe(DAY);
    expect([d.OpenPrice, d.HighestPrice, d.LowestPrice, d.LastPrice, d.Volume]).toEqual([
      series.open[i],
      series.high[i],
      series.low[i],
      series.close[i],
      series.volume[i],
    ]);
  }
});

test('indices and sectors agree with their constituents; Z + P + D = constituent count', () => {
  for (const s of aggregates) checkAggregate(market, s);
  expect(problems).toEqual([]);
  const bars = market.minutes('sh:000001', 1)[0].data;
  const members = UNIVERSE.find((s) => s.code === '000001' && s.market === 'sh')!.constituents!;
  const k = 100;
  const vol = members.reduce((v, m) => v + market.minutes(m, 1)[0].data[k].Volume, 0);
  expect(bars[k].Volume).toBe(vol);
  const sector = market.dyna('XBHS:BK0477');
  expect(sector.SectorSortData?.top).not.toBeNull();
  expect(sector.UpdownRate).toBeCloseTo(
    sector.LastPrice / market.statistics('XBHS:BK0477').PreClosePrice - 1,
    5,
  );
});

test('daily history: ≥1500 bars ending today; weekly and monthly bars agree with daily bars', () => {
  const check = (daily: KlineEntry[], rolled: KlineEntry[], key: (d: number) => number) => {
    const groups = new Map<number, KlineEntry[]>();
    for (const b of daily) groups.set(key(b.TradingDay), [...(groups.get(key(b.TradingDay)) ?? []), b]);
    expect(rolled.length).toBe(groups.size);
    const bad = rolled.filter((r) => {
      const g = groups.get(key(r.TradingDay))!;
      return (
        r.Open !== g[0].Open ||
        r.Close !== g[g.length - 1].Close ||
        r.High !== Math.max(...g.map((b) => b.High)) ||
        r.Low !== Math.min(...g.map((b) => b.Low)) ||
        r.Volume !== g.reduce((v, b) => v + b.Volume, 0)
      );
    });
    expect(bad).toEqual([]);
  };
  for (const id of [
    'sh:600519',
    'sz:300750',
    'HKSE:00700',
    'NYSE:JPM',
    'sh:000300',
    'XBHS:BK1036',
    'sz:159915',
    'EUIDX:FTSE',
  ]) {
    const daily = market.klines(id, 'DAY', { limit: 0 });
    expect(daily.length).toBeGreaterThanOrEqual(1500);
    expect(daily[daily.length - 1].TradingDay).toBe(DAY);
    // Raw (不复权) bars: on an ex-date the previous close is the ex-reference price, not the last close.
    const exDates = new Set(market.corporateActions(id).map((a) => a.exDate));
    const bad = daily.filter(
      (b, i) =>
        (i > 0 && b.PreClose !== daily[i - 1].Close && !exDates.has(b.TradingDay)) ||
        b.High < Math.max(b.Open, b.Close) ||
        b.Low > Math.min(b.Open, b.Close),
    );
    expect(bad).toEqual([]);
    check(daily, market.klines(id, 'WEEK', { limit: 0 }), weekKey);
    check(daily, market.klines(id, 'MONTH', { limit: 0 }), monthKey);
    expect(market.klines(id, 'DAY', { limit: 10 }).length).toBe(10);
  }
});

test('minute history covers the last five trading days; minute periods roll up M1', () => {
  const five = market.minutes('sh:600519', 5);
  expect(five.map((d) => d.tradingDay)).toEqual([20261116, 20261117, 20261118, 20261119, 20261120]);
  expect(five.map((d) => d.data.length)).toEqual([240, 240, 240, 240, 240]);
  // A past day's minutes sum to that day's daily volume.
  const daily = market.klines('sh:600519', 'DAY', { limit: 2 });
  expect(five[3].data.reduce((v, b) => v + b.Volume, 0)).toBe(daily[0].Volume);
  const m1 = market.klines('sh:600519', 'M1', { limit: 0 });
  const m5 = market.klines('sh:600519', 'M5', { limit: 0 });
  expect(m1.length).toBe(1200);
  expect(m5.length).toBe(240);
  expect(m5[1].Volume).toBe(m1.slice(5, 10).reduce((v, b) => v + b.Volume, 0));
  expect(market.minutes('HKSE:00700', 1)[0].data.length).toBe(330);
  expect(market.minutes('NASDAQ:AAPL', 1)[0].data.length).toBe(390);
  expect(market.preMarketMinutes('sh:600519')).toHaveLength(10);
});

test('a restart with the same seed replays the same day and history', () => {
  const again = createMarket({ clock: 'real' }, { now: () => now, seed: 7 });
  for (const id of ['sh:600519', 'HKSE:00700', 'NYSE:JPM', 'sh:000001', 'XBHS:BK0153']) {
    expect(again.dyna(id)).toEqual(market.dyna(id));
    expect(again.klines(id, 'DAY', { limit: 300 })).toEqual(market.klines(id, 'DAY', { limit: 300 }));
    expect(again.ticks(id, 20)).toEqual(market.ticks(id, 20));
  }
  const seed = UNIVERSE.find((s) => s.code === '600519')!;
  const days = market.dailySeries('sh:600519').days;
  expect(Array.from(generateStockSeries(seed, 'sh:600519', days, 8).close)).not.toEqual(
    Array.from(market.dailySeries('sh:600519').close),
  );
});

test('derived lists: rank lists, large orders, ETF net values, limit-up gene', () => {
  const up = market.rank('up', 30);
  expect(up).toHaveLength(30);
  for (let i = 1; i < up.length; i++)
    expect(up[i - 1].dyna.UpdownRate).toBeGreaterThanOrEqual(up[i].dyna.UpdownRate);
  const hs = market.rank('hs', 5);
  for (let i = 1; i < hs.length; i++)
    expect(hs[i - 1].dyna.TurnoverRate).toBeGreaterThanOrEqual(hs[i].dyna.TurnoverRate);
  const all = market.rank('up', UNIVERSE.length);
  expect(market.rank('down', 1)[0].dyna.UpdownRate).toBe(all[all.length - 1].dyna.UpdownRate);
  for (const type of ['zs', 'zf', 'lb'] as const) expect(market.rank(type, 10)).toHaveLength(10);
  const large = market.largeOrders('sh:600519', 20);
  expect(large.length).toBeGreaterThan(0);
  for (const o of large) expect(o.price * o.volume).toBeGreaterThanOrEqual(1_000_000);
  const nav = market.etfNetValues('sh:510300', '2026-11-01');
  expect(nav[0].tradingDay).toBe('2026-11-02');
  expect(nav[nav.length - 1].tradingDay).toBe('2026-11-20');
  const gene = market.limitUpGene('sz:300750');
  expect(gene.TopYearNum).toBeGreaterThanOrEqual(0);
  expect(gene.TopStopRate).toBeGreaterThanOrEqual(0);
  expect(gene.TopStopRate).toBeLessThanOrEqual(100);
});
