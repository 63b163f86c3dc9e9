import {
  idsOfTab,
  unionOf,
  watchHref,
  type WatchTab,
  addToList,
  inMarketGroup,
  marketGroupOf,
  MAX_WATCH_ITEMS,
  moveInList,
  parseStoredList,
  parseWatchId,
  watchId,
  removeFromList,
  sortRows,
  WATCH_FULL_MSG,
  type Move,
  type WatchSort,
} from './watchlist';

describe('parseWatchId', () => {
  it.each([
    ['sh:600000', { market: 'sh', code: '600000' }],
    ['HKSE:00700', { market: 'HKSE', code: '00700' }],
    ['NASDAQ:AAPL', { market: 'NASDAQ', code: 'AAPL' }],
    ['600000', null],
    [':600000', null],
    ['sh:', null],
  ])('%s', (id, want) => expect(parseWatchId(id)).toEqual(want));
});

describe('marketGroupOf / inMarketGroup', () => {
  it.each([
    ['sh:600000', '沪深'],
    ['sz:000001', '沪深'],
    ['HKSE:00700', '港股'],
    ['NASDAQ:AAPL', '美股'],
  ])('%s → %s', (id, g) => expect(marketGroupOf(id)).toBe(g));

  const list = ['NASDAQ:AAPL', 'sh:600000', 'HKSE:00700', 'sz:000001'];
  it.each([
    ['全部', list],
    ['沪深', ['sh:600000', 'sz:000001']],
    ['港股', ['HKSE:00700']],
    ['美股', ['NASDAQ:AAPL']],
  ] as const)('%s keeps the list order', (g, want) => expect(inMarketGroup(list, g)).toEqual(want));
});

describe('add / remove', () => {
  it('adds at the top, once', () => {
    expect(addToList(['sh:600000'], 'sz:000001')).toEqual(['sz:000001', 'sh:600000']);
    expect(addToList(['sh:600000', 'sz:000001'], 'sz:000001')).toEqual(['sh:600000', 'sz:000001']);
  });
  it('refuses past the cap', () => {
    const full = Array.from({ length: MAX_WATCH_ITEMS }, (_, i) => `sh:${600000 + i}`);
    expect(() => addToList(full, 'sz:000001')).toThrow(WATCH_FULL_MSG);
    expect(addToList(full, 'sh:600000')).toHaveLength(MAX_WATCH_ITEMS);
  });
  it('removes the named ids', () => {
    expect(removeFromList(['a:1', 'b:2', 'c:3'], ['b:2', 'x:9'])).toEqual(['a:1', 'c:3']);
  });
});

describe('moveInList', () => {
  const l = ['a:1', 'b:2', 'c:3'];
  it.each([
    ['b:2', 'up', ['b:2', 'a:1', 'c:3']],
    ['b:2', 'down', ['a:1', 'c:3', 'b:2']],
    ['c:3', 'top', ['c:3', 'a:1', 'b:2']],
    ['a:1', 'up', l],
    ['c:3', 'down', l],
    ['a:1', 'top', l],
    ['z:9', 'top', l],
  ] as Array<[string, Move, string[]]>)('%s %s', (id, move, want) => {
    expect(moveInList(l, id, move)).toEqual(want);
  });
});

describe('watchId: the star of a stock home route', () => {
  it.each<[string, string, string | null]>([
    ['sh', '600000', 'sh:600000'],
    ['hk', '00700', 'HKSE:00700'],
    ['HKSE', '00700', 'HKSE:00700'],
    ['shetf', '510300', 'sh:510300'],
    ['NASDAQ', 'AAPL', 'NASDAQ:AAPL'],
    ['HKIDX', '.HSI', 'HKIDX:.HSI'],
    ['xx', '1', null],
  ])('%s %s → %s', (market, code, want) => expect(watchId(market, code)).toBe(want));
});

describe('parseStoredList', () => {
  it.each([
    [null, []],
    ['', []],
    ['not json', []],
    ['{"a":1}', []],
    ['["sh:600000", 3, "bad", "sh:600000", "HKSE:00700"]', ['sh:600000', 'HKSE:00700']],
    // Ids stored before the shared rule (the star on /hk/00700.html wrote hk:00700).
    ['["hk:00700", "HKSE:00700", "nasdaq:aapl", "us:AAPL"]', ['HKSE:00700', 'NASDAQ:AAPL']],
  ])('%s', (raw, want) => expect(parseStoredList(raw)).toEqual(want));
  it('caps at the server limit', () => {
    const many = JSON.stringify(Array.from({ length: 250 }, (_, i) => `sh:${600000 + i}`));
    expect(parseStoredList(many)).toHaveLength(MAX_WATCH_ITEMS);
  });
});

describe('sortRows', () => {
  const rows = [
    { id: 'a:1', price: 10, changeRate: 0.01 },
    { id: 'b:2', price: null, changeRate: null },
    { id: 'c:3', price: 30, changeRate: -0.02 },
    { id: 'd:4', price: 20, changeRate: 0.05 },
    { id: 'e:5', price: 20, changeRate: 0.01 },
  ];
  it.each([
    [null, ['a:1', 'b:2', 'c:3', 'd:4', 'e:5']],
    [{ field: 'change', dir: 'desc' }, ['d:4', 'a:1', 'e:5', 'c:3', 'b:2']],
    [{ field: 'change', dir: 'asc' }, ['c:3', 'a:1', 'e:5', 'd:4', 'b:2']],
    [{ field: 'price', dir: 'desc' }, ['c:3', 'd:4', 'e:5', 'a:1', 'b:2']],
    [{ field: 'price', dir: 'asc' }, ['a:1', 'd:4', 'e:5', 'c:3', 'b:2']],
  ] as Array<[WatchSort | null, string[]]>)('%j', (sort, want) => {
    expect(sortRows(rows, sort).map((r) => r.id)).toEqual(want);
  });
});

describe('idsOfTab', () => {
  const list = ['sh:600000', 'HKSE:00700', 'NASDAQ:AAPL', 'sz:000001'];
  const groups = [
    { id: 1, name: '银行', instruments: ['sz:000001', 'sh:600000', 'gone:1'] },
    { id: 2, name: '空', instruments: [] },
  ];
  it.each([
    [{ market: '全部' }, list],
    [{ market: '沪深' }, ['sh:600000', 'sz:000001']],
    [{ market: '港股' }, ['HKSE:00700']],
    [{ market: '美股' }, ['NASDAQ:AAPL']],
    // The list's order, not the group's; a member no longer in the list is left out.
    [{ group: 1 }, ['sh:600000', 'sz:000001']],
    [{ group: 2 }, []],
    [{ group: 9 }, []],
  ] as Array<[WatchTab, string[]]>)('%j', (tab, want) => {
    expect(idsOfTab(list, tab, groups)).toEqual(want);
  });
});

describe('watchHref', () => {
  it.each([
    ['sh:600000', '/sh/600000.html'],
    ['HKSE:00700', '/HKSE/00700.html'],
    ['bad', '/'],
  ])('%s', (id, want) => expect(watchHref(id)).toEqual(want));
});

describe('unionOf', () => {
  it.each([
    [[], [], []],
    [['a:1'], [], ['a:1']],
    [[], ['b:2', 'a:1'], ['b:2', 'a:1']],
    [
      ['a:1', 'c:3'],
      ['b:2', 'a:1', 'd:4'],
      ['a:1', 'c:3', 'b:2', 'd:4'],
    ],
  ])('%j ∪ %j', (a, b, want) => expect(unionOf(a, b)).toEqual(want));
  it('caps at the server limit', () => {
    const a = Array.from({ length: 150 }, (_, i) => `sh:${600000 + i}`);
    const b = Array.from({ length: 150 }, (_, i) => `sz:${i}`);
    expect(unionOf(a, b)).toHaveLength(MAX_WATCH_ITEMS);
  });
});
