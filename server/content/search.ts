/**
 * Stock search over the universe (and the fund list) by code, name and pinyin initials, and the hot
 * search ranking: a per-process counter fed by hotSerchAdd on top of a fixed baseline (larger
 * companies start higher), so the ranking is never empty and every pick moves it.
 */
import type { InstrumentSeed } from '../data/types';
import type { HotSearchItem, SearchHit, SearchMarketFilter, SearchType } from '../../contract/search';
import { FUNDS } from './funds';

interface Entry extends SearchHit {
  filter: SearchMarketFilter;
  initials: string;
  baseline: number;
  order: number;
}

function filterOf(seed: InstrumentSeed): SearchMarketFilter | undefined {
  switch (seed.market) {
    case 'sh':
      return seed.kind === 'etf' ? 'shetf' : 'sh';
    case 'sz':
      return seed.kind === 'etf' ? 'szetf' : 'sz';
    case 'bj':
      return 'bj';
    case 'HKSE':
    case 'HKIDX':
      return 'hk';
    case 'NASDAQ':
    case 'NYSE':
    case 'AMEX':
      return 'us';
    default:
      return undefined;
  }
}

export class SearchIndex {
  private readonly entries: Entry[];
  private readonly counts = new Map<string, number>();

  constructor(universe: readonly InstrumentSeed[]) {
    const searchable = universe.filter((s) => s.kind !== 'sector' && filterOf(s));
    // Baseline popularity: market value, weighted towards A-shares (the app's main audience).
    const weight = (s: InstrumentSeed) => (s.region === 'CN' ? 1 : s.region === 'HK' ? 0.1 : 0.05);
    const value = (s: InstrumentSeed) => (s.kind === 'index' ? 0 : s.basePrice * s.totalShares * weight(s));
    const ranked = searchable.filter((s) => s.kind !== 'index').sort((a, b) => value(b) - value(a));
    const rank = new Map(ranked.map((s, i) => [s, i]));
    this.entries = searchable.map((s, order) => ({
      Name: s.name,
      Symbol: s.code,
      Market: s.market,
      Type: s.kind as SearchType,
      filter: filterOf(s)!,
      initials: (s.initials ?? '').toUpperCase(),
      baseline: s.kind === 'index' ? 20 : Math.max(1, 120 - (rank.get(s) ?? 100)),
      order,
    }));
    FUNDS.forEach((f, i) =>
      this.entries.push({
        Name: f.name,
        Symbol: f.code,
        Market: 'fund',
        Type: 'fund',
        filter: 'fund',
        initials: f.initials,
        baseline: 10,
        order: searchable.length + i,
      }),
    );
  }

  /** Matches ranked: exact code, code prefix, initials prefix, name prefix, name contains. */
  search(
    keyword: string,
    opts: { types?: readonly SearchType[]; markets?: readonly SearchMarketFilter[] },
  ): SearchHit[] {
    // Full-width letters and digits (a Chinese keyboard's) read as their ASCII forms.
    const k = keyword.normalize('NFKC').trim().replace(/\s+/g, ' ').toUpperCase();
    if (!k) return [];
    const scored: { e: Entry; score: number }[] = [];
    for (const e of this.entries) {
      if (opts.types && !opts.types.includes(e.Type)) continue;
      if (opts.markets && !opts.markets.includes(e.filter)) continue;
      const code = e.Symbol.toUpperCase();
      const bareCode = code.replace(/^\.|^0+(?=\d)/, '');
      const name = e.Name.toUpperCase();
      let score = -1;
      if (code === k || bareCode === k) score = 0;
      else if (code.startsWith(k) || bareCode.startsWith(k)) score = 1;
      else if (e.initials && e.initials.startsWith(k)) score = 2;
      else if (name.startsWith(k)) score = 3;
      else if (name.includes(k)) score = 4;
      if (score >= 0) scored.push({ e, score });
    }
    const typeRank: Record<SearchType, number> = { stock: 0, etf: 1, index: 2, fund: 3 };
    scored.sort(
      (a, b) => a.score - b.score || typeRank[a.e.Type] - typeRank[b.e.Type] || a.e.order - b.e.order,
    );
    return scored.map(({ e }) => hit(e));
  }

  /** Counts one pick; returns the new count, or undefined for an unknown instrument. */
  add(market: string, symbol: string): number | undefined {
    const e = this.find(market, symbol);
    if (!e) return undefined;
    const key = keyOf(e);
    const n = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, n);
    return e.baseline + n;
  }

  hot(n: number): HotSearchItem[] {
    return this.entries
      .filter((e) => e.Type !== 'index')
      .map((e) => ({ e, count: e.baseline + (this.counts.get(keyOf(e)) ?? 0) }))
      .sort((a, b) => b.count - a.count || a.e.order - b.e.order)
      .slice(0, n)
      .map(({ e, count }) => ({ ...hit(e), count }));
  }

  private find(market: string, symbol: string): Entry | undefined {
    const m = market.trim().toLowerCase();
    const s = symbol.trim().toUpperCase();
    const marketOk = (e: Entry) =>
      e.Market.toLowerCase() === m ||
      e.filter === m ||
      (m === 'hk' && e.filter === 'hk') ||
      (m === 'us' && e.filter === 'us');
    const codeOk = (e: Entry) =>
      e.Symbol.toUpperCase() === s || (e.filter === 'hk' && e.Symbol === s.padStart(5, '0'));
    return this.entries.find((e) => marketOk(e) && codeOk(e));
  }
}

const keyOf = (e: Entry) => `${e.Market}:${e.Symbol}`;
const hit = (e: Entry): SearchHit => ({ Name: e.Name, Symbol: e.Symbol, Market: e.Market, Type: e.Type });
