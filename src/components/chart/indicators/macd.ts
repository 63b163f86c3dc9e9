// MACD(12,26,9) (§9 (business constants and limits)): DIF and DEA lines over the MACD bars.
import { macdCalc } from '../../../lib/indicators';
import { fixed, type IndicatorTemplate } from './template';

const PARAMS = { short: 12, long: 26, mid: 9 };
const calc = macdCalc(PARAMS);

export const MACD: IndicatorTemplate = {
  key: 'MACD',
  label: 'MACD',
  calcs: [calc],
  sub: {
    lines: (set) => [set.lines(calc).dif, set.lines(calc).dea],
    bar: (set) => set.lines(calc).macd,
    scale: 'signed',
    legend: (set, _, i, p) => {
      const m = set.lines(calc);
      return {
        title: `MACD(${PARAMS.short},${PARAMS.long},${PARAMS.mid})`,
        items: [
          { name: 'DIF', value: fixed(m.dif[i], 3), color: p.lines[0] },
          { name: 'DEA', value: fixed(m.dea[i], 3), color: p.lines[1] },
          { name: 'MACD', value: fixed(m.macd[i], 3), color: (m.macd[i] ?? 0) < 0 ? p.fall : p.rise },
        ],
      };
    },
  },
};
