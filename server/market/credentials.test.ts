import { quoteCredentialsMatch } from './credentials';

const settings = { appSecret: 'the-secret' };

test.each([
  ['the configured key and secret', { AppKey: 'wapquote-h5', AppSecret: 'the-secret' }, true],
  ['no secret (the attack of issue 32 row 8)', { AppKey: 'wapquote-h5' }, false],
  ['a wrong secret', { AppKey: 'wapquote-h5', AppSecret: 'nope' }, false],
  ['another AppKey with the right secret', { AppKey: 'someone-else', AppSecret: 'the-secret' }, false],
  ['a secret that is a prefix', { AppKey: 'wapquote-h5', AppSecret: 'the-secre' }, false],
  ['a non-text secret', { AppKey: 'wapquote-h5', AppSecret: 1 }, false],
])('%s', (_name, body, expected) => {
  expect(quoteCredentialsMatch(body, settings)).toBe(expected);
});

test('a configured AppKey replaces the default', () => {
  const s = { appKey: 'mine', appSecret: 'x' };
  expect(quoteCredentialsMatch({ AppKey: 'mine', AppSecret: 'x' }, s)).toBe(true);
  expect(quoteCredentialsMatch({ AppKey: 'wapquote-h5', AppSecret: 'x' }, s)).toBe(false);
});
