/**
 * News service routes (§7 (the calls it makes), prefix rjhy-news/api): stock news and announcements (signed, with the
 * app-version header), rolling and focus news, research, every article detail, recommended reading
 * and the announcement / report PDFs. Handlers validate and call server/content.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { ServerContext } from '../context';
import { badRequest, notFound } from '../errors';
import { signedQuery } from '../signing';
import { Ok, OkWithTotal, fileReplies, replies } from '../../contract/envelope.schema';
import * as NewsReply from '../../contract/news.schema';
import * as NewsParams from '../../contract/news.params.schema';
import {
  FOCUS_COLUMNS,
  NEWS_PAGE_SIZE,
  NEWS_PATHS,
  type AnnouncementDetail,
  type AnnouncementDetailNew,
  type FastNewsDetail,
  type FocusNewsItem,
  type NewsDetail,
  type NewsItem,
  type RecommendedItem,
  type ResearchDetail,
} from '../../contract/news';
import { contentOf, instrumentOr404, ok } from '../content';
import { findAnnouncement, publishedAnnouncements, type Announcement } from '../content/announcements';
import { decodeId, type ArticleKey } from '../content/ids';
import { findArticle, pageByTime, publishedNews, type Article } from '../content/news';
import { PdfBusyError, PdfCache, announcementDoc, reportDoc } from '../content/documents';
import {
  findReport,
  profitForecast,
  ratingStats,
  reports,
  researchItem,
  type Report,
} from '../content/research';
import { rngFor } from '../company/rng';
import { ymdDash } from '../company/dates';

const DISCLAIMER =
  '免责声明：本文内容仅供参考，不构成任何投资建议。投资者据此操作，风险自担。股市有风险，投资需谨慎。';

/** An article id the schema let through (15 digits) that names no possible article (month 13 …). */
function articleKey(raw: string, name: string): ArticleKey {
  const key = decodeId(raw);
  if (!key) throw badRequest(`参数${name}格式错误`);
  return key;
}

function symbolOf(a: { seed: { market: string; code: string } }) {
  return { market: a.seed.market, symbol: a.seed.code };
}

function newsItem(a: Article | Announcement): NewsItem {
  return { newId: a.id, title: a.title, media: a.media, releaseTime: a.time, dataTime: a.time };
}

function pdfUrl(id: number): string {
  return `${NEWS_PATHS.pdf}/${id}.pdf`;
}

export function registerNews(app: FastifyInstance, ctx: ServerContext): void {
  const { src } = contentOf(ctx);

  const newsOr404 = (key: ArticleKey, kind: 1 | 4): Article => {
    const a = key.kind === kind ? findArticle(src, key, kind) : undefined;
    if (!a) throw notFound('article not found');
    return a;
  };
  const announcementOr404 = (key: ArticleKey): Announcement => {
    const a = key.kind === 2 ? findAnnouncement(src, key) : undefined;
    if (!a) throw notFound('announcement not found');
    return a;
  };
  const reportOr404 = (key: ArticleKey): Report => {
    const r = key.kind === 3 ? findReport(src, key) : undefined;
    if (!r) throw notFound('report not found');
    return r;
  };

  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const NewsItems = Type.Array(NewsReply.NewsItem);

  api.get(
    NEWS_PATHS.newsList,
    {
      onRequest: signedQuery(ctx.settings.appSecret),
      schema: {
        querystring: NewsParams.NewsListQuery,
        headers: NewsParams.NewsListHeaders,
        response: replies(Ok(NewsItems)),
      },
    },
    async (req) => {
      const { market, symbol, dataType, pubTime } = req.query;
      const seed = instrumentOr404(src, market, symbol);
      const items: (Article | Announcement)[] =
        dataType === '1' ? publishedNews(src, seed) : publishedAnnouncements(src, seed);
      const before = pubTime === undefined ? undefined : Number(pubTime);
      return ok(pageByTime(items, before, NEWS_PAGE_SIZE).map(newsItem));
    },
  );

  api.get(
    NEWS_PATHS.rollingNews,
    { schema: { querystring: NewsParams.RollingNewsQuery, response: replies(Ok(NewsItems)) } },
    async (req) => {
      const seed = instrumentOr404(src, req.query.market, req.query.stocks);
      return ok(publishedNews(src, seed).slice(0, 5).map(newsItem));
    },
  );

  api.get(
    NEWS_PATHS.getSpecifiedColumnList,
    {
      schema: { querystring: NewsParams.ColumnListQuery, response: replies(Ok(NewsReply.FocusNewsResponse)) },
    },
    async (req) => {
      const seed = instrumentOr404(src, req.query.market, req.query.symbol);
      const codes = req.query.columnCodes;
      const wanted = codes
        ? codes
            .split(',')
            .map((c) => c.trim())
            .filter(Boolean)
        : FOCUS_COLUMNS.map((c) => c.code);
      const unknown = wanted.find((c) => !FOCUS_COLUMNS.some((col) => col.code === c));
      if (unknown)
        throw badRequest(
          `参数columnCodes中的${unknown}未知（可选 ${FOCUS_COLUMNS.map((c) => c.code).join('、')}）`,
        );
      const columnOf = (id: number) => {
        const x = rngFor('column', id).next();
        return x < 0.3 ? 'stock.focus' : x < 0.8 ? 'stock.flash' : 'stock.company';
      };
      const newsList: FocusNewsItem[] = publishedNews(src, seed, 4)
        .map((a) => ({ newsId: a.id, title: a.title, showTime: a.time, columnCode: columnOf(a.id) }))
        .filter((n) => wanted.includes(n.columnCode))
        .slice(0, NEWS_PAGE_SIZE);
      return ok({ newsList, columnBeans: FOCUS_COLUMNS.filter((c) => wanted.includes(c.code)) });
    },
  );

  api.get(
    NEWS_PATHS.ratingInfo,
    {
      schema: { querystring: NewsParams.StockQuery, response: replies(Ok(Type.Array(NewsReply.RatingStat))) },
    },
    async (req) => ok(ratingStats(src, instrumentOr404(src, req.query.market, req.query.symbol))),
  );

  api.get(
    NEWS_PATHS.profitInfo,
    {
      schema: {
        querystring: NewsParams.StockQuery,
        response: replies(Ok(Type.Array(NewsReply.ProfitForecast))),
      },
    },
    async (req) => ok(profitForecast(src, instrumentOr404(src, req.query.market, req.query.symbol))),
  );

  api.get(
    NEWS_PATHS.reportNews,
    {
      schema: {
        querystring: NewsParams.ReportNewsQuery,
        response: replies(OkWithTotal(Type.Array(NewsReply.ResearchItem))),
      },
    },
    async (req) => {
      const { market, symbol, page, pageSize } = req.query;
      const all = reports(src, instrumentOr404(src, market, symbol));
      return ok(all.slice((page - 1) * pageSize, page * pageSize).map(researchItem), {
        totalCount: all.length,
      });
    },
  );

  const newsDetail = (a: Article, seconds: boolean): NewsDetail => ({
    title: a.title,
    media: a.media,
    ctime: seconds ? Math.floor(a.time / 1000) : a.time,
    content: a.body(),
    disclaimers: DISCLAIMER,
    ...symbolOf(a),
  });
  const NewsDetailReply = replies(Ok(NewsReply.NewsDetail));

  api.get(
    NEWS_PATHS.newsDetailv2,
    { schema: { querystring: NewsParams.NewsDetailV2Query, response: NewsDetailReply } },
    async (req) => ok(newsDetail(newsOr404(articleKey(req.query.news_id, 'news_id'), 1), true)),
  );

  api.get(
    NEWS_PATHS.newsDetail,
    { schema: { querystring: NewsParams.NewsDetailQuery, response: NewsDetailReply } },
    async (req) => {
      const { news_id, newsId } = req.query;
      const [name, raw] = news_id !== undefined ? ['news_id', news_id] : ['newsId', newsId];
      if (raw === undefined) throw badRequest('缺少参数news_id');
      return ok(newsDetail(newsOr404(articleKey(raw, name), 1), false));
    },
  );

  api.get(
    NEWS_PATHS.newsDetailNew,
    { schema: { querystring: NewsParams.NewsIdQuery, response: NewsDetailReply } },
    async (req) => ok(newsDetail(newsOr404(articleKey(req.query.newsId, 'newsId'), 1), false)),
  );

  api.get(
    NEWS_PATHS.announcementDetailv2,
    {
      schema: {
        querystring: NewsParams.AnnouncementDetailV2Query,
        response: replies(Ok(NewsReply.AnnouncementDetail)),
      },
    },
    async (req) => {
      const a = announcementOr404(articleKey(req.query.eventId, 'eventId'));
      const detail: AnnouncementDetail = {
        eventName: a.title,
        eventDate: ymdDash(a.ymd),
        content: a.body(),
        pdf_link: pdfUrl(a.id),
        ...symbolOf(a),
      };
      return ok(detail);
    },
  );

  api.get(
    NEWS_PATHS.announcementDetailNew,
    {
      schema: { querystring: NewsParams.NewsIdQuery, response: replies(Ok(NewsReply.AnnouncementDetailNew)) },
    },
    async (req) => {
      const a = announcementOr404(articleKey(req.query.newsId, 'newsId'));
      const detail: AnnouncementDetailNew = {
        title: a.title,
        showTime: a.time,
        content: a.body(),
        pdfLink: pdfUrl(a.id),
        ...symbolOf(a),
      };
      return ok(detail);
    },
  );

  const researchDetail = (r: Report): ResearchDetail => ({
    title: r.title,
    orgName: r.orgName,
    type: r.type,
    abstract: r.abstract(),
    s3url: pdfUrl(r.id),
    publishDate: ymdDash(r.ymd),
    ratingId: r.ratingId,
    tarPrice: r.tarPrice,
    ...symbolOf(r),
  });
  const ResearchDetailReply = replies(Ok(NewsReply.ResearchDetail));

  api.get(
    NEWS_PATHS.detailByNewsId,
    { schema: { querystring: NewsParams.ReportDetailQuery, response: ResearchDetailReply } },
    async (req) => ok(researchDetail(reportOr404(articleKey(req.query.reportId, 'reportId')))),
  );
  api.get(
    NEWS_PATHS.detailByNewsIdNew,
    { schema: { querystring: NewsParams.NewsIdQuery, response: ResearchDetailReply } },
    async (req) => ok(researchDetail(reportOr404(articleKey(req.query.newsId, 'newsId')))),
  );

  api.get(
    NEWS_PATHS.getArticleDetail,
    { schema: { querystring: NewsParams.NewsIdQuery, response: replies(Ok(NewsReply.FastNewsDetail)) } },
    async (req) => {
      const a = newsOr404(articleKey(req.query.newsId, 'newsId'), 4);
      const detail: FastNewsDetail = { title: a.title, showTime: a.time, content: a.body(), ...symbolOf(a) };
      return ok(detail);
    },
  );

  api.get(
    NEWS_PATHS.articles,
    {
      schema: {
        querystring: NewsParams.ArticlesQuery,
        response: replies(Ok(Type.Array(NewsReply.RecommendedItem))),
      },
    },
    async (req) => {
      const { market, symbol, limit, dataType } = req.query;
      const seed = instrumentOr404(src, market, symbol);
      const items: (Article | Announcement)[] =
        dataType === '1' ? publishedNews(src, seed) : publishedAnnouncements(src, seed);
      const list: RecommendedItem[] = items
        .slice(0, limit)
        .map((a) => ({ newId: a.id, title: a.title, releaseTime: a.time }));
      return ok(list);
    },
  );

  const pdfs = new PdfCache();
  const pdfSchema = {
    params: NewsParams.PdfParams,
    response: fileReplies('application/pdf'),
  };
  api.get(`${NEWS_PATHS.pdf}/:file`, { schema: pdfSchema }, async (req, reply) => {
    const id = req.params.file.slice(0, 15);
    const key = articleKey(id, 'file');
    let file: Promise<Buffer>;
    try {
      if (key.kind === 2) {
        const a = announcementOr404(key);
        file = pdfs.get(a.id, () => announcementDoc(a));
      } else if (key.kind === 3) {
        const r = reportOr404(key);
        file = pdfs.get(r.id, () => reportDoc(r));
      } else {
        throw notFound('no pdf for this article');
      }
    } catch (err) {
      if (!(err instanceof PdfBusyError)) throw err;
      return reply
        .code(503)
        .header('Retry-After', '1')
        .type('text/plain; charset=utf-8')
        .send('服务繁忙，请稍后再试');
    }
    const body = await file;
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `inline; filename="${id}.pdf"`)
      .header('Cache-Control', 'public, max-age=3600')
      .send(body);
  });
}
