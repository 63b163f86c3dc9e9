import { localEnvironment } from '../config/environments';
import {
  EARLY_TOKEN_TIMEOUT_MS,
  fetchQuoteTokenWith,
  grantOf,
  quoteTokenPayload,
  takeEarlyToken,
  type EarlyToken,
} from './quote-token';

describe('grantOf', () => {
  it.each([
    [
      { Code: 0, Data: { Token: 'abc', ExpiresIn: 7200 } },
      { token: 'abc', expiresInSeconds: 7200 },
    ],
    [{ Data: { Token: 'abc' } }, { token: 'abc', expiresInSeconds: 0 }],
  ])('%j', (res, want) => expect(grantOf(res)).toEqual(want));

  it.each([[null], [{}], [{ Data: {} }], [{ Data: { Token: '' } }], [{ Data: { Token: 5 } }]])(
    '%j: no token',
    (res) => expect(() => grantOf(res)).toThrow('Data.Token'),
  );
});

describe('quoteTokenPayload', () => {
  it('the six credential fields and nothing else', () => {
    const t = localEnvironment().tokenConfig;
    expect(Object.keys(quoteTokenPayload(t)).sort()).toEqual(
      ['AppKey', 'AppSecret', 'Desc', 'Name', 'Type', 'Version'].sort(),
    );
  });
});

describe('fetchQuoteTokenWith', () => {
  const cfg = { ...localEnvironment(), hqToken: 'https://passport.example' };

  it('posts JSON with the app code to the token host', async () => {
    const fetchFn = jest.fn(() =>
      Promise.resolve({ ok: true, json: () => Promise.resolve({ Data: { Token: 'x', ExpiresIn: 60 } }) }),
    );
    await expect(fetchQuoteTokenWith(fetchFn, cfg, () => 42)).resolves.toEqual({
      token: 'x',
      expiresInSeconds: 60,
      receivedAt: 42,
    });
    const [url, init] = fetchFn.mock.calls[0] as unknown as [
      string,
      { method: string; headers: object; body: string },
    ];
    expect(url).toBe('https://passport.example/hq-passport/api/1/token');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', 'X-App-Code': cfg.appCode });
    expect(JSON.parse(init.body)).toEqual(quoteTokenPayload(cfg.tokenConfig));
  });

  it('an answer that never comes: aborted after EARLY_TOKEN_TIMEOUT_MS, so the app asks itself', async () => {
    jest.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const hang = (_url: string, init: { signal?: AbortSignal }) =>
        new Promise<never>((_resolve, reject) => {
          signal = init.signal;
          signal?.addEventListener('abort', () => reject(new Error('aborted')));
        });
      const grant = fetchQuoteTokenWith(hang, cfg);
      jest.advanceTimersByTime(EARLY_TOKEN_TIMEOUT_MS);
      await expect(grant).rejects.toThrow('aborted');
      expect(signal?.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('an HTTP error rejects', async () => {
    const fetchFn = () => Promise.resolve({ ok: false, json: () => Promise.resolve({}) });
    await expect(fetchQuoteTokenWith(fetchFn, cfg)).rejects.toThrow('failed');
  });
});

describe('takeEarlyToken', () => {
  const early = (url: string): EarlyToken => ({
    url,
    grant: Promise.resolve({ token: 't', expiresInSeconds: 1 }),
  });

  it('taken once for the same token URL; later takes and the early script find it claimed', () => {
    const parked = early('/hq-passport/api/1/token');
    const holder: { __wapEarlyToken?: EarlyToken | null } = { __wapEarlyToken: parked };
    expect(takeEarlyToken('/hq-passport/api/1/token', holder)).toBe(parked.grant);
    expect(holder.__wapEarlyToken).toBeNull();
    expect(takeEarlyToken('/hq-passport/api/1/token', holder)).toBeNull();
  });

  it('asked of another host (config.json changed): not used', () => {
    const holder: { __wapEarlyToken?: EarlyToken | null } = { __wapEarlyToken: early('https://old/x') };
    expect(takeEarlyToken('/hq-passport/api/1/token', holder)).toBeNull();
  });
});
