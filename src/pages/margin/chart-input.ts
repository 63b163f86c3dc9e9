/** What each margin chart draws: the series of §3 (entities and their fields) turned into named lines in the board's unit. */
import type {
  MarginBalancePoint,
  MarginDiffPoint,
  MarginRatioPoint,
  MarginStockPoint,
} from '../../../contract/margin';
import { toYi, type MarginChartInput } from './chart-option';

export function balanceInput(points: readonly MarginBalancePoint[]): MarginChartInput {
  return {
    dates: points.map((p) => p.TradingDay),
    lines: [
      { name: '融资余额', values: points.map((p) => toYi(p.FinanceValue)) },
      { name: '融券余额', values: points.map((p) => toYi(p.SecurityValue)) },
    ],
    unit: '亿',
  };
}

export function ratioInput(points: readonly MarginRatioPoint[]): MarginChartInput {
  return {
    dates: points.map((p) => p.TradingDay),
    lines: [{ name: '融资余额占流通市值比', values: points.map((p) => p.Ratio) }],
    unit: '%',
  };
}

export function diffInput(points: readonly MarginDiffPoint[]): MarginChartInput {
  return {
    dates: points.map((p) => p.TradingDay),
    lines: [{ name: '融资融券差额', values: points.map((p) => toYi(p.FinanceSecuDiff)) }],
    unit: '亿',
  };
}

export function stockInput(points: readonly MarginStockPoint[]): MarginChartInput {
  return {
    dates: points.map((p) => p.Tradingday),
    lines: [
      { name: '融资余额', values: points.map((p) => toYi(p.FinanceValue)) },
      { name: '融券余额', values: points.map((p) => toYi(p.SecurityValue)) },
    ],
    unit: '亿',
  };
}
