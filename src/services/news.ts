/**
 * News service (§7 (the calls it makes) rjhy-news/api, config field rjhyNewsHost): stock news and announcements, rolling
 * and focus news, research, and the article-detail calls. Paths and types: contract/news.ts.
 */
import { http } from '../api/http';
import {
  NEWS_PATHS,
  RESEARCH_PAGE_SIZE,
  type AnnouncementDetail,
  type AnnouncementDetailNew,
  type FastNewsDetail,
  type FocusNewsResponse,
  type NewsDetail,
  type NewsItem,
  type NewsListParams,
  type ProfitForecast,
  type RatingStat,
  type RecommendedItem,
  type ResearchDetail,
  type ResearchItem,
  type RollingNewsItem,
} from '../../contract/news';
import { getConfig } from '../config/load';

const S = 'rjhyNewsHost' as const;

/** Stock news (dataType 1) or announcements (2): signed, with the app-version header; pubTime pages. */
export function getNewsList(params: NewsListParams): Promise<NewsItem[]> {
  return http.get<NewsItem[]>(S, NEWS_PATHS.newsList, { ...params }, { signed: true, appVersion: true });
}

/** Rolling news bar of one stock (stocks = code). */
export function getRollingNews(stocks: string, market?: string): Promise<RollingNewsItem[]> {
  return http.get<RollingNewsItem[]>(S, NEWS_PATHS.rollingNews, market ? { stocks, market } : { stocks });
}

/** Focus column codes requested by the focus tab. */
export const FOCUS_COLUMN_CODES = 'stock.focus,stock.flash,stock.company';

export function getFocusNews(market: string, symbol: string): Promise<FocusNewsResponse> {
  return http.get<FocusNewsResponse>(S, NEWS_PATHS.getSpecifiedColumnList, {
    market,
    symbol,
    columnCodes: FOCUS_COLUMN_CODES,
    appCode: getConfig().appCode,
    showPermission: 1,
  });
}

export function getRatingStats(symbol: string, market: string): Promise<RatingStat[]> {
  return http.get<RatingStat[]>(S, NEWS_PATHS.ratingInfo, { symbol, market });
}

export function getProfitForecast(symbol: string, market: string): Promise<ProfitForecast[]> {
  return http.get<ProfitForecast[]>(S, NEWS_PATHS.profitInfo, { symbol, market });
}

/** Research reports, pages from 1, 30 a page (§9 (business constants and limits)). */
export function getReportList(
  symbol: string,
  page: number,
  market?: string,
  pageSize = RESEARCH_PAGE_SIZE,
): Promise<ResearchItem[]> {
  return http.get<ResearchItem[]>(
    S,
    NEWS_PATHS.reportNews,
    market ? { symbol, page, pageSize, market } : { symbol, page, pageSize },
  );
}

/** News detail (type 1): newsDetailv2, falling back to the older newsDetail when it fails (§8 (the error catalogue)). */
export async function getNewsDetail(newsId: string): Promise<NewsDetail> {
  try {
    return await http.get<NewsDetail>(S, NEWS_PATHS.newsDetailv2, { news_id: newsId, nocache: Date.now() });
  } catch {
    return http.get<NewsDetail>(S, NEWS_PATHS.newsDetail, { news_id: newsId });
  }
}

export function getAnnouncementDetail(eventId: string): Promise<AnnouncementDetail> {
  return http.get<AnnouncementDetail>(S, NEWS_PATHS.announcementDetailv2, { eventId, nocache: Date.now() });
}

export function getResearchDetail(reportId: string): Promise<ResearchDetail> {
  return http.get<ResearchDetail>(S, NEWS_PATHS.detailByNewsId, { reportId });
}

export function getFastNewsDetail(newsId: string): Promise<FastNewsDetail> {
  return http.get<FastNewsDetail>(S, NEWS_PATHS.getArticleDetail, { newsId });
}

export function getNewsDetailNew(newsId: string): Promise<NewsDetail> {
  return http.get<NewsDetail>(S, NEWS_PATHS.newsDetailNew, { newsId });
}

export function getAnnouncementDetailNew(newsId: string): Promise<AnnouncementDetailNew> {
  return http.get<AnnouncementDetailNew>(S, NEWS_PATHS.announcementDetailNew, { newsId });
}

export function getResearchDetailNew(newsId: string): Promise<ResearchDetail> {
  return http.get<ResearchDetail>(S, NEWS_PATHS.detailByNewsIdNew, { newsId });
}

/** Recommended reading (articles): market, symbol, limit (6), dataType. */
export function getRecommended(
  market: string,
  symbol: string,
  limit: number,
  dataType = 1,
): Promise<RecommendedItem[]> {
  return http.get<RecommendedItem[]>(S, NEWS_PATHS.articles, { market, symbol, limit, dataType });
}
