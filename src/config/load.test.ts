import { resolveConfig, takeEarlyConfig } from './load';

describe('runtime configuration', () => {
  it('defaults to local, same origin, when config.json is missing or unknown', () => {
    for (const file of [null, undefined, {}, { env: 'nope' as never }]) {
      const cfg = resolveConfig(file);
      expect(cfg.env).toBe('local');
      expect(cfg.rjhyNewsHost).toBe('');
      expect(cfg.quotes).toBe('/dyapi');
      expect(cfg.money).toBe('/money');
      expect(cfg.channelId).toBe('channelH5');
      expect(cfg.tokenConfig).toMatchObject({ Version: '1.0.0', Type: 'h5' });
    }
  });

  it('puts quote services on the quote host and the rest on the gateway host (§7 production layout)', () => {
    const cfg = resolveConfig({
      env: 'production',
      hosts: {
        quote: 'https://q.example',
        gateway: 'https://gw.example',
        passport: 'https://pp.example',
        info: 'https://info.example',
      },
    });
    expect(cfg.env).toBe('production');
    for (const k of [
      'rankHost',
      'gmgQuoteHost',
      'rjhyQuoteHost',
      'stockQuoteHost',
      'rzrq',
      'plateChart',
      'rjhyQuoteSector',
    ] as const) {
      expect(cfg[k]).toBe('https://q.example');
    }
    for (const k of ['rjhyNewsHost', 'circle', 'sms', 'user', 'file', 'doNews', 'plateBasic'] as const) {
      expect(cfg[k]).toBe('https://gw.example');
    }
    expect(cfg.hqToken).toBe('https://pp.example');
    expect(cfg.hqInfo).toBe('https://info.example');
  });

  it('applies overrides last', () => {
    expect(resolveConfig({ env: 'test', overrides: { appVersion: '2.0.0' } }).appVersion).toBe('2.0.0');
  });

  it('has every §7 config field', () => {
    const cfg = resolveConfig(null);
    for (const field of [
      'apihqDomain',
      'rankHost',
      'gmgQuoteHost',
      'rjhyQuoteHost',
      'rjhyNewsHost',
      'stockQuoteHost',
      'stockDiagnosisHost',
      'quotes',
      'money',
      'circle',
      'sms',
      'user',
      'rzrq',
      'plateChart',
      'rjhyQuoteSector',
      'file',
      'doNews',
      'hqToken',
      'hqInfo',
      'plateBasic',
      'tokenConfig',
    ]) {
      expect(cfg).toHaveProperty(field);
    }
  });
});

describe('the config request index.html started', () => {
  const response = () => Promise.resolve(new Response('{"env":"local"}'));

  it('is taken once, for the same URL only', () => {
    const early = response();
    const holder = { __wapConfig: { url: '/wap/config.json', response: early } };
    expect(takeEarlyConfig('/other/config.json', holder)).toBeNull();
    expect(takeEarlyConfig('/wap/config.json', holder)).toBe(early);
    expect(takeEarlyConfig('/wap/config.json', holder)).toBeNull();
  });

  it.each([
    ['no inline script ran', {}],
    ['something else under the name', { __wapConfig: { url: '/wap/config.json', response: 'x' } }],
  ])('%s: boot asks itself', (_name, holder) => {
    expect(takeEarlyConfig('/wap/config.json', holder as never)).toBeNull();
  });
});
