// KDJ(9,3,3) (§9 (business constants and limits)).
import { kdjCalc } from '../../../lib/indicators';
import { fixed, type IndicatorTemplate } from './template';

const PARAMS = { n: 9, m1: 3, m2: 3 };
const calc = kdjCalc(PARAMS);

export const KDJ: IndicatorTemplate = {
  key: 'KDJ',
  label: 'KDJ',
  calcs: [calc],
  sub: {
    lines: (set) => {
      const l = set.lines(calc);
      return [l.k, l.d, l.j];
    },
    bar: () => null,
    scale: 'signed',
    legend: (set, _, i, p) => {
      const l = set.lines(calc);
      return {
        title: `KDJ(${PARAMS.n},${PARAMS.m1},${PARAMS.m2})`,
        items: [
          { name: 'K', value: fixed(l.k[i], 2), color: p.lines[0] },
          { name: 'D', value: fixed(l.d[i], 2), color: p.lines[1] },
          { name: 'J', value: fixed(l.j[i], 2), color: p.lines[2] },
        ],
      };
    },
  },
};
