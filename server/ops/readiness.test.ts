import { Readiness } from './readiness';

test('ready when every check passes; each failing check says why', async () => {
  const r = new Readiness(200);
  r.add('redis', () => undefined);
  expect(await r.evaluate()).toEqual({ ready: true, draining: false, checks: { redis: 'ok' } });
  r.add('postgres', () => Promise.reject(new Error('connect ECONNREFUSED')));
  r.add('bundle', () => {
    throw new Error('no index.html');
  });
  const report = await r.evaluate();
  expect(report.ready).toBe(false);
  expect(report.checks).toEqual({ redis: 'ok', postgres: 'connect ECONNREFUSED', bundle: 'no index.html' });
});

test('a check that never answers fails within the bound instead of hanging the probe', async () => {
  const r = new Readiness(100);
  r.add('postgres', () => new Promise<void>(() => undefined));
  const started = Date.now();
  const report = await r.evaluate();
  expect(report.ready).toBe(false);
  expect(report.checks.postgres).toBe('no answer within 100 ms');
  expect(Date.now() - started).toBeLessThan(5_000);
});

test('a draining process is not ready even with every dependency up', async () => {
  const r = new Readiness(100);
  r.add('redis', () => undefined);
  r.drain();
  expect(await r.evaluate()).toEqual({
    ready: false,
    draining: true,
    checks: { redis: 'ok', drain: 'draining' },
  });
});
