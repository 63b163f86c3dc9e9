/**
 * The board of every trading day in a window, computed from the stocks' daily bars: the listing
 * rules pick the stocks (rules.ts), the seats and amounts are drawn per listing (allocate.ts).
 * Pure: the input is plain data (board-source.ts reads it from the simulator).
 */
import { allocateSeats, totals, type SeatLists } from './allocate';
import { changeAt, figuresAt, type DailyBars } from './figures';
import { listDay, type BoardExchange, type BoardSegment, type Candidate, type ListingRule } from './rules';
import type { Seat } from './seats';

export interface BoardStock {
  code: string;
  name: string;
  exchange: BoardExchange;
  segment: BoardSegment;
  st: boolean;
  floatShares: number;
  /** Bars aligned with BoardInput.days. */
  bars: DailyBars;
  /** Key of the board index in BoardInput.indexChanges. */
  index: string;
}

export interface BoardInput {
  /** Ascending trading days that the bars cover (the window's days and the ones before it). */
  days: readonly number[];
  stocks: readonly BoardStock[];
  /** Close-to-close change of each board index per day, aligned with days. */
  indexChanges: ReadonlyMap<string, ArrayLike<number>>;
  /** First day that gets a board. */
  from: number;
  /** Last day that gets a board (the latest published board). */
  to: number;
  seed: number;
  seats: readonly Seat[];
}

export interface ListingReason {
  rule: ListingRule;
  /** The rule's value (ratio, signed as measured). */
  value: number;
}

export interface Listing {
  day: number;
  stock: BoardStock;
  reasons: ListingReason[];
  /** Listing-day change (ratio) and close. */
  change: number;
  close: number;
  /** Next trading day's change, null while that day has no published board yet. */
  nextChange: number | null;
  /** Seats of the day's reasons, and of the three-day cumulative reasons (each when present). */
  daily: SeatLists | null;
  cumulative: SeatLists | null;
  /** The listing's amounts: the day's seats when it has a day reason, else the cumulative ones. */
  buy: number;
  sale: number;
}

export interface DepartmentListing {
  listing: Listing;
  buySum: number;
  saleSum: number;
  /** Among the top-five buyers. */
  inBuyRank: boolean;
}

export interface DragonTigerBoard {
  /** Days with a board, ascending. */
  days: number[];
  byDay: Map<number, Listing[]>;
  /** A stock's listings, latest first. */
  byCode: Map<string, Listing[]>;
  /** A seat's listings (from each listing's primary seat lists), latest first. */
  byDepartment: Map<string, DepartmentListing[]>;
  seats: Map<string, Seat>;
}

/** The seat lists that a listing's amounts (and its department rows) come from. */
export function primaryLists(l: Pick<Listing, 'daily' | 'cumulative'>): SeatLists | null {
  return l.daily ?? l.cumulative;
}

export function buildBoard(input: BoardInput): DragonTigerBoard {
  const { days, stocks, from, to } = input;
  const board: DragonTigerBoard = {
    days: [],
    byDay: new Map(),
    byCode: new Map(),
    byDepartment: new Map(),
    seats: new Map(input.seats.map((s) => [s.departmentId, s])),
  };
  const lastIndex = days.lastIndexOf(to);
  for (let i = 0; i < days.length; i++) {
    const day = days[i];
    if (day < from || day > to) continue;
    board.days.push(day);
    const candidates: Array<Candidate & { stock: BoardStock }> = stocks.map((stock) => ({
      code: stock.code,
      exchange: stock.exchange,
      segment: stock.segment,
      st: stock.st,
      stock,
      figures: figuresAt(stock.bars, input.indexChanges.get(stock.index) ?? [], stock.floatShares, i),
    }));
    const listed = new Map<BoardStock, Listing>();
    for (const hit of listDay(candidates)) {
      const stock = hit.candidate.stock;
      let l = listed.get(stock);
      if (!l) {
        l = {
          day,
          stock,
          reasons: [],
          change: hit.candidate.figures.change,
          close: stock.bars.close[i],
          nextChange: i < lastIndex ? changeAt(stock.bars, i + 1) : null,
          daily: null,
          cumulative: null,
          buy: 0,
          sale: 0,
        };
        listed.set(stock, l);
      }
      l.reasons.push({ rule: hit.rule, value: hit.value });
    }
    const listings = [...listed.values()];
    for (const l of listings) {
      const s = l.stock;
      const floatValue = s.floatShares * s.bars.close[i];
      // Limit-ish closes and turnover or amplitude listings are the active traders' days.
      const speculative =
        Math.abs(l.change) >= 0.095 ||
        l.reasons.some((x) => x.rule.measure === 'turnover' || x.rule.measure === 'amplitude');
      if (l.reasons.some((r) => r.rule.measure !== 'deviation3'))
        l.daily = allocateSeats(input.seed, input.seats, {
          exchange: s.exchange,
          code: s.code,
          day,
          part: 'd',
          amount: s.bars.amount[i],
          dayAmount: s.bars.amount[i],
          change: l.change,
          floatValue,
          speculative,
        });
      if (l.reasons.some((r) => r.rule.measure === 'deviation3'))
        l.cumulative = allocateSeats(input.seed, input.seats, {
          exchange: s.exchange,
          code: s.code,
          day,
          part: 'c3',
          amount: s.bars.amount[i] + s.bars.amount[i - 1] + s.bars.amount[i - 2],
          dayAmount: s.bars.amount[i],
          change: s.bars.close[i] / s.bars.preClose[i - 2] - 1,
          floatValue,
          speculative,
        });
      const lists = primaryLists(l);
      if (lists) {
        const t = totals(lists);
        l.buy = t.buy;
        l.sale = t.sale;
        addDepartmentRows(board, l, lists);
      }
      const mine = board.byCode.get(s.code) ?? [];
      mine.push(l);
      board.byCode.set(s.code, mine);
    }
    board.byDay.set(day, listings);
  }
  // Collected oldest first; pages show the latest first.
  for (const list of board.byCode.values()) list.reverse();
  for (const list of board.byDepartment.values()) list.reverse();
  return board;
}

function addDepartmentRows(board: DragonTigerBoard, listing: Listing, lists: SeatLists): void {
  const rows = new Map<string, DepartmentListing>();
  for (const x of [...lists.buyRank, ...lists.saleRank]) {
    const id = x.seat.departmentId;
    if (!rows.has(id)) rows.set(id, { listing, buySum: x.buySum, saleSum: x.saleSum, inBuyRank: false });
  }
  for (const x of lists.buyRank) rows.get(x.seat.departmentId)!.inBuyRank = true;
  for (const [id, row] of rows) {
    const mine = board.byDepartment.get(id) ?? [];
    mine.push(row);
    board.byDepartment.set(id, mine);
  }
}
