/**
 * The factor model (factors.ts): seeded paths that do not depend on the day the server starts, a
 * market volatility near its target with fat tails, and loadings by size and board.
 */
import type { InstrumentSeed } from '../data/types';
import { UNIVERSE } from '../data/universe';
import { tradingDaysBetween } from './calendar';
import {
  FactorSet,
  MARKET_SIGMA,
  SECTOR_SIGMA,
  intradayShare,
  intradayShocks,
  loadingsOf,
  marketPath,
  plainPath,
} from './factors';
import { stdev } from './figures';
import { FIRST_DAY, generateStockSeries } from './history';

const days = tradingDaysBetween('CN', FIRST_DAY, 20261120);

test('the same seed gives the same year; another seed another', () => {
  const a = marketPath(7, 'CN', days);
  const b = marketPath(7, 'CN', days);
  const c = marketPath(8, 'CN', days);
  expect(Array.from(a.ret)).toEqual(Array.from(b.ret));
  expect(Array.from(a.ret.slice(-250))).not.toEqual(Array.from(c.ret.slice(-250)));
  expect(Array.from(plainPath(7, 'sector|x', days, 0.01).ret)).toEqual(
    Array.from(plainPath(7, 'sector|x', days, 0.01).ret),
  );
});

test('a path is the same whatever day it ends on (days are drawn in order, never looking ahead)', () => {
  const short = days.slice(0, days.length - 137);
  const full = marketPath(20261122, 'CN', days);
  const part = marketPath(20261122, 'CN', short);
  expect(Array.from(part.ret)).toEqual(Array.from(full.ret.slice(0, short.length)));
  const fs = new FactorSet(3, days).sector('XBHS:BK0475').ret;
  expect(Array.from(new FactorSet(3, short).sector('XBHS:BK0475').ret)).toEqual(
    Array.from(fs.slice(0, short.length)),
  );
});

test.each([7, 20261122, 4242])(
  'seed %i: the market factor moves about as much as it should, with fat tails',
  (seed) => {
    const { ret, z } = marketPath(seed, 'CN', days);
    const s = stdev(Array.from(ret));
    expect(s).toBeGreaterThan(0.8 * MARKET_SIGMA.CN);
    expect(s).toBeLessThan(1.3 * MARKET_SIGMA.CN);
    // Fat tails: more 3-σ days than a normal distribution's 0.27 %.
    const big = Array.from(z).filter((x) => Math.abs(x) > 3).length / z.length;
    expect(big).toBeGreaterThan(0.004);
    expect(big).toBeLessThan(0.045);
    // The sector factor is a plain walk of its own width.
    const sec = stdev(Array.from(plainPath(seed, 'sector|a', days, SECTOR_SIGMA).ret));
    expect(sec).toBeGreaterThan(0.9 * SECTOR_SIGMA);
    expect(sec).toBeLessThan(1.1 * SECTOR_SIGMA);
  },
);

const seedOf = (code: string) => UNIVERSE.find((s) => s.code === code && s.kind === 'stock')!;

test.each([
  // code, what it is, beta range, loads on the growth style
  ['601398', '工商银行, a trillion-yuan float', 0.74, 0.8, 0],
  ['600519', '贵州茅台, about two trillion', 0.74, 0.85, 0],
  ['300750', '宁德时代, ChiNext, about a trillion', 0.9, 1.0, 1],
  ['900901', '云赛B股, a B share', 0.6, 0.6, 0],
  ['00700', '腾讯控股, HK', 0.8, 0.9, 0],
])('%s (%s): beta %f–%f, style %i', (code, _what, lo, hi, style) => {
  const l = loadingsOf(seedOf(code));
  expect(l.beta).toBeGreaterThanOrEqual(lo);
  expect(l.beta).toBeLessThanOrEqual(hi);
  expect(l.style).toBe(style);
});

test('every A-share loads on its industry (HY) sector; smaller floats have higher betas', () => {
  const shares = UNIVERSE.filter((s) => s.region === 'CN' && s.kind === 'stock' && s.board !== 'b');
  for (const s of shares) expect(loadingsOf(s).sector).toMatch(/^XBHS:BK/);
  const main = shares.filter((s) => s.board === 'main');
  const value = (s: InstrumentSeed) => s.floatShares * s.basePrice;
  const small = main.reduce((a, b) => (value(a) < value(b) ? a : b));
  const large = main.reduce((a, b) => (value(a) > value(b) ? a : b));
  expect(loadingsOf(small).beta).toBeGreaterThan(loadingsOf(large).beta + 0.3);
});

test('two stocks of one industry move together more than two of different industries', () => {
  const r = (s: InstrumentSeed) => {
    const x = generateStockSeries(s, `${s.market}:${s.code}`, days, 7);
    const out: number[] = [];
    for (let i = days.length - 500; i < days.length; i++) out.push(x.close[i] / x.close[i - 1] - 1);
    return out;
  };
  const corr = (a: number[], b: number[]) => {
    const m = (x: number[]) => x.reduce((t, v) => t + v, 0) / x.length;
    const ma = m(a);
    const mb = m(b);
    let ab = 0;
    let aa = 0;
    let bb = 0;
    a.forEach((v, i) => {
      ab += (v - ma) * (b[i] - mb);
      aa += (v - ma) ** 2;
      bb += (b[i] - mb) ** 2;
    });
    return ab / Math.sqrt(aa * bb);
  };
  const banks = [seedOf('601398'), seedOf('601939')];
  const other = seedOf('600519');
  const same = corr(r(banks[0]), r(banks[1]));
  const cross = corr(r(banks[0]), r(other));
  expect(same).toBeGreaterThan(cross);
  expect(cross).toBeGreaterThan(0.15);
});

test('the intraday market path: one per exchange, day and loop, the same for the same key', () => {
  const a = intradayShocks(7, 'CN', 20261124, 2, 240);
  expect(a).toHaveLength(241);
  expect(a[0]).toBe(0);
  expect(Array.from(intradayShocks(7, 'CN', 20261124, 2, 240))).toEqual(Array.from(a));
  expect(Array.from(intradayShocks(7, 'CN', 20261124, 3, 240))).not.toEqual(Array.from(a));
  expect(Array.from(intradayShocks(7, 'HK', 20261124, 2, 240))).not.toEqual(Array.from(a));
  const sd = stdev(Array.from(a.slice(1)));
  expect(sd).toBeGreaterThan(0.85);
  expect(sd).toBeLessThan(1.15);
});

test.each([
  ['601398', 0.41, 0.44],
  ['300750', 0.49, 0.55],
  ['510300', 0.85, 0.85],
  ['00700', 0.44, 0.5],
])('%s: share of its minute moves that are the market’s %f–%f', (code, lo, hi) => {
  const s = UNIVERSE.find((x) => x.code === code && x.kind !== 'index')!;
  expect(intradayShare(s)).toBeGreaterThanOrEqual(lo);
  expect(intradayShare(s)).toBeLessThanOrEqual(hi);
});
