import { notLiveLabel, priceTestId } from './not-live';

describe('not-live mark', () => {
  it.each([
    [new Date(2026, 10, 24, 15, 0).getTime(), '非实时 11-24 15:00'],
    [new Date(2026, 0, 5, 9, 7).getTime(), '非实时 01-05 09:07'],
  ])('%i → %s', (t, label) => expect(notLiveLabel(t)).toBe(label));

  it.each([
    [null, 'panel-price'],
    [undefined, 'panel-price'],
    [1_790_000_000_000, 'panel-price-cached'],
    [0, 'panel-price-cached'],
  ])('cachedAt %p → test id %s', (cachedAt, id) => expect(priceTestId(cachedAt)).toBe(id));
});
