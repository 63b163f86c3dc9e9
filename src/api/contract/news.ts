/**
 * News service (§7, prefix rjhy-news/api, config field rjhyNewsHost): stock news and
 * announcements, rolling news, focus news, research, and every article-detail call.
 *
 * Envelope: `{ code: 1, msg: 'success', data }` — the §7 response rule hands `data` to the app.
 * Errors: `{ code, msg }` with HTTP 400 (bad parameter), 401 (signature), 404 (unknown instrument
 * or article).
 */

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

/** §9: info tabs page 20; research 30; recommended fetch 6 show 5. */
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

/** A news or announcement row (§3 News item). Open news as type 1, announcements as type 2. */
export interface NewsItem {
  newId: number;
  title: string;
  media: string;
  /** Publication time, epoch milliseconds. */
  releaseTime: number;
  /** Paging key (epoch milliseconds): pass the last item's value as pubTime. */
  dataTime: number;
}

/** Rolling news bar item. */
export type RollingNewsItem = NewsItem;

export interface ColumnBean {
  code: string;
  name: string;
}

/** Focus news (§3): open as type 4. */
export interface FocusNewsItem {
  newsId: number;
  title: string;
  /** epoch milliseconds */
  showTime: number;
  columnCode: string;
}

export interface FocusNewsResponse {
  newsList: FocusNewsItem[];
  columnBeans: ColumnBean[];
}

/** Focus columns served: 焦点, 快讯, 公司动态. */
export const FOCUS_COLUMNS: readonly ColumnBean[] = [
  { code: 'stock.focus', name: '焦点' },
  { code: 'stock.flash', name: '快讯' },
  { code: 'stock.company', name: '公司动态' },
];

/** Rating ids (§3): 0 none, 1 sell, 2 reduce, 3 neutral, 5 overweight, 7 buy. */
export type RatingId = 0 | 1 | 2 | 3 | 5 | 7;

export const RATING_NAMES: Record<RatingId, string> = {
  0: '--',
  1: '卖出',
  2: '减持',
  3: '中性',
  5: '增持',
  7: '买入',
};

export interface ResearchItem {
  id: number;
  title: string;
  orgName: string;
  /** Target price; 0 when the report gives none. */
  tarPrice: number;
  /** 'YYYY-MM-DD' */
  publishDate: string;
  ratingId: RatingId;
}

/** Rating statistics row: foreYear is the look-back in months (1, 3, 6, 12). */
export interface RatingStat {
  foreYear: 1 | 3 | 6 | 12;
  buying: number;
  overweight: number;
  normal: number;
  underweight: number;
  sell: number;
  total: number;
}

/** Consensus forecast for a fiscal year: roe in percent, eps per share, pe at the current price. */
export interface ProfitForecast {
  foreYear: number;
  roe: number;
  eps: number;
  pe: number;
}

export interface NewsDetail {
  title: string;
  media: string;
  /** Seconds from newsDetailv2; milliseconds from newsDetail and newsDetailNew. */
  ctime: number;
  /** HTML (sanitise before rendering). */
  content: string;
  disclaimers: string;
  market: string;
  symbol: string;
}

export interface AnnouncementDetail {
  eventName: string;
  /** 'YYYY-MM-DD' */
  eventDate: string;
  content: string;
  pdf_link: string;
  market: string;
  symbol: string;
}

export interface AnnouncementDetailNew {
  title: string;
  /** epoch milliseconds */
  showTime: number;
  content: string;
  pdfLink: string;
  market: string;
  symbol: string;
}

export interface ResearchDetail {
  title: string;
  orgName: string;
  /** Report type, e.g. 公司点评 */
  type: string;
  /** HTML abstract (sanitise before rendering). */
  abstract: string;
  /** Full report PDF. */
  s3url: string;
  publishDate: string;
  ratingId: RatingId;
  tarPrice: number;
  market: string;
  symbol: string;
}

export interface FastNewsDetail {
  title: string;
  /** epoch milliseconds */
  showTime: number;
  content: string;
  market: string;
  symbol: string;
}

export interface RecommendedItem {
  newId: number;
  title: string;
  /** epoch milliseconds */
  releaseTime: number;
}

/** The standard success envelope of this project's information services. */
export interface Envelope<T> {
  code: 1;
  msg: string;
  data: T;
  totalCount?: number;
}
