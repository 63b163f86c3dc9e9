import {
  EARLY_CALL_TIMEOUT_MS,
  EARLY_CALL_TTL_MS,
  earlyCallKey,
  earlyGet,
  takeEarlyCall,
  type EarlyCallsWindow,
} from './early-calls';
import { APP_CODE_HEADER } from './headers';

describe('earlyCallKey', () => {
  it.each([
    ['sorted by name', { market: 'sh', limit: 365 }, 'https://h/p?limit=365&market=sh'],
    ['undefined left out', { a: 1, b: undefined }, 'https://h/p?a=1'],
    ['escaped', { day: '2026-11-27', q: 'a b&c' }, 'https://h/p?day=2026-11-27&q=a%20b%26c'],
    ['none', {}, 'https://h/p'],
    ['null left out, as axios leaves it', { a: null, b: 2 }, 'https://h/p?b=2'],
    ['booleans as text', { sortFlag: true }, 'https://h/p?sortFlag=true'],
  ])('%s', (_what, params, want) => expect(earlyCallKey('https://h', '/p', params)).toBe(want));

  it.each([
    ['a trailing slash on the host', 'https://h/', '/p', 'https://h/p'],
    ['no slash between', 'https://h', 'p', 'https://h/p'],
    ['no host (same origin)', '', '/p', '/p'],
  ])('%s: joined as axios joins them', (_what, base, path, want) =>
    expect(earlyCallKey(base, path, {})).toBe(want),
  );

  it('parameters axios would not send as text: no key, never made early', () => {
    expect(earlyCallKey('h', '/p', { a: [1, 2] })).toBeNull();
    expect(earlyCallKey('h', '/p', { a: { b: 1 } })).toBeNull();
  });

  it('the same parameters in another order are the same call', () => {
    expect(earlyCallKey('h', '/p', { a: 1, b: 2 })).toBe(earlyCallKey('h', '/p', { b: 2, a: 1 }));
    expect(earlyCallKey('h', '/p', { a: 1 })).not.toBe(earlyCallKey('h', '/p', { a: 2 }));
    expect(earlyCallKey('h', '/p', { a: 1 })).not.toBe(earlyCallKey('g', '/p', { a: 1 }));
  });
});

function fakeFetch(reply: { ok: boolean; status?: number; body?: unknown }) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fn = (async (url: string, init: { headers: Record<string, string> }) => {
    calls.push({ url, headers: { ...init.headers } });
    return { ok: reply.ok, status: reply.status ?? 200, json: async () => reply.body };
  }) as unknown as typeof fetch;
  return { fn, calls };
}

describe('earlyGet and takeEarlyCall', () => {
  it('sends the query with the app code and hands the body over once', async () => {
    const win: EarlyCallsWindow = {};
    const f = fakeFetch({ ok: true, body: { data: [1, 2] } });
    await expect(earlyGet(win, f.fn, 'https://h', 'APP', '/p', { b: 2, a: 1 }, () => 1_000)).resolves.toEqual(
      {
        data: [1, 2],
      },
    );
    expect(f.calls).toEqual([{ url: 'https://h/p?a=1&b=2', headers: { [APP_CODE_HEADER]: 'APP' } }]);
    const key = earlyCallKey('https://h', '/p', { a: 1, b: 2 });
    expect(key).toBe('https://h/p?a=1&b=2');
    await expect(takeEarlyCall(win, key, () => 1_000)).resolves.toEqual({ data: [1, 2] });
    expect(takeEarlyCall(win, key, () => 1_000)).toBeUndefined();
  });

  it('a call without parameters has no question mark', async () => {
    const f = fakeFetch({ ok: true, body: {} });
    await earlyGet({}, f.fn, 'https://h', 'APP', '/p', {}, () => 0);
    expect(f.calls[0].url).toBe('https://h/p');
  });

  it('is not handed over once stale: the age counts from the answer, not the ask', async () => {
    const win: EarlyCallsWindow = {};
    let clock = 0;
    await earlyGet(win, fakeFetch({ ok: true, body: {} }).fn, 'h', 'A', '/p', {}, () => clock);
    const key = earlyCallKey('h', '/p', {});
    clock = EARLY_CALL_TTL_MS + 1;
    expect(takeEarlyCall(win, key, () => clock)).toBeUndefined();
    expect(win.__wapEarlyCalls).toEqual({});
  });

  it('one still on its way is handed over whenever the page asks (a slow network)', () => {
    const win: EarlyCallsWindow = {};
    const never = (() => new Promise(() => undefined)) as unknown as typeof fetch;
    void earlyGet(win, never, 'h', 'A', '/p', {}, () => 0);
    expect(takeEarlyCall(win, earlyCallKey('h', '/p', {}), () => 60_000)).toBeInstanceOf(Promise);
  });

  it('one not answered within its time-out is dropped (the page then asks the server)', async () => {
    jest.useFakeTimers();
    try {
      const win: EarlyCallsWindow = {};
      const hangs = ((_url: string, init: { signal: AbortSignal }) =>
        new Promise((_, reject) =>
          init.signal.addEventListener('abort', () => reject(new Error('aborted'))),
        )) as unknown as typeof fetch;
      const got = earlyGet(win, hangs, 'h', 'A', '/p', {}, () => 0);
      jest.advanceTimersByTime(EARLY_CALL_TIMEOUT_MS);
      await expect(got).rejects.toThrow('aborted');
    } finally {
      jest.useRealTimers();
    }
  });

  it('a failed answer rejects (the app then asks the server itself)', async () => {
    const win: EarlyCallsWindow = {};
    const got = earlyGet(win, fakeFetch({ ok: false, status: 503 }).fn, 'h', 'A', '/p', {}, () => 0);
    await expect(got).rejects.toThrow('HTTP 503');
    await expect(takeEarlyCall(win, earlyCallKey('h', '/p', {}), () => 0)).rejects.toThrow('HTTP 503');
  });

  it('nothing recorded, nothing taken', () => {
    expect(takeEarlyCall(undefined, 'k', () => 0)).toBeUndefined();
    expect(takeEarlyCall({}, 'k', () => 0)).toBeUndefined();
  });
});
