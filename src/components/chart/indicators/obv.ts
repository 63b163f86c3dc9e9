// OBV (§9 (business constants and limits)): one line, no parameter.
import { formatNumber } from '../../../lib/format/number';
import { obvCalc } from '../../../lib/indicators';
import type { IndicatorTemplate } from './template';

const calc = obvCalc();

export const OBV: IndicatorTemplate = {
  key: 'OBV',
  label: 'OBV',
  calcs: [calc],
  sub: {
    lines: (set) => [set.lines(calc).obv],
    bar: () => null,
    scale: 'signed',
    legend: (set, _, i, p) => ({
      title: 'OBV',
      items: [{ name: 'OBV', value: formatNumber(set.lines(calc).obv[i]), color: p.lines[0] }],
    }),
  },
};
