/** Server settings from the environment (documented in the README). */
import path from 'node:path';
import { parseStartInstant } from './clock';
import type { ServerSettings } from './context';
import { DEFAULT_READ_COUNTS } from './community/read-counts';
import { DRAIN_GRACE_MS, DRAIN_WINDOW_MS } from './quote/drain';
import { DEFAULT_SECRETS } from './secrets';
import { parseAllowedOrigins } from './origin';

export const ROOT = path.resolve(__dirname, '..');

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const drainMs = positive(env.WAP_DRAIN_MS) ?? DRAIN_WINDOW_MS;
  const clock = env.WAP_CLOCK === 'real' ? 'real' : 'demo';
  return {
    port: env.PORT ? Number(env.PORT) : 8080,
    host: env.HOST ?? '0.0.0.0',
    distDir: path.resolve(env.WAP_DIST ?? path.join(ROOT, 'dist', 'wap')),
    dataDir: path.resolve(env.WAP_DATA_DIR ?? path.join(ROOT, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    clock,
    startAt: parseStartInstant(env.WAP_NOW),
    startAnchor: env.WAP_NOW_ANCHOR ? anchorOf(env.WAP_NOW_ANCHOR) : undefined,
    stepMs: env.WAP_STEP_MS !== undefined ? Number(env.WAP_STEP_MS) : 500,
    env: env.WAP_ENV === 'test' ? 'test' : 'local',
    autoApproveSeconds: env.WAP_AUTO_APPROVE_SECONDS ? Number(env.WAP_AUTO_APPROVE_SECONDS) : 0,
    appSecret: env.WAP_APP_SECRET ?? DEFAULT_SECRETS.WAP_APP_SECRET,
    appKey: env.WAP_APP_KEY || undefined,
    rateLimitFactor: env.WAP_RATE_LIMIT_FACTOR ? Number(env.WAP_RATE_LIMIT_FACTOR) : 1,
    readCounts: {
      periodMs: positive(env.WAP_READ_PERIOD_MS) ?? DEFAULT_READ_COUNTS.periodMs,
      flushMs: positive(env.WAP_READ_FLUSH_MS) ?? DEFAULT_READ_COUNTS.flushMs,
      maxVisitors: positive(env.WAP_READ_VISITORS_MAX) ?? DEFAULT_READ_COUNTS.maxVisitors,
    },
    role: roleOf(env.WAP_ROLE),
    redisUrl: env.REDIS_URL || undefined,
    marketUrl: env.MARKET_URL || undefined,
    busPrefix: env.WAP_BUS_PREFIX || 'wq',
    advertiseUrl: env.MARKET_ADVERTISE_URL || undefined,
    drainMs,
    // A short window keeps three quarters of itself for spreading the closes.
    drainGraceMs: nonNegative(env.WAP_DRAIN_GRACE_MS) ?? Math.min(DRAIN_GRACE_MS, drainMs / 4),
    allowedOrigins: parseAllowedOrigins(env.WAP_ALLOWED_ORIGINS),
    requestTimeoutMs: positive(env.WAP_REQUEST_TIMEOUT_MS),
    quote: {
      idleTimeoutMs: positive(env.WAP_QUOTE_IDLE_MS),
      sweepMs: positive(env.WAP_QUOTE_SWEEP_MS),
      maxBufferedBytes: positive(env.WAP_QUOTE_MAX_BUFFERED),
      maxSocketsPerIp: positive(env.WAP_QUOTE_MAX_SOCKETS_PER_IP),
      maxSockets: positive(env.WAP_QUOTE_MAX_SOCKETS),
      maxUnauthedPerIp: positive(env.WAP_QUOTE_MAX_UNAUTHED_PER_IP),
      maxUnauthed: positive(env.WAP_QUOTE_MAX_UNAUTHED),
      authDeadlineMs: positive(env.WAP_QUOTE_AUTH_DEADLINE_MS),
      maxRowsPerSecondPerIp: positive(env.WAP_QUOTE_MAX_ROWS_PER_IP),
      maxPairsPerIp: positive(env.WAP_QUOTE_MAX_PAIRS_PER_IP),
    },
  };
}

function roleOf(value: string | undefined): ServerSettings['role'] {
  if (value === undefined || value === '' || value === 'all') return 'all';
  if (value === 'market' || value === 'gateway') return value;
  throw new Error(`WAP_ROLE must be all, market or gateway (got ${value})`);
}

/** A positive number from the environment, or undefined (the default applies). */
function positive(v: string | undefined): number | undefined {
  const n = v === undefined || v === '' ? NaN : Number(v);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** Zero or a positive number from the environment, or undefined (the default applies). */
function nonNegative(v: string | undefined): number | undefined {
  const n = v === undefined || v === '' ? NaN : Number(v);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

function anchorOf(v: string): number {
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n <= 0)
    throw new Error(`WAP_NOW_ANCHOR must be unix milliseconds (got ${v})`);
  return n;
}
