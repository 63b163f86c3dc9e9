/** The order book's sizes (book.ts): drawn per level from the stock's liquidity, not a small set. */
import { findInstrument } from '../data/universe';
import { type BookInput, orderBook, priceWeight } from './book';
import { limitPrices } from './rules';

const maotai = findInstrument('sh', '600519')!;
const bank = findInstrument('sh', '601398')!;

function input(over: Partial<BookInput> = {}): BookInput {
  const { up, down } = limitPrices(maotai, 1500);
  return {
    seed: maotai,
    id: 'sh:600519',
    tradingDay: 20261124,
    time: 0,
    last: 1503.37,
    lastProp: 2,
    version: 1,
    typicalVolume: 5000,
    up,
    down,
    ...over,
  };
}

test.each([
  [1500, 0.01, 0, 0, 3],
  [1500.5, 0.01, 0, 0, 2],
  [1500.1, 0.01, 0, 0, 1.3],
  [1500.37, 0.01, 0, 0, 1],
  [1650, 0.01, 1650, 1350, 18],
  [1350.01, 0.01, 1650, 1350.01, 6],
  [3.1, 0.001, 0, 0, 3],
])('priceWeight(%f, tick %f, up %f, down %f) = %f', (price, tick, up, down, want) => {
  expect(priceWeight(price, tick, up, down)).toBeCloseTo(want, 12);
});

test('sizes vary level by level and book by book, in whole lots, the same for the same trade', () => {
  const sizes = new Set<number>();
  for (let v = 1; v <= 100; v++) {
    const m = orderBook(input({ version: v }));
    for (const x of [...m.BuyVolume, ...m.SellVolume]) {
      expect(x % 100).toBe(0);
      expect(x).toBeGreaterThan(0);
      sizes.add(x);
    }
    expect(orderBook(input({ version: v }))).toEqual(m);
  }
  // 1,000 levels: hundreds of different sizes, not nine multiples of one.
  expect(sizes.size).toBeGreaterThan(300);
});

test('a liquid stock shows deeper levels than a thin one', () => {
  const depth = (typicalVolume: number) => {
    let sum = 0;
    for (let v = 1; v <= 200; v++)
      sum += orderBook(input({ version: v, typicalVolume })).BuyVolume.reduce((a, b) => a + b, 0);
    return sum;
  };
  expect(depth(500_000)).toBeGreaterThan(20 * depth(5000));
});

test('a whole-yuan price holds more than its neighbours on average', () => {
  // The bank at 5.00: level 0 of the bids is 5.00 (last 5.01 sold into... a buy at 5.01 lifts 5.01).
  const { up, down } = limitPrices(bank, 5);
  let round = 0;
  let plain = 0;
  for (let v = 1; v <= 400; v++) {
    const m = orderBook({
      ...input({ version: v, up, down }),
      seed: bank,
      id: 'sh:601398',
      last: 5.01,
      lastProp: 2,
    });
    expect(m.BuyPrice[0]).toBe(5);
    round += m.BuyVolume[0];
    plain += m.BuyVolume[1] / 1.25; // level 1 (4.99) is a little deeper by its distance: take that out
  }
  expect(round).toBeGreaterThan(2 * plain);
});

test('at the limit up the asks are empty and the bids pile up at the limit price', () => {
  const b = input();
  // A sell print at the limit: the bid is the limit price, nothing is offered above it.
  const m = orderBook({ ...b, last: b.up, lastProp: 1 });
  expect(m.SellVolume.every((x) => x === 0)).toBe(true);
  expect(m.BuyPrice[0]).toBe(b.up);
  const rest = m.BuyVolume.slice(1).reduce((a, x) => a + x, 0) / 4;
  expect(m.BuyVolume[0]).toBeGreaterThan(rest);
});
