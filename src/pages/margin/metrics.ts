/**
 * The metric columns of the margin tables (§2 (screens and routes)): the 14 of a stock's daily list, and the 13 of the
 * 100-stock list (the same without 融资余额占流通市值比, which a cross-section of stocks of any size
 * does not compare well; the stock list keeps it). How each is printed and coloured.
 */
import type { MarginFigures } from '../../../contract/margin';

export type MarginField = keyof MarginFigures;

/** The line under a stock's daily list's header. */
export const HISTORY_SUBTITLE = '按交易日，最新在前';

/** price: 2 decimals; change: signed percent, coloured; amount/volume: 亿/万; net*: signed and coloured. */
export type MetricKind = 'price' | 'change' | 'amount' | 'netAmount' | 'percent' | 'volume' | 'netVolume';

export interface MarginMetric {
  field: MarginField;
  title: string;
  kind: MetricKind;
}

export const STOCK_METRICS: readonly MarginMetric[] = [
  { field: 'ClosePrice', title: '收盘价', kind: 'price' },
  { field: 'UpDownRatio', title: '涨跌幅', kind: 'change' },
  { field: 'FinanceBuyValue', title: '融资买入额', kind: 'amount' },
  { field: 'FinanceRefundValue', title: '融资偿还额', kind: 'amount' },
  { field: 'FinancePureValue', title: '融资净买入', kind: 'netAmount' },
  { field: 'FinanceValue', title: '融资余额', kind: 'amount' },
  { field: 'FinaInTotalRatio', title: '融资余额占流通市值比', kind: 'percent' },
  { field: 'SecuritySellVolume', title: '融券卖出量', kind: 'volume' },
  { field: 'SecurityRefundVolume', title: '融券偿还量', kind: 'volume' },
  { field: 'SecurityPureValue', title: '融券净卖出', kind: 'netVolume' },
  { field: 'SecurityVolume', title: '融券余量', kind: 'volume' },
  { field: 'SecurityValue', title: '融券余额', kind: 'amount' },
  { field: 'FinanceSecurityValue', title: '融资融券余额', kind: 'amount' },
  { field: 'FinanceSecurityDiffValue', title: '融资融券差额', kind: 'amount' },
];

export const LIST_METRICS: readonly MarginMetric[] = STOCK_METRICS.filter(
  (m) => m.field !== 'FinaInTotalRatio',
);
