/**
 * First calls after a start (issue 31 item 9): each service's calls, in the order a user's first
 * screens make them, against a server process started for that service alone, so each first call
 * pays what it would after a real restart. Two rows per service, the slowest first call (wall time
 * from the request to the last byte): made the moment the server listens (it waits for whatever
 * build its answer needs), and made once the warm start (server/warm.ts) is done. The note gives
 * the server's start time (to listening) and the warm start's length. The goal is 300 ms.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BenchRow } from './types';
import { fetchQuoteToken } from '../tests/server/quote/token';

export type FirstCallMode = 'at-listen' | 'after-warm';
export interface ProbeResult {
  startMs: number;
  warmMs: number | null;
  calls: { path: string; ms: number; status: number }[];
}

const GROUP = 'first calls after a start';

/** A call: a path with its query; `token` calls carry a quote token (the kline call). */
export interface FirstCall {
  path: string;
  token?: boolean;
}

/** The services of §7 (the calls it makes) and their calls, as a user's first screens make them. */
export const SERVICES: Record<string, FirstCall[]> = {
  quote: [
    { path: '/rjhy-stock-quote/api/1/lastPrice?market=sh&symbol=600519' },
    { path: '/rjhy-gmg-quote/api/1/kline?inst=600519&market=sh&limit=-1500&period=DAY', token: true },
    { path: '/rjhy-gmg-quote/api/1/limitUpGene?market=sh&symbol=600519' },
    { path: '/rjhy-stock-quote/api/1/stockDetail?market=HKSE&symbol=00700' },
    { path: '/dyapi/largeOrders?num=20&symbol=sh600519' },
  ],
  chartEvents: [{ path: '/rjhy-gmg-quote/api/1/chartEvents?market=sh&symbol=600519' }],
  margin: [
    { path: '/rjhy-stock-quote/api/1/deal/queryFinaSecuLineChart?market=both' },
    { path: '/rjhy-stock-quote/api/1/deal/queryFinaBalanceRatioTable?market=both' },
    { path: '/rjhy-stock-quote/api/1/deal/query2FinaSecuTable?market=both&pageSize=100' },
    { path: '/rjhy-stock-quote/api/1/deal/query2TradingDetailTable?pageSize=10&InnerCode=1600519' },
  ],
  'dragon-tiger': [
    { path: '/rjhy-stock-rank/api/1/biz/lhb/tradingdays' },
    { path: '/rjhy-stock-rank/api/1/biz/lhb/summary' },
    { path: '/rjhy-stock-rank/api/1/biz/lhb/list' },
    { path: '/rjhy-stock-rank/api/1/biz/lhb/salesList' },
  ],
  rank: [
    { path: '/rjhy-stock-rank/api/1/biz/rankList?type=up' },
    { path: '/rjhy-stock-rank/api/1/biz/bkUpDownPlate' },
    { path: '/rjhy-stock-quote/api/1/deal/queryGlobalIndex' },
  ],
  sector: [
    { path: '/rjhy-stock-rank/api/1/biz/bkRank?hqTypeCode=HY&pageSize=30&pageNum=1' },
    { path: '/rjhy-quote-sector/api/1/queryStockGrp?hqTypeCode=HY&prodCode=BK0475&pageSize=20&pageNum=1' },
    { path: '/rjhy-quote-sector/api/1/plateTop3Lists?stockcode=600519.SH' },
    { path: '/money/fiveDayCapitalFlow?stockCode=BK0475' },
    { path: '/rjhy-stock-rank/api/1/plateChart/kline?inst=BK0475&market=XBHS&period=6&limit=300' },
  ],
  news: [
    { path: '/rjhy-news/api/rollingNews?stocks=600519' },
    { path: '/rjhy-news/api/reportNews?symbol=600519&market=sh' },
    { path: '/rjhy-news/api/ratingInfo?market=sh&symbol=600519' },
  ],
  company: [
    { path: '/rjhy-stock-quote/api/1/companyProfile?market=sh&code=600519' },
    { path: '/rjhy-stock-quote/api/1/hsFinance?market=sh&code=600519' },
    { path: '/rjhy-stock-quote/api/1/f10/hkInfo?symbol=00700' },
  ],
  search: [
    { path: '/rjhy-stock-quote/api/1/search/hotSearchV2' },
    { path: '/rjhy-stock-quote/api/1/search/queryStockSearch?keyword=600519' },
  ],
  community: [{ path: '/rjhy-circle/api/1/stockBar/list?symbol=600519&market=sh' }],
};

/** The child: starts a server in this process, makes one service's calls, prints JSON. */
export async function probeService(name: string, mode: FirstCallMode): Promise<ProbeResult> {
  const fs = await import('node:fs');
  const os = await import('node:os');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-first-'));
  const t0 = performance.now();
  const { buildServer } = await import('../server/app');
  const { settingsFromEnv } = await import('../server/settings');
  const { routeModules } = await import('../server/routes');
  const { warmReport } = await import('../server/warm');
  let ctx: import('../server/context').ServerContext | undefined;
  routeModules.push((_app, c) => {
    ctx = c;
  });
  const app = await buildServer({
    ...settingsFromEnv({ WAP_NOW: '2026-11-24T02:00:00Z' }),
    port: 0,
    host: '127.0.0.1',
    env: 'test',
    stepMs: 500,
    dataDir,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const startMs = performance.now() - t0;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;
  let warmMs: number | null = null;
  if (mode === 'after-warm' && ctx) {
    const report = await warmReport(ctx);
    warmMs = report ? Math.round(performance.now() - t0 - startMs) : null;
  }
  const calls = [];
  let token = '';
  try {
    for (const c of SERVICES[name] ?? []) {
      if (c.token && !token) {
        token = await fetchQuoteToken(base);
      }
      const t = performance.now();
      const res = await fetch(base + c.path, { headers: c.token ? { token } : {} });
      await res.arrayBuffer();
      calls.push({ path: c.path, ms: Math.round(performance.now() - t), status: res.status });
    }
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { startMs: Math.round(startMs), warmMs, calls };
}

function runChild(name: string, mode: FirstCallMode): Promise<ProbeResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'first-calls-child.ts'), name, mode],
      { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, WAP_LOG_LEVEL: 'warn' } },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0) return reject(new Error(`${name}: child exited ${code}`));
      resolve(JSON.parse(line) as ProbeResult);
    });
  });
}

export async function runFirstCallsBench(names = Object.keys(SERVICES)): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const name of names) {
    for (const mode of ['at-listen', 'after-warm'] as const) {
      const r = await runChild(name, mode);
      const slowest = r.calls.reduce((a, b) => (b.ms > a.ms ? b : a));
      const warm = r.warmMs === null ? '' : `, warm start ${r.warmMs} ms`;
      rows.push({
        group: GROUP,
        name: `${name}: slowest first call, ${mode}`,
        value: slowest.ms,
        unit: 'ms',
        goal: '≤ 300 ms',
        note: `${slowest.path.split('?')[0].split('/').pop()} (HTTP ${slowest.status}); server start ${r.startMs} ms${warm}`,
      });
    }
  }
  return rows;
}
