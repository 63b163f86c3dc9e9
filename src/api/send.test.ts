import {
  HttpStatusError,
  HttpTimeoutError,
  fetchSendWith,
  joinUrl,
  queryString,
  type SendRequest,
} from './send';

describe('queryString: the query as axios wrote it', () => {
  test.each([
    [{ a: 1, b: 'x' }, 'a=1&b=x'],
    [{ b: 2, a: 1 }, 'b=2&a=1'], // the object's order, not sorted
    [{ date: undefined, market: 'sh' }, 'market=sh'],
    [{ x: null, y: 1 }, 'y=1'],
    [{ flag: true, n: 0 }, 'flag=true&n=0'],
    [{ q: '贵州 茅台' }, 'q=%E8%B4%B5%E5%B7%9E+%E8%8C%85%E5%8F%B0'],
    [{ t: '09:30,$1&2=3' }, 't=09:30,$1%262%3D3'],
    [{ ids: [1, 2] }, 'ids%5B%5D=1&ids%5B%5D=2'],
    [{ s: "a!'()~*" }, "s=a!'()~*"],
    [{}, ''],
  ])('%j → %s', (params, want) => expect(queryString(params)).toBe(want));
});

describe('joinUrl', () => {
  test.each([
    ['', '/r/x', '/r/x'],
    ['https://h.example', '/r/x', 'https://h.example/r/x'],
    ['https://h.example/', '/r/x', 'https://h.example/r/x'],
    ['https://h.example/base', 'r/x', 'https://h.example/base/r/x'],
    ['https://h.example', 'https://other.example/y', 'https://other.example/y'],
  ])('%s + %s → %s', (base, path, want) => expect(joinUrl(base, path)).toBe(want));
});

function fakeFetch(status: number, text: string) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fn = (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve({ status, text: () => Promise.resolve(text) } as Response);
  };
  return { calls, fn };
}

const req = (over: Partial<SendRequest> = {}): SendRequest => ({
  url: '/p?a=1',
  method: 'GET',
  headers: { 'X-App': 'A' },
  timeoutMs: 50_000,
  ...over,
});

describe('fetchSendWith', () => {
  test('sends method, headers and body; answers the parsed JSON', async () => {
    const f = fakeFetch(200, '{"code":1,"data":[1]}');
    await expect(fetchSendWith(f.fn)(req({ method: 'POST', body: 'x=1' }))).resolves.toEqual({
      code: 1,
      data: [1],
    });
    expect(f.calls[0].url).toBe('/p?a=1');
    expect(f.calls[0].init).toMatchObject({ method: 'POST', headers: { 'X-App': 'A' }, body: 'x=1' });
  });

  test.each([
    ['plain text', 'ok', 'ok'],
    ['an empty body', '', ''],
  ])('%s: the text as it came', async (_name, text, want) => {
    await expect(fetchSendWith(fakeFetch(200, text).fn)(req())).resolves.toBe(want);
  });

  test('outside 2xx: HttpStatusError with the status and the parsed body', async () => {
    const err = await fetchSendWith(fakeFetch(400, '{"msg":"bad"}').fn)(req()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpStatusError);
    expect(err).toMatchObject({ status: 400, data: { msg: 'bad' } });
  });

  test('no answer within the time-out: aborted, HttpTimeoutError', async () => {
    jest.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const hang = (_url: string, init: RequestInit) =>
        new Promise<Response>((_, reject) => {
          signal = init.signal ?? undefined;
          init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        });
      const sent = fetchSendWith(hang)(req({ timeoutMs: 1000 })).catch((e: unknown) => e);
      jest.advanceTimersByTime(999);
      expect(signal?.aborted).toBe(false);
      jest.advanceTimersByTime(1);
      expect(signal?.aborted).toBe(true);
      expect(await sent).toBeInstanceOf(HttpTimeoutError);
    } finally {
      jest.useRealTimers();
    }
  });

  test("the caller's signal aborts the request", async () => {
    const caller = new AbortController();
    const hang = (_url: string, init: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      });
    const sent = fetchSendWith(hang)(req({ signal: caller.signal })).catch((e: unknown) => e);
    caller.abort();
    expect(await sent).toMatchObject({ message: 'aborted' });
  });
});
