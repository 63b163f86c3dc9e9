/**
 * The published figures of one stock-day, derived from the drawn flows and the running balances of
 * a MarginSeries (never drawn on their own): net buy, net sell, securities balance, total, difference
 * and the financing balance's share of tradable market value.
 */
import type { MarginFigures } from '../../../contract/margin';
import { changePercent } from '../../../contract/market-rules/change';
import type { MarginSeries } from './series';

const { round: mRound } = Math;

/** Yuan to cents and back: sums and differences of money stay exact in the JSON. */
export const cents = (yuan: number) => mRound(yuan * 100);
const yuan = (c: number) => c / 100;
const pct2 = (x: number) => mRound(x * 10000) / 100;

/** 融券余额: remaining volume × close, to the cent. */
export function securitiesBalance(remainingShares: number, close: number): number {
  return yuan(mRound(remainingShares * cents(close)));
}

export function figuresAt(s: MarginSeries, i: number): MarginFigures {
  const close = s.close[i];
  const finance = s.financeBalance[i];
  const security = securitiesBalance(s.lendRemaining[i], close);
  const tradable = s.floatShares[i] * close;
  return {
    ClosePrice: close,
    UpDownRatio: changePercent(close, s.preClose[i]),
    FinanceBuyValue: s.financeBuy[i],
    FinanceRefundValue: s.financeRepay[i],
    FinancePureValue: s.financeBuy[i] - s.financeRepay[i],
    FinanceValue: finance,
    FinaInTotalRatio: tradable > 0 ? pct2(finance / tradable) : 0,
    SecuritySellVolume: s.lendSell[i],
    SecurityRefundVolume: s.lendRepay[i],
    SecurityPureValue: s.lendSell[i] - s.lendRepay[i],
    SecurityVolume: s.lendRemaining[i],
    SecurityValue: security,
    FinanceSecurityValue: yuan(cents(finance) + cents(security)),
    FinanceSecurityDiffValue: yuan(cents(finance) - cents(security)),
  };
}
