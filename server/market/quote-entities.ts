/** The quote entities besides the dyna: statistics, static data, status, order book and ticks (§3). */
import type { Dyna, InstStatusData, MmpData, Static, Statistics, Tick } from '../../contract/quote-protocol';
import type { InstrumentSeed } from '../data/types';
import { orderBook } from './book';
import type { RankRow, RankType } from './api';
import { RANK_KEYS } from './derived';
import type { ExchangeState, Live } from './exchange-state';

const { max: mMax } = Math;

export function statisticsOf(state: ExchangeState, live: Live): Statistics {
  const seed = live.seed;
  const pre = live.day.preClose;
  const open = live.kind === 'traded' ? (live.day.opened ? live.day.open : 0) : live.day.open;
  const up = live.kind === 'traded' ? live.day.up : 0;
  const down = live.kind === 'traded' ? live.day.down : 0;
  return {
    PreClosePrice: pre,
    OpenPrice: open,
    TradingDay: state.clock.tradingDay,
    UpperLimitPrice: up,
    LowerLimitPrice: down,
    ExchangeID: seed.market,
    InstrumentID: seed.code,
    IsProfit: (seed.eps ?? 0) > 0,
    IsvVoteright: false,
    IsRegist: seed.board === 'star' || seed.board === 'chinext' || seed.board === 'bj',
    IsVIE: false,
  };
}

export function staticOf(seed: InstrumentSeed): Static {
  const type =
    seed.kind === 'stock'
      ? seed.board === 'b'
        ? 'BSHARE'
        : 'STOCK'
      : seed.kind === 'etf'
        ? 'ETF'
        : seed.kind === 'index'
          ? 'INDEX'
          : 'SECTOR';
  return {
    ExchangeID: seed.market,
    InstrumentID: seed.code,
    InstrumentName: seed.name,
    PriceMoneyType: seed.currency,
    TradingUnit: seed.lotSize,
    MinTradingUnit: seed.board === 'star' ? 200 : seed.lotSize,
    SecurityType: type,
  };
}

export function statusOf(state: ExchangeState, live: Live): InstStatusData {
  const seed = live.seed;
  let code = state.clock.status;
  if (seed.suspended) code = 18;
  else if (seed.kind === 'sector') {
    // Plate status set (§4 (states and transitions)): 1 invalid, 2 open, 3 trading, 4 closed, 5 break.
    code = code === 3 || code === 4 || code === 5 ? code : 2;
  }
  return { StatusType: code, ExchangeID: seed.market, InstrumentID: seed.code };
}

export function orderBookOf(state: ExchangeState, live: Live): MmpData {
  if (live.kind !== 'traded') {
    return {
      TradingDay: state.clock.tradingDay,
      Time: state.clock.unix,
      BuyPrice: [],
      BuyVolume: [],
      SellPrice: [],
      SellVolume: [],
    };
  }
  const d = live.day;
  return orderBook({
    seed: live.seed,
    id: live.id,
    tradingDay: state.clock.tradingDay,
    time: mMax(d.lastTradeTime, state.clock.unix),
    last: d.opened ? d.last : d.preClose,
    lastProp: d.lastProp,
    version: d.tickCount,
    typicalVolume: d.bar.volume / mMax(1, d.minutes * 20),
    up: d.up,
    down: d.down,
  });
}

/** The last `n` trades of the day, oldest first. */
export function ticksOf(live: Live, n: number): Tick[] {
  if (live.kind !== 'traded') return [];
  return live.day.ticks.lastN(n);
}

/** A rank type's whole list over the A-shares (B shares out), best first, ties by code. */
export function rankRows(
  cn: ExchangeState,
  type: RankType,
  dynaOf: (id: string) => Dyna,
  statisticsOf: (id: string) => Statistics,
): RankRow[] {
  const rows: RankRow[] = [];
  for (const l of cn.live.values()) {
    if (l.kind !== 'traded' || l.seed.kind !== 'stock' || l.seed.board === 'b') continue;
    rows.push({ seed: l.seed, dyna: dynaOf(l.id), statistics: statisticsOf(l.id) });
  }
  const k = RANK_KEYS[type];
  rows.sort((a, b) => k(b) - k(a) || a.seed.code.localeCompare(b.seed.code));
  return rows;
}
