import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { AxiosError, AxiosHeaders } from 'axios';
import { localEnvironment, type EnvConfig } from '../config/environments';
import { unwrap } from './envelope';
import { ApiError } from './errors';
import { EARLY_CALL_TTL_MS, earlyCallKey, type EarlyCallsWindow } from './early-calls';
import { APP_CODE_HEADER, APP_VERSION_HEADER, HTTP_TIMEOUT_MS, createHttp, randomNonce } from './http';
import { NONCE_HEADER, SIGN_HEADER, TIMESTAMP_HEADER, sign, signingString } from '../../contract/signing';

describe('§7 response rule', () => {
  it.each([
    [{ data: { a: 1 }, code: 1 }, { a: 1 }],
    [{ data: [], totalCount: 0 }, []],
    [{ data: null }, null],
    [
      { list: [1], totalCount: 9 },
      { list: [1], totalCount: 9 },
    ],
    [
      [1, 2],
      [1, 2],
    ],
    ['text', 'text'],
  ])('unwrap(%j) = %j', (body, expected) => {
    expect(unwrap(body)).toEqual(expected);
  });
});

describe('signing string', () => {
  it('sorts values by key, skips undefined, maps null to empty, ends with the timestamp', () => {
    expect(
      signingString('S', { symbol: '600519', market: 'sh', date: undefined, x: null }, 1700000000000),
    ).toBe('S&sh&600519&&1700000000000');
  });
  it('is an md5 hex of that string', () => {
    expect(sign('S', { b: 2, a: 1 }, 5)).toMatch(/^[0-9a-f]{32}$/);
    expect(sign('S', { b: 2, a: 1 }, 5)).toBe(sign('S', { a: 1, b: 2 }, 5));
    expect(sign('S', { a: 1 }, 5)).not.toBe(sign('T', { a: 1 }, 5));
  });
});

function fakeAxios(reply: (cfg: AxiosRequestConfig) => unknown) {
  const calls: { baseURL: string; cfg: AxiosRequestConfig }[] = [];
  const make = (baseURL: string) =>
    ({
      request: async (cfg: AxiosRequestConfig) => {
        calls.push({ baseURL, cfg });
        return { data: reply(cfg) };
      },
    }) as unknown as AxiosInstance;
  return { calls, make };
}

describe('http layer', () => {
  const cfg: EnvConfig = {
    ...localEnvironment(),
    rjhyNewsHost: 'https://news.example',
    appCode: 'APP',
    appVersion: '9.9',
  };

  it('uses the service host, the app-code header and unwraps data', async () => {
    const fake = fakeAxios(() => ({ data: { ok: true } }));
    const http = createHttp(() => cfg, fake.make);
    await expect(http.get('rjhyNewsHost', '/rjhy-news/api/x', { a: 1 })).resolves.toEqual({ ok: true });
    expect(fake.calls[0].baseURL).toBe('https://news.example');
    expect(fake.calls[0].cfg).toMatchObject({ url: '/rjhy-news/api/x', method: 'GET', params: { a: 1 } });
    expect((fake.calls[0].cfg.headers as Record<string, string>)[APP_CODE_HEADER]).toBe('APP');
  });

  it('signs over the params with the config secret and adds the app version when asked', async () => {
    const fake = fakeAxios(() => ({ list: [] }));
    const http = createHttp(
      () => cfg,
      fake.make,
      () => 1234,
      () => 'n0nce-n0nce-n0nce',
    );
    await http.get(
      'rjhyNewsHost',
      '/p',
      { symbol: '600519', market: 'sh' },
      { signed: true, appVersion: true },
    );
    const h = fake.calls[0].cfg.headers as Record<string, string>;
    expect(h[TIMESTAMP_HEADER]).toBe('1234');
    expect(h[NONCE_HEADER]).toBe('n0nce-n0nce-n0nce');
    expect(h[SIGN_HEADER]).toBe(
      sign(cfg.tokenConfig.AppSecret, { symbol: '600519', market: 'sh' }, 1234, 'n0nce-n0nce-n0nce'),
    );
    expect(h[APP_VERSION_HEADER]).toBe('9.9');
  });

  it('sends a fresh random nonce with every signed call', async () => {
    const fake = fakeAxios(() => ({}));
    const http = createHttp(() => cfg, fake.make);
    await http.get('rjhyNewsHost', '/p', {}, { signed: true });
    await http.get('rjhyNewsHost', '/p', {}, { signed: true });
    const [a, b] = fake.calls.map((c) => (c.cfg.headers as Record<string, string>)[NONCE_HEADER]);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });

  it('leaves the app-code header out when told', async () => {
    const fake = fakeAxios(() => ({}));
    await createHttp(() => cfg, fake.make).get('rjhyNewsHost', '/p', {}, { noAppCode: true });
    expect((fake.calls[0].cfg.headers as Record<string, string>)[APP_CODE_HEADER]).toBeUndefined();
  });

  it('sends form-encoded bodies', async () => {
    const fake = fakeAxios(() => ({ code: 1 }));
    await createHttp(() => cfg, fake.make).postForm('circle', '/like', { token: 't', newsId: 5 });
    expect(fake.calls[0].cfg.data).toBe('token=t&newsId=5');
    expect((fake.calls[0].cfg.headers as Record<string, string>)['Content-Type']).toBe(
      'application/x-www-form-urlencoded',
    );
  });

  it('turns failures into ApiError with service, path, status and the server message', async () => {
    const make = () =>
      ({
        request: async () => {
          throw new AxiosError('boom', 'ERR_BAD_REQUEST', undefined, undefined, {
            status: 400,
            data: { code: 400, msg: 'missing parameter: symbol' },
            statusText: 'Bad Request',
            headers: {},
            config: { headers: new AxiosHeaders() },
          });
        },
      }) as unknown as AxiosInstance;
    const err = await createHttp(() => cfg, make)
      .get('rjhyNewsHost', '/rjhy-news/api/x')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      service: 'rjhyNewsHost',
      path: '/rjhy-news/api/x',
      status: 400,
      serverMessage: 'missing parameter: symbol',
    });
  });

  describe('a call the early script made (early-calls.ts)', () => {
    const early = (body: Promise<unknown>, at = 0): EarlyCallsWindow => ({
      __wapEarlyCalls: { [earlyCallKey(cfg.rjhyNewsHost, '/p', { a: 1 })!]: { at, body } },
    });
    const httpWith = (win: EarlyCallsWindow, fake: ReturnType<typeof fakeAxios>, now = 0) =>
      createHttp(
        () => cfg,
        fake.make,
        () => now,
        randomNonce,
        () => win,
      );

    it('takes its answer once, through the response rule, without asking the server', async () => {
      const fake = fakeAxios(() => ({ data: 'server' }));
      const http = httpWith(early(Promise.resolve({ data: 'early' })), fake);
      await expect(http.get('rjhyNewsHost', '/p', { a: 1 })).resolves.toBe('early');
      expect(fake.calls).toHaveLength(0);
      await expect(http.get('rjhyNewsHost', '/p', { a: 1 })).resolves.toBe('server');
      expect(fake.calls).toHaveLength(1);
    });

    it('asks the server when the early call failed or is stale', async () => {
      const failed = fakeAxios(() => ({ data: 'server' }));
      await expect(
        httpWith(early(Promise.reject(new Error('x'))), failed).get('rjhyNewsHost', '/p', { a: 1 }),
      ).resolves.toBe('server');
      const stale = fakeAxios(() => ({ data: 'server' }));
      await expect(
        httpWith(early(Promise.resolve({ data: 'early' })), stale, EARLY_CALL_TTL_MS + 1).get(
          'rjhyNewsHost',
          '/p',
          { a: 1 },
        ),
      ).resolves.toBe('server');
      expect([failed.calls.length, stale.calls.length]).toEqual([1, 1]);
    });

    it.each([
      ['signed', { signed: true }],
      ['with the app version', { appVersion: true }],
      ['without the app code', { noAppCode: true }],
      ['with headers', { headers: { 'X-Y': '1' } }],
      ['abortable', { signal: new AbortController().signal }],
    ])('a call %s is never taken from the early script', async (_what, opts) => {
      const fake = fakeAxios(() => ({ data: 'server' }));
      const http = httpWith(early(Promise.resolve({ data: 'early' })), fake);
      await expect(http.get('rjhyNewsHost', '/p', { a: 1 }, opts)).resolves.toBe('server');
    });

    it('other parameters are another call', async () => {
      const fake = fakeAxios(() => ({ data: 'server' }));
      const http = httpWith(early(Promise.resolve({ data: 'early' })), fake);
      await expect(http.get('rjhyNewsHost', '/p', { a: 2 })).resolves.toBe('server');
    });
  });

  it('times out after 50 s', () => {
    expect(HTTP_TIMEOUT_MS).toBe(50_000);
  });
});
