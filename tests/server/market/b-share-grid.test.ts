/**
 * B shares on their exchange's grid over one simulated trading day (Friday 2026-11-20, real clock):
 * Shenzhen B shares (200596 古井贡B, HK$) step 0.01, Shanghai B shares (900901 云赛B股, US$) 0.001.
 * Every trade, minute bar, daily bar, order-book level and limit price is checked against the grid
 * in integer steps, independently of the rules module's own tick function.
 */
import { createMarket } from '../../../server/market/index';
import type { Simulator } from '../../../server/market/simulator';

const utc = (h: number, m: number) => Date.UTC(2026, 10, 20, h, m);
let now = utc(0, 30);
let market: Simulator;

/** Prices of one instrument seen while the day was stepped, with where each came from. */
const seen = new Map<string, { price: number; where: string }[]>();
const IDS = ['sz:200596', 'sh:900901'];

function record(id: string, where: string, ...prices: number[]): void {
  const list = seen.get(id) ?? [];
  for (const price of prices) if (price > 0) list.push({ price, where });
  seen.set(id, list);
}

function collect(id: string): void {
  const d = market.dyna(id);
  record(id, 'dyna', d.LastPrice, d.OpenPrice, d.HighestPrice, d.LowestPrice);
  const st = market.statistics(id);
  record(id, 'limit', st.UpperLimitPrice, st.LowerLimitPrice);
  for (const t of market.ticks(id, 50)) record(id, `tick ${t.Time}`, t.Price);
  for (const b of market.minutes(id, 1)[0].data)
    record(id, `minute ${b.Time}`, b.Open, b.High, b.Low, b.Price);
  const book = market.orderBook(id);
  record(id, 'book', ...book.BuyPrice, ...book.SellPrice);
}

/** Prices that are not a whole number of ticks. */
function offGrid(id: string, tick: number): { price: number; where: string }[] {
  return (seen.get(id) ?? []).filter(({ price }) => Math.abs(price / tick - Math.round(price / tick)) > 1e-6);
}

beforeAll(() => {
  market = createMarket({ clock: 'real' }, { now: () => now, seed: 7 });
  // 09:15 to 15:05 Beijing (01:15 to 07:05 UTC), one step a minute: every trade of the day is released.
  for (let t = 75; t <= 7 * 60 + 5; t++) {
    now = utc(Math.floor(t / 60), t % 60);
    market.step();
    for (const id of IDS) collect(id);
  }
  for (const id of IDS) {
    for (const b of market.klines(id, 'DAY', { limit: 0 }))
      record(id, `day ${b.TradingDay}`, b.Open, b.High, b.Low, b.Close);
  }
});

test('the day traded: 200596 has trades, minute bars and limit prices', () => {
  const d = market.dyna('sz:200596');
  expect(d.Volume).toBeGreaterThan(0);
  expect(market.ticks('sz:200596', 50).length).toBeGreaterThan(0);
  expect(market.minutes('sz:200596', 1)[0].data).toHaveLength(240);
  expect(market.statistics('sz:200596').UpperLimitPrice).toBeGreaterThan(0);
  expect((seen.get('sz:200596') ?? []).length).toBeGreaterThan(1000);
});

test('Shenzhen B share 200596: every price of the day and of its history is on the 0.01 grid', () => {
  expect(offGrid('sz:200596', 0.01).slice(0, 10)).toEqual([]);
});

test('Shanghai B share 900901: every price is on the 0.001 grid', () => {
  expect(offGrid('sh:900901', 0.001).slice(0, 10)).toEqual([]);
});

test('limit prices are the previous close ± 10 % rounded half up to the tick', () => {
  const st = market.statistics('sz:200596');
  const pre = st.PreClosePrice;
  const half = (x: number) => Math.floor(Number((x / 0.01).toPrecision(12)) + 0.5) / 100;
  expect([st.UpperLimitPrice, st.LowerLimitPrice]).toEqual([half(pre * 1.1), half(pre * 0.9)]);
});
