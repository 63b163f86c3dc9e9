import { mergedOrder } from './watchlist';

describe('mergedOrder (login merge: the account first, then what the device adds)', () => {
  it.each<[string[], string[], string[]]>([
    [[], [], []],
    [[], ['a', 'b'], ['a', 'b']],
    [['a', 'b'], [], ['a', 'b']],
    [
      ['b', 'a'],
      ['a', 'c'],
      ['b', 'a', 'c'],
    ],
    [['a'], ['c', 'c', 'b'], ['a', 'c', 'b']],
    [
      ['x', 'y'],
      ['y', 'x'],
      ['x', 'y'],
    ],
  ])('account %p + device %p → %p', (account, device, want) => {
    expect(mergedOrder(account, device)).toEqual(want);
  });
});
