import { DEFAULT_SECRETS, assertProductionSecrets, productionSecretProblems } from './secrets';

const strong = { WAP_APP_SECRET: 'a'.repeat(32), WAP_QUOTE_SECRET: 'b'.repeat(32) };

describe('productionSecretProblems', () => {
  test.each([
    ['not production: defaults are fine', { NODE_ENV: 'development' }, []],
    ['no NODE_ENV: defaults are fine', {}, []],
    ['production with strong secrets', { NODE_ENV: 'production', ...strong }, []],
    [
      'production with nothing set',
      { NODE_ENV: 'production' },
      [/WAP_APP_SECRET is not set/, /WAP_QUOTE_SECRET is not set/],
    ],
    [
      'production with the repository defaults',
      { NODE_ENV: 'production', ...DEFAULT_SECRETS },
      [/WAP_APP_SECRET is the repository's default/, /WAP_QUOTE_SECRET is the repository's default/],
    ],
    [
      'production with a short secret',
      { NODE_ENV: 'production', ...strong, WAP_QUOTE_SECRET: 'short' },
      [/WAP_QUOTE_SECRET is shorter than 16/],
    ],
  ])('%s', (_name, env, expected) => {
    const problems = productionSecretProblems(env);
    expect(problems).toHaveLength(expected.length);
    expected.forEach((re, i) => expect(problems[i]).toMatch(re));
  });
});

test('assertProductionSecrets throws in production with defaults, not otherwise', () => {
  expect(() => assertProductionSecrets({ NODE_ENV: 'production', ...DEFAULT_SECRETS })).toThrow(
    /refusing to start with NODE_ENV=production/,
  );
  expect(() => assertProductionSecrets({ NODE_ENV: 'production', ...strong })).not.toThrow();
  expect(() => assertProductionSecrets({})).not.toThrow();
});
