import { originAllowed, parseAllowedOrigins } from './origin';

test.each([
  ['no Origin (a native app, a server)', undefined, 'quote.example.com', [], true],
  ['the server’s own origin', 'https://quote.example.com', 'quote.example.com', [], true],
  ['own origin with a port', 'http://127.0.0.1:8080', '127.0.0.1:8080', [], true],
  ['host compared without case', 'https://quote.example.com', 'Quote.Example.com', [], true],
  ['another site', 'https://evil.example', 'quote.example.com', [], false],
  ['another port of the same host', 'http://127.0.0.1:9999', '127.0.0.1:8080', [], false],
  ['a look-alike suffix', 'https://quote.example.com.evil.example', 'quote.example.com', [], false],
  ['the null origin of a sandboxed frame', 'null', 'quote.example.com', [], false],
  ['a listed origin', 'https://cdn.example.com', 'quote.example.com', ['https://cdn.example.com'], true],
  ['a file: page', 'file://', 'quote.example.com', [], false],
  ['no Host header', 'https://quote.example.com', undefined, [], false],
])('%s', (_name, origin, host, allowed, expected) => {
  expect(originAllowed(origin, host, allowed)).toBe(expected);
});

test('WAP_ALLOWED_ORIGINS takes origins only', () => {
  expect(parseAllowedOrigins(' https://a.example , http://b.example:81 ')).toEqual([
    'https://a.example',
    'http://b.example:81',
  ]);
  expect(parseAllowedOrigins(undefined)).toEqual([]);
  expect(() => parseAllowedOrigins('https://a.example/path')).toThrow(/not an origin/);
  expect(() => parseAllowedOrigins('not a url')).toThrow();
});
