import type { ReadCountOptions } from './community/read-counts';
import type { MarketSimulator } from './market/api';

/** What every route module receives: the simulator, the community store, settings. */
export interface ServerSettings {
  port: number;
  host: string;
  /** Folder with the built bundle (dist/wap). */
  distDir: string;
  /** Folder for the SQLite database and uploads (created on start). */
  dataDir: string;
  /**
   * DATABASE_URL: postgres://… puts the community store in PostgreSQL (shared by every gateway,
   * docs/scaling.md); unset, it is SQLite in dataDir.
   */
  databaseUrl?: string;
  /** 'demo' (every region trading) or 'real' (exchange local time and holidays). */
  clock: 'demo' | 'real';
  /** Instant (unix ms) the market clock starts at (WAP_NOW), then running on; undefined = the machine's clock. */
  startAt: number | undefined;
  /** Real unix ms at which the market clock reads startAt (WAP_NOW_ANCHOR); default: the start. */
  startAnchor?: number;
  /**
   * Trades per session minute of an illiquid instrument; default: the demo clock's live cadence.
   * The server-test harness plans fewer so that a server's first read catches up quickly.
   */
  tradesPerMinute?: number;
  /** Milliseconds between simulator steps; 0 = no timer (tests step by hand). */
  stepMs: number;
  /** Local environment: SMS codes are printed to the log. */
  env: 'local' | 'test';
  /** Auto-approve posts and comments after this many seconds (0 = only by the moderation command). */
  autoApproveSeconds: number;
  /** Secret for signed calls (§7 (the calls it makes) signing), shared with the app's tokenConfig.AppSecret in local env. */
  appSecret: string;
  /** The AppKey the quote-token call accepts (the app's tokenConfig.AppKey; WAP_APP_KEY), default `wapquote-h5`. */
  appKey?: string;
  /**
   * Multiplies every community abuse limit (server/community/limits.ts; WAP_RATE_LIMIT_FACTOR);
   * default 1. Tests, demos and load runs raise it.
   */
  rateLimitFactor?: number;
  /**
   * Post read counts (issue 32 row 11; server/community/read-counts.ts): once per visitor per
   * `periodMs`, written every `flushMs`, at most `maxVisitors` (visitor, post) pairs remembered.
   * WAP_READ_PERIOD_MS, WAP_READ_FLUSH_MS, WAP_READ_VISITORS_MAX; unset: 1 h, 5 s, 100,000.
   */
  readCounts?: ReadCountOptions;
  /**
   * What this process does (docs/scaling.md): `all` one process with everything (the default);
   * `market` that plus publishing to the Redis bus; `gateway` quote sockets fed from the bus, the
   * community and the bundle, with the market-data calls passed on to the market process.
   */
  role: 'all' | 'market' | 'gateway';
  /** Redis of the market bus (roles market and gateway). */
  redisUrl?: string;
  /** Where a gateway passes the market-data calls (the market process's HTTP address). */
  marketUrl?: string;
  /** The market's HTTP address as gateways reach it (MARKET_ADVERTISE_URL; role market). */
  advertiseUrl?: string;
  /** Prefix of the bus's Redis names, so deployments (and tests) can share one Redis. */
  busPrefix: string;
  /** Window over which a stopping process closes its quote sockets (WAP_DRAIN_MS; server/quote/drain.ts). */
  drainMs: number;
  /**
   * Start of the drain window in which no socket is closed, so the balancer can take the process out
   * first (WAP_DRAIN_GRACE_MS; server/quote/drain.ts).
   */
  drainGraceMs: number;
  /** Page origins besides the server's own allowed to open quote sockets and send SMS (WAP_ALLOWED_ORIGINS). */
  allowedOrigins?: string[];
  /**
   * Longest time a client may take to send one whole request, headers and body
   * (WAP_REQUEST_TIMEOUT_MS; server/base-server.ts); unset = REQUEST_TIMEOUT_MS.
   */
  requestTimeoutMs?: number;
  /** Quote channel timers and bounds (WAP_QUOTE_*; docs/reliability.md); unset = the defaults. */
  quote?: {
    idleTimeoutMs?: number;
    sweepMs?: number;
    maxBufferedBytes?: number;
    maxSocketsPerIp?: number;
    maxSockets?: number;
    maxUnauthedPerIp?: number;
    maxUnauthed?: number;
    authDeadlineMs?: number;
    maxRowsPerSecondPerIp?: number;
    maxPairsPerIp?: number;
  };
}

export interface ServerContext {
  settings: ServerSettings;
  /** The market clock (unix ms): starts at settings.startAt when set (server/clock.ts says what keeps real time). */
  now: () => number;
  /** The market simulator: the only origin of prices and volumes (server/market). */
  market: MarketSimulator;
  /** Called on close; modules push their cleanup here. */
  onClose: (fn: () => void | Promise<void>) => void;
}
