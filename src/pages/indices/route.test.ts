/** The major-indices boot head start: connect, and subscribe the tiles only where the page shows them. */
import { warmMarkIndex } from './route';

function fakeStore() {
  const calls: string[] = [];
  return {
    calls,
    store: {
      quoteConnection: { connect: () => calls.push('connect') },
      security: {
        indexTiles: { enter: () => calls.push('enter'), leave: () => calls.push('leave') },
      },
    } as unknown as Parameters<typeof warmMarkIndex>[0],
  };
}

describe('warmMarkIndex', () => {
  test.each([
    ['', true],
    ['tab=0', true],
    ['tab=x', true],
    ['tab=1', false],
    ['tab=2', false],
  ])('?%s: tiles subscribed = %s', (search, tiles) => {
    const { calls, store } = fakeStore();
    const undo = warmMarkIndex(store, {}, new URLSearchParams(search));
    expect(calls).toEqual(tiles ? ['connect', 'enter'] : ['connect']);
    expect(undo === undefined).toBe(!tiles);
    undo?.();
    expect(calls.at(-1)).toBe(tiles ? 'leave' : 'connect');
  });
});
