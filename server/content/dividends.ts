/**
 * Cash dividends from the financial model: one annual distribution per profitable year (A-shares
 * and US: after the annual report; Hong Kong: a final and sometimes an interim dividend). Ex-dates
 * are trading days; only those on or before today are listed.
 */
import type { InstrumentSeed } from '../data/types';
import { addDays } from './dates';
import { snapToTradingDay } from './fundamentals';
import { rngFor, round } from './rng';
import type { ContentSource } from './source';

export interface DividendEvent {
  /** Fiscal year the dividend belongs to. */
  year: number;
  /** 'final' | 'interim' */
  part: 'final' | 'interim';
  /** Cash per share in the trading currency. */
  amount: number;
  /** Announcement (implementation notice) day, ex-date and pay date, YYYYMMDD trading days. */
  announce: number;
  exDate: number;
  payDate: number;
}

/** Dividend events, newest first, ex-date on or before today. */
export function dividendEvents(src: ContentSource, seed: InstrumentSeed): DividendEvent[] {
  if (seed.kind !== 'stock') return [];
  const model = src.model(seed);
  const days = src.tradingDays(seed.market);
  const today = days[days.length - 1];
  const listYear = seed.listDate ? Number(seed.listDate.slice(0, 4)) : model.firstYear;
  const hasInterim = seed.region === 'HK' && rngFor(seed.market, seed.code, 'interim').chance(0.5);
  const out: DividendEvent[] = [];
  for (let y = Math.max(model.firstYear, listYear); y <= model.lastYear; y++) {
    const dps = model.years.get(y)?.dividendPerShare ?? 0;
    if (dps <= 0) continue;
    const r = rngFor(seed.market, seed.code, 'dividend', y);
    const finalShare = hasInterim ? 0.6 : 1;
    const exFinal = snapToTradingDay(
      days,
      (y + 1) * 10000 + (seed.region === 'HK' ? 500 : 600) + r.int(5, 28),
    );
    out.push(
      event(
        days,
        y,
        'final',
        round(dps * finalShare, seed.region === 'CN' ? 4 : 3),
        exFinal,
        r.int(5, 9),
        r.int(1, 20),
      ),
    );
    if (hasInterim) {
      const exInterim = snapToTradingDay(days, y * 10000 + 900 + r.int(3, 20));
      out.push(
        event(days, y, 'interim', round(dps - dps * finalShare, 3), exInterim, r.int(5, 9), r.int(8, 20)),
      );
    }
  }
  return out.filter((e) => e.exDate <= today).sort((a, b) => b.exDate - a.exDate);
}

function event(
  days: readonly number[],
  year: number,
  part: DividendEvent['part'],
  amount: number,
  exDate: number,
  announceBefore: number,
  payAfter: number,
): DividendEvent {
  const i = days.indexOf(exDate);
  const announce = i >= announceBefore ? days[i - announceBefore] : exDate;
  const payDate = snapToTradingDay(days, addDays(exDate, payAfter));
  return { year, part, amount, announce, exDate, payDate };
}

/** A-share plan text: 10派30.88元(含税). */
export function planText(seed: InstrumentSeed, amount: number): string {
  const cur = seed.currency === 'USD' ? '美元' : seed.currency === 'HKD' ? '港元' : '元';
  return `10派${round(amount * 10, 3)}${cur}(含税)`;
}
