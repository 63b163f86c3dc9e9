// RSI(6,12,24) (§9 (business constants and limits)).
import { rsiCalc } from '../../../lib/indicators';
import { periodLegend, type IndicatorTemplate } from './template';

const PERIODS = [6, 12, 24] as const;
const calc = rsiCalc(PERIODS);

export const RSI: IndicatorTemplate = {
  key: 'RSI',
  label: 'RSI',
  calcs: [calc],
  sub: {
    lines: (set) => PERIODS.map((n) => set.lines(calc)[n]),
    bar: () => null,
    scale: 'signed',
    legend: (set, _, i, p) =>
      periodLegend(`RSI(${PERIODS.join(',')})`, 'RSI', PERIODS, set.lines(calc), i, p),
  },
};
