import { macd, macdFull } from './macd';
import { expectSeries } from './testing';

describe('macd', () => {
  it('hand-worked with short = 2, long = 3, mid = 2', () => {
    // EMA2: 10; (2·11 + 10)/3 = 32/3; (2·12 + 32/3)/3 = 104/9
    // EMA3: 10; (2·11 + 2·10)/4 = 10.5; (2·12 + 2·10.5)/4 = 11.25
    // DIF: 0; 32/3 − 10.5 = 1/6; 104/9 − 45/4 = 11/36
    // DEA = EMA(DIF, 2): 0; (2·1/6 + 0)/3 = 1/9; (2·11/36 + 1/9)/3 = 13/54
    // MACD = 2(DIF − DEA): 0; 2(1/6 − 1/9) = 1/9; 2(11/36 − 13/54) = 7/54
    const r = macd([10, 11, 12], 2, 3, 2);
    expectSeries(r.dif, [0, 1 / 6, 11 / 36]);
    expectSeries(r.dea, [0, 1 / 9, 13 / 54]);
    expectSeries(r.macd, [0, 1 / 9, 7 / 54]);
  });

  it('defaults 12, 26, 9: a rising step', () => {
    // close 10 then 20: EMA12 = (40 + 110)/13 = 150/13; EMA26 = (40 + 250)/27 = 290/27
    // DIF = 150/13 − 290/27 = (4050 − 3770)/351 = 280/351; DEA = (2·280/351 + 8·0)/10 = 56/351
    // MACD = 2(280 − 56)/351 = 448/351
    const r = macd([10, 20]);
    expectSeries(r.dif, [0, 280 / 351]);
    expectSeries(r.dea, [0, 56 / 351]);
    expectSeries(r.macd, [0, 448 / 351]);
  });

  it('is flat zero on a constant price, with values from the first bar', () => {
    const r = macd(new Array(40).fill(7));
    expect(r.dif.every((v) => v === 0)).toBe(true);
    expect(r.macd).toHaveLength(40);
  });

  it('returns the EMA states after the last two bars', () => {
    const s = macdFull([10, 11, 12], 2, 3, 2);
    expect(s.states[0]?.short).toBeCloseTo(32 / 3);
    expect(s.states[0]?.long).toBeCloseTo(10.5);
    expect(s.states[1]?.short).toBeCloseTo(104 / 9);
    expect(s.states[1]?.long).toBeCloseTo(11.25);
    expect(macdFull([10]).states).toEqual([null, { short: 10, long: 10 }]);
    expect(macdFull([]).states).toEqual([null, null]);
  });
});
