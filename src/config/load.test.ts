import { resolveConfig } from './load';

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
