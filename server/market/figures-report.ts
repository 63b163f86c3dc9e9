/**
 * Issue 34 item 1's figures of a running market, read through the same daily K-lines the app's
 * calls answer: the stats script (scripts/history-stats.ts) prints them and the server test
 * (tests/server/market/factor-figures.test.ts) bounds them. Targets: docs/market-simulator.md.
 */
import type { MarketSimulator } from './api';
import {
  breadthByDay,
  dailyReturns,
  meanPairwiseCorrelation,
  spreadOf,
  stdev,
  sweepingDays,
  type ReturnBar,
} from './figures';
import { isCnShare, limitPrices } from './rules';

export interface MarketFigures {
  /** Completed trading days measured (today's live bar excluded). */
  days: number;
  /** Standard deviation of 上证指数's and 创业板指's daily returns. */
  shStd: number;
  chinextStd: number;
  /** Mean pairwise correlation of the daily returns of the 15 largest A-share floats. */
  largeCapCorrelation: number;
  /** Days on which ≥ 90 % of A-shares rose, and on which ≥ 90 % fell. */
  sweepUp: number;
  sweepDown: number;
  /** Limit-up closes per day over the A-shares. */
  limitUps: { min: number; median: number; p90: number; max: number };
  limitDowns: { min: number; median: number; p90: number; max: number };
  /** Share of A-shares rising per day. */
  upShare: { min: number; median: number; p90: number; max: number };
  /** Per day, the best and the worst industry sector's change; the median of each over the days. */
  bestSectorMedian: number;
  worstSectorMedian: number;
  /** Number of A-shares measured. */
  stocks: number;
}

/** The 15 largest A-share floats (by float value at the seed's base price). */
export const LARGE_CAP_COUNT = 15;

export function marketFigures(market: MarketSimulator, days = 250): MarketFigures {
  const bars = (id: string): ReturnBar[] => {
    const k = market.klines(id, 'DAY', { limit: days + 1 });
    // The last bar is today's, still trading (or just closed): the figures are of whole past days.
    return k.slice(0, -1);
  };
  const shares = market.list().filter((s) => isCnShare(s) && !s.suspended);
  const returns: number[][] = [];
  const limitUps = new Array<number>(days).fill(0);
  const limitDowns = new Array<number>(days).fill(0);
  for (const s of shares) {
    const b = bars(market.idOf(s));
    returns.push(dailyReturns(b));
    const skip = days - b.length;
    b.forEach((bar, j) => {
      const { up, down } = limitPrices(s, bar.PreClose);
      if (bar.Close === up) limitUps[j + skip]++;
      if (bar.Close === down) limitDowns[j + skip]++;
    });
  }
  const large = [...shares]
    .sort((a, b) => b.floatShares * b.basePrice - a.floatShares * a.basePrice)
    .slice(0, LARGE_CAP_COUNT);
  const breadth = breadthByDay(returns, days);
  const sweep = sweepingDays(breadth, 0.9);
  const sectors = market
    .list()
    .filter((s) => s.kind === 'sector' && s.sectorType === 'HY' && s.region === 'CN')
    .map((s) => dailyReturns(bars(market.idOf(s))));
  const best: number[] = [];
  const worst: number[] = [];
  for (let j = 0; j < days; j++) {
    let hi = -Infinity;
    let lo = Infinity;
    for (const r of sectors) {
      const x = r[j - (days - r.length)];
      if (x === undefined) continue;
      hi = Math.max(hi, x);
      lo = Math.min(lo, x);
    }
    if (hi > -Infinity) {
      best.push(hi);
      worst.push(lo);
    }
  }
  return {
    days,
    shStd: stdev(dailyReturns(bars('sh:000001'))),
    chinextStd: stdev(dailyReturns(bars('sz:399006'))),
    largeCapCorrelation: meanPairwiseCorrelation(large.map((s) => dailyReturns(bars(market.idOf(s))))),
    sweepUp: sweep.up,
    sweepDown: sweep.down,
    limitUps: spreadOf(limitUps),
    limitDowns: spreadOf(limitDowns),
    upShare: spreadOf(breadth.map((b) => b.up / Math.max(1, b.up + b.down + b.flat))),
    bestSectorMedian: spreadOf(best).median,
    worstSectorMedian: spreadOf(worst).median,
    stocks: shares.length,
  };
}

/** The figures as the lines the stats script and the server test print. */
export function formatFigures(f: MarketFigures): string {
  const pc = (x: number, d = 2) => `${(x * 100).toFixed(d)} %`;
  const sp = (s: { min: number; median: number; p90: number; max: number }, fmt: (x: number) => string) =>
    `min ${fmt(s.min)}, median ${fmt(s.median)}, p90 ${fmt(s.p90)}, max ${fmt(s.max)}`;
  return [
    `days ${f.days}, A-shares ${f.stocks}`,
    `上证指数 daily std            ${pc(f.shStd)}   (target 0.8–1.5 %)`,
    `创业板指 daily std            ${pc(f.chinextStd)}   (target 1.2–2.4 %)`,
    `large caps' mean correlation  ${f.largeCapCorrelation.toFixed(3)}    (${LARGE_CAP_COUNT} largest floats; target 0.25–0.55)`,
    `days ≥ 90 % up / down         ${f.sweepUp} / ${f.sweepDown}`,
    `limit-up closes a day         ${sp(f.limitUps, String)}`,
    `limit-down closes a day       ${sp(f.limitDowns, String)}`,
    `share of A-shares rising      ${sp(f.upShare, (x) => pc(x, 0))}`,
    `best / worst industry (median day) ${pc(f.bestSectorMedian)} / ${pc(f.worstSectorMedian)}`,
  ].join('\n');
}
