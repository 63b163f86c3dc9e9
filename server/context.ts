import type { MarketSimulator } from './market/api';

/** What every route module receives: the simulator, the community store, settings. */
export interface ServerSettings {
  port: number;
  host: string;
  /** Folder with the built bundle (dist/wap). */
  distDir: string;
  /** Folder for the SQLite database and uploads (created on start). */
  dataDir: string;
  /** 'demo' (every region trading) or 'real' (exchange local time and holidays). */
  clock: 'demo' | 'real';
  /** Instant (unix ms) the market clock starts at (WAP_NOW), then running on; undefined = the machine's clock. */
  startAt: number | undefined;
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
  /** Secret for signed calls (§7 signing), shared with the app's tokenConfig.AppSecret in local env. */
  appSecret: string;
  /** Quote channel timers and bounds (WAP_QUOTE_*; docs/reliability.md); unset = the defaults. */
  quote?: {
    idleTimeoutMs?: number;
    sweepMs?: number;
    maxBufferedBytes?: number;
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
