/**
 * What `scripts/cluster.ts` starts, from its role argument and the environment (the settings in
 * docs/operations.md): pure, so every combination is a table test.
 */
import path from 'node:path';

export type ClusterRole = 'cluster' | 'market' | 'gateways';

export interface ClusterPlan {
  role: ClusterRole;
  redisUrl: string;
  /**
   * The market processes this supervisor starts (MARKETS: 1, or 2 for an active and a standby on
   * consecutive ports), or none (another machine runs them).
   */
  markets: { port: number; host: string }[];
  /** The gateways this supervisor forks, or null. */
  gateways: { count: number; port: number; marketUrl: string } | null;
  /** Where the primary writes its pid, for `npm run restart:gateways`. */
  pidFile: string;
}

const ROOT = path.resolve(__dirname, '..');

export function pidFile(env: NodeJS.ProcessEnv, port: number): string {
  const dataDir = path.resolve(env.WAP_DATA_DIR ?? path.join(ROOT, 'data'));
  return path.join(dataDir, `cluster-${port}.pid`);
}

function whole(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be a whole number ≥ ${min} (got ${value})`);
  return n;
}

export function clusterPlan(arg: string | undefined, env: NodeJS.ProcessEnv): ClusterPlan {
  const role: ClusterRole = arg === undefined || arg === '' ? 'cluster' : (arg as ClusterRole);
  if (!['cluster', 'market', 'gateways'].includes(role))
    throw new Error(`role must be cluster, market or gateways (got ${arg})`);
  const port = whole('PORT', env.PORT, 8080, 1);
  const marketPort = whole('MARKET_PORT', env.MARKET_PORT, port + 10, 1);
  const redisUrl = env.REDIS_URL || 'redis://127.0.0.1:6379';
  const count = whole('GATEWAYS', env.GATEWAYS, 2, 1);
  const marketCount = whole('MARKETS', env.MARKETS, 1, 1);
  const marketUrl = env.MARKET_URL || undefined;
  if (role === 'gateways' && !marketUrl)
    throw new Error('start:gateways needs MARKET_URL (the market process, e.g. http://10.0.0.5:8090)');
  // A cluster given MARKET_URL uses that market: starting its own would publish every push twice.
  const ownMarket = role === 'market' || (role === 'cluster' && !marketUrl);
  // The market listens on every interface when other machines' gateways must reach it.
  const marketHost = env.MARKET_HOST || (role === 'market' ? '0.0.0.0' : '127.0.0.1');
  return {
    role,
    redisUrl,
    markets: ownMarket
      ? Array.from({ length: marketCount }, (_, i) => ({ port: marketPort + i, host: marketHost }))
      : [],
    gateways:
      role === 'market'
        ? null
        : {
            count,
            port,
            marketUrl:
              marketUrl ??
              Array.from({ length: marketCount }, (_, i) => `http://127.0.0.1:${marketPort + i}`).join(','),
          },
    pidFile: pidFile(env, role === 'market' ? marketPort : port),
  };
}
