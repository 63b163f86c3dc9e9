/**
 * Daily price limits (涨跌幅限制) of the Shanghai, Shenzhen and Beijing exchanges: ±10 % on the main
 * boards, ±20 % on ChiNext and STAR (ST or not) and for ETFs on those boards, ±30 % in Beijing, ±5 %
 * for ST on the main boards. HK, US, indices and sectors have none.
 */
import type { RuleSubject } from './instrument';
import { roundHalfUpToTick } from './ticks';

/** Index ids whose ETFs trade with the growth boards' ±20 % limit (ChiNext and STAR indices). */
export const GROWTH_BOARD_INDICES: ReadonlySet<string> = new Set([
  'sz:399006', // 创业板指
  'sz:399673', // 创业板50
  'sh:000688', // 科创50
  'sh:000698', // 科创100
  'sh:000680', // 科创综指
]);

/** Shanghai's 588xxx range is reserved for STAR-market ETFs. */
const STAR_ETF_CODE = /^588\d{3}$/;

/** Daily limit as a ratio of the previous close; undefined = no limit. */
export function limitRatio(subject: RuleSubject): number | undefined {
  if (subject.region !== 'CN' || (subject.kind !== 'stock' && subject.kind !== 'etf')) return undefined;
  if (subject.kind === 'etf') {
    const growth =
      STAR_ETF_CODE.test(subject.code) ||
      (subject.tracks !== undefined && GROWTH_BOARD_INDICES.has(subject.tracks));
    return growth ? 0.2 : 0.1;
  }
  switch (subject.board) {
    case 'star':
    case 'chinext':
      return 0.2;
    case 'bj':
      return 0.3;
    default:
      return subject.st ? 0.05 : 0.1;
  }
}

/**
 * Limit-up and limit-down prices for a previous close: preClose × (1 ± ratio) rounded half up to the
 * tick, as the exchanges publish them. { up: 0, down: 0 } when the instrument has no limit.
 */
export function limitPrices(subject: RuleSubject, preClose: number): { up: number; down: number } {
  const r = limitRatio(subject);
  if (r === undefined) return { up: 0, down: 0 };
  return {
    up: roundHalfUpToTick(subject, preClose * (1 + r)),
    down: roundHalfUpToTick(subject, preClose * (1 - r)),
  };
}
