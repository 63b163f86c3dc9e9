/**
 * The dragon-tiger service of one server: the latest published board day, the board of the year up
 * to it (computed once per published day, then cached), and the seat rankings per time range.
 */
import type { SalesCountType, SalesDepartment } from '../../../contract/dragon-tiger';
import type { MarketSimulator } from '../../market/api';
import { oneYearBefore } from '../../market/derived';
import { publishedCnDay } from '../published-day';
import { DEFAULT_SEED } from '../../market/simulator';
import { buildBoard, type DragonTigerBoard } from './board';
import { readBoardInput } from './board-source';
import { salesRanking } from './queries';
import { seatPool, type Seat } from './seats';

export interface BoardState {
  board: DragonTigerBoard;
  /** The latest published board day. */
  latest: number;
  /** First day of the year's window (§5 (validation rules) calendar minimum). */
  first: number;
}

export class DragonTigerService {
  readonly seats: Seat[];
  private cached: BoardState | undefined;
  private readonly sales = new Map<SalesCountType, SalesDepartment[]>();

  constructor(
    private readonly market: MarketSimulator,
    private readonly seed: number = DEFAULT_SEED,
  ) {
    this.seats = seatPool(seed);
  }

  /**
   * A day's board is published after its close: before that the latest board is the previous
   * trading day's.
   */
  latestDay(): number {
    return publishedCnDay(this.market);
  }

  state(): BoardState {
    const latest = this.latestDay();
    if (!this.cached || this.cached.latest !== latest) {
      const board = buildBoard(readBoardInput(this.market, latest, this.seed, this.seats));
      this.cached = { board, latest, first: oneYearBefore(latest) };
      this.sales.clear();
    }
    return this.cached;
  }

  /** Trading days with a published board in the year's window, ascending; the last `limit` of them. */
  tradingDays(limit: number): number[] {
    const { board, first } = this.state();
    const days = board.days.filter((d) => d >= first);
    return days.slice(Math.max(0, days.length - limit));
  }

  /** Whether a day has a published board in the year's window. */
  hasBoard(day: number): boolean {
    const { board, first, latest } = this.state();
    return day >= first && day <= latest && board.byDay.has(day);
  }

  /** Seat ranking of a time range ending on the latest board (unsorted; cached per range). */
  salesRanking(countType: SalesCountType): SalesDepartment[] {
    const { board, latest } = this.state();
    let rows = this.sales.get(countType);
    if (!rows) {
      rows = salesRanking(board, latest, countType);
      this.sales.set(countType, rows);
    }
    return rows;
  }
}
