// Article detail rules (§2 (screens and routes) "Article detail", §3 (entities and their fields)): what each of the 7 article types shows.
// Types: 1 news, 2 announcement, 3 research report, 4 fast news, 5 news (new source),
// 6 announcement (new source), 7 research report (new source).
import { toMillis } from '../format/time';

export type ArticleType = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const ARTICLE_TYPES: readonly ArticleType[] = [1, 2, 3, 4, 5, 6, 7];

export function parseArticleType(v: unknown): ArticleType | null {
  const n = Number(v);
  return (ARTICLE_TYPES as readonly number[]).includes(n) ? (n as ArticleType) : null;
}

const SUFFIX: Record<ArticleType, string> = {
  1: '资讯',
  2: '公告',
  3: '研报',
  4: '快讯',
  5: '资讯',
  6: '公告',
  7: '研报',
};

/** Title suffix by type: 资讯 (news), 公告 (announcement), 研报 (research report), 快讯 (fast news). */
export function articleTypeSuffix(type: ArticleType): string {
  return SUFFIX[type];
}

/** Page title: the instrument (when known) plus the type suffix, e.g. 贵州茅台资讯; the suffix alone otherwise. */
export function articleTitle(type: ArticleType, stockName?: string | null): string {
  return `${stockName ?? ''}${SUFFIX[type]}`;
}

/** Quote strip (tap goes to the stock home) for news, types 1 and 5. */
export const hasQuoteStrip = (t: ArticleType): boolean => t === 1 || t === 5;
/** Disclaimer for types 1, 3, 5, 6, 7. */
export const hasDisclaimer = (t: ArticleType): boolean => t === 1 || t === 3 || t === 5 || t === 6 || t === 7;
/** Recommended reading for types 1 and 5. */
export const hasRecommended = (t: ArticleType): boolean => t === 1 || t === 5;

/** §9 (business constants and limits): the recommended list fetches 6 and shows at most 5 (the 6th may be the article itself). */
export const RECOMMENDED_FETCH = 6;
export const RECOMMENDED_SHOW = 5;

/** Recommended reading without the article being read, at most 5. */
export function pickRecommended<T extends { newId: number | string }>(
  items: readonly T[],
  currentId: string,
): T[] {
  return items.filter((i) => String(i.newId) !== currentId).slice(0, RECOMMENDED_SHOW);
}

/** §3 (entities and their fields) news detail ctime is in seconds or milliseconds; both become epoch milliseconds. */
export function ctimeMillis(ctime: unknown): number | null {
  return typeof ctime === 'number' || typeof ctime === 'string' ? toMillis(ctime) : null;
}

/** Detail path of an article (the lists link here). */
export function articlePath(market: string, symbol: string, type: ArticleType, id: string | number): string {
  return `/detail/${market}/${symbol}/${type}/${id}.html`;
}
