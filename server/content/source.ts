/**
 * What every generator reads: the simulator (instruments, trading days, prices) plus small caches
 * keyed by the current trading day, so a new day refreshes them and a repeated request within a
 * day costs nothing.
 */
import type { InstrumentSeed, Market } from '../data/types';
import type { MarketSimulator } from '../market/api';
import type { KlineEntry } from '../../contract/quote-protocol';
import { beijingYmd } from '../company/dates';
import { buildModel, type CompanyModel } from '../company/fundamentals';

export class ContentSource {
  private readonly index = new Map<string, number>();
  private readonly daysCache = new Map<string, { key: number; days: number[] }>();
  private readonly barCache = new Map<string, { key: number; bars: Map<number, KlineEntry> }>();
  private readonly modelCache = new Map<string, { key: number; model: CompanyModel }>();

  constructor(
    readonly market: MarketSimulator,
    readonly now: () => number = Date.now,
  ) {
    market.list().forEach((s, i) => this.index.set(market.idOf(s), i));
  }

  list(): InstrumentSeed[] {
    return this.market.list();
  }

  idOf(seed: InstrumentSeed): string {
    return this.market.idOf(seed);
  }

  /** Stable small number of an instrument (its position in the universe), used inside article ids. */
  numberOf(seed: InstrumentSeed): number {
    return this.index.get(this.market.idOf(seed)) ?? 0;
  }

  byNumber(n: number): InstrumentSeed | undefined {
    return this.market.list()[n];
  }

  /** Ascending trading days (YYYYMMDD) of the market, up to and including today (at most 1500). */
  tradingDays(market: Market, limit = 1500): number[] {
    const today = this.market.tradingDays(market, 1)[0] ?? beijingYmd(this.now());
    let cached = this.daysCache.get(market);
    if (!cached || cached.key !== today) {
      cached = { key: today, days: this.market.tradingDays(market, 1500) };
      this.daysCache.set(market, cached);
    }
    return cached.days.slice(-limit);
  }

  /** The current (latest) trading day of a market. */
  today(market: Market): number {
    const days = this.tradingDays(market, 1);
    return days[days.length - 1];
  }

  /** Daily bars of past trading days by YYYYMMDD (today excluded: its bar is still moving). */
  pastBars(seed: InstrumentSeed): Map<number, KlineEntry> {
    const id = this.idOf(seed);
    const today = this.today(seed.market);
    const cached = this.barCache.get(id);
    if (cached && cached.key === today) return cached.bars;
    const bars = new Map<number, KlineEntry>();
    for (const bar of this.market.klines(id, 'DAY', { limit: 800 })) {
      if (bar.TradingDay < today) bars.set(bar.TradingDay, bar);
    }
    this.barCache.set(id, { key: today, bars });
    return bars;
  }

  /** Close of a past day, or of the nearest earlier day the history has. */
  closeOn(seed: InstrumentSeed, ymd: number): number {
    const bars = this.pastBars(seed);
    const exact = bars.get(ymd);
    if (exact) return exact.Close;
    let best: KlineEntry | undefined;
    for (const [day, bar] of bars) if (day <= ymd && (!best || day > best.TradingDay)) best = bar;
    return best?.Close ?? this.lastPrice(seed);
  }

  /** The live last price; the previous close before the first trade; the seed price as a last resort. */
  lastPrice(seed: InstrumentSeed): number {
    const id = this.idOf(seed);
    const d = this.market.dyna(id);
    if (d && d.LastPrice > 0) return d.LastPrice;
    const s = this.market.statistics(id);
    if (s && s.PreClosePrice > 0) return s.PreClosePrice;
    return seed.basePrice;
  }

  /** The company's financial model; the anchor (last full fiscal) year follows the current date. */
  model(seed: InstrumentSeed): CompanyModel {
    const id = this.idOf(seed);
    const anchor = Math.floor(this.today(seed.market) / 10000) - 1;
    const cached = this.modelCache.get(id);
    if (cached && cached.key === anchor) return cached.model;
    const model = buildModel(seed, anchor);
    this.modelCache.set(id, { key: anchor, model });
    return model;
  }

  /**
   * Finds an instrument by market (any case; HKIDX news calls arrive as HKSE) and code. Without a
   * market, stocks win over indices with the same code (000001 平安银行 before 上证指数).
   */
  find(market: string | undefined, code: string): InstrumentSeed | undefined {
    if (market) {
      const exact = this.market.find(market, code) ?? this.market.find(canonicalMarket(market), code);
      if (exact) return exact;
      // News calls map HKIDX to HKSE; an index code with HKSE still means the index.
      if (canonicalMarket(market) === 'HKSE') return this.market.find('HKIDX', code);
      return undefined;
    }
    const upper = code.toUpperCase();
    const hits = this.market
      .list()
      .filter(
        (s) =>
          s.code.toUpperCase() === upper ||
          (s.region === 'HK' && s.code.replace(/^0+/, '') === upper.replace(/^0+/, '')),
      );
    return hits.find((s) => s.kind === 'stock') ?? hits.find((s) => s.kind === 'etf') ?? hits[0];
  }
}

const MARKET_CASE: Record<string, Market> = {
  sh: 'sh',
  sz: 'sz',
  bj: 'bj',
  hkse: 'HKSE',
  hkidx: 'HKIDX',
  nasdaq: 'NASDAQ',
  nyse: 'NYSE',
  amex: 'AMEX',
  euidx: 'EUIDX',
  xbhs: 'XBHS',
};

/** 'SH' → 'sh', 'hkse' → 'HKSE' … (unknown strings unchanged). */
export function canonicalMarket(market: string): string {
  return MARKET_CASE[market.toLowerCase()] ?? market;
}
