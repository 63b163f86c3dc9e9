import { signingString } from '../contract/signing';
import md5 from 'md5';
import { type FirstCall, floorHtml, ratioRow, replayHeaders } from './floors';

it.each([
  [500, 250, 2.5, 2, 'PASS'],
  [626, 250, 2.5, 2.5, 'PASS'],
  [640, 250, 2.5, 2.56, 'over'],
  [1221, 300, 3.5, 4.07, 'over'],
])('ratioRow(%d, %d, budget %d) → %d %s', (ours, floor, budget, ratio, verdict) => {
  expect(ratioRow(ours, floor, budget)).toEqual({ ratio, verdict });
});

const CALL: FirstCall = {
  url: 'http://127.0.0.1:1/rjhy-stock-rank/api/1/biz/lhb/list?page=1&pageSize=30&sortField=pxChangeRate',
  headers: { 'x-app-code': 'wap' },
  signed: true,
};

it('re-signs the replayed call over its query params with a fresh timestamp and nonce', () => {
  const h = replayHeaders(CALL, 1_700_000_000_000);
  expect(h['x-app-code']).toBe('wap');
  expect(h['X-Timestamp']).toBe('1700000000000');
  expect(h['X-Nonce']).toMatch(/^[0-9a-f]{32}$/);
  const params = { page: '1', pageSize: '30', sortField: 'pxChangeRate' };
  expect(h['X-Sign']).toBe(
    md5(signingString('wap-quote-local-secret', params, 1_700_000_000_000, h['X-Nonce'])),
  );
  expect(replayHeaders(CALL)['X-Nonce']).not.toBe(h['X-Nonce']);
});

it('leaves an unsigned call unsigned', () => {
  expect(replayHeaders({ ...CALL, signed: false })).toEqual({ 'x-app-code': 'wap' });
});

it('the floor page fetches the same URL with the given headers and no framework', () => {
  const html = floorHtml(CALL, { a: 'b' });
  expect(html).toContain(JSON.stringify(CALL.url));
  expect(html).toContain('{"a":"b"}');
  expect(html).not.toMatch(/<script[^>]+src=/);
});

describe("the floor page's first row", () => {
  // The page's own firstRow, run as the browser runs it.
  const html = floorHtml(CALL, {});
  const source = /function firstRow[\s\S]*?\n}\n/.exec(html)![0];
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the floor page's own function, from its text
  const firstRow = new Function(`${source}; return firstRow;`)() as (v: unknown, depth: number) => unknown;

  it.each<[string, unknown, unknown]>([
    ['an envelope with data as the list', { code: 0, data: [{ a: 1 }] }, { a: 1 }],
    ['a list under data.list', { code: 0, data: { total: 3, list: [{ b: 2 }] } }, { b: 2 }],
    ['a capitalised list (rankList Datas)', { code: 0, msg: '', Datas: [{ c: 3 }] }, { c: 3 }],
    ['an empty list, then a later one', { data: { top: [], list: [{ d: 4 }] } }, { d: 4 }],
    ['no list at all', { code: 0, data: { name: 'x' } }, null],
  ])('%s', (_, answer, row) => {
    expect(firstRow(answer, 3)).toEqual(row);
  });
});
