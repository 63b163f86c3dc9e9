import { appDownloadUrl } from './download';
import { resolveConfig } from './load';

const hosts = {
  quote: 'https://q.test',
  gateway: 'https://gw.test',
  passport: 'https://p.test',
  info: 'https://i.test',
};

describe('appDownloadUrl: one download page per environment', () => {
  it.each([
    ['local (no config.json)', null, '/download.html'],
    ['local', { env: 'local' as const }, '/download.html'],
    ['a deployed environment on its own site', { env: 'test' as const, hosts }, '/download.html'],
    [
      'a deployed environment naming the company site',
      { env: 'production' as const, hosts: { ...hosts, site: 'https://www.company.test' } },
      'https://www.company.test/download.html',
    ],
    [
      'an explicit override',
      { env: 'dev' as const, hosts, overrides: { downloadUrl: 'https://m.company.test/app' } },
      'https://m.company.test/app',
    ],
    ['a same-origin path override', { overrides: { downloadUrl: '/app/get.html' } }, '/app/get.html'],
    ['an empty override', { overrides: { downloadUrl: '' } }, '/download.html'],
    ['a javascript: override', { overrides: { downloadUrl: 'javascript:alert(1)' } }, '/download.html'],
    ['a protocol-relative override', { overrides: { downloadUrl: '//evil.test/x' } }, '/download.html'],
    ['a backslash path', { overrides: { downloadUrl: '/\\evil.test' } }, '/download.html'],
  ])('%s → %s', (_what, file, want) => expect(appDownloadUrl(resolveConfig(file))).toBe(want));
});
