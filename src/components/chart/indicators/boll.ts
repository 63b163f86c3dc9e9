// BOLL(20,2) (§9 (business constants and limits)): the bands on the candles in place of MA 5/10/20,
// so its sub chart is the volume one.
import { bollCalc } from '../../../lib/indicators';
import { fixed, type IndicatorTemplate } from './template';
import { VOL, volumePane } from './vol';

const PARAMS = { n: 20, k: 2 };
const calc = bollCalc(PARAMS);

export const BOLL: IndicatorTemplate = {
  key: 'BOLL',
  label: 'BOLL',
  calcs: [calc, ...VOL.calcs],
  sub: volumePane,
  main: {
    ids: ['boll-upper', 'boll-mid', 'boll-lower'],
    lines: (set) => {
      const b = set.lines(calc);
      return [b.upper, b.mid, b.lower];
    },
    // Colours follow the lines: upper lines[0], mid lines[1], lower lines[2].
    legend: (set, i, decimals, p) => {
      const b = set.lines(calc);
      return {
        title: `BOLL(${PARAMS.n},${PARAMS.k})`,
        items: [
          { name: 'MID', value: fixed(b.mid[i], decimals), color: p.lines[1] },
          { name: 'UPPER', value: fixed(b.upper[i], decimals), color: p.lines[0] },
          { name: 'LOWER', value: fixed(b.lower[i], decimals), color: p.lines[2] },
        ],
      };
    },
  },
};
