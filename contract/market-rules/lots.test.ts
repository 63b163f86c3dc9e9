import { LOT_SIZE, lotSizeOf } from './lots';

describe('§9 lot sizes', () => {
  it.each([
    ['sh', 100],
    ['bj', 100],
    ['HKSE', 1],
    ['NYSE', 1],
    ['nasdaq', 1],
  ])('%s → %p', (m, lot) => expect(lotSizeOf(m)).toBe(lot));

  it('by region', () => expect(LOT_SIZE).toEqual({ CN: 100, HK: 1, USA: 1 }));
});
