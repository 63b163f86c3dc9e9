import { normalOrigin, originAllowed, parseAllowedOrigins } from './origin';

describe('originAllowed', () => {
  const allowed = ['https://m.example.com', 'http://127.0.0.1:8090'];
  it.each([
    // origin, host, expected
    [undefined, '127.0.0.1:8080', true], // native app or script: no Origin
    ['http://127.0.0.1:8080', '127.0.0.1:8080', true], // same origin
    ['https://WAP.example.com', 'wap.example.com', true], // same host, case-insensitive
    ['https://m.example.com', '127.0.0.1:8080', true], // on the list
    ['http://127.0.0.1:8090', '127.0.0.1:8080', true], // the stub shell, on the list
    ['https://evil.example', '127.0.0.1:8080', false], // another site
    ['http://127.0.0.1:9999', '127.0.0.1:8080', false], // same host, other port
    ['null', '127.0.0.1:8080', false], // sandboxed frame
    ['https://m.example.com.evil.example', '127.0.0.1:8080', false],
    ['javascript:alert(1)', '127.0.0.1:8080', false],
    ['https://evil.example', undefined, false],
  ])('%s to %s → %s', (origin, host, expected) => {
    expect(originAllowed(origin, host, allowed)).toBe(expected);
  });
});

describe('parseAllowedOrigins', () => {
  it('normalises a comma list and drops blanks', () => {
    expect(parseAllowedOrigins(' https://A.example.com/ ,, http://x:81')).toEqual([
      'https://a.example.com',
      'http://x:81',
    ]);
    expect(parseAllowedOrigins(undefined)).toEqual([]);
  });
  it('refuses what is not an http(s) origin', () => {
    expect(() => parseAllowedOrigins('ftp://x')).toThrow('WAP_ALLOWED_ORIGINS');
    expect(normalOrigin('not a url')).toBeUndefined();
  });
});
