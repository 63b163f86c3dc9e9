import { FLOW_GROUPS, addTrade, emptyFlow, flowGroupIndex, netFlow, sumFlows } from './flow';

describe('trade size groups (shares or amount, whichever gives the larger group)', () => {
  it.each([
    // [price, shares, group]
    [1, 500_000, 'SuperGrp'], // shares at the super threshold
    [1, 499_999, 'LargeGrp'],
    [10, 100_000, 'SuperGrp'], // amount 1,000,000 at the super threshold
    [9.99, 100_000, 'LargeGrp'], // amount 999,000: large by shares and by amount
    [0.5, 100_000, 'LargeGrp'], // shares at the large threshold
    [0.5, 99_999, 'MediumGrp'],
    [20, 10_000, 'LargeGrp'], // amount 200,000 at the large threshold
    [19.99, 10_000, 'MediumGrp'],
    [1, 20_000, 'MediumGrp'], // shares at the medium threshold
    [1, 19_999, 'LittleGrp'],
    [40, 1_000, 'MediumGrp'], // amount 40,000 at the medium threshold
    [39.99, 1_000, 'LittleGrp'],
    [1800, 100, 'MediumGrp'], // one lot of a high-priced stock: 180,000 by amount, little by shares
  ])('%p × %p', (price, shares, group) => {
    expect(FLOW_GROUPS[flowGroupIndex(price, shares)]).toBe(group);
  });
});

describe('flow sums', () => {
  it('counts buyer-initiated trades in, seller-initiated out, auction prints in neither', () => {
    const f = emptyFlow();
    addTrade(f, 10, 200_000, 2); // 2,000,000 super in
    addTrade(f, 10, 30_000, 1); // 300,000 large out
    addTrade(f, 10, 100, 0); // auction: neither
    addTrade(f, 10, 100, 2); // 1,000 little in
    expect(Array.from(f.inflow)).toEqual([2_000_000, 0, 0, 1_000]);
    expect(Array.from(f.outflow)).toEqual([0, 300_000, 0, 0]);
    expect(netFlow(f)).toBe(1_701_000);
  });

  it('sums members group by group, and the net of the sum is the sum of the nets', () => {
    const a = emptyFlow();
    const b = emptyFlow();
    addTrade(a, 5, 300_000, 2);
    addTrade(a, 5, 1_000, 1);
    addTrade(b, 50, 10_000, 1);
    addTrade(b, 3, 10_000, 2);
    const s = sumFlows([a, b]);
    for (let g = 0; g < FLOW_GROUPS.length; g++) {
      expect(s.inflow[g]).toBe(a.inflow[g] + b.inflow[g]);
      expect(s.outflow[g]).toBe(a.outflow[g] + b.outflow[g]);
    }
    expect(netFlow(s)).toBe(netFlow(a) + netFlow(b));
  });
});
