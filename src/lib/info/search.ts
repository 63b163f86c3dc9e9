// Search rules (§2 "Search", §4, §5, §9): debounce, page size, the 'no more' rule and where a hit goes.
import { regionOf } from '../market';

export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_PLACEHOLDER = '股票代码/名称/首字母';
export const NO_MORE_TEXT = '没有更多了';
export const NO_MATCH_TEXT = '暂无匹配信息';
export const HOT_TITLE = '热搜排行';

/** §5: blank input (spaces only) shows the hot searches instead of results. */
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
