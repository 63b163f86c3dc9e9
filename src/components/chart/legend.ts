/**
 * The text rows drawn above the candles (MA5 / MA10 / MA20 or BOLL) and above the indicator (the
 * bottom sub-title), for the bar under the crosshair or the last bar. Plain data: the page renders
 * them as DOM so a live trade does not redraw the canvas for text.
 */
import { formatNumber } from '../../lib/format/number';
import type { IndicatorSeries } from '../../lib/indicators';
import type { ChartPalette } from './palette';
import type { IndicatorKey, KlineData } from './types';

export interface LegendItem {
  name: string;
  value: string;
  color: string;
}
export interface LegendRow {
  title: string;
  items: LegendItem[];
}

const num = (v: number | null | undefined, decimals: number): string =>
  typeof v === 'number' && Number.isFinite(v) ? v.toFixed(decimals) : '--';

/** The row above the candles at bar i. */
export function mainLegend(
  indicator: IndicatorKey,
  showMa: boolean,
  lines: IndicatorSeries,
  i: number,
  decimals: number,
  p: ChartPalette,
): LegendRow | null {
  if (indicator === 'BOLL') {
    return {
      title: 'BOLL(20,2)',
      items: [
        { name: 'MID', value: num(lines.boll.mid[i], decimals), color: p.lines[1] },
        { name: 'UPPER', value: num(lines.boll.upper[i], decimals), color: p.lines[0] },
        { name: 'LOWER', value: num(lines.boll.lower[i], decimals), color: p.lines[2] },
      ],
    };
  }
  if (!showMa) return null;
  return {
    title: '',
    items: [5, 10, 20].map((n, k) => ({
      name: `MA${n}`,
      value: num(lines.ma[n][i], decimals),
      color: p.lines[k],
    })),
  };
}

/** Volume in lots (CN 100 shares, §5 (validation rules)): whole lots below 10,000, shortened (万, 亿) above. */
function lots(v: number | null | undefined, lot: number): string {
  if (typeof v !== 'number' || !Number.isFinite(v)) return '--';
  const n = v / lot;
  return Math.abs(n) < 1e4 ? String(Math.round(n)) : formatNumber(n);
}

/** The bottom sub-title (indicator name, parameters and values) at bar i; volumes in lots of `lot`. */
export function subLegend(
  indicator: IndicatorKey,
  lines: IndicatorSeries,
  data: KlineData,
  i: number,
  p: ChartPalette,
  lot = 1,
): LegendRow {
  const c = p.lines;
  switch (indicator) {
    case 'MACD':
      return {
        title: 'MACD(12,26,9)',
        items: [
          { name: 'DIF', value: num(lines.macd.dif[i], 3), color: c[0] },
          { name: 'DEA', value: num(lines.macd.dea[i], 3), color: c[1] },
          {
            name: 'MACD',
            value: num(lines.macd.macd[i], 3),
            color: (lines.macd.macd[i] ?? 0) < 0 ? p.fall : p.rise,
          },
        ],
      };
    case 'KDJ':
      return {
        title: 'KDJ(9,3,3)',
        items: [
          { name: 'K', value: num(lines.kdj.k[i], 2), color: c[0] },
          { name: 'D', value: num(lines.kdj.d[i], 2), color: c[1] },
          { name: 'J', value: num(lines.kdj.j[i], 2), color: c[2] },
        ],
      };
    case 'RSI':
      return {
        title: 'RSI(6,12,24)',
        items: [6, 12, 24].map((n, k) => ({ name: `RSI${n}`, value: num(lines.rsi[n][i], 2), color: c[k] })),
      };
    case 'BIAS':
      return {
        title: 'BIAS(6,12,24)',
        items: [6, 12, 24].map((n, k) => ({
          name: `BIAS${n}`,
          value: num(lines.bias[n][i], 2),
          color: c[k],
        })),
      };
    case 'CCI':
      return { title: 'CCI(14)', items: [{ name: 'CCI', value: num(lines.cci[i], 2), color: c[0] }] };
    case 'OBV':
      return { title: 'OBV', items: [{ name: 'OBV', value: formatNumber(lines.obv[i]), color: c[0] }] };
    case 'VOL':
    case 'BOLL':
    default:
      return {
        title: '成交量',
        items: [
          { name: 'VOL', value: lots(data.volume[i], lot), color: p.text },
          { name: 'MA5', value: lots(lines.volMa[5][i], lot), color: c[0] },
          { name: 'MA10', value: lots(lines.volMa[10][i], lot), color: c[1] },
        ],
      };
  }
}
