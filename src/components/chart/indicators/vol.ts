// 成交量: volume bars in their candle's colour with MA(V, 5) and MA(V, 10).
import { volumeMaCalc } from '../../../lib/indicators';
import { lots, type IndicatorTemplate, type SubPane } from './template';

const PERIODS = [5, 10] as const;
const calc = volumeMaCalc(PERIODS);

/** Also the sub chart of indicators drawn on the candles (BOLL). */
export const volumePane: SubPane = {
  lines: (set) => PERIODS.map((n) => set.lines(calc)[n]),
  bar: (_, data) => data.volume,
  scale: 'volume',
  legend: (set, data, i, p, lot) => {
    const ma = set.lines(calc);
    return {
      title: '成交量',
      items: [
        { name: 'VOL', value: lots(data.volume[i], lot), color: p.text },
        ...PERIODS.map((n, k) => ({ name: `MA${n}`, value: lots(ma[n][i], lot), color: p.lines[k] })),
      ],
    };
  },
};

export const VOL: IndicatorTemplate = { key: 'VOL', label: '成交量', calcs: [calc], sub: volumePane };
