/**
 * Rules of the major-indices page (§2 (screens and routes) "Major indices"): its tabs and their `tab` query, the six
 * tiles, the rank sub-tabs with their extra column, and where each row leads.
 */
import type { RankListItem, RankType } from '../../../contract/quote';
import { DASH, fixed, toNumber } from '../format/number';
import { trendOf, type Trend } from '../colors';

export { INDEX_TILES, MARK_INDEX_TABS, tabOf, type MarkIndexTab } from './tiles';

/**
 * A tile's three figures as the tile prints them (IndexTiles.tsx, and its early twin before any
 * snapshot has come): the last price, the change signed, the change rate (a ratio) signed in
 * percent, all in the change's colour; a dash for each figure not yet known.
 */
export function tileFigures(t: { last: number | null; change: number | null; rate: number | null }): {
  price: string;
  change: string;
  rate: string;
  trend: Trend;
} {
  const sign = t.change !== null && t.change > 0 ? '+' : '';
  return {
    price: t.last === null ? DASH : fixed(t.last, 2),
    change: t.change === null ? DASH : `${sign}${fixed(t.change, 2)}`,
    rate: t.rate === null ? DASH : `${sign}${fixed(t.rate * 100, 2)}%`,
    trend: trendOf(t.change),
  };
}

/** The rank sub-tabs and the title of each one's extra column (§2 (screens and routes)). */
export const RANK_TABS: readonly { type: RankType; label: string; column: string }[] = [
  { type: 'up', label: '涨幅榜', column: '涨跌幅' },
  { type: 'down', label: '跌幅榜', column: '涨跌幅' },
  { type: 'hs', label: '换手率', column: '换手率' },
  { type: 'zs', label: '5分钟涨速', column: '5分钟涨速' },
  { type: 'zf', label: '振幅', column: '振幅' },
  { type: 'lb', label: '量比', column: '量比' },
];

/** §3 (entities and their fields): SecurityCode's digits are the symbol, its letters the market (600519SH → sh, 600519). */
export function parseSecurityCode(securityCode: string): { market: string; code: string } {
  const code = securityCode.replace(/[^0-9]/g, '');
  const market = securityCode.replace(/[0-9]/g, '').toLowerCase();
  return { market, code };
}

/** The stock home of a rank row. */
export function rankRowLink(item: Pick<RankListItem, 'SecurityCode'>): string {
  const { market, code } = parseSecurityCode(item.SecurityCode);
  return `/${market}/${code}.html`;
}

/**
 * The extra column: a change (up, down, 5-minute speed) signed, in percent; turnover and amplitude in
 * percent; the volume ratio a plain number with 2 decimals (§9 (business constants and limits)). Rate arrives in those units.
 */
export function formatRankRate(type: RankType, rate: unknown): string {
  const n = toNumber(rate);
  if (n === null) return DASH;
  if (type === 'lb') return fixed(n, 2);
  const signed = type === 'up' || type === 'down' || type === 'zs';
  return `${signed && n > 0 ? '+' : ''}${fixed(n, 2)}%`;
}

/** The extra column's colour: changes rise red / fall green; the other figures are not a direction. */
export function rankRateTrend(type: RankType, rate: unknown): Trend | undefined {
  return type === 'up' || type === 'down' || type === 'zs' ? trendOf(rate) : undefined;
}

/** bkUpDownPlate's blocks, their titles and their tab on the sector ranking (§2 (screens and routes): industry, concept, region). */
export const SECTOR_BLOCKS: readonly {
  key: 'XBHS.HY' | 'XBHS.GN' | 'XBHS.DY';
  title: string;
  tab: number;
}[] = [
  { key: 'XBHS.HY', title: '行业板块', tab: 0 },
  { key: 'XBHS.GN', title: '概念板块', tab: 1 },
  { key: 'XBHS.DY', title: '地域板块', tab: 2 },
];

/** The sector ranking's view-more link for a block (sector pages, issue 18). */
export const sectorRankLink = (tab: number): string => `/bkRank.html?tab=${tab}`;

/** A sector's detail page (§2 (screens and routes) /plate/{typeCode}/{prodCode}.html). */
export const sectorLink = (hqTypeCode: string, prodCode: string): string =>
  `/plate/${hqTypeCode}/${prodCode}.html`;

/** A sector member's stock home (§2 (screens and routes): /{hqtypecode lowercase}/{prodCode}.html); null without a member. */
export function memberLink(hqTypeCode: string, prodCode: string): string | null {
  return hqTypeCode && prodCode ? `/${hqTypeCode.toLowerCase()}/${prodCode}.html` : null;
}

/** A global row's quote page (§2 (screens and routes): only the clickable ones); the DELAY_ market prefix is the quote system's. */
export function globalRowLink(item: { Market: string; Symbol: string; Clickable: boolean }): string | null {
  if (!item.Clickable) return null;
  return `/${item.Market.replace(/^DELAY_/, '')}/${item.Symbol}.html`;
}

/** §2 (screens and routes) Global: prices with 3 decimals. */
export function formatGlobalPrice(value: unknown): string {
  const n = toNumber(value);
  return n === null ? DASH : fixed(n, 3);
}
