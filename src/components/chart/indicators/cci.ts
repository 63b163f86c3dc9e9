// CCI(14) (§9 (business constants and limits)).
import { cciCalc } from '../../../lib/indicators';
import { fixed, type IndicatorTemplate } from './template';

const N = 14;
const calc = cciCalc(N);

export const CCI: IndicatorTemplate = {
  key: 'CCI',
  label: 'CCI',
  calcs: [calc],
  sub: {
    lines: (set) => [set.lines(calc).cci],
    bar: () => null,
    scale: 'signed',
    legend: (set, _, i, p) => ({
      title: `CCI(${N})`,
      items: [{ name: 'CCI', value: fixed(set.lines(calc).cci[i], 2), color: p.lines[0] }],
    }),
  },
};
