/**
 * The A-share history model (history.ts, rules.ts stockModel): the exchanges' invariants on every
 * day of every A-share, and the calibration targets of docs/market-simulator.md ("Daily history"):
 * small caps move more and trade a larger share of their float than large caps, CSI 300 members stay
 * calm, hot-streak days (limit closes, fades, wide ranges, turnover surges) occur, and the same seed
 * gives the same past. Series are generated directly (no simulator), over the year to the anchor.
 */
import { UNIVERSE } from '../data/universe';
import type { InstrumentSeed } from '../data/types';
import { CSI_300_MORE, SSE_50 } from '../data/index-members';
import { tradingDaysBetween } from './calendar';
import { DEFAULT_SEED } from './simulator';
import {
  FIRST_DAY,
  ANCHOR_DAY,
  aggregateSeries,
  generateStockSeries,
  memberFloat,
  type DailySeries,
} from './history';
import { isCnShare, limitPrices, onTickGrid, sizeScore, stockModel, typicalTurnover } from './rules';

const days = tradingDaysBetween('CN', FIRST_DAY, ANCHOR_DAY);
const YEAR = 243;
const shares = UNIVERSE.filter(isCnShare);
const idOf = (s: InstrumentSeed) => `${s.market}:${s.code}`;
const series = new Map<InstrumentSeed, DailySeries>(
  shares.map((s) => [s, generateStockSeries(s, idOf(s), days, 7)]),
);
const pre = (x: DailySeries, i: number) => (i === 0 ? x.firstPreClose : x.close[i - 1]);

/** Figures of a group of stocks over the last year. */
function figures(group: InstrumentSeed[]) {
  let sq = 0;
  let n = 0;
  let limitUp = 0;
  let fades = 0;
  let hiTurn = 0;
  let maxMove = 0;
  const turnover: number[] = [];
  for (const s of group) {
    const x = series.get(s)!;
    const growth = s.board !== 'main';
    for (let i = days.length - YEAR; i < days.length; i++) {
      const p = pre(x, i);
      const ch = x.close[i] / p - 1;
      const { up } = limitPrices(s, p);
      sq += ch * ch;
      n++;
      if (x.close[i] === up) limitUp++;
      if (x.high[i] === up && x.close[i] < up) fades++;
      const t = x.volume[i] / s.floatShares;
      turnover.push(t);
      if (t >= (growth ? 0.3 : 0.2)) hiTurn++;
      maxMove = Math.max(maxMove, Math.abs(ch));
    }
  }
  turnover.sort((a, b) => a - b);
  return {
    vol: Math.sqrt(sq / n),
    medianTurnover: turnover[turnover.length >> 1],
    limitUp: limitUp / n,
    fades: fades / n,
    hiTurnover: hiTurn / n,
    maxMove,
  };
}

test('every day of two years of every A-share: on the tick grid, inside the limits, OHLC ordered, whole lots', () => {
  const bad: string[] = [];
  for (const [s, x] of series) {
    for (let i = days.length - 2 * YEAR; i < days.length; i++) {
      const p = pre(x, i);
      const { up, down } = limitPrices(s, p);
      const prices = [x.open[i], x.high[i], x.low[i], x.close[i]];
      if (
        prices.some((v) => !onTickGrid(s, v) || v > up + 1e-9 || v < down - 1e-9 || v <= 0) ||
        x.high[i] < Math.max(x.open[i], x.close[i]) ||
        x.low[i] > Math.min(x.open[i], x.close[i]) ||
        x.volume[i] % s.lotSize !== 0 ||
        x.volume[i] <= 0
      )
        bad.push(`${s.code} ${days[i]} ${prices.join('/')} pre ${p} vol ${x.volume[i]}`);
    }
  }
  expect(bad.slice(0, 5)).toEqual([]);
});

const wandersFar = (s: InstrumentSeed, x: DailySeries) => {
  const lo = Math.min(x.firstPreClose, ...x.close);
  const hi = Math.max(...x.close);
  return lo < Math.max(0.1, s.basePrice / 15) || hi > s.basePrice * 15;
};

test('no series sinks to the price floor or wanders fifteenfold away from its base price', () => {
  expect(shares.filter((s) => wandersFar(s, series.get(s)!)).map((s) => s.code)).toEqual([]);
});

test.each([DEFAULT_SEED, 4242])('nor at seed %i (the rule is the model, not one seed)', (seed) => {
  const far = shares.filter((s) => wandersFar(s, generateStockSeries(s, idOf(s), days, seed)));
  expect(far.map((s) => s.code)).toEqual([]);
});

test('the size model: smaller floats are more volatile and trade more of their float', () => {
  const bySize = [...shares]
    .filter((s) => s.board === 'main' && !s.st)
    .sort((a, b) => sizeScore(a) - sizeScore(b));
  const small = stockModel(bySize[0]);
  const large = stockModel(bySize[bySize.length - 1]);
  expect(small.sigma).toBeGreaterThan(1.8 * large.sigma);
  expect(small.turnover).toBeGreaterThan(10 * large.turnover);
  expect(small.hotOdds).toBeGreaterThan(50 * large.hotOdds);
  // The same size on a wider-limit board moves and trades more.
  const chinext = shares.find((s) => s.code === '300750')!;
  expect(typicalTurnover({ ...chinext, board: 'main' })).toBeLessThan(typicalTurnover(chinext));
});

const csi300 = new Set([...SSE_50, ...CSI_300_MORE]);
const mainSmall = shares.filter((s) => s.board === 'main' && !s.st && sizeScore(s) < 0);
const mainMid = shares.filter((s) => s.board === 'main' && !s.st && sizeScore(s) >= 0 && sizeScore(s) < 1);
const large300 = shares.filter((s) => csi300.has(s.code) && s.board === 'main' && sizeScore(s) >= 1);
const growthAll = shares.filter((s) => s.board === 'chinext' || s.board === 'star');

// Calibration targets (docs/market-simulator.md "Daily history"), per group over the last year.
test.each([
  // group, volatility range, median turnover range, limit-up share of days, fades, turnover ≥ 20 % (30 %)
  [
    'CSI 300 large caps (≥ 100 bn float)',
    large300,
    [0.012, 0.022],
    [0.003, 0.012],
    [0, 0.004],
    [0, 0.003],
    [0, 0.001],
  ],
  [
    'main board 10–100 bn',
    mainMid,
    [0.02, 0.03],
    [0.008, 0.025],
    [0.003, 0.015],
    [0.0005, 0.01],
    [0.001, 0.01],
  ],
  [
    'main board < 10 bn',
    mainSmall,
    [0.027, 0.042],
    [0.02, 0.045],
    [0.012, 0.04],
    [0.002, 0.025],
    [0.015, 0.06],
  ],
  [
    'ChiNext and STAR',
    growthAll,
    [0.028, 0.048],
    [0.015, 0.04],
    [0.002, 0.015],
    [0.0005, 0.01],
    [0.001, 0.02],
  ],
] as const)('%s', (_name, group, vol, turnover, limitUp, fades, hiTurnover) => {
  expect(group.length).toBeGreaterThan(10);
  const f = figures([...group]);
  const targets = { vol, medianTurnover: turnover, limitUp, fades, hiTurnover } as const;
  const missed = Object.entries(targets)
    .filter(([k, [lo, hi]]) => !(f[k as keyof typeof targets] >= lo && f[k as keyof typeof targets] <= hi))
    .map(([k, range]) => `${k} ${f[k as keyof typeof targets].toFixed(4)} outside [${range.join(', ')}]`);
  expect(missed).toEqual([]);
  // A CN stock never closes beyond its limit (a rounding step aside: 5 % of 1.23 rounds to 0.06).
  expect(f.maxMove).toBeLessThan(0.35);
});

test('the ten largest floats never close at a limit in the year (the megacaps stay calm)', () => {
  const largest = [...shares]
    .sort((a, b) => b.floatShares * b.basePrice - a.floatShares * a.basePrice)
    .slice(0, 10);
  const atLimit = largest.flatMap((s) => {
    const x = series.get(s)!;
    const out: string[] = [];
    for (let i = days.length - YEAR; i < days.length; i++) {
      const { up, down } = limitPrices(s, pre(x, i));
      if (x.close[i] === up || x.close[i] === down) out.push(`${s.code} ${days[i]}`);
    }
    return out;
  });
  expect(atLimit).toEqual([]);
});

test('the same seed gives the same past; another seed another', () => {
  const s = shares.find((x) => x.code === '600519')!;
  expect(generateStockSeries(s, idOf(s), days, 7)).toEqual(series.get(s));
  expect(Array.from(generateStockSeries(s, idOf(s), days, 8).close)).not.toEqual(
    Array.from(series.get(s)!.close),
  );
  // A later calendar (the server started on a later day) keeps every past day.
  const longer = tradingDaysBetween('CN', FIRST_DAY, 20261231);
  const x = generateStockSeries(s, idOf(s), longer, 7);
  expect(Array.from(x.close.slice(0, days.length))).toEqual(Array.from(series.get(s)!.close));
  expect(Array.from(x.volume.slice(0, days.length))).toEqual(Array.from(series.get(s)!.volume));
});

describe('an index over its members (aggregateSeries)', () => {
  const indexSeed = UNIVERSE.find((s) => s.kind === 'index' && s.code === '000001' && s.market === 'sh')!;
  const membersOf = (group: InstrumentSeed[]) =>
    group.map((s) => ({ series: series.get(s)!, floatShares: memberFloat(s) }));
  /** Mean over the last year of (high − low) and |close − open|, as shares of the day's pre-close. */
  function ranges(x: DailySeries) {
    let range = 0;
    let body = 0;
    for (let i = days.length - YEAR; i < days.length; i++) {
      range += (x.high[i] - x.low[i]) / pre(x, i);
      body += Math.abs(x.close[i] - x.open[i]) / pre(x, i);
    }
    return { range: range / YEAR, body: body / YEAR };
  }

  test('of one member: the member’s own days, scaled to the base level', () => {
    const member = shares.find((s) => SSE_50.includes(s.code))!;
    const one = aggregateSeries(indexSeed, days, membersOf([member]));
    const m = series.get(member)!;
    for (let i = days.length - YEAR; i < days.length; i++) {
      // The same shape: the wicks as shares of the body's ends, within the index's 0.01 tick.
      const k = one.close[i] / m.close[i];
      for (const [a, b] of [
        [one.open[i], m.open[i] * k],
        [one.high[i], m.high[i] * k],
        [one.low[i], m.low[i] * k],
      ])
        expect(Math.abs(a - b)).toBeLessThanOrEqual(0.02 + b * 1e-9);
    }
  });

  test('of many: ranges of an index, not the members’ highs and lows summed', () => {
    const group = shares.filter((s) => SSE_50.includes(s.code));
    expect(group.length).toBeGreaterThan(30);
    const index = aggregateSeries(indexSeed, days, membersOf(group));
    const idx = ranges(index);
    // The members' own ranges, averaged (what summing their highs and lows gave the index): wider.
    // Members share the market's factor (factors.ts), so the index's range is not far below theirs:
    // about 0.6 of it, as the real SSE 50 (~1.4 %) against its members (~2.6 %); summing gave 1.
    const summed = group.reduce((sum, s) => sum + ranges(series.get(s)!).range, 0) / group.length;
    expect(idx.range).toBeLessThan(summed * 0.7);
    // Still an index day: a range a few times its body, never less than the body.
    expect(idx.range).toBeGreaterThan(idx.body * 1.5);
    expect(idx.range).toBeLessThan(idx.body * 8);
    for (let i = 0; i < days.length; i++) {
      expect(index.high[i]).toBeGreaterThanOrEqual(Math.max(index.open[i], index.close[i]));
      expect(index.low[i]).toBeLessThanOrEqual(Math.min(index.open[i], index.close[i]));
    }
  });
});
