/**
 * An instrument's dyna (the live quote: price, range, volumes, book, 52-week figures) from its
 * exchange day: a traded stock's from its StockDay, an index's or sector's from its members.
 */
import type { Dyna } from '../../contract/quote-protocol';
import type { InstrumentSeed } from '../data/types';
import { committee } from './book';
import type { StockDay } from './day';
import { etfNav, fiveMinuteChange, fiveMinuteChangeFrom, volumeRatio } from './derived';
import type { Aggregated, ExchangeState, Traded } from './exchange-state';
import { orderBookOf } from './quote-entities';
import { fix } from './rules';

// Math members as module constants: global lookups are slow inside jest's vm sandbox (hot loops).
const { floor: mFloor, max: mMax, min: mMin, round: mRound } = Math;

/** What a traded and an aggregated dyna share: the 52-week range, the year's change, the volume ratio. */
function common(state: ExchangeState, seed: InstrumentSeed, id: string, last: number, pre: number) {
  const s = state.series.get(id)!;
  const n = s.days.length - 1;
  let wkHigh = 0;
  let wkLow = Infinity;
  for (let i = mMax(0, n - 250); i < n; i++) {
    wkHigh = mMax(wkHigh, s.high[i]);
    wkLow = mMin(wkLow, s.low[i]);
  }
  const year = mFloor(state.clock.tradingDay / 10000);
  let yearBase = pre;
  for (let i = n - 1; i >= 0; i--) {
    if (mFloor(s.days[i] / 10000) < year) {
      yearBase = s.close[i];
      break;
    }
  }
  const previousVolumes = Array.from(s.volume.subarray(mMax(0, n - 5), n));
  return {
    wkHigh: mMax(wkHigh, last),
    wkLow: mMin(wkLow === Infinity ? last : wkLow, last),
    yearUpDown: yearBase > 0 ? last / yearBase - 1 : 0,
    volumeRatio: (volume: number) =>
      volumeRatio(volume, previousVolumes, state.clock.elapsed, state.clock.total),
    exchangeId: seed.market,
    pre,
  };
}

export function tradedDyna(state: ExchangeState, l: Traded, seed0: number): Dyna {
  const d = l.day;
  const seed = l.seed;
  const pre = d.preClose;
  const last = d.opened ? d.last : pre;
  const c = common(state, seed, l.id, last, pre);
  const book = orderBookOf(state, l);
  const com = committee(book);
  const eps = seed.eps ?? 0;
  return {
    LastPrice: last,
    Updown: fix(last - pre, 4),
    Time: mMax(d.lastTradeTime, state.clock.unix),
    HighestPrice: d.opened ? d.high : 0,
    LowestPrice: d.opened ? d.low : 0,
    OpenPrice: d.opened ? d.open : 0,
    Volume: d.volume,
    Amount: mRound(d.amount),
    SA: d.opened && pre > 0 ? fix((d.high - d.low) / pre, 6) : 0,
    TurnoverRate: seed.floatShares > 0 ? fix(d.volume / seed.floatShares, 6) : 0,
    PERatio: eps !== 0 ? fix(last / eps, 2) : 0,
    TotVal: mRound(last * seed.totalShares),
    TotStock: seed.totalShares,
    CirVal: mRound(last * seed.floatShares),
    CirStock: seed.floatShares,
    AveragePrice: d.volume > 0 ? fix(d.amount / d.volume, 4) : last,
    Committee: fix(com.ratio, 4),
    CommitteeDiff: com.diff,
    NP: d.buyVolume,
    WP: d.sellVolume,
    LimitUp: d.up,
    LimitDown: d.down,
    Wk52High: c.wkHigh,
    Wk52Low: c.wkLow,
    Z: 0,
    P: 0,
    D: 0,
    BuyPrice: book.BuyPrice,
    BuyVolume: book.BuyVolume,
    SellPrice: book.SellPrice,
    SellVolume: book.SellVolume,
    TradingDay: state.clock.tradingDay,
    NAV: seed.kind === 'etf' ? etfNav(seed0, l.id, state.clock.tradingDay, last) : undefined,
    Ratio: c.volumeRatio(d.volume),
    LastTradeVol: d.lastTradeVol,
    YearUpDown: fix(c.yearUpDown, 6),
    FiveMinsUpdown: fiveMinuteChangeFrom(
      d.minuteBars.length >= 6 ? d.minuteBars.price(d.minuteBars.length - 6) : pre,
      last,
    ),
    ExchangeID: c.exchangeId,
    InstrumentID: seed.code,
    UpdownRate: pre > 0 ? fix(last / pre - 1, 6) : 0,
  };
}

export function aggregateDyna(state: ExchangeState, l: Aggregated): Dyna {
  const a = l.day;
  const seed = l.seed;
  const pre = a.preClose;
  const bars = a.minuteBars();
  const last = a.opened ? a.last : pre;
  const { high, low } = a.range(bars);
  const c = common(state, seed, l.id, last, pre);
  const counts = a.counts();
  let floatSum = 0;
  let cap = 0;
  let cirCap = 0;
  for (const m of a.members) {
    floatSum += m.day.seed.floatShares;
    cap += m.day.last * m.day.seed.totalShares;
    cirCap += m.day.last * m.day.seed.floatShares;
  }
  const volume = a.volume;
  const dyna: Dyna = {
    LastPrice: last,
    Updown: fix(last - pre, 4),
    Time: mMax(a.lastTradeTime, state.clock.unix),
    HighestPrice: high,
    LowestPrice: low,
    OpenPrice: a.open,
    Volume: volume,
    Amount: mRound(a.amount),
    SA: a.opened && pre > 0 ? fix((high - low) / pre, 6) : 0,
    TurnoverRate: floatSum > 0 ? fix(volume / floatSum, 6) : 0,
    PERatio: 0,
    TotVal: mRound(cap),
    TotStock: 0,
    CirVal: mRound(cirCap),
    CirStock: 0,
    AveragePrice: bars.length ? bars[bars.length - 1].AvgPrice : last,
    Committee: 0,
    CommitteeDiff: 0,
    NP: a.members.reduce((s, m) => s + m.day.buyVolume, 0),
    WP: a.members.reduce((s, m) => s + m.day.sellVolume, 0),
    LimitUp: 0,
    LimitDown: 0,
    Wk52High: c.wkHigh,
    Wk52Low: c.wkLow,
    Z: counts.Z,
    P: counts.P,
    D: counts.D,
    BuyPrice: null,
    BuyVolume: null,
    SellPrice: null,
    SellVolume: null,
    TradingDay: state.clock.tradingDay,
    Ratio: c.volumeRatio(volume),
    LastTradeVol: 0,
    YearUpDown: fix(c.yearUpDown, 6),
    FiveMinsUpdown: fiveMinuteChange(bars, last, pre),
    ExchangeID: c.exchangeId,
    InstrumentID: seed.code,
    UpdownRate: pre > 0 ? fix(last / pre - 1, 6) : 0,
  };
  if (seed.kind === 'sector') {
    const rate = (d: StockDay) => (d.preClose > 0 ? d.last / d.preClose - 1 : 0);
    const sorted = [...a.members].sort((x, y) => rate(y.day) - rate(x.day));
    const item = (d: StockDay | undefined) =>
      d
        ? {
            code: d.seed.code,
            exchange: d.seed.market,
            name: d.seed.name,
            lastPrice: d.last,
            preClose: d.preClose,
          }
        : null;
    dyna.SectorSortData = { top: item(sorted[0]?.day), bottom: item(sorted[sorted.length - 1]?.day) };
  }
  return dyna;
}
