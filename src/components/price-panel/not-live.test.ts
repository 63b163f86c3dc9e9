import { priceTestId } from './not-live';

describe('not-live mark', () => {
  it.each([
    [null, 'panel-price'],
    [undefined, 'panel-price'],
    [1_790_000_000_000, 'panel-price-cached'],
    [0, 'panel-price-cached'],
  ])('cachedAt %p → test id %s', (cachedAt, id) => expect(priceTestId(cachedAt)).toBe(id));
});
