/**
 * The one log format of every process (primary, market, gateways, the one-process server): pino's
 * JSON lines with an ISO time, the process's role and pid, so the lines of several processes can be
 * merged and filtered (docs/operations.md "Logs"). Errors keep their message and stack wherever
 * they travel: under `err`, or as the `detail` the bus and quote modules attach to their warnings
 * (an Error serialised as plain JSON is `{}`, which is how the bus's errors used to read).
 */
import pino, { type Logger, type LoggerOptions } from 'pino';

export type { Logger };

/** WAP_LOG_LEVEL, else `info` (tests that build a server pass their own). */
export function logLevel(env: NodeJS.ProcessEnv = process.env, fallback = 'info'): string {
  const level = env.WAP_LOG_LEVEL;
  return level && level in pino.levels.values ? level : fallback;
}

/** An Error as JSON with its message and stack; anything else as it is. */
export function serialiseDetail(value: unknown): unknown {
  if (value instanceof Error) return pino.stdSerializers.err(value);
  return value;
}

/**
 * Names whose values are credentials: login and quote tokens (`token`, `smsToken`, `access_token`…),
 * signatures (`sign`, `signature`), the SMS code, and the credential headers.
 */
export function isSecretName(name: string): boolean {
  return (
    /token|secret|password|captcha/i.test(name) ||
    /^(sign|signature|authorization|cookie|set-cookie)$/i.test(name)
  );
}

const REDACTED = '[redacted]';

function nameOf(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

// A query parameter inside any text of the line (a URL, an error message): `?token=…` or `&sign=…`.
const QUERY_PARAM = /([?&;])([^=&#\s"\\]+)=([^&#\s"\\]*)/g;
// A JSON member whose value is a string: `"authorization":"Bearer …"`, `"token":"…"`.
const JSON_MEMBER = /"([^"\\]{1,64})":"((?:[^"\\]|\\.)*)"/g;

/**
 * One log line with every credential replaced (issue 32 row 6: 30-day login tokens reached the log
 * in request URLs). Applied to the finished JSON line, after every serializer, so no path that
 * logs a URL, a header set or an error message can carry one out: query parameters and JSON
 * members whose name isSecretName keep their name and lose their value.
 */
export function redactSecrets(line: string): string {
  return line
    .replace(QUERY_PARAM, (all, sep: string, name: string) =>
      isSecretName(nameOf(name)) ? `${sep}${name}=${REDACTED}` : all,
    )
    .replace(JSON_MEMBER, (all, name: string) => (isSecretName(name) ? `"${name}":"${REDACTED}"` : all));
}

export function loggerOptions(role: string, level: string): LoggerOptions {
  return {
    level,
    base: { role, pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: pino.stdSerializers.err, detail: serialiseDetail },
    hooks: { streamWrite: redactSecrets },
  };
}

/** A process's logger, writing JSON lines to stdout. */
export function createLogger(role: string, level = logLevel()): Logger {
  return pino(loggerOptions(role, level));
}

/** The `(msg, detail)` callback the bus and quote modules take, as warnings of one logger. */
export function warnWith(log: Pick<Logger, 'warn'>): (msg: string, detail?: unknown) => void {
  return (msg, detail) => (detail === undefined ? log.warn(msg) : log.warn({ detail }, msg));
}

/**
 * The logger for state changes (started, gateway up/down, Redis away/back, drain start/end): at
 * info even when WAP_LOG_LEVEL is quieter, because these few lines are what an operator and the
 * process supervisors read to know where a process is.
 */
export function stateLogger(log: Logger): Logger {
  return log.levelVal <= pino.levels.values.info ? log : log.child({}, { level: 'info' });
}
