/**
 * News service (§7 (the calls it makes), prefix rjhy-news/api, config field rjhyNewsHost): stock news and
 * announcements, rolling news, focus news, research, and every article-detail call.
 *
 * Envelope: `{ code: 1, msg: 'success', data }` — the §7 (the calls it makes) response rule hands `data` to the app.
 * Errors: `{ code, msg }` with HTTP 400 (bad parameter), 401 (signature), 404 (unknown instrument
 * or article).
 */

import type { ColumnBean, RatingId } from './news.schema';

export const NEWS_PREFIX = '/rjhy-news/api';

export const NEWS_PATHS = {
  /** GET signed + app-version header: market, symbol, dataType (1 news, 2 announcements), pubTime. */
  newsList: `${NEWS_PREFIX}/newsList`,
  /** GET: stocks (code), optional market. */
  rollingNews: `${NEWS_PREFIX}/rollingNews`,
  /** GET: market, symbol, columnCodes, appCode, showPermission. */
  getSpecifiedColumnList: `${NEWS_PREFIX}/getSpecifiedColumnList`,
  /** GET: symbol, market → RatingStat[] */
  ratingInfo: `${NEWS_PREFIX}/ratingInfo`,
  /** GET: symbol, market → ProfitForecast[] */
  profitInfo: `${NEWS_PREFIX}/profitInfo`,
  /** GET: symbol, page (from 1), pageSize (default 30), optional market → ResearchItem[] */
  reportNews: `${NEWS_PREFIX}/reportNews`,
  /** GET: news_id, nocache → NewsDetail (ctime in seconds). */
  newsDetailv2: `${NEWS_PREFIX}/newsDetailv2`,
  /** GET: news_id → NewsDetail (older endpoint, ctime in milliseconds). */
  newsDetail: `${NEWS_PREFIX}/newsDetail`,
  /** GET: eventId, nocache → AnnouncementDetail */
  announcementDetailv2: `${NEWS_PREFIX}/announcementDetailv2`,
  /** GET: reportId → ResearchDetail */
  detailByNewsId: `${NEWS_PREFIX}/detailByNewsId`,
  /** GET: newsId → FastNewsDetail */
  getArticleDetail: `${NEWS_PREFIX}/getArticleDetail`,
  /** GET: newsId → NewsDetail (new source, ctime in milliseconds). */
  newsDetailNew: `${NEWS_PREFIX}/newsDetailNew`,
  /** GET: newsId → AnnouncementDetailNew */
  announcementDetailNew: `${NEWS_PREFIX}/announcementDetailNew`,
  /** GET: newsId → ResearchDetail */
  detailByNewsIdNew: `${NEWS_PREFIX}/detailByNewsIdNew`,
  /** GET: market, symbol, limit, dataType → RecommendedItem[] */
  articles: `${NEWS_PREFIX}/articles`,
  /** GET: the PDF of an announcement or report: `${pdf}/{id}.pdf` */
  pdf: `${NEWS_PREFIX}/pdf`,
} as const;

/** Header carrying the app version on news calls (same name as src/api/http.ts APP_VERSION_HEADER). */
export const NEWS_APP_VERSION_HEADER = 'X-App-Version';

/** §9 (business constants and limits): info tabs page 20; research 30; recommended fetch 6 show 5. */
export const NEWS_PAGE_SIZE = 20;
export const RESEARCH_PAGE_SIZE = 30;

export type NewsDataType = 1 | 2;

export interface NewsListParams {
  /** Lower case for news (HKIDX is sent as HKSE). */
  market: string;
  symbol: string;
  dataType: NewsDataType;
  /** The last item's dataTime for the next page; '' for the first page. */
  pubTime: number | '';
}

/** Reply shapes, from their JSON Schemas (./news.schema.ts: types only, nothing reaches the bundle). */
export type {
  AnnouncementDetail,
  AnnouncementDetailNew,
  ColumnBean,
  FastNewsDetail,
  FocusNewsItem,
  FocusNewsResponse,
  NewsDetail,
  NewsItem,
  ProfitForecast,
  RatingId,
  RatingStat,
  RecommendedItem,
  ResearchDetail,
  ResearchItem,
  RollingNewsItem,
} from './news.schema';

/** Focus columns served: 焦点, 快讯, 公司动态. */
export const FOCUS_COLUMNS: readonly ColumnBean[] = [
  { code: 'stock.focus', name: '焦点' },
  { code: 'stock.flash', name: '快讯' },
  { code: 'stock.company', name: '公司动态' },
];

export const RATING_NAMES: Record<RatingId, string> = {
  0: '--',
  1: '卖出',
  2: '减持',
  3: '中性',
  5: '增持',
  7: '买入',
};

/** The standard success envelope of this project's information services. */
export interface Envelope<T> {
  code: 1;
  msg: string;
  data: T;
  totalCount?: number;
}
