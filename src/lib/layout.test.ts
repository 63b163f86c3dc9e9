import { rootFontSize } from './layout';

describe('root font size (§9)', () => {
  it.each([
    [1024, 200],
    [750, 200],
    [749, (200 * 749) / 750],
    [375, 100],
    [320, (200 * 320) / 750],
  ])('%i px wide → %p', (w, size) => expect(rootFontSize(w)).toBeCloseTo(size, 10));
});
