// WR (威廉指标, W&R) as Chinese apps show it: WR1 = WR(10) and WR2 = WR(6), 0 at the top of the
// range and 100 at the bottom (lib/indicators/wr.ts). Beyond the spec: docs/product.md.
import { wrCalc } from '../../../lib/indicators';
import { periodLegend, type IndicatorTemplate } from './template';

const PERIODS = [10, 6] as const;
const calc = wrCalc(PERIODS);

export const WR: IndicatorTemplate = {
  key: 'WR',
  label: 'WR',
  calcs: [calc],
  sub: {
    lines: (set) => PERIODS.map((n) => set.lines(calc)[n]),
    bar: () => null,
    scale: 'signed',
    legend: (set, _, i, p) =>
      periodLegend(`WR(${PERIODS.join(',')})`, 'WR', PERIODS, set.lines(calc), i, p, ['WR1', 'WR2']),
  },
};
