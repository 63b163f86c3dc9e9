/**
 * Reply shapes of the news calls (§7 (the calls it makes)), as JSON Schema: the server serialises its replies through them
 * and documents them (OpenAPI); the app uses their types through ./news.ts (types only).
 */
import { Type, type Static } from '@sinclair/typebox';

/** A news or announcement row (§3 (entities and their fields) News item). Open news as type 1, announcements as type 2. */
export type NewsItem = Static<typeof NewsItem>;
export const NewsItem = Type.Object({
  newId: Type.Number(),
  title: Type.String(),
  media: Type.String(),
  /** Publication time, epoch milliseconds. */
  releaseTime: Type.Number(),
  /** Paging key (epoch milliseconds): pass the last item's value as pubTime. */
  dataTime: Type.Number(),
});

/** Rolling news bar item. */
export type RollingNewsItem = Static<typeof RollingNewsItem>;
export const RollingNewsItem = NewsItem;

export type ColumnBean = Static<typeof ColumnBean>;
export const ColumnBean = Type.Object({
  code: Type.String(),
  name: Type.String(),
});

/** Focus news (§3 (entities and their fields)): open as type 4. */
export type FocusNewsItem = Static<typeof FocusNewsItem>;
export const FocusNewsItem = Type.Object({
  newsId: Type.Number(),
  title: Type.String(),
  /** epoch milliseconds */
  showTime: Type.Number(),
  columnCode: Type.String(),
});

export type FocusNewsResponse = Static<typeof FocusNewsResponse>;
export const FocusNewsResponse = Type.Object({
  newsList: Type.Array(FocusNewsItem),
  columnBeans: Type.Array(ColumnBean),
});

/** Rating ids (§3 (entities and their fields)): 0 none, 1 sell, 2 reduce, 3 neutral, 5 overweight, 7 buy. */
export type RatingId = Static<typeof RatingId>;
export const RatingId = Type.Union([
  Type.Literal(0),
  Type.Literal(1),
  Type.Literal(2),
  Type.Literal(3),
  Type.Literal(5),
  Type.Literal(7),
]);

export type ResearchItem = Static<typeof ResearchItem>;
export const ResearchItem = Type.Object({
  id: Type.Number(),
  title: Type.String(),
  orgName: Type.String(),
  /** Target price; 0 when the report gives none. */
  tarPrice: Type.Number(),
  /** 'YYYY-MM-DD' */
  publishDate: Type.String(),
  ratingId: RatingId,
});

/** Rating statistics row: foreYear is the look-back in months (1, 3, 6, 12). */
export type RatingStat = Static<typeof RatingStat>;
export const RatingStat = Type.Object({
  foreYear: Type.Union([Type.Literal(1), Type.Literal(3), Type.Literal(6), Type.Literal(12)]),
  buying: Type.Number(),
  overweight: Type.Number(),
  normal: Type.Number(),
  underweight: Type.Number(),
  sell: Type.Number(),
  total: Type.Number(),
});

/** Consensus forecast for a fiscal year: roe in percent, eps per share, pe at the current price. */
export type ProfitForecast = Static<typeof ProfitForecast>;
export const ProfitForecast = Type.Object({
  foreYear: Type.Number(),
  roe: Type.Number(),
  eps: Type.Number(),
  pe: Type.Number(),
});

export type NewsDetail = Static<typeof NewsDetail>;
export const NewsDetail = Type.Object({
  title: Type.String(),
  media: Type.String(),
  /** Seconds from newsDetailv2; milliseconds from newsDetail and newsDetailNew. */
  ctime: Type.Number(),
  /** HTML (sanitise before rendering). */
  content: Type.String(),
  disclaimers: Type.String(),
  market: Type.String(),
  symbol: Type.String(),
});

export type AnnouncementDetail = Static<typeof AnnouncementDetail>;
export const AnnouncementDetail = Type.Object({
  eventName: Type.String(),
  /** 'YYYY-MM-DD' */
  eventDate: Type.String(),
  content: Type.String(),
  pdf_link: Type.String(),
  market: Type.String(),
  symbol: Type.String(),
});

export type AnnouncementDetailNew = Static<typeof AnnouncementDetailNew>;
export const AnnouncementDetailNew = Type.Object({
  title: Type.String(),
  /** epoch milliseconds */
  showTime: Type.Number(),
  content: Type.String(),
  pdfLink: Type.String(),
  market: Type.String(),
  symbol: Type.String(),
});

export type ResearchDetail = Static<typeof ResearchDetail>;
export const ResearchDetail = Type.Object({
  title: Type.String(),
  orgName: Type.String(),
  /** Report type, e.g. 公司点评 */
  type: Type.String(),
  /** HTML abstract (sanitise before rendering). */
  abstract: Type.String(),
  /** Full report PDF. */
  s3url: Type.String(),
  publishDate: Type.String(),
  ratingId: RatingId,
  tarPrice: Type.Number(),
  market: Type.String(),
  symbol: Type.String(),
});

export type FastNewsDetail = Static<typeof FastNewsDetail>;
export const FastNewsDetail = Type.Object({
  title: Type.String(),
  /** epoch milliseconds */
  showTime: Type.Number(),
  content: Type.String(),
  market: Type.String(),
  symbol: Type.String(),
});

export type RecommendedItem = Static<typeof RecommendedItem>;
export const RecommendedItem = Type.Object({
  newId: Type.Number(),
  title: Type.String(),
  /** epoch milliseconds */
  releaseTime: Type.Number(),
});
