/**
 * Capital flow (§3 (entities and their fields) "Fund flow") from the simulator's own trades: each trade is put in a size group
 * by its shares and its amount, whichever gives the larger group, and counted as an inflow when the
 * buyer initiated it (Property 2), an outflow when the seller did (1). Auction prints (0) have no
 * initiator and count in neither. Thresholds and their source: docs/capital-flow.md.
 */

/** Size groups, largest first: 超大单, 大单, 中单, 小单 (§3 (entities and their fields) SuperGrp, LargeGrp, MediumGrp, LittleGrp). */
export const FLOW_GROUPS = ['SuperGrp', 'LargeGrp', 'MediumGrp', 'LittleGrp'] as const;
export type FlowGroup = (typeof FLOW_GROUPS)[number];

/** Lower bound of each group but the last, by shares and by amount (trading currency). */
export const FLOW_THRESHOLDS: ReadonlyArray<{ group: FlowGroup; shares: number; amount: number }> = [
  { group: 'SuperGrp', shares: 500_000, amount: 1_000_000 },
  { group: 'LargeGrp', shares: 100_000, amount: 200_000 },
  { group: 'MediumGrp', shares: 20_000, amount: 40_000 },
];

/** Index into FLOW_GROUPS of one trade (0 super … 3 little). */
export function flowGroupIndex(price: number, volume: number): number {
  const amount = price * volume;
  for (let i = 0; i < FLOW_THRESHOLDS.length; i++) {
    const t = FLOW_THRESHOLDS[i];
    if (volume >= t.shares || amount >= t.amount) return i;
  }
  return FLOW_THRESHOLDS.length;
}

/** In and out amounts per group; the numbers every flow figure is made from. */
export interface FlowTotals {
  /** Buyer-initiated amount per group, FLOW_GROUPS order. */
  readonly inflow: Float64Array;
  /** Seller-initiated amount per group. */
  readonly outflow: Float64Array;
}

export function emptyFlow(): FlowTotals {
  return { inflow: new Float64Array(FLOW_GROUPS.length), outflow: new Float64Array(FLOW_GROUPS.length) };
}

/** Adds one trade (Property: 2 buy, 1 sell, else neither). */
export function addTrade(flow: FlowTotals, price: number, volume: number, prop: number): void {
  if (prop !== 1 && prop !== 2) return;
  const g = flowGroupIndex(price, volume);
  if (prop === 2) flow.inflow[g] += price * volume;
  else flow.outflow[g] += price * volume;
}

/** Sum of several instruments' flows (a sector's flow is the sum over its constituents). */
export function sumFlows(flows: Iterable<FlowTotals>): FlowTotals {
  const out = emptyFlow();
  for (const f of flows)
    for (let g = 0; g < FLOW_GROUPS.length; g++) {
      out.inflow[g] += f.inflow[g];
      out.outflow[g] += f.outflow[g];
    }
  return out;
}

/** Net flow: all inflow minus all outflow. */
export function netFlow(flow: FlowTotals): number {
  let n = 0;
  for (let g = 0; g < FLOW_GROUPS.length; g++) n += flow.inflow[g] - flow.outflow[g];
  return n;
}
