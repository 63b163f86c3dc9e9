import { AutoScrollRule, MANUAL_SCROLL_LIMIT } from './auto-scroll';

describe('tick list auto-scroll', () => {
  it('follows until the user has scrolled by hand more than 20 times', () => {
    const r = new AutoScrollRule();
    expect(MANUAL_SCROLL_LIMIT).toBe(20);
    for (let i = 0; i < 20; i++) r.onScroll();
    expect(r.follows).toBe(true);
    r.onScroll();
    expect(r.follows).toBe(false);
  });

  it('does not count its own scrolls', () => {
    const r = new AutoScrollRule();
    for (let i = 0; i < 50; i++) {
      r.willScroll();
      r.onScroll();
    }
    expect(r.manualScrolls).toBe(0);
    expect(r.follows).toBe(true);
  });
});
