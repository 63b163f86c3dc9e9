import { subjectOf } from './instrument';
import { limitPrices, limitRatio } from './limits';

describe('daily limit ratios', () => {
  it.each([
    ['sh', '600000', false, 0.1],
    ['sz', '000001', false, 0.1],
    ['sz', '002594', false, 0.1],
    ['sh', '600000', true, 0.05],
    ['sz', '300750', false, 0.2],
    ['sz', '301001', false, 0.2],
    ['sz', '300750', true, 0.2],
    ['sz', '302001', false, 0.1],
    ['sh', '688981', false, 0.2],
    ['sh', '688981', true, 0.2],
    ['sh', '689009', false, 0.2],
    ['bj', '430047', false, 0.3],
    ['bj', '920001', true, 0.3],
    ['sz', '830001', false, 0.3],
    ['sh', '900901', false, 0.1],
    ['sz', '200596', false, 0.1],
    ['sz', '200596', true, 0.05],
    ['sh', '510300', false, 0.1],
    ['sh', '588000', false, 0.2],
    ['HKSE', '00700', false, undefined],
    ['NASDAQ', 'AAPL', false, undefined],
  ])('%s %s st=%p → %p', (m, c, st, r) => expect(limitRatio(subjectOf(m, c, { st }))).toBe(r));

  it('ETFs tracking a ChiNext or STAR index share the ±20 % limit', () => {
    expect(limitRatio(subjectOf('sz', '159915', { tracks: 'sz:399006' }))).toBe(0.2);
    expect(limitRatio(subjectOf('sh', '512880', { tracks: 'XBHS:BK0473' }))).toBe(0.1);
    expect(limitRatio(subjectOf('sz', '159919', { tracks: 'sh:000300' }))).toBe(0.1);
  });

  it('indices and sectors have none', () => {
    expect(limitRatio(subjectOf('sh', '000001', { kind: 'index' }))).toBeUndefined();
    expect(limitRatio(subjectOf('XBHS', 'BK0475', { kind: 'sector' }))).toBeUndefined();
  });
});

describe('limit prices: previous close × (1 ± ratio), rounded half up to the tick', () => {
  it.each([
    ['sh', '600519', false, 10, 11, 9],
    ['sh', '600519', false, 10.05, 11.06, 9.05],
    ['sz', '000656', true, 1.23, 1.29, 1.17],
    ['sz', '300750', false, 250.01, 300.01, 200.01],
    ['bj', '830799', false, 33.33, 43.33, 23.33],
    ['sh', '900901', false, 0.551, 0.606, 0.496],
    ['sz', '200596', false, 90.39, 99.43, 81.35],
    ['sh', '510300', false, 3.335, 3.669, 3.002],
  ])('%s %s st=%p pre %p → %p / %p', (m, c, st, pre, up, down) =>
    expect(limitPrices(subjectOf(m, c, { st }), pre)).toEqual({ up, down }),
  );

  it('no limit → zeros', () => {
    expect(limitPrices(subjectOf('HKSE', '00700'), 400)).toEqual({ up: 0, down: 0 });
  });
});
