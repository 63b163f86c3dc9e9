/**
 * Request parameters of the news calls (§7 (the calls it makes)), as JSON Schema: the server validates every call
 * against these (a failure answers 400 `{ code, msg }` naming the parameter). Signed calls keep
 * their parameters as text, so the signature is checked on the values as sent.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Int, OneOf, Params, Text } from './envelope.schema';
import { RESEARCH_PAGE_SIZE } from './news';

const Market = Text(10);
const Code = Text(20);
/** A 15-digit article id: kind (1 news, 2 announcement, 3 research, 4 focus news), instrument, date, sequence. */
const ArticleId = Text(20, { pattern: '^\\s*[1-4]\\d{14}\\s*$' });
const NoCache = Type.Optional(Text(32, { description: 'cache breaker, ignored' }));
const DataType = OneOf(['1', '2'] as const, { description: '1 news, 2 announcements' });

/** The app version header every news list call carries. */
export const NewsListHeaders = Type.Object({ 'x-app-version': Type.String({ minLength: 1 }) });

/** Signed: market (lower case for news; HKIDX sent as HKSE), symbol, dataType, pubTime. */
export const NewsListQuery = Params({
  market: Market,
  symbol: Code,
  dataType: DataType,
  /** The last item's dataTime (epoch ms) for the next page; empty for the first page. */
  pubTime: Type.Optional(Text(15, { pattern: '^\\d+$' })),
});
export type NewsListQuery = Static<typeof NewsListQuery>;

/** stocks: the code; market optional. */
export const RollingNewsQuery = Params({ stocks: Code, market: Type.Optional(Market) });
export type RollingNewsQuery = Static<typeof RollingNewsQuery>;

export const ColumnListQuery = Params({
  market: Market,
  symbol: Code,
  /** Comma-separated column codes (stock.focus, stock.flash, stock.company); absent: all three. */
  columnCodes: Type.Optional(Text(200)),
  appCode: Type.Optional(Text(64)),
  showPermission: Type.Optional(Text(16)),
});
export type ColumnListQuery = Static<typeof ColumnListQuery>;

/** symbol, market: rating stats and profit forecast. */
export const StockQuery = Params({ market: Market, symbol: Code });
export type StockQuery = Static<typeof StockQuery>;

export const ReportNewsQuery = Params({
  symbol: Code,
  market: Type.Optional(Market),
  page: Int(1, 10_000, { default: 1, description: 'from 1' }),
  pageSize: Int(1, 100, { default: RESEARCH_PAGE_SIZE }),
});
export type ReportNewsQuery = Static<typeof ReportNewsQuery>;

export const NewsDetailV2Query = Params({ news_id: ArticleId, nocache: NoCache });
/** The older detail call: news_id, or newsId. */
export const NewsDetailQuery = Params({
  news_id: Type.Optional(ArticleId),
  newsId: Type.Optional(ArticleId),
});
export type NewsDetailQuery = Static<typeof NewsDetailQuery>;
export const AnnouncementDetailV2Query = Params({ eventId: ArticleId, nocache: NoCache });
export const ReportDetailQuery = Params({ reportId: ArticleId });
/** newsDetailNew, announcementDetailNew, detailByNewsIdNew, getArticleDetail. */
export const NewsIdQuery = Params({ newsId: ArticleId });

export const ArticlesQuery = Params({
  market: Market,
  symbol: Code,
  limit: Int(1, 20, { default: 6 }),
  dataType: OneOf(['1', '2'] as const, { default: '1', description: '1 news, 2 announcements' }),
});
export type ArticlesQuery = Static<typeof ArticlesQuery>;

/** An announcement's or a report's PDF: `{id}.pdf`. */
export const PdfParams = Params({ file: Text(30, { pattern: '^\\d{15}\\.pdf$' }) });
