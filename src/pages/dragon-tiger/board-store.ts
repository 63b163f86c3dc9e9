/**
 * The /stock-list.html page's state: the tab, the trading-day calendar and the chosen day (§5 (validation rules)), the
 * day's summary, the rank list (§4 (states and transitions) "Rank list": a new date or sort starts over; default pxChangeRate
 * desc, §9 (business constants and limits)) and the seat ranking (§4 (states and transitions) "Sales list": a new time range or sort starts over).
 */
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  RANK_DEFAULT_SORT,
  RANK_PAGE_SIZE,
  SALES_PAGE_SIZE,
  type DragonTigerSummary,
  type RankItem,
  type RankSortField,
  type SalesCountType,
  type SalesDepartment,
  type SalesSortField,
  type SortType,
} from '../../../contract/dragon-tiger';
import { tradingCalendar, type TradingCalendar } from '../../components/calendar/calendar-logic';
import { PagedList, pageNumberPaging } from '../../components/list/paged-list';
import type { BoardTab } from './board-rules';

/** The calls the page makes (src/services/dragon-tiger.ts; a fake in tests). */
export interface BoardApi {
  getTradingDays(): Promise<string[]>;
  getSummary(tradingDay: string): Promise<DragonTigerSummary>;
  getRankList(
    tradingDay: string,
    page: number,
    sortField: RankSortField,
    sortType: SortType,
  ): Promise<RankItem[]>;
  getSalesList(
    countType: SalesCountType,
    sortField: SalesSortField,
    sortType: SortType,
    page: number,
  ): Promise<SalesDepartment[]>;
}

export { boardTabOf, type BoardTab } from './board-rules';

/** §9 (business constants and limits) sales time ranges. */
export const SALES_RANGES: ReadonlyArray<{ countType: SalesCountType; label: string }> = [
  { countType: 2, label: '近一月' },
  { countType: 3, label: '近三月' },
];

export const SALES_DEFAULT_SORT = { field: 'rankCount', dir: 'desc' } as const;

export class BoardStore {
  tab: BoardTab = 'stock';
  calendar: TradingCalendar | null = null;
  /** The board's day ('YYYY-MM-DD'); null until the trading days have loaded. */
  day: string | null = null;
  /** The trading days could not be loaded (the page shows a retry). */
  daysFailed = false;
  summary: DragonTigerSummary | null = null;
  countType: SalesCountType = 2;

  readonly rankList: PagedList<RankItem, number, RankSortField>;
  readonly salesList: PagedList<SalesDepartment, number, SalesSortField>;

  constructor(
    private readonly api: BoardApi,
    /** Today's date in Beijing ('YYYY-MM-DD'), from the page's clock. */
    private readonly today: () => string,
  ) {
    this.rankList = new PagedList<RankItem, number, RankSortField>({
      first: 1,
      sort: RANK_DEFAULT_SORT,
      keyOf: (r) => r.secuCode,
      fetchPage: pageNumberPaging(async (page, sort) => {
        const day = this.day;
        if (!day) return [];
        const s = sort ?? RANK_DEFAULT_SORT;
        return this.api.getRankList(day, page, s.field, s.dir);
      }, RANK_PAGE_SIZE),
    });
    this.salesList = new PagedList<SalesDepartment, number, SalesSortField>({
      first: 1,
      sort: SALES_DEFAULT_SORT,
      keyOf: (r) => r.departmentId,
      fetchPage: pageNumberPaging((page, sort) => {
        const s = sort ?? SALES_DEFAULT_SORT;
        return this.api.getSalesList(this.countType, s.field, s.dir, page);
      }, SALES_PAGE_SIZE),
    });
    makeObservable(this, {
      tab: observable,
      calendar: observableRef,
      day: observable,
      daysFailed: observable,
      summary: observableRef,
      countType: observable,
      setTab: action,
      setDay: action,
      setCountType: action,
    });
  }

  /** Loads the trading days, picks the §5 (validation rules) default day, then that day's summary (the list loads itself). */
  async init(): Promise<void> {
    let days: string[];
    try {
      days = await this.api.getTradingDays();
    } catch {
      runInAction(() => (this.daysFailed = true));
      return;
    }
    const calendar = tradingCalendar(days, this.today());
    runInAction(() => {
      this.daysFailed = false;
      this.calendar = calendar;
    });
    if (calendar) this.setDay(calendar.defaultDay);
    else this.rankList.reset();
  }

  setTab(tab: BoardTab): void {
    this.tab = tab;
  }

  /** A day from the calendar: disabled days are refused; a new day starts the list over. */
  setDay(day: string): boolean {
    if (!this.calendar || this.calendar.isDisabled(day)) return false;
    if (day === this.day) return true;
    this.day = day;
    this.summary = null;
    this.rankList.reset();
    void this.loadSummary(day);
    return true;
  }

  setCountType(countType: SalesCountType): void {
    if (countType === this.countType) return;
    this.countType = countType;
    this.salesList.reset();
  }

  private async loadSummary(day: string): Promise<void> {
    try {
      const summary = await this.api.getSummary(day);
      runInAction(() => {
        if (this.day === day) this.summary = summary;
      });
    } catch {
      // The summary strip stays on its dashes; the list shows its own failure state.
    }
  }
}
