import { settingsFromEnv } from './settings';

test.each([
  { env: {}, drainMs: 4000, drainGraceMs: 1000 },
  { env: { WAP_DRAIN_MS: '500' }, drainMs: 500, drainGraceMs: 125 },
  { env: { WAP_DRAIN_MS: '8000' }, drainMs: 8000, drainGraceMs: 1000 },
  { env: { WAP_DRAIN_GRACE_MS: '0' }, drainMs: 4000, drainGraceMs: 0 },
  { env: { WAP_DRAIN_GRACE_MS: '2500' }, drainMs: 4000, drainGraceMs: 2500 },
  { env: { WAP_DRAIN_GRACE_MS: '-1' }, drainMs: 4000, drainGraceMs: 1000 },
  { env: { WAP_DRAIN_GRACE_MS: 'soon', WAP_DRAIN_MS: 'x' }, drainMs: 4000, drainGraceMs: 1000 },
])('drain window and grace from $env', ({ env, drainMs, drainGraceMs }) => {
  const s = settingsFromEnv(env);
  expect([s.drainMs, s.drainGraceMs]).toEqual([drainMs, drainGraceMs]);
});
