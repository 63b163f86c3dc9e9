// Search rules (§2 (screens and routes) "Search", §4 (states and transitions), §5 (validation rules), §9 (business constants and limits)): debounce, page size, the 'no more' rule and where a hit goes.
import { marketSuffix, regionOf } from '../market';
import { instrumentIdOf } from '../../../contract/instrument-id';

export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_PLACEHOLDER = '股票代码/名称/首字母';
export const NO_MORE_TEXT = '没有更多了';
export const NO_MATCH_TEXT = '暂无匹配信息';
export const HOT_TITLE = '热搜排行';

/** §5 (validation rules): blank input (spaces only) shows the hot searches instead of results. */
export function isBlankKeyword(k: string | null | undefined): boolean {
  return (k ?? '').trim() === '';
}

export type HitTarget = { kind: 'route'; path: string } | { kind: 'external'; url: string };

const CN_ROUTE_MARKET: Record<string, string> = { sh: 'sh', sz: 'sz', bj: 'bj', shetf: 'sh', szetf: 'sz' };

/**
 * Where a hit goes: a fund to the fund host's /detail/{code}; anything else to its stock page
 * /{market}/{code}.html with the market as the stock route expects it (CN lower case, ETF search
 * markets shetf/szetf as sh/sz; HK and US markets upper case: HKSE, HKIDX, NASDAQ, NYSE, AMEX).
 */
export function hitTarget(
  hit: { Market: string; Symbol: string; Type?: string },
  fundHost: string,
): HitTarget {
  const m = hit.Market.trim();
  if (m.toLowerCase() === 'fund' || hit.Type === 'fund') {
    return {
      kind: 'external',
      url: `${fundHost.replace(/\/+$/, '')}/detail/${encodeURIComponent(hit.Symbol)}`,
    };
  }
  const lower = m.toLowerCase();
  const market = CN_ROUTE_MARKET[lower] ?? (regionOf(m) === 'CN' ? lower : m.toUpperCase());
  return { kind: 'route', path: `/${market}/${encodeURIComponent(hit.Symbol)}.html` };
}

/**
 * The 自选 id of a hit (beyond the spec: docs/watchlist-and-alerts.md), the same one its stock
 * home's star uses (`market:code`, the route's market, HK codes in 5 digits, contract/instrument-id.ts); null for a fund,
 * which has no stock home and is not in the quote universe.
 */
export function hitWatchId(hit: { Market: string; Symbol: string; Type?: string }): string | null {
  if (hitTarget(hit, '').kind !== 'route') return null;
  return instrumentIdOf(hit.Market, hit.Symbol);
}

/** A hit's market tag (issue 31 item 5): the exchange suffix the app shows beside codes, 基金 for funds. */
export function marketTag(hit: { Market: string; Type?: string }): {
  label: string;
  tone: 'cn' | 'hk' | 'us' | 'fund';
} {
  const m = hit.Market.trim();
  if (m.toLowerCase() === 'fund' || hit.Type === 'fund') return { label: '基金', tone: 'fund' };
  const region = regionOf(m);
  return { label: marketSuffix(m), tone: region === 'HK' ? 'hk' : region === 'USA' ? 'us' : 'cn' };
}

/**
 * The search box's text: at most `max` characters (a longer paste is cut), counted as the user sees
 * them, so an emoji is never cut in half (a lone surrogate cannot be sent in a URL).
 */
export function clampKeyword(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('');
}
