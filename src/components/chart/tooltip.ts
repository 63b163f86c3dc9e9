/** What the crosshair says about the bar under it (§2 (screens and routes)): axis labels and the tooltip rows. */
import type { TooltipRow } from './CrosshairOverlay';
import type { MinuteSeries, NavData } from './types';
import { trendAgainst } from '../../lib/colors';
import { formatNumber } from '../../lib/format/number';
import type { KlineState } from './kline-data';

const fx = (v: number | null | undefined, d: number) =>
  typeof v === 'number' && Number.isFinite(v) ? v.toFixed(d) : '--';
const pct = (v: number | null | undefined, ref: number | null | undefined) => {
  if (typeof v !== 'number' || typeof ref !== 'number' || !ref) return '--';
  const p = ((v - ref) / ref) * 100;
  return `${p > 0 ? '+' : ''}${p.toFixed(2)}%`;
};

export interface CrosshairText {
  xLabel: string;
  yLabel: string;
  /** The price the horizontal line goes through. */
  price: number | null;
  rows: TooltipRow[];
}

/** Volume in lots for CN (§5 (validation rules)), shares elsewhere. */
const vol = (v: number | null | undefined, lot: number) => {
  if (typeof v !== 'number' || !Number.isFinite(v)) return '--';
  const lots = v / lot;
  // Whole lots below 10,000 (formatNumber would print 558.00); shortened (万, 亿) above.
  return Math.abs(lots) < 1e4 ? String(Math.round(lots)) : formatNumber(lots);
};

export function minuteText(
  s: MinuteSeries,
  i: number,
  decimals: number,
  lot: number,
  showAvg = true,
): CrosshairText {
  const price = s.price[i];
  const day = s.days === 5 ? `${s.dayLabels[Math.floor(i / (s.times.length / 5))] ?? ''} ` : '';
  return {
    xLabel: `${day}${s.times[i]}`,
    yLabel: fx(price, decimals),
    price,
    rows: [
      { label: '时间', value: `${day}${s.times[i]}` },
      { label: '价格', value: fx(price, decimals), trend: trendAgainst(price, s.preClose) },
      { label: '涨跌幅', value: pct(price, s.preClose), trend: trendAgainst(price, s.preClose) },
      ...(showAvg
        ? [{ label: '均价', value: fx(s.avg[i], decimals + 1), trend: trendAgainst(s.avg[i], s.preClose) }]
        : []),
      { label: '成交量', value: vol(s.volume[i], lot) },
    ],
  };
}

export function klineText(k: KlineState, i: number, decimals: number, lot: number): CrosshairText {
  const d = k.data;
  const ref = d.preClose[i] || (i > 0 ? d.close[i - 1] : d.open[i]);
  const t = (v: number) => trendAgainst(v, ref);
  return {
    xLabel: k.labels[i],
    yLabel: fx(d.close[i], decimals),
    price: d.close[i],
    rows: [
      { label: '日期', value: k.labels[i] },
      { label: '开盘', value: fx(d.open[i], decimals), trend: t(d.open[i]) },
      { label: '最高', value: fx(d.high[i], decimals), trend: t(d.high[i]) },
      { label: '最低', value: fx(d.low[i], decimals), trend: t(d.low[i]) },
      { label: '收盘', value: fx(d.close[i], decimals), trend: t(d.close[i]) },
      { label: '涨跌幅', value: pct(d.close[i], ref), trend: t(d.close[i]) },
      { label: '成交量', value: vol(d.volume[i], lot) },
      { label: '成交额', value: formatNumber(d.amount[i]) },
    ],
  };
}

export function navText(n: NavData, i: number): CrosshairText {
  return {
    xLabel: n.dates[i],
    yLabel: fx(n.values[i], 4),
    price: n.values[i],
    rows: [
      { label: '日期', value: n.dates[i] },
      { label: '单位净值', value: fx(n.values[i], 4) },
    ],
  };
}
