/**
 * The major-indices page's lists, valued live by the simulator: bkUpDownPlate (each sector type's
 * top risers and fallers with their leading members) and the global-index rows.
 */
import type { Dyna, SectorSortItem } from '../../contract/quote-protocol';
import {
  BK_UP_DOWN_SIZE,
  type BkUpDown,
  type BkUpDownPlate,
  type GlobalIndexItem,
  type SectorLeader,
  type SectorListItem,
} from '../../contract/indices';
import type { MarketSimulator } from '../market/api';
import type { InstrumentSeed, SectorType } from '../data/types';
import { changeUnits } from '../../contract/market-rules/change';

function leader(item: SectorSortItem | null): SectorLeader {
  if (!item) return { ProdName: '--', ProdCode: '', HqTypeCode: '', PxChangeRate: 0 };
  return {
    ProdName: item.name,
    ProdCode: item.code,
    HqTypeCode: item.exchange.toUpperCase(),
    PxChangeRate: changeUnits(item.lastPrice, item.preClose),
  };
}

function sectorItem(seed: InstrumentSeed, d: Dyna, preClose: number): SectorListItem {
  return {
    ProdName: seed.name,
    ProdCode: seed.code,
    HqTypeCode: seed.sectorType ?? 'HY',
    PxChangeRate: changeUnits(d.LastPrice, preClose),
    LastPx: Math.round(d.LastPrice * 1000),
    RiseFirstGrp: leader(d.SectorSortData?.top ?? null),
    FallFirstGrp: leader(d.SectorSortData?.bottom ?? null),
  };
}

/** One sector type's best `size` risers (best first) and worst `size` fallers (worst first). */
export function upDownOf(market: MarketSimulator, type: SectorType, size = BK_UP_DOWN_SIZE): BkUpDown {
  const rated = market
    .list()
    .filter((s) => s.kind === 'sector' && s.sectorType === type && s.region === 'CN')
    .map((s) => {
      const id = market.idOf(s);
      return { seed: s, dyna: market.dyna(id), pre: market.statistics(id).PreClosePrice };
    });
  // Ties by code, so the order does not depend on the universe's order.
  rated.sort((a, b) => b.dyna.UpdownRate - a.dyna.UpdownRate || a.seed.code.localeCompare(b.seed.code));
  const n = Math.min(size, Math.floor(rated.length / 2));
  return {
    up: rated.slice(0, n).map((r) => sectorItem(r.seed, r.dyna, r.pre)),
    down: rated
      .slice(rated.length - n)
      .reverse()
      .map((r) => sectorItem(r.seed, r.dyna, r.pre)),
  };
}

export function bkUpDownPlate(market: MarketSimulator): BkUpDownPlate {
  return {
    'XBHS.HY': upDownOf(market, 'HY'),
    'XBHS.GN': upDownOf(market, 'GN'),
    'XBHS.DY': upDownOf(market, 'DY'),
  };
}

/** §2 (screens and routes) Global, in the page's order: market, code, the name shown; §2 (screens and routes): only the first six open a page. */
export const GLOBAL_INDICES: readonly { market: string; code: string; name: string }[] = [
  { market: 'HKIDX', code: '.HSI', name: '恒生指数' },
  { market: 'HKIDX', code: '.HSCE', name: '国企指数' },
  { market: 'HKIDX', code: '.HSCC', name: '红筹指数' },
  { market: 'NASDAQ', code: 'QQQ', name: '纳指ETF' },
  { market: 'AMEX', code: 'DIA', name: '道指ETF' },
  { market: 'AMEX', code: 'SPY', name: '标普500ETF' },
  { market: 'EUIDX', code: 'GDAXI', name: '德国DAX' },
  { market: 'EUIDX', code: 'FTSE', name: '富时100' },
];
export const GLOBAL_CLICKABLE = 6;

/** §9 (business constants and limits) delayed-quote symbols: served under a DELAY_ market. */
const DELAYED = new Set(['QQQ', 'DIA', 'SPY', '.HSI', '.HSCE', '.HSCC']);

export function globalIndices(market: MarketSimulator): GlobalIndexItem[] {
  return GLOBAL_INDICES.flatMap((g, i) => {
    const seed = market.find(g.market, g.code);
    if (!seed) return [];
    const d = market.dyna(market.idOf(seed));
    const pre = market.statistics(market.idOf(seed)).PreClosePrice;
    const delayed = DELAYED.has(g.code);
    return [
      {
        Name: g.name,
        Market: delayed ? `DELAY_${g.market}` : g.market,
        Symbol: g.code,
        Delayed: delayed,
        Clickable: i < GLOBAL_CLICKABLE,
        LastPrice: d.LastPrice,
        PreClosePrice: pre,
        Updown: d.Updown,
        UpdownRate: d.UpdownRate,
      },
    ];
  });
}
