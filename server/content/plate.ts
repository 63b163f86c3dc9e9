/**
 * The sector calls (§7 (the calls it makes) bkRank, queryStockGrp, plateBasicInfo, todayCapitalFlow, fiveDayCapitalFlow),
 * valued live by the simulator: the same sector and member quotes the channel pushes, the capital
 * flow from the simulator's classified trades (server/market/flow.ts). Units as the contract says:
 * prices in thousandths, change rates in hundredths of a percent.
 */
import type {
  BkRankReply,
  CapitalFlow,
  Constituent,
  FlowDay,
  FlowGroupFigures,
  PlateBasicInfo,
  SectorListItem,
  StockGrpReply,
} from '../../contract/plate';
import type { BkRankQuery, StockGrpQuery } from '../../contract/plate.params.schema';
import type { InstrumentSeed } from '../data/types';
import type { MarketSimulator } from '../market/api';
import { FLOW_GROUPS, type FlowTotals } from '../market/flow';
import { changeUnits } from '../../contract/market-rules/change';

const { round } = Math;

/** Price → thousandths. */
export const thousandths = (price: number): number => round(price * 1000);
/** Ratio (0.0123) → hundredths of a percent (123). */
export const hundredths = (ratio: number): number => round(ratio * 10000);

/** An instrument's change in hundredths of a percent, rounded once from its last and previous prices. */
function rateOf(market: MarketSimulator, id: string): number {
  return changeUnits(market.dyna(id).LastPrice, market.statistics(id).PreClosePrice);
}

/**
 * Exchange code (ISO 10383 MIC) of a member's market. §2 (screens and routes) sends a constituent row to /sh/ when it
 * contains XSHG; the app maps the others (src/lib/sector/sector.ts constituentHref).
 */
export const EXCHANGE_CODE: Record<string, string> = {
  sh: 'XSHG',
  sz: 'XSHE',
  bj: 'XBSE',
  HKSE: 'XHKG',
  NASDAQ: 'XNAS',
  NYSE: 'XNYS',
  AMEX: 'XASE',
};

/**
 * The A-share sectors of one type, in the universe's order: the ranking (bkRank) and the indices
 * page's sector blocks rank A-share sectors only; HK and US sectors are reached from their stocks.
 */
export function sectorsOfType(market: MarketSimulator, type: string): InstrumentSeed[] {
  return market.list().filter((s) => s.kind === 'sector' && s.sectorType === type && s.region === 'CN');
}

/** A sector by its code (any type), or undefined. */
export function findSector(market: MarketSimulator, code: string): InstrumentSeed | undefined {
  const seed = market.find('XBHS', code.trim().toUpperCase());
  return seed && seed.kind === 'sector' ? seed : undefined;
}

function members(market: MarketSimulator, sector: InstrumentSeed): InstrumentSeed[] {
  return (sector.constituents ?? []).map((id) => market.byId(id)).filter((m): m is InstrumentSeed => !!m);
}

/** Orders by a value, ties by code, so that pages never overlap or skip. */
function byValue<T>(value: (t: T) => number, code: (t: T) => string, descending: boolean) {
  return (a: T, b: T): number => {
    const d = descending ? value(b) - value(a) : value(a) - value(b);
    return d !== 0 ? d : code(a) < code(b) ? -1 : code(a) > code(b) ? 1 : 0;
  };
}

function listItem(market: MarketSimulator, sector: InstrumentSeed): SectorListItem {
  const d = market.dyna(market.idOf(sector));
  const rated = members(market, sector).map((m) => ({ m, rate: rateOf(market, market.idOf(m)) }));
  rated.sort(
    byValue(
      (x) => x.rate,
      (x) => x.m.code,
      true,
    ),
  );
  const lead = rated[0];
  return {
    ProdName: sector.name,
    ProdCode: sector.code,
    HqTypeCode: sector.sectorType ?? 'HY',
    PxChangeRate: rateOf(market, market.idOf(sector)),
    LastPx: thousandths(d.LastPrice),
    RiseFirstGrp: lead
      ? {
          ProdName: lead.m.name,
          ProdCode: lead.m.code,
          // Upper case, as every other call's member market (SH, SZ, BJ)
          HqTypeCode: lead.m.market.toUpperCase(),
          PxChangeRate: lead.rate,
        }
      : null,
  };
}

/** §7 (the calls it makes) bkRank: one page of the sectors of a type, sorted by change rate or last value. */
export function bkRank(market: MarketSimulator, q: BkRankQuery): BkRankReply {
  const all = sectorsOfType(market, q.hqTypeCode).map((s) => listItem(market, s));
  const value =
    q.sortFields === 'lastPx' ? (r: SectorListItem) => r.LastPx : (r: SectorListItem) => r.PxChangeRate;
  all.sort(byValue(value, (r) => r.ProdCode, q.sortFlag));
  const from = (q.pageNum - 1) * q.pageSize;
  return { plate: all.slice(from, from + q.pageSize), counts: all.length };
}

function constituent(market: MarketSimulator, seed: InstrumentSeed): Constituent {
  const id = market.idOf(seed);
  const d = market.dyna(id);
  const pre = market.statistics(id).PreClosePrice;
  return {
    prodCode: seed.code,
    prodName: seed.name,
    hqTypeCode: EXCHANGE_CODE[seed.market] ?? seed.market.toUpperCase(),
    lastPx: thousandths(d.LastPrice),
    pxChangeRate: changeUnits(d.LastPrice, pre),
    pxChange: thousandths(d.LastPrice - pre),
    preClosePx: thousandths(pre),
    openPx: thousandths(d.OpenPrice ?? 0),
    highPx: thousandths(d.HighestPrice),
    lowPx: thousandths(d.LowestPrice),
    businessAmount: round(d.Volume),
    businessBalance: round(d.Amount),
  };
}

/** §7 (the calls it makes) queryStockGrp: the sector and one page of its constituents. */
export function stockGroup(market: MarketSimulator, sector: InstrumentSeed, q: StockGrpQuery): StockGrpReply {
  const rows = members(market, sector).map((m) => constituent(market, m));
  const value = q.sortFields === 'lastPx' ? (r: Constituent) => r.lastPx : (r: Constituent) => r.pxChangeRate;
  rows.sort(byValue(value, (r) => r.prodCode, q.sortFlag));
  const from = (q.pageNum - 1) * q.pageSize;
  return {
    plate: {
      ProdName: sector.name,
      ProdCode: sector.code,
      HqTypeCode: sector.sectorType ?? 'HY',
      MemberCount: rows.length,
    },
    sortProdGrp: rows.slice(from, from + q.pageSize),
  };
}

export function plateBasicInfo(sector: InstrumentSeed): PlateBasicInfo {
  return {
    instrumentID: sector.code,
    instrumentName: sector.name,
    exchangeID: 'XBHS',
    hqTypeCode: sector.sectorType ?? 'HY',
    region: sector.region,
  };
}

/**
 * One day's flow in whole yuan. Each amount is rounded once and every difference is taken from the
 * rounded amounts, so in − out = net holds exactly wherever the figures are shown.
 */
export function flowReply(tradingDay: number, flow: FlowTotals): CapitalFlow {
  const groups = FLOW_GROUPS.map((_, g): FlowGroupFigures => {
    const inflow = round(flow.inflow[g]);
    const outflow = round(flow.outflow[g]);
    return { TurnoverIn: inflow, TurnoverOut: outflow, TurnoverInSubOut: inflow - outflow };
  });
  return {
    Tradingday: String(tradingDay),
    SuperGrp: groups[0],
    LargeGrp: groups[1],
    MediumGrp: groups[2],
    LittleGrp: groups[3],
    Flowinout: groups.reduce((s, g) => s + g.TurnoverInSubOut, 0),
  };
}

/** Trading days of the five-day flow (§9 (business constants and limits): the last five). */
export const FIVE_DAYS = 5;

export function todayFlow(market: MarketSimulator, sector: InstrumentSeed): CapitalFlow {
  const days = market.capitalFlow(market.idOf(sector), 1);
  const today = days[days.length - 1];
  return flowReply(today.tradingDay, today.flow);
}

export function fiveDayFlow(market: MarketSimulator, sector: InstrumentSeed): FlowDay[] {
  return market.capitalFlow(market.idOf(sector), FIVE_DAYS).map(({ tradingDay, flow }) => ({
    Tradingday: String(tradingDay),
    Flowinout: flowReply(tradingDay, flow).Flowinout,
  }));
}
