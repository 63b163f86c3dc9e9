import { localEnvironment, type EnvConfig } from '../config/environments';
import { unwrap } from './envelope';
import { ApiError } from './errors';
import { APP_CODE_HEADER, APP_VERSION_HEADER, HTTP_TIMEOUT_MS, createHttp } from './http';
import { HttpStatusError, type SendRequest } from './send';
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

function fakeSend(reply: (req: SendRequest) => unknown) {
  const calls: SendRequest[] = [];
  const send = async (req: SendRequest) => {
    calls.push(req);
    return reply(req);
  };
  return { calls, make: send };
}

describe('http layer', () => {
  const cfg: EnvConfig = {
    ...localEnvironment(),
    rjhyNewsHost: 'https://news.example',
    appCode: 'APP',
    appVersion: '9.9',
  };

  it('uses the service host, the app-code header and unwraps data', async () => {
    const fake = fakeSend(() => ({ data: { ok: true } }));
    const http = createHttp(() => cfg, fake.make);
    await expect(http.get('rjhyNewsHost', '/rjhy-news/api/x', { a: 1 })).resolves.toEqual({ ok: true });
    expect(fake.calls[0]).toMatchObject({
      url: 'https://news.example/rjhy-news/api/x?a=1',
      method: 'GET',
      body: undefined,
      timeoutMs: HTTP_TIMEOUT_MS,
    });
    expect(fake.calls[0].headers[APP_CODE_HEADER]).toBe('APP');
  });

  it('signs over the params with the config secret and adds the app version when asked', async () => {
    const fake = fakeSend(() => ({ list: [] }));
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
    const h = fake.calls[0].headers;
    expect(h[TIMESTAMP_HEADER]).toBe('1234');
    expect(h[NONCE_HEADER]).toBe('n0nce-n0nce-n0nce');
    expect(h[SIGN_HEADER]).toBe(
      sign(cfg.tokenConfig.AppSecret, { symbol: '600519', market: 'sh' }, 1234, 'n0nce-n0nce-n0nce'),
    );
    expect(h[APP_VERSION_HEADER]).toBe('9.9');
  });

  it('sends a fresh random nonce with every signed call', async () => {
    const fake = fakeSend(() => ({}));
    const http = createHttp(() => cfg, fake.make);
    await http.get('rjhyNewsHost', '/p', {}, { signed: true });
    await http.get('rjhyNewsHost', '/p', {}, { signed: true });
    const [a, b] = fake.calls.map((c) => c.headers[NONCE_HEADER]);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });

  it('leaves the app-code header out when told', async () => {
    const fake = fakeSend(() => ({}));
    await createHttp(() => cfg, fake.make).get('rjhyNewsHost', '/p', {}, { noAppCode: true });
    expect(fake.calls[0].headers[APP_CODE_HEADER]).toBeUndefined();
  });

  it('sends form-encoded bodies', async () => {
    const fake = fakeSend(() => ({ code: 1 }));
    await createHttp(() => cfg, fake.make).postForm('circle', '/like', { token: 't', newsId: 5 });
    expect(fake.calls[0].body).toBe('token=t&newsId=5');
    expect(fake.calls[0].headers['Content-Type']).toBe('application/x-www-form-urlencoded');
  });

  it('turns failures into ApiError with service, path, status and the server message', async () => {
    const send = () =>
      Promise.reject(new HttpStatusError(400, { code: 400, msg: 'missing parameter: symbol' }));
    const err = await createHttp(() => cfg, send)
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

  it('a network failure: ApiError with the cause and no status', async () => {
    const cause = new TypeError('Failed to fetch');
    const err = await createHttp(
      () => cfg,
      () => Promise.reject(cause),
    )
      .get('rjhyNewsHost', '/p')
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ service: 'rjhyNewsHost', path: '/p', cause, status: undefined });
  });

  it('sends JSON bodies as JSON, FormData as it is, and nothing for no body', async () => {
    const fake = fakeSend(() => ({}));
    const http = createHttp(() => cfg, fake.make);
    await http.post('rjhyNewsHost', '/j', { a: 1 });
    const form = new FormData();
    await http.postMultipart('rjhyNewsHost', '/m', form);
    await http.post('rjhyNewsHost', '/n');
    expect(fake.calls.map((c) => [c.method, c.url, c.body, c.headers['Content-Type']])).toEqual([
      ['POST', 'https://news.example/j', '{"a":1}', 'application/json'],
      ['POST', 'https://news.example/m', form, undefined],
      ['POST', 'https://news.example/n', undefined, undefined],
    ]);
  });

  it('the same origin (an empty host): the path alone, with its query', async () => {
    const fake = fakeSend(() => ({}));
    await createHttp(() => ({ ...cfg, rankHost: '' }), fake.make).get('rankHost', '/r/list', {
      type: 'up',
      date: undefined,
    });
    expect(fake.calls[0].url).toBe('/r/list?type=up');
  });

  it('times out after 50 s', () => {
    expect(HTTP_TIMEOUT_MS).toBe(50_000);
  });
});
