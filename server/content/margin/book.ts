/**
 * The margin data of the whole market for the published window: every target's series from our own
 * daily bars, the market totals as sums over the stocks, and the views the §7 (the calls it makes) calls serve. Built once
 * per published day (a day is published after its close) and kept until the next one.
 */
import type {
  MarginBalancePoint,
  MarginDetailRow,
  MarginDiffPoint,
  MarginHistoryRow,
  MarginMarketParam,
  MarginRatioPoint,
  MarginStockPoint,
  MarginStockSummary,
  MarginTopFiveRow,
  MarginTotals,
} from '../../../contract/margin';
import type { InstrumentSeed } from '../../data/types';
import type { MarketSimulator } from '../../market/api';
import { withinLastYear } from '../../market/derived';
import { cents, figuresAt, securitiesBalance } from './figures';
import { innerCodeOf, isMarginCandidate, SECU_MARKET, targetFrom, type MarginMarket } from './eligible';
import { sharesAfter } from '../../market/corporate-actions';
import {
  dayFloats,
  marginProfile,
  marginSeries,
  steadyStart,
  type ExRight,
  type MarginBars,
  type MarginSeries,
} from './series';
import { publishedCnDay } from '../published-day';

/**
 * Every series starts here (a fixed day, so a day's balances never depend on when the server
 * started), well before the window of the last year that the calls serve.
 */
export const MARGIN_START = 20240101;

export interface MarginStock {
  seed: InstrumentSeed;
  market: MarginMarket;
  innerCode: number;
  floatShares: number;
  /** Index in MarginData.days of the series' first day (a stock can become a target mid-window). */
  offset: number;
  /** Covers days[offset …]; its index 0 is the window day `offset`. */
  series: MarginSeries;
  /** Financing balance and remaining volume the day before the series' first day. */
  before: { finance: number; remaining: number; close: number };
}

/** Per window day, sums over one market's targets (money in cents: sums are exact). */
interface MarketSums {
  financeCents: number[];
  securityCents: number[];
  tradable: number[];
  /** The same sums on the day before the window's first day (for the first day's change). */
  beforeFinanceCents: number;
  beforeSecurityCents: number;
}

export interface MarginData {
  /** The published trading days of the last year, oldest first (YYYYMMDD). */
  days: number[];
  stocks: MarginStock[];
  byInnerCode: Map<number, MarginStock>;
  sums: Record<MarginMarket, MarketSums>;
}

export const ymdText = (ymd: number) =>
  `${Math.floor(ymd / 10000)}-${String(Math.floor(ymd / 100) % 100).padStart(2, '0')}-${String(ymd % 100).padStart(2, '0')}`;

/** The latest day whose margin figures are out: today once the session has closed, else the day before. */
export function publishedDay(market: MarketSimulator): number {
  return publishedCnDay(market);
}

/**
 * A stock's bars from `from` to `last`: past days from the simulator's history, today (when
 * published) from the day's trades as every other screen shows them.
 */
function barsOf(market: MarketSimulator, id: string, from: number, last: number): MarginBars {
  const h = market.dailySeries(id);
  let a = 0;
  while (a < h.days.length && h.days[a] < from) a++;
  let b = h.days.length - 1;
  while (b >= a && h.days[b] > last) b--;
  const today = market.tradingDays('sh', 1)[0];
  const bars = {
    days: h.days.slice(a, b + 1),
    firstPreClose: a > 0 ? h.close[a - 1] : h.firstPreClose,
    close: h.close.slice(a, b + 1),
    volume: h.volume.slice(a, b + 1),
    amount: h.amount.slice(a, b + 1),
    exRights: [] as ExRight[],
  };
  for (const a of market.corporateActions(id)) {
    const index = bars.days.indexOf(a.exDate);
    if (index < 0) continue;
    // Two actions on one day (a final dividend with 送转) act as one: cash adds, share ratios multiply.
    const same = bars.exRights.find((e) => e.index === index);
    if (same) {
      same.cash += a.cash;
      same.shares *= sharesAfter(a);
    } else bars.exRights.push({ index, cash: a.cash, shares: sharesAfter(a) });
  }
  if (bars.exRights.length > 0) {
    // The change on an ex-date is measured from the reference price the K-line shows (on the tick),
    // so a margin row and the stock's own K-line give one change (issue 31 item 6).
    const preCloseOf = new Map<number, number>();
    for (const k of market.klines(id, 'DAY', { limit: bars.days.length + 1 }))
      preCloseOf.set(k.TradingDay, k.PreClose);
    for (const e of bars.exRights) {
      const reference = preCloseOf.get(bars.days[e.index]);
      if (reference !== undefined && reference > 0) e.reference = reference;
    }
  }
  const n = bars.days.length;
  if (n > 0 && bars.days[n - 1] === today) {
    const d = market.dyna(id);
    bars.close[n - 1] = d.LastPrice;
    bars.volume[n - 1] = d.Volume;
    bars.amount[n - 1] = d.Amount;
  }
  return bars;
}

function sliceSeries(s: MarginSeries, from: number): MarginSeries {
  return {
    days: s.days.slice(from),
    close: s.close.slice(from),
    preClose: s.preClose.slice(from),
    floatShares: s.floatShares.slice(from),
    financeBuy: s.financeBuy.slice(from),
    financeRepay: s.financeRepay.slice(from),
    financeBalance: s.financeBalance.slice(from),
    lendSell: s.lendSell.slice(from),
    lendRepay: s.lendRepay.slice(from),
    lendRemaining: s.lendRemaining.slice(from),
  };
}

/** Builds every target's series from MARGIN_START and keeps the published window of the last year. */
export function buildMarginData(market: MarketSimulator, latest: number): MarginData {
  const days = market.tradingDays('sh', 400).filter((d) => d <= latest && withinLastYear(d, latest));
  const first = days[0];
  const stocks: MarginStock[] = [];
  for (const seed of market.list()) {
    if (!isMarginCandidate(seed)) continue;
    const from = Math.max(MARGIN_START, targetFrom(seed));
    if (from > latest) continue;
    const id = market.idOf(seed);
    const bars = barsOf(market, id, from, latest);
    if (bars.days.length === 0) continue;
    const floatShares = seed.floatShares;
    // A stock that was a target before our history starts begins at its usual balances; a new target at zero.
    const start =
      targetFrom(seed) <= MARGIN_START
        ? steadyStart(
            marginProfile(id),
            dayFloats(bars.days.length, bars.exRights, floatShares).before,
            bars.firstPreClose,
          )
        : { financeBalance: 0, lendRemaining: 0 };
    const full = marginSeries(id, bars, floatShares, start);
    const at = full.days.findIndex((d) => d >= first);
    if (at < 0) continue;
    const offset = days.indexOf(full.days[at]);
    const prevClose = at > 0 ? full.close[at - 1] : bars.firstPreClose;
    const before =
      at > 0
        ? { finance: full.financeBalance[at - 1], remaining: full.lendRemaining[at - 1], close: prevClose }
        : { finance: start.financeBalance, remaining: start.lendRemaining, close: prevClose };
    const series = sliceSeries(full, at);
    const m = seed.market as MarginMarket;
    stocks.push({ seed, market: m, innerCode: innerCodeOf(seed), floatShares, offset, series, before });
  }
  const sums = { sh: emptySums(days.length), sz: emptySums(days.length) };
  for (const st of stocks) {
    const t = sums[st.market];
    for (let i = 0; i < st.series.days.length; i++) {
      const j = st.offset + i;
      const close = st.series.close[i];
      t.financeCents[j] += cents(st.series.financeBalance[i]);
      t.securityCents[j] += cents(securitiesBalance(st.series.lendRemaining[i], close));
      t.tradable[j] += st.series.floatShares[i] * close;
    }
    if (st.offset === 0) {
      t.beforeFinanceCents += cents(st.before.finance);
      t.beforeSecurityCents += cents(securitiesBalance(st.before.remaining, st.before.close));
    }
  }
  return { days, stocks, byInnerCode: new Map(stocks.map((s) => [s.innerCode, s])), sums };
}

function emptySums(n: number): MarketSums {
  return {
    financeCents: new Array<number>(n).fill(0),
    securityCents: new Array<number>(n).fill(0),
    tradable: new Array<number>(n).fill(0),
    beforeFinanceCents: 0,
    beforeSecurityCents: 0,
  };
}

const inMarket = (m: MarginMarketParam, stock: MarginStock) => m === 'both' || m === stock.market;
const pct2 = (x: number) => Math.round(x * 10000) / 100;
const signedPct = (v: number) => `${v > 0 ? '+' : ''}${v.toFixed(2)}%`;

/** Read-only views over one MarginData: what the routes serve. */
export class MarginView {
  constructor(readonly data: MarginData) {}

  get latest(): number {
    return this.data.days[this.data.days.length - 1];
  }

  /** Window index of a published day, or -1 (not a trading day, or outside the window). */
  dayIndex(ymd: number): number {
    return this.data.days.indexOf(ymd);
  }

  private sum(m: MarginMarketParam, key: 'financeCents' | 'securityCents' | 'tradable', j: number): number {
    const { sh, sz } = this.data.sums;
    return m === 'both' ? sh[key][j] + sz[key][j] : this.data.sums[m][key][j];
  }

  private before(m: MarginMarketParam, key: 'beforeFinanceCents' | 'beforeSecurityCents'): number {
    const { sh, sz } = this.data.sums;
    return m === 'both' ? sh[key] + sz[key] : this.data.sums[m][key];
  }

  balanceChart(m: MarginMarketParam): MarginBalancePoint[] {
    return this.data.days.map((d, j) => ({
      TradingDay: ymdText(d),
      FinanceValue: this.sum(m, 'financeCents', j) / 100,
      SecurityValue: this.sum(m, 'securityCents', j) / 100,
    }));
  }

  ratioChart(m: MarginMarketParam): MarginRatioPoint[] {
    return this.data.days.map((d, j) => ({ TradingDay: ymdText(d), Ratio: this.ratio(m, j) }));
  }

  diffChart(m: MarginMarketParam): MarginDiffPoint[] {
    return this.data.days.map((d, j) => ({
      TradingDay: ymdText(d),
      FinanceSecuDiff: (this.sum(m, 'financeCents', j) - this.sum(m, 'securityCents', j)) / 100,
    }));
  }

  private ratio(m: MarginMarketParam, j: number): number {
    const tradable = this.sum(m, 'tradable', j);
    return tradable > 0 ? pct2(this.sum(m, 'financeCents', j) / 100 / tradable) : 0;
  }

  totals(m: MarginMarketParam, j: number): MarginTotals {
    const fin = this.sum(m, 'financeCents', j);
    const sec = this.sum(m, 'securityCents', j);
    const finPrev = j > 0 ? this.sum(m, 'financeCents', j - 1) : this.before(m, 'beforeFinanceCents');
    const secPrev = j > 0 ? this.sum(m, 'securityCents', j - 1) : this.before(m, 'beforeSecurityCents');
    return {
      Market: m,
      TradingDay: ymdText(this.data.days[j]),
      FinanceValue: fin / 100,
      FinanceValueDiff: (fin - finPrev) / 100,
      SecurityValue: sec / 100,
      SecurityValueDiff: (sec - secPrev) / 100,
      FiSecuValue: (fin + sec) / 100,
      FinaInTVRatio: this.ratio(m, j),
    };
  }

  /** The rows of every target in the market on day j. */
  private rowsOn(m: MarginMarketParam, j: number): MarginDetailRow[] {
    const rows: MarginDetailRow[] = [];
    for (const st of this.data.stocks) {
      const i = j - st.offset;
      if (!inMarket(m, st) || i < 0 || i >= st.series.days.length) continue;
      rows.push({ ...stockId(st), ...figuresAt(st.series, i) });
    }
    return rows;
  }

  topFive(m: MarginMarketParam, j: number): MarginTopFiveRow[] {
    return this.rowsOn(m, j)
      .sort((a, b) => b.FinancePureValue - a.FinancePureValue || a.SecuCode.localeCompare(b.SecuCode))
      .slice(0, 5)
      .map((r) => ({
        Market: r.SecuMarket === SECU_MARKET.sh ? 'sh' : 'sz',
        SecuCode: r.SecuCode,
        SecuAbbr: r.SecuAbbr,
        InnerCode: r.InnerCode,
        FinaInTotal: r.FinancePureValue,
        ClosePrice: r.ClosePrice,
        ClosePricediv: r.UpDownRatio,
        ClosePricedivstr: signedPct(r.UpDownRatio),
      }));
  }

  /** The day's targets by financing balance, largest first (code breaks ties). */
  detail(m: MarginMarketParam, j: number, pageSize: number): MarginDetailRow[] {
    return this.rowsOn(m, j)
      .sort((a, b) => b.FinanceValue - a.FinanceValue || a.SecuCode.localeCompare(b.SecuCode))
      .slice(0, pageSize);
  }

  /** Number of targets with figures on day j (for the reply's totalCount). */
  count(m: MarginMarketParam, j: number): number {
    let n = 0;
    for (const st of this.data.stocks) {
      const i = j - st.offset;
      if (inMarket(m, st) && i >= 0 && i < st.series.days.length) n++;
    }
    return n;
  }

  stock(innerCode: number): MarginStock | undefined {
    return this.data.byInnerCode.get(innerCode);
  }

  stockChart(st: MarginStock): MarginStockPoint[] {
    const s = st.series;
    return s.days.map((d, i) => ({
      Tradingday: ymdText(d),
      FinanceValue: s.financeBalance[i],
      SecurityValue: securitiesBalance(s.lendRemaining[i], s.close[i]),
    }));
  }

  stockSummary(st: MarginStock): MarginStockSummary {
    const i = st.series.days.length - 1;
    return {
      ...stockId(st),
      TradingDay: ymdText(st.series.days[i]),
      ...figuresAt(st.series, i),
    };
  }

  /** Newest first. */
  stockHistory(st: MarginStock, pageSize: number): MarginHistoryRow[] {
    const s = st.series;
    const rows: MarginHistoryRow[] = [];
    for (let i = s.days.length - 1; i >= 0 && rows.length < pageSize; i--) {
      rows.push({ TradingDay: ymdText(s.days[i]), ...figuresAt(s, i) });
    }
    return rows;
  }
}

function stockId(st: MarginStock) {
  return {
    SecuAbbr: st.seed.name,
    SecuCode: st.seed.code,
    InnerCode: st.innerCode,
    SecuMarket: SECU_MARKET[st.market],
  };
}

/** One per server: the view of the latest published day, rebuilt when a new day is published. */
export class MarginBook {
  private cached: MarginView | undefined;
  constructor(private readonly market: MarketSimulator) {}

  view(): MarginView {
    const latest = publishedDay(this.market);
    if (!this.cached || this.cached.latest !== latest) {
      this.cached = new MarginView(buildMarginData(this.market, latest));
    }
    return this.cached;
  }
}
