/**
 * The fan-out benchmark's market: N synthetic instruments, each updated twice a second. Updates
 * are spread evenly over time (a slice of the instruments every 10 ms), as a real feed spreads
 * them, rather than all at once. Both servers of the benchmark are fed by this same source.
 */
import type { InstrumentSeed } from '../server/data/types';
import type { MarketSimulator, MarketUpdate } from '../server/market/api';
import type { Dyna, Tick } from '../contract/quote-protocol';

export const BENCH_STEP_MS = 10;
export const UPDATES_PER_SECOND = 2;
const MAX_CATCH_UP = 10;
/** FANOUT_STAMP=run stamps pushes when a step runs, as before (to compare); default: when it was due. */
const STAMP_DUE = process.env.FANOUT_STAMP !== 'run';

export interface BenchMarket extends MarketSimulator {
  /** Instrument updates published since the last reset. */
  updates: number;
  /** Steps skipped because the server fell behind (see start()). */
  skippedSteps: number;
  resetCounters(): void;
}

export function benchCodes(count: number): string[] {
  return Array.from({ length: count }, (_, i) => String(600000 + i));
}

export function createBenchMarket(instruments: number): BenchMarket {
  const seeds: InstrumentSeed[] = benchCodes(instruments).map((code, i) => ({
    market: 'sh',
    code,
    name: `测试${i}`,
    kind: 'stock',
    region: 'CN',
    basePrice: 10 + i,
    totalShares: 1e9,
    floatShares: 8e8,
    lotSize: 100,
    currency: 'CNY',
  }));
  const ids = seeds.map((s) => `sh:${s.code}`);
  const index = new Map(ids.map((id, i) => [id, i]));
  const prices = seeds.map((s) => s.basePrice);
  const listeners = new Set<(u: MarketUpdate) => void>();
  const slices = 1000 / BENCH_STEP_MS / UPDATES_PER_SECOND; // steps per update period
  let stepNo = 0;
  let timer: ReturnType<typeof setInterval> | null = null;
  /** When the step being run was due (set by the timer loop; a step run by hand is due now). */
  let dueAt: number | undefined;
  const noTicks = new Map<string, Tick[]>();

  const seedOf = (id: string) => {
    const s = seeds[index.get(id) ?? -1];
    if (!s) throw new Error(`unknown bench instrument ${id}`);
    return s;
  };
  const unused = (name: string) => () => {
    throw new Error(`${name} is not part of the fan-out benchmark`);
  };

  const market: BenchMarket = {
    updates: 0,
    skippedSteps: 0,
    resetCounters() {
      market.updates = 0;
      market.skippedSteps = 0;
    },
    list: () => seeds,
    find: (m, code) => (m === 'sh' ? seeds[index.get(`sh:${code}`) ?? -1] : undefined),
    byId: (id) => seeds[index.get(id) ?? -1],
    idOf: (s) => `${s.market}:${s.code}`,
    dyna: (id): Dyna => {
      const s = seedOf(id);
      const p = prices[index.get(id)!];
      const bp = [p - 0.01, p - 0.02, p - 0.03, p - 0.04, p - 0.05];
      const sp = [p + 0.01, p + 0.02, p + 0.03, p + 0.04, p + 0.05];
      return {
        LastPrice: p,
        Updown: p - s.basePrice,
        Time: Math.floor(Date.now() / 1000),
        HighestPrice: p + 0.1,
        LowestPrice: p - 0.1,
        OpenPrice: s.basePrice,
        Volume: 123456700,
        Amount: 1234567890.12,
        SA: 0.0123,
        TurnoverRate: 0.0154,
        PERatio: 23.45,
        TotVal: p * s.totalShares,
        TotStock: s.totalShares,
        CirVal: p * s.floatShares,
        CirStock: s.floatShares,
        AveragePrice: p,
        Committee: 0.1234,
        CommitteeDiff: 5600,
        NP: 61234500,
        WP: 62222200,
        LimitUp: s.basePrice * 1.1,
        LimitDown: s.basePrice * 0.9,
        Wk52High: p * 1.3,
        Wk52Low: p * 0.7,
        Z: 0,
        P: 0,
        D: 0,
        BuyPrice: bp,
        BuyVolume: [100, 200, 300, 400, 500],
        SellPrice: sp,
        SellVolume: [500, 400, 300, 200, 100],
        TradingDay: 20261120,
        Ratio: 1.02,
        LastTradeVol: 300,
        YearUpDown: 0.12,
        FiveMinsUpdown: 0.001,
        ExchangeID: 'SH',
        InstrumentID: s.code,
        UpdownRate: (p - s.basePrice) / s.basePrice,
      };
    },
    statistics: unused('statistics'),
    static: unused('static'),
    status: unused('status'),
    orderBook: unused('orderBook'),
    ticks: () => [],
    minutes: unused('minutes'),
    capitalFlow: unused('capitalFlow'),
    preMarketMinutes: unused('preMarketMinutes'),
    klines: unused('klines'),
    largeOrders: unused('largeOrders'),
    etfNetValues: unused('etfNetValues'),
    limitUpGene: unused('limitUpGene'),
    dailySeries: unused('dailySeries'),
    corporateActions: unused('corporateActions'),
    rank: unused('rank'),
    tradingDays: unused('tradingDays'),
    onUpdate: (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    step: () => {
      const slice = stepNo % slices;
      stepNo += 1;
      const changed: string[] = [];
      for (let i = slice; i < ids.length; i += slices) {
        prices[i] = Math.round((prices[i] + (i % 2 ? 0.01 : -0.01)) * 100) / 100;
        changed.push(ids[i]);
      }
      if (!changed.length) return;
      market.updates += changed.length;
      // Stamped with the time the step was due, not when a busy loop got to it: otherwise a market
      // sharing its process with the fan-out (the single process) would hide its own lateness from
      // the latency, while a market in its own process (the bus) would not.
      const update = { changed, ticks: noTicks, at: dueAt };
      for (const fn of listeners) fn(update);
    },
    start: (ms) => {
      market.stop();
      // Steps are due by the clock, not by timer callbacks: a late timer runs the steps it missed, so
      // the update rate stays at UPDATES_PER_SECOND while the server keeps up. A server that cannot
      // keep up (a machine busy with other work) gets at most MAX_CATCH_UP steps per tick and the
      // rest are skipped, so the run stays bounded; expected counts follow the updates really made.
      const t0 = Date.now();
      let due0 = stepNo;
      timer = setInterval(() => {
        const due = due0 + Math.floor((Date.now() - t0) / ms);
        let n = 0;
        while (stepNo < due && n++ < MAX_CATCH_UP) {
          if (STAMP_DUE) dueAt = t0 + (stepNo - due0 + 1) * ms;
          market.step();
        }
        dueAt = undefined;
        if (stepNo < due) {
          market.skippedSteps += due - stepNo;
          due0 -= due - stepNo;
        }
      }, ms);
    },
    stop: () => {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
  return market;
}
