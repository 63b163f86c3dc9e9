/**
 * State of /rzrq.html (kept alive: tab, date and the loaded tables survive a visit to the list).
 * The tables follow the tab and the date at once; the chart is drawn MARGIN_CHART_DELAY_MS after the
 * tab settles (§9 (business constants and limits) "margin chart delay 300 ms"), so flicking through the tabs asks for one chart only.
 */
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type {
  MarginBalancePoint,
  MarginDetailRow,
  MarginDiffPoint,
  MarginMarketParam,
  MarginRatioPoint,
  MarginTopFiveRow,
  MarginTotals,
} from '../../../contract/margin';
import * as service from '../../services/margin';

export const MARGIN_CHART_DELAY_MS = 300;
/** The home page's detail table: the top ten, with a view-more link to the 100 (§2 (screens and routes)). */
export const HOME_DETAIL_ROWS = 10;

export type ChartMetric = 'balance' | 'ratio' | 'diff';

export type ChartData =
  | { metric: 'balance'; points: MarginBalancePoint[] }
  | { metric: 'ratio'; points: MarginRatioPoint[] }
  | { metric: 'diff'; points: MarginDiffPoint[] };

export interface MarginHomeApi {
  getBalanceChart: typeof service.getBalanceChart;
  getRatioChart: typeof service.getRatioChart;
  getDiffChart: typeof service.getDiffChart;
  getTotals: typeof service.getTotals;
  getTopFive: typeof service.getTopFive;
  getDetail: typeof service.getDetail;
}

/** Runs fn after ms; answers a cancel. Injected so that tests own the clock. */
export type Schedule = (fn: () => void, ms: number) => () => void;

const browserSchedule: Schedule = (fn, ms) => {
  const t = setTimeout(fn, ms);
  return () => clearTimeout(t);
};

interface Tables {
  totals: MarginTotals;
  topFive: MarginTopFiveRow[];
  detail: MarginDetailRow[];
}

export class MarginHomeStore {
  market: MarginMarketParam = 'both';
  /** The chosen day 'YYYY-MM-DD'; undefined: the latest published day. */
  date: string | undefined = undefined;
  metric: ChartMetric = 'balance';
  chart: ChartData | null = null;
  chartFailed = false;
  tables: Tables | null = null;
  tablesLoading = false;
  tablesFailed = false;
  /** The published days the date picker offers (from the balance chart of both markets). */
  tradingDays: string[] = [];

  private cancelChart: (() => void) | null = null;
  private chartRun = 0;
  private tablesRun = 0;
  private started = false;

  constructor(
    private readonly api: MarginHomeApi = service,
    private readonly schedule: Schedule = browserSchedule,
  ) {
    makeObservable(this, {
      market: observable,
      date: observable,
      metric: observable,
      chart: observableRef,
      chartFailed: observable,
      tables: observableRef,
      tablesLoading: observable,
      tablesFailed: observable,
      tradingDays: observableRef,
      setMarket: action,
      setDate: action,
      setMetric: action,
      start: action,
      reloadTables: action,
      shownDate: computed,
    });
  }

  /** First show: the trading days, the tables and (after the delay) the chart. Later shows keep all. */
  start(): void {
    if (this.started) return;
    this.started = true;
    void this.api.getBalanceChart('both').then(
      (points) => runInAction(() => (this.tradingDays = points.map((p) => p.TradingDay))),
      () => undefined, // without the list the picker stays closed; the tables still show the latest day
    );
    this.loadTables();
    this.scheduleChart();
  }

  setMarket(market: MarginMarketParam): void {
    if (market === this.market) return;
    this.market = market;
    this.loadTables();
    this.scheduleChart();
  }

  setDate(date: string | undefined): void {
    if (date === this.date) return;
    this.date = date;
    this.loadTables();
  }

  setMetric(metric: ChartMetric): void {
    if (metric === this.metric) return;
    this.metric = metric;
    this.chart = null;
    void this.loadChart();
  }

  /** The day the tables show: the chosen one, else the latest the totals answered. */
  get shownDate(): string | undefined {
    return this.date ?? this.tables?.totals.TradingDay;
  }

  dispose(): void {
    this.cancelChart?.();
    this.chartRun++;
    this.tablesRun++;
  }

  private scheduleChart(): void {
    this.cancelChart?.();
    this.chartRun++;
    this.chart = null;
    this.cancelChart = this.schedule(() => {
      this.cancelChart = null;
      void this.loadChart();
    }, MARGIN_CHART_DELAY_MS);
  }

  private async loadChart(): Promise<void> {
    const run = ++this.chartRun;
    const { market, metric } = this;
    try {
      const data = await this.fetchChart(market, metric);
      if (run === this.chartRun) runInAction(() => ((this.chart = data), (this.chartFailed = false)));
    } catch {
      if (run === this.chartRun) runInAction(() => (this.chartFailed = true));
    }
  }

  private async fetchChart(market: MarginMarketParam, metric: ChartMetric): Promise<ChartData> {
    if (metric === 'ratio') return { metric, points: await this.api.getRatioChart(market) };
    if (metric === 'diff') return { metric, points: await this.api.getDiffChart(market) };
    return { metric, points: await this.api.getBalanceChart(market) };
  }

  reloadTables(): void {
    this.loadTables();
  }

  private loadTables(): void {
    const run = ++this.tablesRun;
    const { market, date } = this;
    this.tablesLoading = true;
    this.tablesFailed = false;
    Promise.all([
      this.api.getTotals(market, date),
      this.api.getTopFive(market, date),
      this.api.getDetail(market, date, HOME_DETAIL_ROWS),
    ]).then(
      ([totals, topFive, detail]) =>
        run === this.tablesRun &&
        runInAction(() => {
          this.tables = { totals, topFive, detail };
          this.tablesLoading = false;
        }),
      () =>
        run === this.tablesRun &&
        runInAction(() => {
          this.tables = null;
          this.tablesLoading = false;
          this.tablesFailed = true;
        }),
    );
  }
}
