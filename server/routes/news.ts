/**
 * News service routes (§7, prefix rjhy-news/api): stock news and announcements (signed, with the
 * app-version header), rolling and focus news, research, every article detail, recommended reading
 * and the announcement / report PDFs. Handlers validate and call server/content.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { badRequest, notFound } from '../errors';
import { verifySignature } from '../signing';
import { int, oneOf, str } from '../validate';
import {
  FOCUS_COLUMNS,
  NEWS_APP_VERSION_HEADER,
  NEWS_PAGE_SIZE,
  NEWS_PATHS,
  RESEARCH_PAGE_SIZE,
  type AnnouncementDetail,
  type AnnouncementDetailNew,
  type FastNewsDetail,
  type FocusNewsItem,
  type NewsDetail,
  type NewsItem,
  type RecommendedItem,
  type ResearchDetail,
} from '../../src/api/contract/news';
import { contentOf, instrumentOr404, ok } from '../content';
import { findAnnouncement, publishedAnnouncements, type Announcement } from '../content/announcements';
import { decodeId, type ArticleKey } from '../content/ids';
import { findArticle, pageByTime, publishedNews, type Article } from '../content/news';
import { renderPdf } from '../content/pdf';
import {
  findReport,
  profitForecast,
  ratingStats,
  reports,
  researchItem,
  type Report,
} from '../content/research';
import { rngFor } from '../content/rng';
import { ymdDash } from '../content/dates';

type Query = Record<string, unknown>;
const q = (req: FastifyRequest) => req.query as Query;

const DISCLAIMER =
  '免责声明：本文内容仅供参考，不构成任何投资建议。投资者据此操作，风险自担。股市有风险，投资需谨慎。';

function idParam(p: Query, name: string): ArticleKey {
  const raw = str(p, name, { max: 20 });
  const key = decodeId(raw);
  if (!key) throw badRequest(`invalid parameter: ${name}`);
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

  app.get(NEWS_PATHS.newsList, async (req) => {
    const p = q(req);
    verifySignature(req, ctx.settings.appSecret, p);
    if (!req.headers[NEWS_APP_VERSION_HEADER.toLowerCase()])
      throw badRequest(`missing header: ${NEWS_APP_VERSION_HEADER}`);
    const market = str(p, 'market', { max: 10 });
    const symbol = str(p, 'symbol', { max: 20 });
    const dataType = oneOf(p, 'dataType', ['1', '2'] as const);
    const rawPub = p.pubTime === undefined || p.pubTime === '' ? undefined : int(p, 'pubTime', { min: 0 });
    const seed = instrumentOr404(src, market, symbol);
    const items: (Article | Announcement)[] =
      dataType === '1' ? publishedNews(src, seed) : publishedAnnouncements(src, seed);
    return ok(pageByTime(items, rawPub, NEWS_PAGE_SIZE).map(newsItem));
  });

  app.get(NEWS_PATHS.rollingNews, async (req) => {
    const p = q(req);
    const code = str(p, 'stocks', { max: 20 });
    const seed = instrumentOr404(src, str(p, 'market', { max: 10, optional: true }), code);
    return ok(publishedNews(src, seed).slice(0, 5).map(newsItem));
  });

  app.get(NEWS_PATHS.getSpecifiedColumnList, async (req) => {
    const p = q(req);
    const seed = instrumentOr404(src, str(p, 'market', { max: 10 }), str(p, 'symbol', { max: 20 }));
    str(p, 'appCode', { max: 64, optional: true });
    str(p, 'showPermission', { max: 16, optional: true });
    const codes = str(p, 'columnCodes', { max: 200, optional: true });
    const wanted = codes
      ? codes
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean)
      : FOCUS_COLUMNS.map((c) => c.code);
    const unknown = wanted.find((c) => !FOCUS_COLUMNS.some((col) => col.code === c));
    if (unknown) throw badRequest(`unknown column code: ${unknown}`);
    const columnOf = (id: number) => {
      const x = rngFor('column', id).next();
      return x < 0.3 ? 'stock.focus' : x < 0.8 ? 'stock.flash' : 'stock.company';
    };
    const newsList: FocusNewsItem[] = publishedNews(src, seed, 4)
      .map((a) => ({ newsId: a.id, title: a.title, showTime: a.time, columnCode: columnOf(a.id) }))
      .filter((n) => wanted.includes(n.columnCode))
      .slice(0, NEWS_PAGE_SIZE);
    return ok({ newsList, columnBeans: FOCUS_COLUMNS.filter((c) => wanted.includes(c.code)) });
  });

  app.get(NEWS_PATHS.ratingInfo, async (req) => {
    const p = q(req);
    const seed = instrumentOr404(src, str(p, 'market', { max: 10 }), str(p, 'symbol', { max: 20 }));
    return ok(ratingStats(src, seed));
  });

  app.get(NEWS_PATHS.profitInfo, async (req) => {
    const p = q(req);
    const seed = instrumentOr404(src, str(p, 'market', { max: 10 }), str(p, 'symbol', { max: 20 }));
    return ok(profitForecast(src, seed));
  });

  app.get(NEWS_PATHS.reportNews, async (req) => {
    const p = q(req);
    const seed = instrumentOr404(
      src,
      str(p, 'market', { max: 10, optional: true }),
      str(p, 'symbol', { max: 20 }),
    );
    const page = int(p, 'page', { min: 1, max: 10000, def: 1 });
    const pageSize = int(p, 'pageSize', { min: 1, max: 100, def: RESEARCH_PAGE_SIZE });
    const all = reports(src, seed);
    return ok(all.slice((page - 1) * pageSize, page * pageSize).map(researchItem), {
      totalCount: all.length,
    });
  });

  const newsDetail = (a: Article, seconds: boolean): NewsDetail => ({
    title: a.title,
    media: a.media,
    ctime: seconds ? Math.floor(a.time / 1000) : a.time,
    content: a.body(),
    disclaimers: DISCLAIMER,
    ...symbolOf(a),
  });

  app.get(NEWS_PATHS.newsDetailv2, async (req) => {
    const p = q(req);
    str(p, 'nocache', { max: 32, optional: true });
    return ok(newsDetail(newsOr404(idParam(p, 'news_id'), 1), true));
  });

  app.get(NEWS_PATHS.newsDetail, async (req) => {
    const p = q(req);
    const name = p.news_id !== undefined ? 'news_id' : 'newsId';
    return ok(newsDetail(newsOr404(idParam(p, name), 1), false));
  });

  app.get(NEWS_PATHS.newsDetailNew, async (req) =>
    ok(newsDetail(newsOr404(idParam(q(req), 'newsId'), 1), false)),
  );

  app.get(NEWS_PATHS.announcementDetailv2, async (req) => {
    const p = q(req);
    str(p, 'nocache', { max: 32, optional: true });
    const a = announcementOr404(idParam(p, 'eventId'));
    const detail: AnnouncementDetail = {
      eventName: a.title,
      eventDate: ymdDash(a.ymd),
      content: a.body(),
      pdf_link: pdfUrl(a.id),
      ...symbolOf(a),
    };
    return ok(detail);
  });

  app.get(NEWS_PATHS.announcementDetailNew, async (req) => {
    const a = announcementOr404(idParam(q(req), 'newsId'));
    const detail: AnnouncementDetailNew = {
      title: a.title,
      showTime: a.time,
      content: a.body(),
      pdfLink: pdfUrl(a.id),
      ...symbolOf(a),
    };
    return ok(detail);
  });

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

  app.get(NEWS_PATHS.detailByNewsId, async (req) =>
    ok(researchDetail(reportOr404(idParam(q(req), 'reportId')))),
  );
  app.get(NEWS_PATHS.detailByNewsIdNew, async (req) =>
    ok(researchDetail(reportOr404(idParam(q(req), 'newsId')))),
  );

  app.get(NEWS_PATHS.getArticleDetail, async (req) => {
    const a = newsOr404(idParam(q(req), 'newsId'), 4);
    const detail: FastNewsDetail = { title: a.title, showTime: a.time, content: a.body(), ...symbolOf(a) };
    return ok(detail);
  });

  app.get(NEWS_PATHS.articles, async (req) => {
    const p = q(req);
    const seed = instrumentOr404(src, str(p, 'market', { max: 10 }), str(p, 'symbol', { max: 20 }));
    const limit = int(p, 'limit', { min: 1, max: 20, def: 6 });
    const dataType = oneOf(p, 'dataType', ['1', '2'] as const, '1');
    const items: (Article | Announcement)[] =
      dataType === '1' ? publishedNews(src, seed) : publishedAnnouncements(src, seed);
    const list: RecommendedItem[] = items
      .slice(0, limit)
      .map((a) => ({ newId: a.id, title: a.title, releaseTime: a.time }));
    return ok(list);
  });

  app.get(`${NEWS_PATHS.pdf}/:file`, async (req, reply) => {
    const file = (req.params as { file: string }).file;
    const m = /^(\d{15})\.pdf$/.exec(file);
    if (!m) throw badRequest('invalid pdf name');
    const key = decodeId(m[1]);
    if (!key) throw badRequest('invalid pdf name');
    let title: string;
    let lines: string[];
    if (key.kind === 2) {
      const a = announcementOr404(key);
      title = `Announcement ${a.seed.code}`;
      lines = a.pdfLines();
    } else if (key.kind === 3) {
      const r = reportOr404(key);
      title = `Research ${r.seed.code}`;
      lines = r.pdfLines();
    } else {
      throw notFound('no pdf for this article');
    }
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `inline; filename="${m[1]}.pdf"`)
      .header('Cache-Control', 'public, max-age=3600')
      .send(renderPdf(title, lines));
  });
}
