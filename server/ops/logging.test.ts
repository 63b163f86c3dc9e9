import { Writable } from 'node:stream';
import pino from 'pino';
import { logLevel, loggerOptions, serialiseDetail, stateLogger, warnWith } from './logging';

function capture(level = 'debug') {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino(loggerOptions('gateway', level), sink), lines };
}

test.each([
  [{}, 'info'],
  [{ WAP_LOG_LEVEL: 'debug' }, 'debug'],
  [{ WAP_LOG_LEVEL: 'error' }, 'error'],
  [{ WAP_LOG_LEVEL: 'loud' }, 'info'],
  [{ WAP_LOG_LEVEL: '' }, 'info'],
])('logLevel(%j) is %s', (env, level) => {
  expect(logLevel(env)).toBe(level);
});

test('an Error keeps its message and stack; other details stay as they are', () => {
  const out = serialiseDetail(new Error('connect ECONNREFUSED')) as { message: string; stack: string };
  expect(out.message).toBe('connect ECONNREFUSED');
  expect(out.stack).toContain('logging.test.ts');
  expect(serialiseDetail({ pair: 'a' })).toEqual({ pair: 'a' });
});

test('a bus warning with an Error is one JSON line with time, role, message and stack', () => {
  const { log, lines } = capture();
  warnWith(log)('bus: re-announce failed', new Error('Connection is closed.'));
  expect(lines).toHaveLength(1);
  const [line] = lines;
  expect(line.msg).toBe('bus: re-announce failed');
  expect(line.role).toBe('gateway');
  expect(line.level).toBe(40);
  expect(typeof line.time).toBe('string');
  expect(Number.isNaN(Date.parse(line.time as string))).toBe(false);
  const detail = line.detail as { message: string; stack: string };
  expect(detail.message).toBe('Connection is closed.');
  expect(detail.stack).toMatch(/Error: Connection is closed\./);
});

test('a warning without a detail has no detail field', () => {
  const { log, lines } = capture();
  warnWith(log)('bus: market feed stale');
  expect(lines[0]).not.toHaveProperty('detail');
});

test('state changes are logged at info even when the level is error', () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const quiet = pino(loggerOptions('market', 'error'), sink);
  quiet.info('hidden');
  stateLogger(quiet).info('lease won');
  expect(lines.join('')).not.toContain('hidden');
  expect(lines.join('')).toContain('lease won');
});
