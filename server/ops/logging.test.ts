import { Writable } from 'node:stream';
import pino from 'pino';
import {
  isSecretName,
  logLevel,
  loggerOptions,
  redactSecrets,
  serialiseDetail,
  stateLogger,
  warnWith,
} from './logging';

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

describe('redactSecrets (issue 32 row 6)', () => {
  test.each([
    [
      '{"msg":"fetching from remote server","source":"http://m/a?token=abc123&x=1"}',
      '{"msg":"fetching from remote server","source":"http://m/a?token=[redacted]&x=1"}',
    ],
    ['"url":"/d?newsId=1&smsToken=t0&sign=s1"', '"url":"/d?newsId=1&smsToken=[redacted]&sign=[redacted]"'],
    ['"url":"/d?access_token=a&signature=b"', '"url":"/d?access_token=[redacted]&signature=[redacted]"'],
    ['"url":"/d?%74oken=abc"', '"url":"/d?%74oken=[redacted]"'],
    ['"msg":"Route GET:/x?TOKEN=abc not found"', '"msg":"Route GET:/x?TOKEN=[redacted] not found"'],
    [
      '"headers":{"authorization":"Bearer abc","token":"t","cookie":"s=1","host":"h"}',
      '"headers":{"authorization":"[redacted]","token":"[redacted]","cookie":"[redacted]","host":"h"}',
    ],
    ['{"captcha":"123456","phone":"139"}', '{"captcha":"[redacted]","phone":"139"}'],
    ['"detail":{"quoteToken":"a\\"b"}', '"detail":{"quoteToken":"[redacted]"}'],
  ])('%s', (line, redacted) => {
    expect(redactSecrets(line)).toBe(redacted);
  });

  test.each([
    '{"msg":"request","path":"/rjhy-circle/api/1/stockBar/detail","status":200}',
    '{"signal":"SIGTERM","design":"x","msg":"a?newsId=1&pageNo=2"}',
    '{"msg":"market lease won","epoch":3}',
  ])('leaves %s as it is', (line) => {
    expect(redactSecrets(line)).toBe(line);
  });

  test.each([
    ['token', true],
    ['smsToken', true],
    ['x-quote-token', true],
    ['sign', true],
    ['Authorization', true],
    ['signal', false],
    ['newsId', false],
  ])('isSecretName(%s) is %s', (name, secret) => {
    expect(isSecretName(name)).toBe(secret);
  });

  test("every line of a process's logger is redacted, whatever logged it", () => {
    const { log, lines } = capture();
    log.info({ source: 'http://market/q?token=abc' }, 'fetching from remote server');
    log.info({ req: { headers: { authorization: 'Bearer xyz' } } }, 'incoming ?sign=zzz');
    expect(lines[0].source).toBe('http://market/q?token=[redacted]');
    expect(lines[1]).toMatchObject({ req: { headers: { authorization: '[redacted]' } } });
    expect(lines[1].msg).toBe('incoming ?sign=[redacted]');
  });
});
