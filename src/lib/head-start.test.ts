import { HeadStarts, headStartKey } from './head-start';

describe('headStartKey', () => {
  test.each([
    [['margin-list', 'sh', '2026-11-24'], 'margin-list|sh|2026-11-24'],
    [['margin-list', 'both', undefined], 'margin-list|both|'],
    [['bk-rank', 'HY', 1, 'PxChangeRate', true], 'bk-rank|HY|1|PxChangeRate|true'],
    [['plate'], 'plate'],
  ] as const)('%j → %s', (parts, id) => {
    const [name, ...rest] = parts;
    expect(headStartKey(name, ...rest).id).toBe(id);
  });
});

describe('HeadStarts', () => {
  const key = headStartKey<Promise<number>>('k', 1);
  const other = headStartKey<Promise<number>>('k', 2);

  test('what is put is taken once, under its own key only', () => {
    const starts = new HeadStarts();
    const p = Promise.resolve(1);
    starts.put(key, p);
    expect(starts.take(other)).toBeUndefined();
    expect(starts.has(key)).toBe(true);
    expect(starts.take(key)).toBe(p);
    expect(starts.take(key)).toBeUndefined();
    expect(starts.has(key)).toBe(false);
  });

  test('a later put replaces the earlier one', () => {
    const starts = new HeadStarts();
    const store = headStartKey<{ n: number }>('store');
    const a = { n: 1 };
    const b = { n: 2 };
    starts.put(store, a);
    starts.put(store, b);
    expect(starts.take(store)).toBe(b);
  });

  test('request hands over the started request and does not ask', async () => {
    const starts = new HeadStarts();
    starts.put(key, Promise.resolve(7));
    const ask = jest.fn(() => Promise.resolve(8));
    await expect(starts.request(key, ask)).resolves.toBe(7);
    expect(ask).not.toHaveBeenCalled();
    // Taken: the next request (a refresh) asks the server.
    await expect(starts.request(key, ask)).resolves.toBe(8);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  test('a failed head start is asked again once; a failure of that reaches the caller', async () => {
    const starts = new HeadStarts();
    starts.put(key, Promise.reject(new Error('offline')));
    const ask = jest.fn(() => Promise.resolve(9));
    await expect(starts.request(key, ask)).resolves.toBe(9);
    expect(ask).toHaveBeenCalledTimes(1);

    starts.put(key, Promise.reject(new Error('offline')));
    await expect(starts.request(key, () => Promise.reject(new Error('still offline')))).rejects.toThrow(
      'still offline',
    );
  });

  test('without a head start, request asks', async () => {
    const starts = new HeadStarts();
    await expect(starts.request(other, () => Promise.resolve(3))).resolves.toBe(3);
  });

  test('a rejected head start nobody takes is no unhandled rejection', async () => {
    const starts = new HeadStarts();
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      starts.put(key, Promise.reject(new Error('never taken')));
      await new Promise((r) => setTimeout(r, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
