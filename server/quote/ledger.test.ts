import { QuoteLedger, type LedgerLimits } from './ledger';

const LIMITS: LedgerLimits = {
  maxSockets: 4,
  maxSocketsPerIp: 3,
  maxUnauthed: 3,
  maxUnauthedPerIp: 2,
  maxUpgradesPerSecondPerIp: 100,
  maxRowsPerSecond: 100,
  maxRowsPerSecondPerIp: 150,
  maxRowsPerSecondTotal: 200,
  maxPairsPerIp: 3,
  maxPairs: 4,
};

function ledger() {
  let t = 0;
  const l = new QuoteLedger(LIMITS, () => t);
  return { l, at: (ms: number) => (t = ms) };
}

test.each([
  ['a first socket', [], 'a', null],
  ['two unauthenticated from one address', ['a', 'a'], 'a', 'unauthed per address'],
  ['another address while one has two', ['a', 'a'], 'b', null],
  ['three unauthenticated in total', ['a', 'b', 'c'], 'd', 'unauthed total'],
])('admit: %s', (_name, opened, ip, reason) => {
  const { l } = ledger();
  for (const o of opened) l.open(o);
  expect(l.admit(ip)?.reason ?? null).toBe(reason);
});

test('authenticated sockets count against the address and total caps only', () => {
  const { l } = ledger();
  for (let i = 0; i < 3; i++) l.open('a').markAuthed();
  expect(l.admit('a')?.reason).toBe('per address');
  l.open('b').markAuthed();
  expect(l.admit('c')?.reason).toBe('total');
});

test('closing returns the socket, its pairs and forgets an empty address', () => {
  const { l } = ledger();
  const s = l.open('a');
  expect(s.holdPairs(['p1', 'p2'])).toBeNull();
  expect(l.addresses()).toBe(1);
  s.close();
  s.close(); // twice is once
  expect(l.addresses()).toBe(0);
  expect(l.admit('a')).toBeNull();
  expect(l.open('a').holdPairs(['p1', 'p2', 'p3'])).toBeNull();
});

test('rows: per socket, then address, then total, each over one second; a refusal spends nothing', () => {
  const { l, at } = ledger();
  const a1 = l.open('a');
  const a2 = l.open('a');
  const b = l.open('b');
  expect(a1.spendRows(100)).toBeNull();
  expect(a1.spendRows(1)).toBe('client');
  expect(a2.spendRows(60)).toBe('address');
  expect(a2.spendRows(50)).toBeNull();
  expect(b.spendRows(60)).toBe('total');
  expect(b.spendRows(50)).toBeNull();
  at(1000);
  expect(a1.spendRows(100)).toBeNull();
});

test('pairs: shared pairs cost nothing more; new ones stop at the address and the total bound', () => {
  const { l } = ledger();
  const a1 = l.open('a');
  const a2 = l.open('a');
  const b = l.open('b');
  expect(a1.holdPairs(['p1', 'p2'])).toBeNull();
  expect(a2.holdPairs(['p1', 'p2', 'p3'])).toBeNull();
  expect(a2.holdPairs(['p4'])).toBe('address');
  expect(b.holdPairs(['p4'])).toBeNull();
  expect(b.holdPairs(['p5'])).toBe('total');
  // p1 is still held by a2: releasing a1's copy frees no room.
  a1.releasePair('p1');
  expect(a1.holdPairs(['p4'])).toBe('address');
  a2.releasePair('p1');
  expect(a1.holdPairs(['p4'])).toBeNull();
});

test('upgrades per address per second, kept when every socket of the address has closed', () => {
  let t = 0;
  const l = new QuoteLedger({ ...LIMITS, maxUpgradesPerSecondPerIp: 2 }, () => t);
  for (let i = 0; i < 2; i++) {
    expect(l.admit('a')).toBeNull();
    l.open('a').close();
  }
  expect(l.admit('a')?.reason).toBe('upgrade rate');
  expect(l.admit('b')).toBeNull();
  t = 1000;
  expect(l.admit('a')).toBeNull();
});

test('an address whose socket was closed for a flood cools down for 10 s', () => {
  const { l, at } = ledger();
  const s = l.open('a');
  s.refused('flood close');
  s.close();
  expect(l.admit('a')?.reason).toBe('cooling down');
  expect(l.admit('b')).toBeNull();
  at(9_999);
  expect(l.admit('a')?.reason).toBe('cooling down');
  at(10_000);
  expect(l.admit('a')).toBeNull();
  expect(l.refusals()).toEqual({ 'flood close': 1 });
});
