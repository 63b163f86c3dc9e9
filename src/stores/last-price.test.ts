import {
  fetchLastPrice,
  lastPriceAsCached,
  lastPriceUrl,
  takeEarlyQuote,
  type EarlyQuote,
} from './last-price';

const NOW = Date.UTC(2026, 10, 25, 2, 0);
const body = (over: { name?: unknown; dyna?: object; statistic?: object | null } = {}) => ({
  code: 1,
  msg: 'success',
  data: {
    name: '贵州茅台',
    dyna: { LastPrice: 1500, InstrumentID: '600519', ...over.dyna },
    statistic: over.statistic === null ? null : { PreClosePrice: 1480, ...over.statistic },
    ...(over.name !== undefined ? { name: over.name } : {}),
  },
});

describe('lastPriceAsCached', () => {
  it('a good answer is a quote to show as not live, stamped when it came', () => {
    expect(lastPriceAsCached(body(), '600519', NOW)).toEqual({
      savedAt: NOW,
      stockname: '贵州茅台',
      dyna: { LastPrice: 1500, InstrumentID: '600519' },
      statistic: { PreClosePrice: 1480 },
    });
  });

  it.each([
    ['no body', null, '600519'],
    ['no data', { code: 1 }, '600519'],
    ['an unknown instrument (data null)', { code: 1, data: null }, '600519'],
    ['an error envelope', { code: 404, msg: 'unknown instrument' }, '600519'],
    ['no statistics', body({ statistic: null }), '600519'],
    ['a price that is not a number', body({ dyna: { LastPrice: '1500' } }), '600519'],
    ['another instrument', body({ dyna: { InstrumentID: '000001' } }), '600519'],
  ])('%s: none', (_name, b, code) => expect(lastPriceAsCached(b, code, NOW)).toBeNull());

  it.each([
    ['00700', '00700'],
    ['700', '00700'],
    ['AAPL', 'aapl'],
  ])('the instrument %s matches an answer for %s (codes the server pads or cases)', (code, id) =>
    expect(lastPriceAsCached(body({ dyna: { InstrumentID: id } }), code, NOW)).not.toBeNull(),
  );

  it('a name that is not text is left empty', () =>
    expect(lastPriceAsCached(body({ name: 7 }), '600519', NOW)?.stockname).toBe(''));
});

describe('lastPriceUrl', () => {
  it.each([
    ['', 'sh', '600519', '/rjhy-stock-quote/api/1/lastPrice?market=sh&symbol=600519'],
    [
      'https://q.example',
      'us',
      'BRK.B',
      'https://q.example/rjhy-stock-quote/api/1/lastPrice?market=us&symbol=BRK.B',
    ],
    ['', 'sh', 'a&b', '/rjhy-stock-quote/api/1/lastPrice?market=sh&symbol=a%26b'],
  ])('%s %s %s', (host, market, code, want) => expect(lastPriceUrl(host, market, code)).toBe(want));
});

describe('fetchLastPrice', () => {
  const answer = (ok: boolean, json: unknown) => () =>
    Promise.resolve({ ok, json: () => Promise.resolve(json) });

  it('asks once, without custom headers, and converts the answer', async () => {
    const fetchFn = jest.fn(answer(true, body()));
    const q = await fetchLastPrice(fetchFn, '', 'sh', '600519', () => NOW);
    expect(q?.dyna.LastPrice).toBe(1500);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    const init = fetchFn.mock.calls[0] as unknown[];
    expect(init[0]).toBe('/rjhy-stock-quote/api/1/lastPrice?market=sh&symbol=600519');
    expect(init[1]).not.toHaveProperty('headers');
  });

  it.each([
    ['an HTTP error', answer(false, body())],
    ['a network failure', () => Promise.reject(new Error('offline'))],
    [
      'unreadable JSON',
      () => Promise.resolve({ ok: true, json: () => Promise.reject(new SyntaxError('x')) }),
    ],
  ])('%s: null', async (_name, fetchFn) =>
    expect(await fetchLastPrice(fetchFn, '', 'sh', '600519', () => NOW)).toBeNull(),
  );

  it('gives up after the time-out (the request is aborted)', async () => {
    jest.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const hang = (_url: string, init?: { signal?: AbortSignal }) =>
        new Promise<never>((_resolve, reject) => {
          signal = init?.signal;
          signal?.addEventListener('abort', () => reject(new Error('aborted')));
        });
      const q = fetchLastPrice(hang, '', 'sh', '600519', () => NOW);
      jest.advanceTimersByTime(3000);
      expect(await q).toBeNull();
      expect(signal?.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('takeEarlyQuote', () => {
  const early = (): EarlyQuote => ({ market: 'hk', code: '0700', quote: Promise.resolve(null) });

  it('the early answer for the same instrument, once', () => {
    const parked = early();
    const holder: { __wapEarlyQuote?: EarlyQuote } = { __wapEarlyQuote: parked };
    expect(takeEarlyQuote('hk', '0700', holder)).toBe(parked.quote);
    expect(takeEarlyQuote('hk', '0700', holder)).toBeNull();
  });

  it.each([
    ['another code', 'hk', '09988'],
    ['another market', 'sh', '0700'],
  ])('%s: none, and left for its own page', (_name, market, code) => {
    const holder: { __wapEarlyQuote?: EarlyQuote } = { __wapEarlyQuote: early() };
    expect(takeEarlyQuote(market, code, holder)).toBeNull();
    expect(holder.__wapEarlyQuote).toBeDefined();
  });
});
