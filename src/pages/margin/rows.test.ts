import {
  growingPageSize,
  marginListPath,
  parseInnerCode,
  sortRows,
  splitStockSegment,
  stockMarginListPath,
  stockMarginPath,
  stepPage,
} from './rows';

type Row = { id: string; v: number };
const rows: Row[] = [
  { id: 'a', v: 3 },
  { id: 'b', v: -1 },
  { id: 'c', v: 3 },
  { id: 'd', v: 10 },
];

describe('sortRows', () => {
  test.each([
    [null, ['a', 'b', 'c', 'd']],
    [{ field: 'v', dir: 'desc' }, ['d', 'a', 'c', 'b']],
    [{ field: 'v', dir: 'asc' }, ['b', 'a', 'c', 'd']],
  ] as const)('%p', (sort, ids) => {
    expect(sortRows(rows, sort).map((r) => r.id)).toEqual(ids);
  });
  test('leaves its input alone', () => {
    sortRows(rows, { field: 'v', dir: 'desc' });
    expect(rows.map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('margin links (§2)', () => {
  test.each([
    [
      () => stockMarginPath('贵州茅台', '600519', 1600519),
      '/rzrq/%E8%B4%B5%E5%B7%9E%E8%8C%85%E5%8F%B0-600519/1600519.html',
    ],
    [
      () => stockMarginListPath(1600519, '贵州茅台'),
      '/rzrq-stock-list.html?innerCode=1600519&name=%E8%B4%B5%E5%B7%9E%E8%8C%85%E5%8F%B0',
    ],
    [() => marginListPath('sh', '2026-11-24'), '/rzrq-list.html?market=sh&date=2026-11-24'],
    [() => marginListPath('both', undefined), '/rzrq-list.html?market=both'],
  ])('%#', (make, path) => {
    expect(make()).toBe(path);
  });

  test.each([
    ['贵州茅台-600519', { name: '贵州茅台', code: '600519' }],
    ['TCL-科技-000100', { name: 'TCL-科技', code: '000100' }],
    ['600519', { name: '600519', code: '' }],
  ])('%s', (segment, parts) => {
    expect(splitStockSegment(segment)).toEqual(parts);
  });
});

describe('growing history page (pageSize only)', () => {
  test.each([
    [1, 100, { pageSize: 100, skip: 0 }],
    [2, 100, { pageSize: 200, skip: 100 }],
    [4, 100, { pageSize: 400, skip: 300 }],
  ])('page %i of %i', (page, size, out) => {
    expect(growingPageSize(page, size)).toEqual(out);
  });
});

describe('parseInnerCode', () => {
  test.each([
    ['1600519', 1600519],
    ['0', null],
    ['', null],
    [null, null],
    ['16005x9', null],
    ['-1', null],
    ['1234567890', null],
  ])('%p → %p', (text, n) => {
    expect(parseInnerCode(text)).toBe(n);
  });
});

describe('a loaded table drawn in steps', () => {
  const rows = Array.from({ length: 100 }, (_, i) => i);
  test.each([
    [rows, 1, 0, 25, 2],
    [rows, 2, 25, 15, 3],
    [rows, 6, 85, 15, null],
    [rows.slice(0, 25), 1, 0, 25, null],
    [rows.slice(0, 30), 2, 25, 5, null],
    [rows.slice(0, 10), 1, 0, 10, null],
    [[], 1, undefined, 0, null],
  ])('%#', (all, page, head, count, next) => {
    const p = stepPage(all, page, 25, 15);
    expect(p.items[0]).toBe(head);
    expect(p.items).toHaveLength(count);
    expect(p.next).toBe(next);
  });

  test('the steps together are the table, once each, in order', () => {
    const seen: number[] = [];
    for (let page: number | null = 1; page !== null;) {
      const p: { items: number[]; next: number | null } = stepPage(rows, page, 25, 15);
      seen.push(...p.items);
      page = p.next;
    }
    expect(seen).toEqual(rows);
  });
});
