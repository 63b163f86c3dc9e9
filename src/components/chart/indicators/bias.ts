// BIAS(6,12,24) (§9 (business constants and limits)).
import { biasCalc } from '../../../lib/indicators';
import { periodLegend, type IndicatorTemplate } from './template';

const PERIODS = [6, 12, 24] as const;
const calc = biasCalc(PERIODS);

export const BIAS: IndicatorTemplate = {
  key: 'BIAS',
  label: 'BIAS',
  calcs: [calc],
  sub: {
    lines: (set) => PERIODS.map((n) => set.lines(calc)[n]),
    bar: () => null,
    scale: 'signed',
    legend: (set, _, i, p) =>
      periodLegend(`BIAS(${PERIODS.join(',')})`, 'BIAS', PERIODS, set.lines(calc), i, p),
  },
};
