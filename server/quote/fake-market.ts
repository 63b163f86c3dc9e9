/**
 * A small in-test MarketSimulator for the quote channel tests: a handful of instruments whose
 * price moves by one tick per step(). Only what the channel reads is meaningful.
 */
import type { MarketSimulator, MarketUpdate } from '../market/api';
import type { InstrumentSeed } from '../data/types';
import type { Dyna, KlineEntry, MinuteEntry, Tick } from '../../contract/quote-protocol';

const SEEDS: InstrumentSeed[] = [
  seed('sh', '600519', '贵州茅台', 'stock', 1500, 100),
  seed('sz', '000001', '平安银行', 'stock', 11, 100),
  seed('sh', '000001', '上证指数', 'index', 3200, 1),
  seed('HKSE', '00700', '腾讯控股', 'stock', 380, 100),
  seed('NASDAQ', 'AAPL', '苹果', 'stock', 190, 1),
  seed('XBHS', 'BK0475', '银行', 'sector', 1000, 1),
];

function seed(
  market: InstrumentSeed['market'],
  code: string,
  name: string,
  kind: InstrumentSeed['kind'],
  basePrice: number,
  lotSize: number,
): InstrumentSeed {
  const region = market === 'HKSE' ? 'HK' : market === 'NASDAQ' ? 'USA' : 'CN';
  return {
    market,
    code,
    name,
    kind,
    region,
    basePrice,
    totalShares: 1e9,
    floatShares: 8e8,
    lotSize,
    currency: 'CNY',
  };
}

export interface FakeMarket extends MarketSimulator {
  steps: number;
}

export function createFakeMarket(): FakeMarket {
  const listeners = new Set<(u: MarketUpdate) => void>();
  const trades = new Map<string, Tick[]>();
  let steps = 0;
  let timer: ReturnType<typeof setInterval> | null = null;
  const idOf = (s: InstrumentSeed) => `${s.market}:${s.code}`;
  const byId = (id: string) => SEEDS.find((s) => idOf(s) === id);
  const price = (id: string) => (byId(id)?.basePrice ?? 1) + steps * 0.01;

  const dyna = (id: string): Dyna => {
    const s = byId(id)!;
    const p = price(id);
    return {
      LastPrice: p,
      Updown: p - s.basePrice,
      Time: 1_763_776_800 + steps,
      HighestPrice: p,
      LowestPrice: s.basePrice,
      OpenPrice: s.basePrice,
      Volume: 1000 * (steps + 1),
      Amount: p * 1000 * (steps + 1),
      SA: 0.01,
      TurnoverRate: 0.001,
      PERatio: 20,
      TotVal: p * s.totalShares,
      TotStock: s.totalShares,
      CirVal: p * s.floatShares,
      CirStock: s.floatShares,
      AveragePrice: p,
      Committee: 0,
      CommitteeDiff: 0,
      NP: 600,
      WP: 400,
      LimitUp: s.basePrice * 1.1,
      LimitDown: s.basePrice * 0.9,
      Wk52High: p,
      Wk52Low: s.basePrice,
      Z: 3,
      P: 1,
      D: 2,
      BuyPrice: [p - 0.01],
      BuyVolume: [100],
      SellPrice: [p + 0.01],
      SellVolume: [200],
      TradingDay: 20261120,
      Ratio: 1,
      LastTradeVol: 100,
      YearUpDown: 0.1,
      FiveMinsUpdown: 0,
      ExchangeID: s.market,
      InstrumentID: s.code,
      UpdownRate: (p - s.basePrice) / s.basePrice,
    };
  };
  const minute = (id: string, i: number): MinuteEntry => {
    const p = price(id);
    return {
      Time: 1_763_775_000 + i * 60,
      Open: p,
      Price: p,
      Volume: 10,
      Amount: 10 * p,
      High: p,
      Low: p,
      AvgPrice: p,
      PreClose: byId(id)!.basePrice,
      TickCount: 1,
    };
  };
  const bar = (id: string, i: number): KlineEntry => {
    const p = price(id);
    return {
      Time: 1_763_000_000 + i * 86400,
      Open: p,
      Close: p,
      High: p,
      Low: p,
      Amount: p,
      Volume: 1,
      TradingDay: 20261120,
      PreClose: p,
      TickCount: 1,
    };
  };

  const market: FakeMarket = {
    get steps() {
      return steps;
    },
    list: () => SEEDS,
    find: (m, code) => {
      const c = m === 'HKSE' && /^\d{4}$/.test(code) ? `0${code}` : code.toUpperCase();
      return SEEDS.find((s) => s.market === m && s.code === c);
    },
    byId,
    idOf,
    dyna,
    statistics: (id) => {
      const s = byId(id)!;
      return {
        PreClosePrice: s.basePrice,
        OpenPrice: s.basePrice,
        TradingDay: 20261120,
        UpperLimitPrice: s.basePrice * 1.1,
        LowerLimitPrice: s.basePrice * 0.9,
        ExchangeID: s.market,
        InstrumentID: s.code,
        IsProfit: true,
        IsvVoteright: false,
        IsRegist: false,
        IsVIE: false,
      };
    },
    static: (id) => {
      const s = byId(id)!;
      return {
        ExchangeID: s.market,
        InstrumentID: s.code,
        InstrumentName: s.name,
        PriceMoneyType: 'CNY',
        TradingUnit: s.lotSize,
        MinTradingUnit: s.lotSize,
        SecurityType: s.kind,
      };
    },
    status: (id) => ({ StatusType: 3, ExchangeID: byId(id)!.market, InstrumentID: byId(id)!.code }),
    orderBook: (id) => {
      const d = dyna(id);
      return {
        TradingDay: 20261120,
        Time: d.Time,
        BuyPrice: d.BuyPrice!,
        BuyVolume: d.BuyVolume!,
        SellPrice: d.SellPrice!,
        SellVolume: d.SellVolume!,
      };
    },
    ticks: (id, n) => (trades.get(id) ?? []).slice(-n),
    minutes: (id, days) =>
      Array.from({ length: days }, (_, d) => ({
        tradingDay: 20261116 + d,
        preClose: byId(id)!.basePrice + d,
        data: [minute(id, 0), minute(id, 1)],
      })),
    preMarketMinutes: (id) => [
      { Time: 1_763_770_000, Price: price(id), Volume: 5, UnmismatchVolume: 0, UnmismatchFlag: 0 },
    ],
    klines: (id, _p, { limit }) => Array.from({ length: Math.min(limit, 3) }, (_, i) => bar(id, i)),
    largeOrders: () => [],
    capitalFlow: () => [],
    etfNetValues: () => [],
    limitUpGene: () => ({
      TopStopRate: 0,
      TopYearNum: 0,
      TopStopOpRate: 0,
      TopStopClDate: '',
      TopStopClRate: 0,
    }),
    // The quote channel reads no daily history.
    dailySeries: () => {
      throw new Error('fake market: no daily history');
    },
    rank: () => [],
    corporateActions: () => [],
    tradingDays: () => [20261120],
    onUpdate: (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    step: () => {
      steps += 1;
      const ticks = new Map<string, Tick[]>();
      for (const s of SEEDS) {
        const id = idOf(s);
        const t: Tick = {
          ID: steps,
          Time: 1_763_776_800 + steps,
          Price: price(id),
          Volume: 100,
          Property: 2,
          TradingDay: 20261120,
        };
        trades.set(id, [...(trades.get(id) ?? []), t]);
        ticks.set(id, [t]);
      }
      const update: MarketUpdate = { changed: SEEDS.map(idOf), ticks };
      for (const fn of listeners) fn(update);
    },
    start: (ms) => {
      timer = setInterval(() => market.step(), ms);
    },
    stop: () => {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
  return market;
}
