import {
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
    ['none', {}, 'https://h/p?'],
  ])('%s', (_what, params, want) => expect(earlyCallKey('https://h', '/p', params)).toBe(want));

  it('the same parameters in another order are the same call', () => {
    expect(earlyCallKey('h', '/p', { a: 1, b: 2 })).toBe(earlyCallKey('h', '/p', { b: 2, a: 1 }));
    expect(earlyCallKey('h', '/p', { a: 1 })).not.toBe(earlyCallKey('h', '/p', { a: 2 }));
    expect(earlyCallKey('h', '/p', { a: 1 })).not.toBe(earlyCallKey('g', '/p', { a: 1 }));
  });
});

function fakeFetch(reply: { ok: boolean; status?: number; body?: unknown }) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fn = (async (url: string, init: { headers: Record<string, string> }) => {
    calls.push({ url, headers: init.headers });
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
    await expect(takeEarlyCall(win, key, () => 1_000)).resolves.toEqual({ data: [1, 2] });
    expect(takeEarlyCall(win, key, () => 1_000)).toBeUndefined();
  });

  it('a call without parameters has no question mark', async () => {
    const f = fakeFetch({ ok: true, body: {} });
    await earlyGet({}, f.fn, 'https://h', 'APP', '/p', {}, () => 0);
    expect(f.calls[0].url).toBe('https://h/p');
  });

  it('is not handed over once stale (a later visit asks afresh)', () => {
    const win: EarlyCallsWindow = {};
    void earlyGet(win, fakeFetch({ ok: true, body: {} }).fn, 'h', 'A', '/p', {}, () => 0);
    const key = earlyCallKey('h', '/p', {});
    expect(takeEarlyCall(win, key, () => EARLY_CALL_TTL_MS + 1)).toBeUndefined();
    expect(win.__wapEarlyCalls).toEqual({});
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
