import { extendedPartOf, extendedQuote } from './extended-hours';

// Tuesday 2026-11-24, New York is UTC−5.
const ny = (hh: number, mm: number, ss = 0) => Date.UTC(2026, 10, 24, hh + 5, mm, ss) / 1000;

test.each([
  [ny(3, 59, 59), null],
  [ny(4, 0), 'pre'],
  [ny(9, 29, 59), 'pre'],
  [ny(9, 30), null],
  [ny(16, 0), null], // the closing print
  [ny(16, 0, 1), 'after'],
  [ny(19, 59, 59), 'after'],
  [ny(20, 0), null],
] as const)('a US trade at %p is %p', (t, part) => {
  expect(extendedPartOf('USA', t)).toBe(part);
});

test('CN and HK trades are never extended', () => {
  expect(extendedPartOf('CN', ny(5, 0))).toBeNull();
  expect(extendedPartOf('HK', ny(17, 0))).toBeNull();
});

const ticks = [
  { Time: ny(9, 10), Price: 101 },
  { Time: ny(9, 20), Price: 102.5 },
  { Time: ny(15, 59), Price: 110 },
  { Time: ny(16, 0), Price: 110.2 },
  { Time: ny(16, 30), Price: 109.1 },
];

test.each([
  // [status, ticks, preClose, last, expected]
  [
    'pre-market: the latest pre-market trade against the previous close',
    12,
    ticks.slice(0, 2),
    100,
    100,
    { part: 'pre', label: '盘前', price: 102.5, change: 2.5, rate: 0.025 },
  ],
  [
    'after-hours: the latest after-hours trade against the regular close',
    13,
    ticks,
    100,
    110.2,
    { part: 'after', label: '盘后', price: 109.1, change: 109.1 - 110.2, rate: 109.1 / 110.2 - 1 },
  ],
  ['after-hours before its first trade: no line', 13, ticks.slice(0, 4), 100, 110.2, null],
  ['regular trading: no line', 3, ticks, 100, 110.2, null],
  ['closed: no line', 4, ticks, 100, 110.2, null],
  ['no reference yet: no line', 12, ticks, null, null, null],
] as const)('%s', (_name, status, t, preClose, last, expected) => {
  const q = extendedQuote({ region: 'USA', status, ticks: t, preClose, last });
  if (expected === null) expect(q).toBeNull();
  else {
    expect(q).toMatchObject({ part: expected.part, label: expected.label, price: expected.price });
    expect(q!.change).toBeCloseTo(expected.change, 9);
    expect(q!.rate).toBeCloseTo(expected.rate, 9);
  }
});

test('an HK stock in status 12 (reduced set) has no extended line', () => {
  expect(extendedQuote({ region: 'HK', status: 12, ticks, preClose: 100, last: 100 })).toBeNull();
});
