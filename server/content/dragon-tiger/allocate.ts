/**
 * The top-five buying and top-five selling seats of one listing, with their amounts, from a stream
 * keyed by the seed, the stock, the day and the listing's window (the day, or three days for the
 * cumulative reasons). Invariants (tested):
 * - the buy list is the five seats with the largest buys among every seat shown, the sell list
 *   the five with the largest sells; a seat in both lists shows the same two amounts in each;
 * - the buys of all seats shown, and their sells, each stay below half the window's turnover and
 *   below DAY_SHARE_CAP of the listing day's;
 * - on a rising listing the listed seats are more often net buyers, on a falling one net sellers;
 * - who trades depends on the stock and the day (listingWeight): 机构专用 and the connect seats on
 *   large caps, the active traders (游资) on small caps and speculative days (a limit close, a
 *   turnover or amplitude listing), so 机构专用 is on a minority of the board's listings.
 */
import { keyed, type Rng } from '../../market/prng';
import type { BoardExchange } from './rules';
import type { Seat } from './seats';

export interface SeatAmounts {
  seat: Seat;
  /** yuan */
  buySum: number;
  /** yuan */
  saleSum: number;
}

export interface SeatLists {
  buyRank: SeatAmounts[];
  saleRank: SeatAmounts[];
}

export const SEATS_PER_SIDE = 5;
/** Upper bound of the share of the window's turnover that the shown seats' buys (or sells) reach. */
export const MAX_SHOWN_SHARE = 0.5;
/** The shown seats' buys (or sells) never exceed this share of the listing day's own turnover. */
export const DAY_SHARE_CAP = 0.3;
/** How far a ±10 % move tilts the buyers' share up and the sellers' down (a ratio). */
const TILT = 0.25;

function pickWeighted(
  r: Rng,
  pool: readonly Seat[],
  weights: readonly number[],
  total: number,
  exclude: Set<Seat>,
): Seat {
  for (;;) {
    let u = r.next() * total;
    for (let i = 0; i < pool.length; i++) {
      u -= weights[i];
      if (u < 0) {
        if (!exclude.has(pool[i])) return pool[i];
        break;
      }
    }
  }
}

/** Five distinct seats, the heavier ones more likely. */
function pickFive(r: Rng, pool: readonly Seat[], weights: readonly number[], total: number): Seat[] {
  const chosen = new Set<Seat>();
  while (chosen.size < SEATS_PER_SIDE) chosen.add(pickWeighted(r, pool, weights, total, chosen));
  return [...chosen];
}

/**
 * A seat's weight on one listing: its own weight times how much its kind trades such a stock on
 * such a day. Size s = log10(float value / 100亿) within [−1, 2]: institutions ×10^(0.45 s) and the
 * connect seats ×10^(0.5 s) (both mostly in large caps, half as often on a speculative day), the
 * active traders ×10^(−0.3 s) and 1.6× on a speculative day (0.6× otherwise); other branches as they are.
 */
export function listingWeight(seat: Seat, w: Pick<ListingWindow, 'floatValue' | 'speculative'>): number {
  const s = Math.min(2, Math.max(-1, Math.log10(Math.max(1, w.floatValue) / 1e10)));
  switch (seat.kind) {
    case 'institution':
      return seat.weight * 10 ** (0.45 * s) * (w.speculative ? 0.5 : 1);
    case 'hkConnectSh':
    case 'hkConnectSz':
      return seat.weight * 10 ** (0.5 * s) * (w.speculative ? 0.5 : 1);
    default:
      return seat.natureName === '普通营业部' || seat.natureName === '量化'
        ? seat.weight
        : seat.weight * 10 ** (-0.3 * s) * (w.speculative ? 0.35 : 0.08);
  }
}

/** `total` split into five falling parts (whole yuan). */
function split(r: Rng, total: number): number[] {
  const w = Array.from({ length: SEATS_PER_SIDE }, () => Math.exp(0.8 * r.normal()));
  w.sort((a, b) => b - a);
  const sum = w.reduce((a, b) => a + b, 0);
  return w.map((x) => Math.floor((total * x) / sum));
}

export interface ListingWindow {
  exchange: BoardExchange;
  code: string;
  day: number;
  /** 'd' the day's reasons, 'c3' the three-day cumulative ones. */
  part: 'd' | 'c3';
  /** Turnover of the window, yuan. */
  amount: number;
  /** Turnover of the listing day itself, yuan (the window's last day; the window for 'd'). */
  dayAmount: number;
  /** Price change over the window (its sign tilts the seats towards buying or selling). */
  change: number;
  /** Float value of the stock at the window's close, yuan (large caps draw institutions). */
  floatValue: number;
  /** A limit close, or a turnover or amplitude reason: the active traders' kind of day. */
  speculative: boolean;
}

export function allocateSeats(seed: number, pool: readonly Seat[], w: ListingWindow): SeatLists {
  const r = keyed(seed, `lhb:${w.exchange}:${w.code}`, w.day, w.part);
  const eligible = pool.filter((s) => !s.only || s.only === w.exchange);
  const weights = eligible.map((s) => listingWeight(s, w));
  const total = weights.reduce((a, x) => a + x, 0);
  const buyers = pickFive(r, eligible, weights, total);
  const sellers = pickFive(r, eligible, weights, total);
  // Shares of the window's turnover taken by the five buyers and the five sellers: 6–20 % each,
  // the buyers up to a quarter more on a rising listing (in proportion to the move, full at
  // ±10 %) and the sellers as much less, so the net buy is a small part of the turnover. Five
  // seats hold less of three days than of one (×0.6), and never more than DAY_SHARE_CAP of the
  // listing day's own turnover: with a fixed 8–28 % and a ±35 % tilt, a month's listings ran to
  // 7.6× the day's turnover in buys (a three-day window ending on a thin 一字板) and the board's
  // net buy to 64亿 of 178亿 bought (issue 34).
  const tilt = Math.max(-1, Math.min(1, w.change / 0.1)) * TILT;
  const scale = w.part === 'c3' ? 0.6 : 1;
  const cap = w.amount > 0 ? Math.min(1, (DAY_SHARE_CAP * w.dayAmount) / w.amount) : 0;
  const buyShare = Math.min(cap, (0.06 + 0.14 * r.next()) * (1 + tilt) * scale);
  const saleShare = Math.min(cap, (0.06 + 0.14 * r.next()) * (1 - tilt) * scale);
  const buys = split(r, w.amount * buyShare);
  const sells = split(r, w.amount * saleShare);

  const rows = new Map<Seat, SeatAmounts>();
  const row = (seat: Seat) => {
    let x = rows.get(seat);
    if (!x) {
      x = { seat, buySum: 0, saleSum: 0 };
      rows.set(seat, x);
    }
    return x;
  };
  buyers.forEach((s, i) => (row(s).buySum = buys[i]));
  sellers.forEach((s, i) => (row(s).saleSum = sells[i]));
  // A buyer often also sold a little, a seller bought a little; kept below the smallest listed
  // amount of the other side, so neither top five changes (and the sums stay under the bound).
  const minBuy = buys[SEATS_PER_SIDE - 1];
  const minSale = sells[SEATS_PER_SIDE - 1];
  for (const s of buyers) {
    const x = row(s);
    if (x.saleSum === 0 && r.next() < 0.45)
      x.saleSum = Math.floor(Math.max(0, Math.min(minSale - 1, x.buySum * 0.08)) * r.next());
  }
  for (const s of sellers) {
    const x = row(s);
    if (x.buySum === 0 && r.next() < 0.45)
      x.buySum = Math.floor(Math.max(0, Math.min(minBuy - 1, x.saleSum * 0.08)) * r.next());
  }
  const buyRank = buyers.map((s) => row(s)).sort((a, b) => b.buySum - a.buySum);
  const saleRank = sellers.map((s) => row(s)).sort((a, b) => b.saleSum - a.saleSum);
  return { buyRank, saleRank };
}

/** Every seat shown once (a seat in both lists counts once). */
export function shownSeats(lists: SeatLists): SeatAmounts[] {
  const seen = new Set<Seat>();
  const out: SeatAmounts[] = [];
  for (const x of [...lists.buyRank, ...lists.saleRank])
    if (!seen.has(x.seat)) {
      seen.add(x.seat);
      out.push(x);
    }
  return out;
}

export function totals(lists: SeatLists): { buy: number; sale: number } {
  let buy = 0;
  let sale = 0;
  for (const x of shownSeats(lists)) {
    buy += x.buySum;
    sale += x.saleSum;
  }
  return { buy, sale };
}
