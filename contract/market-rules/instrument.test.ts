import { cnBoardOf, isBShare, isEtf, isShenzhenBShare, regionOf, subjectOf } from './instrument';

describe('regionOf (§4)', () => {
  it.each([
    ['HK', 'HK'],
    ['HKSE', 'HK'],
    ['HKIDX', 'HK'],
    ['hkse', 'HK'],
    ['NYSE', 'USA'],
    ['NASDAQ', 'USA'],
    ['AMEX', 'USA'],
    ['nasdaq', 'USA'],
    ['sh', 'CN'],
    ['sz', 'CN'],
    ['bj', 'CN'],
    ['shetf', 'CN'],
    ['EUIDX', 'CN'],
    ['XBHS', 'CN'],
    ['', 'CN'],
    [undefined, 'CN'],
  ])('%p → %s', (m, r) => expect(regionOf(m)).toBe(r));
});

describe('instrument classes', () => {
  it.each([
    ['shetf', '000000', true],
    ['SZETF', '000000', true],
    ['sh', '510300', true],
    ['sh', '560010', true],
    ['sh', '588000', true],
    ['sz', '159915', true],
    ['sz', '161725', true],
    ['sh', '500001', false],
    ['sh', '520001', false],
    ['sz', '140001', false],
    ['sz', '170001', false],
    ['sh', '5103001', false],
    ['HKSE', '159915', false],
    ['sh', '600000', false],
  ])('isEtf(%s, %s) = %p', (m, c, yes) => expect(isEtf(m, c)).toBe(yes));

  it.each([
    ['sh', '900901', true],
    ['sz', '200002', true],
    ['sh', '600000', false],
    ['sz', '201001', false],
    ['HKSE', '2000', false],
    ['sh', '9009010', false],
  ])('isBShare(%s, %s) = %p', (m, c, yes) => expect(isBShare(m, c)).toBe(yes));

  it.each([
    ['200596', true],
    ['200002', true],
    ['900901', false],
    ['2005961', false],
  ])('isShenzhenBShare(%s) = %p', (c, yes) => expect(isShenzhenBShare(c)).toBe(yes));

  it.each([
    ['sh', '600519', 'main'],
    ['sz', '000001', 'main'],
    ['sz', '002594', 'main'],
    ['sz', '300750', 'chinext'],
    ['sz', '301001', 'chinext'],
    ['sz', '302001', 'main'],
    ['sh', '688981', 'star'],
    ['sh', '689009', 'star'], // STAR CDRs trade in the 689 range
    ['sh', '900901', 'b'],
    ['sz', '200596', 'b'],
    ['bj', '430047', 'bj'],
    ['bj', '830799', 'bj'],
    ['bj', '920001', 'bj'],
    ['sz', '830001', 'bj'],
  ])('cnBoardOf(%s, %s) = %s', (m, c, board) => expect(cnBoardOf(m, c)).toBe(board));

  it('subjectOf derives region, kind and board from a route market and code', () => {
    expect(subjectOf('sh', '600519')).toEqual({
      market: 'sh',
      code: '600519',
      region: 'CN',
      kind: 'stock',
      board: 'main',
    });
    expect(subjectOf('sz', '159915', { tracks: 'sz:399006' })).toEqual({
      market: 'sz',
      code: '159915',
      region: 'CN',
      kind: 'etf',
      board: 'main',
      tracks: 'sz:399006',
    });
    expect(subjectOf('sh', '600000', { st: true }).st).toBe(true);
    expect(subjectOf('HKSE', '00700')).toMatchObject({ region: 'HK', kind: 'stock', board: 'hk' });
    expect(subjectOf('NASDAQ', 'AAPL')).toMatchObject({ region: 'USA', kind: 'stock', board: 'us' });
    expect(subjectOf('sh', '000001', { kind: 'index' }).kind).toBe('index');
  });
});
