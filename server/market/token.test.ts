import { issueQuoteToken, isValidQuoteToken } from './token';

const T0 = Date.UTC(2026, 10, 24, 2, 0);

describe('quote tokens', () => {
  test('a token is good until it expires, a day later', () => {
    const { token, expiresAt } = issueQuoteToken(T0);
    expect(expiresAt).toBe(T0 + 24 * 3600 * 1000);
    expect(isValidQuoteToken(token, T0)).toBe(true);
    expect(isValidQuoteToken(token, expiresAt - 1)).toBe(true);
    expect(isValidQuoteToken(token, expiresAt)).toBe(false);
  });

  test('two tokens differ (random part)', () => {
    expect(issueQuoteToken(T0).token).not.toBe(issueQuoteToken(T0).token);
  });

  const { token } = issueQuoteToken(T0);
  const [rand, exp, mac] = token.split('.');
  test.each([
    ['empty', ''],
    ['not a string', 42],
    ['no signature', `${rand}.${exp}`],
    ['expiry pushed out', `${rand}.${(parseInt(exp, 36) * 2).toString(36)}.${mac}`],
    ['random part changed', `${rand.startsWith('x') ? 'y' : 'x'}${rand.slice(1)}.${exp}.${mac}`],
    ['signature changed', `${rand}.${exp}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`],
    ['too long', `${'a'.repeat(300)}`],
  ])('refused: %s', (_name, bad) => {
    expect(isValidQuoteToken(bad, T0)).toBe(false);
  });

  test('another secret refuses the token (each deployment signs its own)', () => {
    const before = process.env.WAP_QUOTE_SECRET;
    process.env.WAP_QUOTE_SECRET = 'another deployment';
    try {
      expect(isValidQuoteToken(token, T0)).toBe(false);
    } finally {
      if (before === undefined) delete process.env.WAP_QUOTE_SECRET;
      else process.env.WAP_QUOTE_SECRET = before;
    }
  });
});
