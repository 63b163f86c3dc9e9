/**
 * Share buy-backs: some companies run a programme over the last ~6 months and buy on some trading
 * days at prices inside that day's simulated range. HK info lists them; announcements report them
 * (HK next-day disclosure returns, A-share monthly progress).
 */
import type { InstrumentSeed } from '../data/types';
import { rngFor, round } from '../company/rng';
import type { ContentSource } from './source';

export interface BuybackDay {
  ymd: number;
  shares: number;
  high: number;
  low: number;
  /** Money paid, trading currency. */
  amount: number;
}

const WINDOW_DAYS = 120;

export function hasBuyback(seed: InstrumentSeed): boolean {
  return (
    seed.kind === 'stock' && seed.region !== 'USA' && rngFor(seed.market, seed.code, 'buyback').chance(0.45)
  );
}

/** Buy-back days, newest first (past trading days only). */
export function buybackDays(src: ContentSource, seed: InstrumentSeed): BuybackDay[] {
  if (!hasBuyback(seed)) return [];
  const bars = src.pastBars(seed);
  const days = src.tradingDays(seed.market, WINDOW_DAYS + 1).slice(0, -1);
  const lot = Math.max(seed.lotSize, 1);
  // A programme sized at 0.2–1 % of shares, spread over the window.
  const daily =
    (seed.totalShares * rngFor(seed.market, seed.code, 'bb-size').range(0.002, 0.01)) / (WINDOW_DAYS * 0.3);
  const out: BuybackDay[] = [];
  for (const ymd of days) {
    const r = rngFor(seed.market, seed.code, 'bb', ymd);
    const bar = bars.get(ymd);
    if (!bar || !r.chance(0.3)) continue;
    const shares = Math.max(lot, Math.round((daily * r.range(0.5, 1.5)) / lot) * lot);
    const low = round(bar.Low + (bar.Close - bar.Low) * r.range(0, 0.5), 3);
    const high = round(Math.max(low, bar.High - (bar.High - bar.Close) * r.range(0, 0.5)), 3);
    out.push({ ymd, shares, high, low, amount: round((shares * (high + low)) / 2, 2) });
  }
  return out.reverse();
}
