/**
 * Calibration figures of the simulated A-share history over the last year (243 trading days to the
 * anchor instant), per board and size bucket: daily volatility (standard deviation of close-to-close
 * changes), median turnover, and the share of days with a limit-up close, a change of 7 % or more, an
 * amplitude of 15 % (30 % ChiNext/STAR) and a turnover of 20 % (30 %) or more.
 * Then the factor model's figures of issue 34 item 1 (index volatility, large caps' correlation,
 * breadth, limit-up counts over the last 250 days; server/market/figures-report.ts).
 * `npx tsx scripts/history-stats.ts [instant] [seed]`; the targets are in docs/market-simulator.md
 * ("Daily history", "Factor model").
 */
import { createMarket } from '../server/market';
import { formatFigures, marketFigures } from '../server/market/figures-report';
import { limitPrices, sizeScore } from '../server/market/rules';

const now = Date.parse(process.argv[2] ?? '2026-11-24T06:00:00Z');
const seedArg = process.argv[3];
const market = createMarket(
  { clock: 'demo' },
  { now: () => now, seed: seedArg ? Number(seedArg) : undefined },
);
const index300 = new Set(
  market
    .list()
    .filter((s) => s.kind === 'stock' && s.region === 'CN')
    .map((s) => s.code),
);
interface Acc {
  n: number;
  days: number;
  sq: number;
  turn: number[];
  limitUp: number;
  big: number;
  amp: number;
  hiTurn: number;
  maxMove: number;
}
const acc = new Map<string, Acc>();
for (const s of market.list()) {
  if (s.region !== 'CN' || s.kind !== 'stock' || s.board === 'b' || !index300.has(s.code)) continue;
  const size = sizeScore(s);
  const bucket = size < 0 ? '<100亿' : size < 1 ? '100–1000亿' : '≥1000亿';
  const board = s.st ? 'st' : s.board === 'star' || s.board === 'chinext' ? 'growth' : s.board!;
  const key = `${board.padEnd(6)} ${bucket}`;
  const a = acc.get(key) ?? {
    n: 0,
    days: 0,
    sq: 0,
    turn: [],
    limitUp: 0,
    big: 0,
    amp: 0,
    hiTurn: 0,
    maxMove: 0,
  };
  acc.set(key, a);
  a.n++;
  const growth = board === 'growth';
  for (const k of market.klines(market.idOf(s), 'DAY', { limit: 243 })) {
    const ch = k.Close / k.PreClose - 1;
    a.days++;
    a.sq += ch * ch;
    const t = k.Volume / s.floatShares;
    a.turn.push(t);
    if (k.Close === limitPrices(s, k.PreClose).up) a.limitUp++;
    if (Math.abs(ch) >= 0.07) a.big++;
    if ((k.High - k.Low) / k.PreClose >= (growth ? 0.3 : 0.15) - 1e-9) a.amp++;
    if (t >= (growth ? 0.3 : 0.2)) a.hiTurn++;
    a.maxMove = Math.max(a.maxMove, Math.abs(ch));
  }
}
const pc = (x: number) => `${(x * 100).toFixed(2)}%`;
console.log(
  'board  size        stocks  vol    med.turn  limit-up  |chg|≥7%  amp≥15/30  turn≥20/30  max|chg|',
);
for (const [k, a] of [...acc].sort()) {
  a.turn.sort((x, y) => x - y);
  console.log(
    `${k.padEnd(18)} ${String(a.n).padStart(4)}  ${pc(Math.sqrt(a.sq / a.days))}  ${pc(a.turn[a.turn.length >> 1])}  ${pc(a.limitUp / a.days)}  ${pc(a.big / a.days)}  ${pc(a.amp / a.days)}  ${pc(a.hiTurn / a.days)}  ${pc(a.maxMove)}`,
  );
}
console.log('\nfactor model, the last 250 trading days:');
console.log(formatFigures(marketFigures(market, 250)));
