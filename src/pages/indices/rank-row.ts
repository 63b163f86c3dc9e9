/**
 * What a rank row shows, one rule for the page's row (RankList.tsx) and its early twin (early.ts):
 * its link, name and code, the price against the previous close, and the sub-tab's column. Split by
 * what the page's observers read: the frame never changes for an instrument, the two figures move
 * with each poll, so each React cell reads only its own part.
 */
import type { RankListItem, RankType } from '../../../contract/quote';
import { trendAgainst, type Trend } from '../../lib/colors';
import { formatFixed } from '../../lib/format/number';
import {
  RANK_TABS,
  formatRankRate,
  parseSecurityCode,
  rankRateTrend,
  rankRowLink,
} from '../../lib/indices/indices';

/** The header row's fixed titles (the third is the sub-tab's: rankColumnTitle). */
export const RANK_HEAD = { name: '名称', price: '最新价' } as const;

/** A figure as Num prints it. */
export interface RankFigure {
  value: string;
  trend: Trend | undefined;
}

/** The row's frame: where it leads (a route, under the router's basename), its name and code. */
export function rankRowFrame(row: Pick<RankListItem, 'SecurityCode' | 'SecurityName'>): {
  to: string;
  name: string;
  code: string;
} {
  return { to: rankRowLink(row), name: row.SecurityName, code: parseSecurityCode(row.SecurityCode).code };
}

/** The latest price, 2 decimals, coloured against the previous close. */
export function rankPrice(row: Pick<RankListItem, 'LsPri' | 'PreClPri'>): RankFigure {
  return { value: formatFixed(row.LsPri, 2), trend: trendAgainst(row.LsPri, row.PreClPri) };
}

/** The sub-tab's column: a change signed and coloured, the other figures plain. */
export function rankRate(type: RankType, row: Pick<RankListItem, 'Rate'>): RankFigure {
  return { value: formatRankRate(type, row.Rate), trend: rankRateTrend(type, row.Rate) };
}

/** The whole row at once (the early twin draws it in one go). */
export function rankRowCells(row: RankListItem, type: RankType) {
  return { ...rankRowFrame(row), price: rankPrice(row), rate: rankRate(type, row) };
}

/** The header's title of the sub-tab's column (the first sub-tab's for an unknown type). */
export function rankColumnTitle(type: RankType): string {
  return (RANK_TABS.find((t) => t.type === type) ?? RANK_TABS[0]).column;
}
