/**
 * The financial model of one company: yearly figures anchored on the seed (annual EPS × total
 * shares = last full year's net profit; dividend per share), cumulative quarterly figures, and
 * balance-sheet and cash-flow items derived from them. Profiles, financial reports, research
 * forecasts, dividends, announcements and news all read this one model, so they agree.
 */
import type { InstrumentSeed } from '../data/types';
import { HK_REVENUE_BN } from '../data/hk-revenue';
import { US_REVENUE_BN } from '../data/us-revenue';
import { addDays, tradingDayOnOrAfter, ymdParts } from './dates';
import { traitsOf } from './industry';
import { rngFor, round, type Rng } from './rng';

/** Cumulative reporting periods within a fiscal year (calendar years here). */
export type PeriodKind = 'Q1' | 'H1' | 'Q3' | 'FY';

export const PERIOD_ORDER: readonly PeriodKind[] = ['Q1', 'H1', 'Q3', 'FY'];
const PERIOD_END: Record<PeriodKind, number> = { Q1: 331, H1: 630, Q3: 930, FY: 1231 };
export const PERIOD_LABEL: Record<PeriodKind, string> = {
  Q1: '一季报',
  H1: '中报',
  Q3: '三季报',
  FY: '年报',
};

export interface Period {
  year: number;
  kind: PeriodKind;
  /** Period end YYYYMMDD. */
  end: number;
  /** Publication day (a trading day) YYYYMMDD. */
  publish: number;
  /** e.g. 2026三季报 */
  label: string;
}

/** Cumulative figures for a period (flows) and its period-end balances. Currency units. */
export interface Figures {
  revenue: number;
  operatingCost: number;
  grossProfit: number;
  sellingExpense: number;
  adminExpense: number;
  rdExpense: number;
  financeExpense: number;
  operatingProfit: number;
  totalProfit: number;
  incomeTax: number;
  netProfit: number;
  netProfitDeducted: number;
  eps: number;
  dilutedEps: number;
  totalAssets: number;
  currentAssets: number;
  cash: number;
  receivables: number;
  inventory: number;
  fixedAssets: number;
  intangibleAssets: number;
  totalLiabilities: number;
  currentLiabilities: number;
  shortLoans: number;
  longLoans: number;
  equity: number;
  minorityInterest: number;
  operatingCashFlow: number;
  investingCashFlow: number;
  financingCashFlow: number;
  netCashChange: number;
  capex: number;
  /** Net assets per share. */
  naps: number;
  /** Return on equity of the period (not annualised), ratio. */
  roe: number;
  grossMargin: number;
  netMargin: number;
  debtRatio: number;
  /** Year-on-year growth against the same period a year earlier, ratio; null without history. */
  revenueYoy: number | null;
  netProfitYoy: number | null;
  /** Operating cash flow per share. */
  ocfps: number;
}

export interface YearModel {
  year: number;
  revenue: number;
  netProfit: number;
  /** Equity (parent) at year end. */
  equity: number;
  dividendPerShare: number;
  grossMargin: number;
  /** Cumulative share of the year's flows at Q1, H1, Q3. */
  seasonality: Record<PeriodKind, number>;
}

export interface CompanyModel {
  seed: InstrumentSeed;
  years: Map<number, YearModel>;
  firstYear: number;
  lastYear: number;
}

const HISTORY_YEARS = 7;
/** The largest net margin a reported revenue may imply (NVIDIA's is about 0.65). */
const MAX_REPORTED_NET_MARGIN = 0.7;
const FORECAST_YEARS = 3;

/**
 * Builds yearly figures from `anchorYear - HISTORY_YEARS` to `anchorYear + FORECAST_YEARS`. The anchor
 * year is the last full fiscal year: its EPS is the seed's EPS.
 */
export function buildModel(seed: InstrumentSeed, anchorYear: number): CompanyModel {
  const t = traitsOf(seed);
  const r = rngFor(seed.market, seed.code, 'model');
  const shares = seed.totalShares > 0 ? seed.totalShares : 1e8;
  const eps = seed.eps ?? round(seed.basePrice / r.range(12, 30), 2);
  const anchorProfit = eps * shares;
  const margin = r.range(t.margin[0], t.margin[1]);
  const roe = r.range(t.roe[0], t.roe[1]);
  const payout =
    seed.dividendPerShare !== undefined && eps > 0 ? Math.min(seed.dividendPerShare / eps, 1.2) : 0;
  // An HK or US listing's revenue is its reported one (hk-revenue.ts, us-revenue.ts); others take
  // net profit ÷ an industry net margin, loss-makers a price/sales ratio. Equity from a price/book
  // ratio. A reported revenue is not taken where the model's net profit would be over 0.7 of it
  // (00006 and 01038 earn most of theirs through associates, outside revenue) or a loss over 1.5×.
  const table =
    seed.kind !== 'stock'
      ? undefined
      : seed.region === 'USA'
        ? US_REVENUE_BN
        : seed.region === 'HK'
          ? HK_REVENUE_BN
          : undefined;
  const listed = table?.[seed.code];
  const impliedMargin = listed !== undefined ? anchorProfit / (listed * 1e9) : NaN;
  const reported = impliedMargin <= MAX_REPORTED_NET_MARGIN && impliedMargin >= -1.5 ? listed : undefined;
  const anchorRevenue =
    reported !== undefined
      ? reported * 1e9
      : anchorProfit > 0
        ? anchorProfit / margin
        : (seed.basePrice * shares) / r.range(2, 6);
  const anchorEquity = anchorProfit > 0 ? anchorProfit / roe : (seed.basePrice * shares) / r.range(1.5, 4);

  const years = new Map<number, YearModel>();
  const first = anchorYear - HISTORY_YEARS;
  const last = anchorYear + FORECAST_YEARS;
  // Growth of year y over y-1, fixed per company and year.
  const growth = (y: number) => {
    const g = rngFor(seed.market, seed.code, 'growth', y);
    return g.range(-0.12, 0.3) * (0.7 + 0.6 * g.next());
  };
  const seasonality = (y: number): Record<PeriodKind, number> => {
    const g = rngFor(seed.market, seed.code, 'season', y);
    return { Q1: g.range(0.22, 0.27), H1: g.range(0.47, 0.53), Q3: g.range(0.72, 0.77), FY: 1 };
  };
  // A company keeps its own margin level and drifts from it by a point or two a year; drawing each
  // year across the whole industry range made margins jump (Apple 45.42 % → 21.41 %).
  const [lo, hi] = t.gross;
  // With a reported revenue the net margin is the company's own (Visa's is over half), so gross
  // profit keeps at least 15 points above it: costs between gross and net profit stay positive.
  const netMargin = anchorProfit / anchorRevenue;
  const grossLevel = Math.max(
    rngFor(seed.market, seed.code, 'gross-level').range(lo + (hi - lo) * 0.15, hi - (hi - lo) * 0.15),
    reported !== undefined && netMargin > 0 ? Math.min(0.92, netMargin + 0.15) : 0,
  );
  const grossAt = (y: number) =>
    grossLevel + rngFor(seed.market, seed.code, 'gross', y).range(-1, 1) * Math.min(0.015, (hi - lo) * 0.15);

  let revenue = anchorRevenue;
  let profit = anchorProfit;
  const revenues = new Map<number, number>([[anchorYear, revenue]]);
  const profits = new Map<number, number>([[anchorYear, profit]]);
  for (let y = anchorYear - 1; y >= first; y--) {
    const g = growth(y + 1);
    revenue /= 1 + g;
    profit = profit / (1 + g * 1.3 > -0.9 ? 1 + g * 1.3 : 0.5);
    revenues.set(y, revenue);
    profits.set(y, profit);
  }
  revenue = anchorRevenue;
  profit = anchorProfit;
  for (let y = anchorYear + 1; y <= last; y++) {
    const g = growth(y);
    revenue *= 1 + g;
    profit = profit > 0 ? profit * (1 + g * 1.3 > 0.1 ? 1 + g * 1.3 : 0.5) : profit * 0.6;
    revenues.set(y, revenue);
    profits.set(y, profit);
  }
  const dps = (y: number) => {
    if (y === anchorYear && seed.dividendPerShare !== undefined) return seed.dividendPerShare;
    const p = profits.get(y) ?? 0;
    return p > 0 ? round((p / shares) * payout, 3) : 0;
  };
  // Equity: anchor year end given; walk back and forth with profit minus dividends paid.
  const equities = new Map<number, number>([[anchorYear, anchorEquity]]);
  for (let y = anchorYear; y > first; y--) {
    const e = equities.get(y)! - profits.get(y)! + dps(y - 1) * shares;
    equities.set(y - 1, Math.max(e, anchorEquity * 0.15));
  }
  for (let y = anchorYear + 1; y <= last; y++) {
    equities.set(
      y,
      Math.max(equities.get(y - 1)! + profits.get(y)! - dps(y - 1) * shares, anchorEquity * 0.15),
    );
  }
  for (let y = first; y <= last; y++) {
    years.set(y, {
      year: y,
      revenue: revenues.get(y)!,
      netProfit: profits.get(y)!,
      equity: equities.get(y)!,
      dividendPerShare: dps(y),
      grossMargin: grossAt(y),
      seasonality: seasonality(y),
    });
  }
  return { seed, years, firstYear: first, lastYear: last };
}

/** A value of magnitude within [min, max] and either sign. */
function signedBetween(r: Rng, min: number, max: number): number {
  return (r.chance(0.5) ? 1 : -1) * r.range(min, max);
}

/** Cumulative figures of a period. */
export function figuresOf(model: CompanyModel, year: number, kind: PeriodKind): Figures {
  const { seed } = model;
  const t = traitsOf(seed);
  const y = model.years.get(year);
  if (!y) throw new Error(`no model year ${year} for ${seed.code}`);
  const prev = model.years.get(year - 1);
  const shares = seed.totalShares > 0 ? seed.totalShares : 1e8;
  const f = y.seasonality[kind];
  const r = rngFor(seed.market, seed.code, 'figures', year, kind);

  const revenue = y.revenue * f;
  const netProfit = y.netProfit * f;
  // Interim periods differ from the year by up to a point (mix and seasonality), so an interim and
  // the annual report do not show identical margins; the full year is the year's margin.
  const periodMargin =
    kind === 'FY'
      ? 0
      : signedBetween(rngFor(seed.market, seed.code, 'gross-period', year, kind), 0.002, 0.008);
  const grossProfit = revenue * (y.grossMargin + periodMargin);
  const operatingCost = revenue - grossProfit;
  const totalProfit = netProfit > 0 ? netProfit / r.range(0.78, 0.88) : netProfit * 1.02;
  const incomeTax = totalProfit - netProfit;
  const operatingProfit = totalProfit * r.range(0.98, 1.03);
  const expenses = Math.max(grossProfit - operatingProfit, revenue * 0.03);
  const sellingExpense = expenses * r.range(0.3, 0.45);
  const rdExpense = expenses * r.range(0.15, 0.3);
  const financeExpense = expenses * r.range(-0.05, 0.08);
  const adminExpense = expenses - sellingExpense - rdExpense - financeExpense;

  // Equity through the year: last year end + profit so far − last year's dividend (paid mid-year).
  const startEquity = prev ? prev.equity : y.equity - y.netProfit;
  const paid = kind === 'Q1' ? 0 : (prev?.dividendPerShare ?? 0) * shares;
  const equity = kind === 'FY' ? y.equity : startEquity + netProfit - paid;
  const leverage = rngFor(seed.market, seed.code, 'leverage').range(t.leverage[0], t.leverage[1]);
  const totalAssets = equity * leverage * r.range(0.98, 1.02);
  const minorityInterest = equity * rngFor(seed.market, seed.code, 'minority').range(0.01, 0.08);
  const totalLiabilities = totalAssets - equity - minorityInterest;
  const currentAssets = totalAssets * r.range(0.35, 0.6);
  const cash = currentAssets * r.range(0.25, 0.5);
  const receivables = currentAssets * r.range(0.1, 0.25);
  const inventory = currentAssets * r.range(0.05, 0.3);
  const fixedAssets = (totalAssets - currentAssets) * r.range(0.3, 0.6);
  const intangibleAssets = (totalAssets - currentAssets) * r.range(0.03, 0.12);
  const currentLiabilities = totalLiabilities * r.range(0.55, 0.8);
  const shortLoans = currentLiabilities * r.range(0.05, 0.25);
  const longLoans = (totalLiabilities - currentLiabilities) * r.range(0.3, 0.7);

  const operatingCashFlow = netProfit > 0 ? netProfit * r.range(0.8, 1.45) : netProfit * r.range(0.5, 1.2);
  const capex = Math.abs(revenue) * r.range(0.03, 0.12);
  const investingCashFlow = -capex * r.range(1, 1.6);
  const financingCashFlow = -paid + (shortLoans + longLoans) * r.range(-0.08, 0.08);
  const netCashChange = operatingCashFlow + investingCashFlow + financingCashFlow;

  const prevFig = prev && model.years.has(year - 1) && year - 1 >= model.firstYear ? prev : undefined;
  const prevRevenue = prevFig ? prevFig.revenue * prevFig.seasonality[kind] : null;
  const prevProfit = prevFig ? prevFig.netProfit * prevFig.seasonality[kind] : null;
  const eps = netProfit / shares;
  return {
    revenue,
    operatingCost,
    grossProfit,
    sellingExpense,
    adminExpense,
    rdExpense,
    financeExpense,
    operatingProfit,
    totalProfit,
    incomeTax,
    netProfit,
    netProfitDeducted: netProfit * r.range(0.93, 1.01),
    eps: round(eps, 4),
    dilutedEps: round(eps * r.range(0.985, 1), 4),
    totalAssets,
    currentAssets,
    cash,
    receivables,
    inventory,
    fixedAssets,
    intangibleAssets,
    totalLiabilities,
    currentLiabilities,
    shortLoans,
    longLoans,
    equity,
    minorityInterest,
    operatingCashFlow,
    investingCashFlow,
    financingCashFlow,
    netCashChange,
    capex,
    naps: round(equity / shares, 4),
    roe: netProfit / ((startEquity + equity) / 2),
    grossMargin: grossProfit / revenue,
    netMargin: netProfit / revenue,
    debtRatio: totalLiabilities / totalAssets,
    revenueYoy: prevRevenue ? revenue / prevRevenue - 1 : null,
    netProfitYoy: prevProfit ? (netProfit - prevProfit) / Math.abs(prevProfit) : null,
    ocfps: round(operatingCashFlow / shares, 4),
  };
}

/** Reporting kinds a region publishes: CN quarterly cumulative, HK interim and annual, US quarterly. */
export function kindsFor(seed: InstrumentSeed): readonly PeriodKind[] {
  return seed.region === 'HK' ? ['H1', 'FY'] : PERIOD_ORDER;
}

/** Calendar window (month-day offsets) in which each period is published. */
const PUBLISH_WINDOW: Record<'CN' | 'HK' | 'USA', Record<PeriodKind, [number, number, number]>> = {
  // [month of publication, first day, last day]; FY is published the next year.
  CN: { Q1: [4, 15, 29], H1: [8, 10, 29], Q3: [10, 15, 30], FY: [3, 15, 28] },
  HK: { Q1: [5, 10, 25], H1: [8, 8, 28], Q3: [11, 8, 20], FY: [3, 10, 28] },
  USA: { Q1: [4, 22, 30], H1: [7, 22, 31], Q3: [10, 21, 31], FY: [2, 1, 20] },
};

/**
 * Periods published on or before `lastDay` (newest first), going back `count` periods.
 * `tradingDays` is the region's ascending trading-day list used to move a date onto a trading day.
 */
export function publishedPeriods(
  seed: InstrumentSeed,
  tradingDays: readonly number[],
  lastDay: number,
  count: number,
): Period[] {
  const out: Period[] = [];
  const [lastYear] = ymdParts(lastDay);
  for (let year = lastYear; year >= lastYear - 8 && out.length < count; year--) {
    for (const kind of kindsFor(seed).slice().reverse()) {
      const p = periodOf(seed, tradingDays, year, kind);
      if (p.publish <= lastDay) out.push(p);
      if (out.length >= count) break;
    }
  }
  return out;
}

export function periodOf(
  seed: InstrumentSeed,
  tradingDays: readonly number[],
  year: number,
  kind: PeriodKind,
): Period {
  const [month, from, to] = PUBLISH_WINDOW[seed.region][kind];
  const r = rngFor(seed.market, seed.code, 'publish', year, kind);
  const pubYear = kind === 'FY' ? year + 1 : year;
  const day = pubYear * 10000 + month * 100 + r.int(from, to);
  return {
    year,
    kind,
    end: year * 10000 + PERIOD_END[kind],
    publish: snapToTradingDay(tradingDays, day),
    label: `${year}${PERIOD_LABEL[kind]}`,
  };
}

/** The trading day on or after `ymd`; outside the known list, the next weekday. */
export function snapToTradingDay(tradingDays: readonly number[], ymd: number): number {
  if (tradingDays.length > 0 && ymd >= tradingDays[0] && ymd <= tradingDays[tradingDays.length - 1]) {
    return tradingDayOnOrAfter(tradingDays, ymd) ?? ymd;
  }
  let d = ymd;
  for (;;) {
    const [y, m, dd] = ymdParts(d);
    const wd = new Date(Date.UTC(y, m - 1, dd)).getUTCDay();
    if (wd !== 0 && wd !== 6) return d;
    d = addDays(d, 1);
  }
}
