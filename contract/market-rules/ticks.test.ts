import { subjectOf } from './instrument';
import {
  decimalsOf,
  HK_ETP_SPREAD_TABLE,
  HK_SPREAD_TABLE,
  onTickGrid,
  roundHalfUpToTick,
  roundPrice,
  rounderFor,
  spreadOf,
  tickSize,
} from './ticks';

const hkStock = subjectOf('HKSE', '00700');
const hkEtp = subjectOf('HKSE', '02800', { kind: 'etf' });

/**
 * HKEX's published spread table for equities since 4 August 2025, band by band: "from 0.01 to 0.25",
 * "over 0.25 to 0.50", …; a price equal to a band's upper bound belongs to that band, the next tick
 * of the band above to the band above.
 */
describe('HK spread table (equities): both sides of every band edge', () => {
  it.each([
    [0.01, 0.001],
    [0.25, 0.001],
    [0.255, 0.005],
    [0.5, 0.005],
    [0.51, 0.01],
    [20, 0.01],
    [20.02, 0.02],
    [50, 0.02],
    [50.05, 0.05],
    [100, 0.05],
    [100.1, 0.1],
    [200, 0.1],
    [200.2, 0.2],
    [500, 0.2],
    [500.5, 0.5],
    [1000, 0.5],
    [1001, 1],
    [2000, 1],
    [2002, 2],
    [5000, 2],
    [5005, 5],
    [9995, 5],
  ])('%p → %p', (price, tick) => expect(tickSize(hkStock, price)).toBe(tick));
});

describe('HK spread table (exchange traded products, left out of the 2025 reduction)', () => {
  it.each([
    [0.25, 0.001],
    [0.255, 0.005],
    [0.5, 0.005],
    [0.51, 0.01],
    [10, 0.01],
    [10.02, 0.02],
    [20, 0.02],
    [20.05, 0.05],
    [100, 0.05],
    [100.1, 0.1],
    [5000, 2],
    [5005, 5],
  ])('%p → %p', (price, tick) => expect(tickSize(hkEtp, price)).toBe(tick));

  it('both tables end in an open band and step upwards', () => {
    for (const table of [HK_SPREAD_TABLE, HK_ETP_SPREAD_TABLE]) {
      expect(table[table.length - 1].upTo).toBe(Infinity);
      for (let i = 1; i < table.length; i++) {
        expect(table[i].upTo).toBeGreaterThan(table[i - 1].upTo);
        expect(table[i].tick).toBeGreaterThan(table[i - 1].tick);
        // A band edge lies on the grid of both bands it separates, so stepping across it stays on a grid.
        for (const tick of [table[i - 1].tick, table[i].tick]) {
          const steps = table[i - 1].upTo / tick;
          expect(Math.abs(steps - Math.round(steps))).toBeLessThan(1e-9);
        }
      }
    }
    expect(spreadOf(HK_SPREAD_TABLE, 1e6)).toBe(5);
  });
});

describe('tick sizes outside Hong Kong', () => {
  it.each([
    ['sh', '600000', 10, 0.01],
    ['sz', '300750', 250, 0.01],
    ['bj', '830799', 30, 0.01],
    ['sh', '510300', 4, 0.001],
    ['sz', '159915', 2.5, 0.001],
    ['sh', '900901', 0.5, 0.001], // Shanghai B share, US$
    ['sz', '200596', 90.39, 0.01], // Shenzhen B share, HK$
    ['NASDAQ', 'AAPL', 1, 0.01],
    ['NASDAQ', 'AAPL', 230.5, 0.01],
    ['NASDAQ', 'XYZ', 0.9999, 0.0001],
  ])('%s %s at %p → %p', (m, c, price, tick) => expect(tickSize(subjectOf(m, c), price)).toBe(tick));

  it('indices step 0.01 and sectors 0.001', () => {
    expect(tickSize(subjectOf('sh', '000001', { kind: 'index' }), 3300)).toBe(0.01);
    expect(tickSize(subjectOf('HKIDX', '.HSI', { kind: 'index' }), 25000)).toBe(0.01);
    expect(tickSize(subjectOf('XBHS', 'BK0475', { kind: 'sector' }), 1200)).toBe(0.001);
  });
});

describe('rounding onto the grid', () => {
  const b = subjectOf('sz', '200596');
  const sh = subjectOf('sh', '600519');
  it.each([
    [sh, 10.004, 'near', 10],
    [sh, 10.005, 'near', 10.01],
    [sh, 10.001, 'up', 10.01],
    [sh, 10.009, 'down', 10],
    [sh, 0, 'near', 0.01],
    [b, 99.434, 'near', 99.43],
    [b, 99.436, 'near', 99.44],
    [hkStock, 501.3, 'near', 501.5],
    [hkStock, 20.01, 'near', 20.02],
    [hkStock, 20.01, 'down', 20],
    [hkStock, 0.2503, 'near', 0.25],
  ] as const)('%o %p %s → %p', (subject, price, mode, want) => {
    expect(roundPrice(subject, price, mode)).toBe(want);
    expect(rounderFor(subject)(price, mode)).toBe(want);
  });

  it('half up for limit prices, robust to binary artefacts', () => {
    expect(roundHalfUpToTick(sh, 1.1685)).toBe(1.17);
    expect(roundHalfUpToTick(sh, 11.055)).toBe(11.06);
    expect(roundHalfUpToTick(sh, 11.0549)).toBe(11.05);
    expect(roundHalfUpToTick(subjectOf('sh', '900901'), 0.4959)).toBe(0.496);
  });

  it('grid membership and decimals', () => {
    expect(onTickGrid(hkStock, 501.5)).toBe(true);
    expect(onTickGrid(hkStock, 501.2)).toBe(false);
    expect(onTickGrid(b, 99.43)).toBe(true);
    expect(onTickGrid(b, 99.434)).toBe(false);
    expect(onTickGrid(subjectOf('sh', '900901'), 0.551)).toBe(true);
    expect([1, 0.1, 0.01, 0.005, 0.001, 0.0001].map(decimalsOf)).toEqual([0, 1, 2, 3, 3, 4]);
  });
});
