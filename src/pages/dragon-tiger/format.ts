/**
 * The board's numbers as text: amounts in 亿 falling back to 万 (§9 (business constants and limits) "Amount units on the board"),
 * change ratios × 100 with a sign (§3 (entities and their fields) pxChangeRate), and the summary strip's cells.
 */
import type { DragonTigerSummary } from '../../../contract/dragon-tiger';
import { trendOf, type Trend } from '../../lib/colors';
import { DASH, formatBoardAmount } from '../../lib/format/number';
import { formatRatioPercent } from '../../lib/format/percent';
import { SUMMARY_LABELS } from './texts';

export interface SummaryCell {
  key: keyof typeof SUMMARY_LABELS;
  label: string;
  value: string;
  trend?: Trend;
}

export const boardAmount = (yuan: unknown): string => formatBoardAmount(yuan);
/** A seat's amount: '--' when the seat did not trade that side (the board prints no 0.00). */
export const seatAmount = (yuan: unknown): string => (yuan === 0 ? DASH : boardAmount(yuan));
export const boardChange = (ratio: unknown): string =>
  ratio === null || ratio === undefined ? DASH : formatRatioPercent(ratio);

/** The summary strip: counts per signal, then net buy (coloured), buy and sell sums. */
export function summaryCells(s: DragonTigerSummary | null): SummaryCell[] {
  const count = (n: number | undefined) => (n === undefined ? DASH : `${n}只`);
  return [
    { key: 'total', label: SUMMARY_LABELS.total, value: count(s?.totalRankCount) },
    { key: 'pxChange', label: SUMMARY_LABELS.pxChange, value: count(s?.pxChangeSignalCount) },
    { key: 'turnover', label: SUMMARY_LABELS.turnover, value: count(s?.turnoverSignalCount) },
    { key: 'amplitude', label: SUMMARY_LABELS.amplitude, value: count(s?.amplitudeSignalCount) },
    {
      key: 'net',
      label: SUMMARY_LABELS.net,
      value: s ? boardAmount(s.totalRankNetBuySum) : DASH,
      trend: s ? trendOf(s.totalRankNetBuySum) : undefined,
    },
    { key: 'buy', label: SUMMARY_LABELS.buy, value: s ? boardAmount(s.totalRankBuySum) : DASH },
    { key: 'sale', label: SUMMARY_LABELS.sale, value: s ? boardAmount(s.totalRankSaleSum) : DASH },
  ];
}

/** The summary's two lines: the counts per signal, then the sums. */
export function summaryLines(s: DragonTigerSummary | null): [counts: SummaryCell[], sums: SummaryCell[]] {
  const cells = summaryCells(s);
  const isCount = (c: SummaryCell) => COUNT_KEYS.includes(c.key);
  return [cells.filter(isCount), cells.filter((c) => !isCount(c))];
}

const COUNT_KEYS: ReadonlyArray<SummaryCell['key']> = ['total', 'pxChange', 'turnover', 'amplitude'];

/** A board stock's home page: Shanghai codes start with 6 (main board and STAR), the rest are Shenzhen's. */
export function stockHomePath(secuCode: string): string {
  return `/${secuCode.startsWith('6') ? 'sh' : 'sz'}/${secuCode}.html`;
}

export const stockDetailPath = (secuCode: string, tradingDay?: string): string =>
  `/stock/detail/${secuCode}.html${tradingDay ? `?tradingDay=${tradingDay}` : ''}`;
export const departmentPath = (departmentId: string): string => `/department/detail/${departmentId}.html`;
