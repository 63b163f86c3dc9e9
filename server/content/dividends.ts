/**
 * Cash dividends (with the A-share bonus/transfer shares of the same plan) for the profile's
 * distribution lists and the dividend announcements: a view of the market simulator's corporate
 * actions (server/market/corporate-actions.ts), the same list the K-line adjustment (复权) and the
 * chart's event markers use. Ex-dates are trading days on or before today.
 */
import type { InstrumentSeed } from '../data/types';
import { type CorporateAction, bonusShares, planText as actionPlanText } from '../market/corporate-actions';
import type { ContentSource } from './source';

export interface DividendEvent {
  /** Fiscal year the dividend belongs to. */
  year: number;
  /** 'final' | 'interim' */
  part: 'final' | 'interim';
  /** Cash per share in the trading currency. */
  amount: number;
  /** Bonus (送) and transfer (转增) shares per 10 shares (A-shares; 0 when none). */
  bonus: number;
  transfer: number;
  /** Announcement (implementation notice) day, ex-date and pay date, YYYYMMDD trading days. */
  announce: number;
  exDate: number;
  payDate: number;
}

/** Dividend events, newest first, ex-date on or before today. */
export function dividendEvents(src: ContentSource, seed: InstrumentSeed): DividendEvent[] {
  if (seed.kind !== 'stock') return [];
  return src.market
    .corporateActions(src.idOf(seed))
    .flatMap((a) => (a.part !== 'split' && a.cash > 0 ? [{ ...a, part: a.part }] : []))
    .map((a) => ({
      year: a.year,
      part: a.part,
      amount: a.cash,
      bonus: a.bonus,
      transfer: a.transfer,
      announce: a.announce,
      exDate: a.exDate,
      payDate: a.payDate,
    }))
    .sort((a, b) => b.exDate - a.exDate);
}

/** Splits (1拆N), newest first: the HK profile's split list. */
export function splitEvents(src: ContentSource, seed: InstrumentSeed): CorporateAction[] {
  if (seed.kind !== 'stock') return [];
  return src.market
    .corporateActions(src.idOf(seed))
    .filter((a) => a.split > 0)
    .sort((a, b) => b.exDate - a.exDate);
}

/** A-share plan text: 10派30.88元(含税), 10送3转2派5元(含税). */
export function planText(
  seed: InstrumentSeed,
  e: { amount: number; bonus: number; transfer: number },
): string {
  return actionPlanText(seed, { cash: e.amount, bonus: e.bonus, transfer: e.transfer });
}

/** The plan of a fiscal year's final distribution as the board proposes it (before its ex-date). */
export function proposedPlan(seed: InstrumentSeed, year: number, cash: number): string {
  const shares = seed.region === 'CN' ? bonusShares(seed, year) : { bonus: 0, transfer: 0 };
  return actionPlanText(seed, { cash, ...shares });
}
