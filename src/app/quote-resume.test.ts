import { resumeQuotesOn } from './quote-resume';

test('online and the bridge’s pageShown resume the quote link; the undo stops both', () => {
  const quotes = { resume: jest.fn() };
  const shown = new Set<() => void>();
  const bridge = {
    on: jest.fn((event: string, fn: () => void) => {
      expect(event).toBe('pageShown');
      shown.add(fn);
      return () => shown.delete(fn);
    }),
  };
  const win = new EventTarget();
  const off = resumeQuotesOn(quotes, bridge as never, win);
  win.dispatchEvent(new Event('online'));
  shown.forEach((fn) => fn());
  expect(quotes.resume).toHaveBeenCalledTimes(2);
  off();
  win.dispatchEvent(new Event('online'));
  expect(shown.size).toBe(0);
  expect(quotes.resume).toHaveBeenCalledTimes(2);
});
