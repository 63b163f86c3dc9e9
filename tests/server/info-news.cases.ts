/**
 * News service against the real server: signed news and announcement lists with pubTime paging to
 * the end, rolling and focus news, research (page 30, rating statistics, forecasts), every
 * article-detail endpoint, recommended reading and the served PDFs.
 */
import {
  NEWS_PATHS,
  RESEARCH_PAGE_SIZE,
  type AnnouncementDetail,
  type AnnouncementDetailNew,
  type FastNewsDetail,
  type FocusNewsResponse,
  type NewsDetail,
  type NewsItem,
  type ProfitForecast,
  type RatingStat,
  type RecommendedItem,
  type ResearchDetail,
  type ResearchItem,
} from '../../contract/news';
import { CN_BROKERS } from '../../server/content/names';
import { addDays, ymdDash } from '../../server/company/dates';
import { getJson, signedGet, type InfoServer } from './info-helpers';
import { firstParagraph, pdfText } from './pdf-text';

export function newsCases({ srv, ctx }: InfoServer): void {
  const list = (market: string, symbol: string, dataType: '1' | '2', pubTime = '') =>
    signedGet<NewsItem[]>(srv, NEWS_PATHS.newsList, { market, symbol, dataType, pubTime });

  async function allPages(
    market: string,
    symbol: string,
    dataType: '1' | '2',
  ): Promise<{ pages: NewsItem[][] }> {
    const pages: NewsItem[][] = [];
    let pubTime = '';
    for (let i = 0; i < 100; i++) {
      const res = await list(market, symbol, dataType, pubTime);
      expect(res.status).toBe(200);
      pages.push(res.body.data);
      if (res.body.data.length === 0) break;
      pubTime = String(res.body.data[res.body.data.length - 1].dataTime);
    }
    return { pages };
  }

  describe('news and announcements (signed, pubTime paging)', () => {
    it('pages news of a stock by the last dataTime until an empty page, newest first, no repeats', async () => {
      const { pages } = await allPages('sh', '600519', '1');
      const items = pages.flat();
      expect(pages[0]).toHaveLength(20);
      expect(pages[pages.length - 1]).toEqual([]);
      pages.slice(0, -2).forEach((p) => expect(p).toHaveLength(20));
      const ids = new Set(items.map((i) => i.newId));
      expect(ids.size).toBe(items.length);
      for (let i = 1; i < items.length; i++) expect(items[i].dataTime).toBeLessThan(items[i - 1].dataTime);
      const now = srv.now();
      expect(items[0].releaseTime).toBeLessThanOrEqual(now);
      // The newest item is recent: within a month of the server's date.
      expect(now - items[0].releaseTime).toBeLessThan(30 * 86400_000);
      for (const it of items.slice(0, 40)) {
        expect(it.title).toMatch(/[\u4e00-\u9fa5]/);
        expect(it.media.length).toBeGreaterThan(0);
      }
    });

    it.each([
      ['sh', '600519'],
      ['sh', '000001'],
      ['XBHS', 'BK0477'],
      ['hkse', '00700'],
      ['nasdaq', 'AAPL'],
    ])('a news list of %s %s never repeats a headline, across all its pages', async (market, symbol) => {
      const titles = (await allPages(market, symbol, '1')).pages.flat().map((i) => i.title);
      expect(titles.length).toBeGreaterThan(20);
      const repeated = titles.filter((t, i) => titles.indexOf(t) !== i);
      expect(repeated).toEqual([]);
    });

    it('announcements (dataType 2) carry the periodic reports and page to the end', async () => {
      const { pages } = await allPages('sz', '000858', '2');
      const items = pages.flat();
      expect(pages[pages.length - 1]).toEqual([]);
      expect(items.length).toBeGreaterThan(20);
      expect(items.some((i) => /第三季度报告|半年度报告|年度报告/.test(i.title))).toBe(true);
    });

    it('maps HKIDX to HKSE and accepts lower-case markets', async () => {
      const hsi = await list('hkse', '.HSI', '1');
      expect(hsi.status).toBe(200);
      expect(hsi.body.data.length).toBeGreaterThan(0);
      expect(hsi.body.data.some((i) => i.title.includes('恒生指数'))).toBe(true);
      const tencent = await list('hkse', '00700', '1');
      expect(tencent.status).toBe(200);
      const nasdaq = await list('nasdaq', 'AAPL', '2');
      expect(nasdaq.status).toBe(200);
      expect(nasdaq.body.data.length).toBeGreaterThan(0);
    });

    it('answers the same request twice with the same list', async () => {
      const a = await list('sh', '600036', '1');
      const b = await list('sh', '600036', '1');
      expect(b.body).toEqual(a.body);
    });

    it('rejects unsigned, badly signed, stale and version-less calls', async () => {
      const params = { market: 'sh', symbol: '600519', dataType: '1', pubTime: '' };
      const unsigned = await getJson(srv, `${NEWS_PATHS.newsList}?${new URLSearchParams(params)}`, {
        'X-App-Version': '1',
      });
      expect(unsigned.status).toBe(401);
      expect((await signedGet(srv, NEWS_PATHS.newsList, params, { secret: 'wrong' })).status).toBe(401);
      expect(
        (await signedGet(srv, NEWS_PATHS.newsList, params, { timestamp: Date.now() - 3600_000 })).status,
      ).toBe(401);
      const noVersion = await signedGet(srv, NEWS_PATHS.newsList, params, { appVersion: false });
      expect(noVersion.status).toBe(400);
      expect(noVersion.body.msg).toContain('X-App-Version');
    });

    it('answers bad parameters with 400 and unknown instruments with 404', async () => {
      const bad = await signedGet(srv, NEWS_PATHS.newsList, {
        market: 'sh',
        symbol: '600519',
        dataType: '3',
        pubTime: '',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toContain('dataType');
      const badTime = await signedGet(srv, NEWS_PATHS.newsList, {
        market: 'sh',
        symbol: '600519',
        dataType: '1',
        pubTime: 'x',
      });
      expect(badTime.status).toBe(400);
      const missing = await signedGet(srv, NEWS_PATHS.newsList, { market: 'sh', dataType: '1', pubTime: '' });
      expect(missing.status).toBe(400);
      expect(missing.body.msg).toContain('symbol');
      const unknown = await signedGet(srv, NEWS_PATHS.newsList, {
        market: 'sh',
        symbol: '699999',
        dataType: '1',
        pubTime: '',
      });
      expect(unknown.status).toBe(404);
    });
  });

  describe('rolling and focus news', () => {
    it('rolling news are the newest news items of the stock', async () => {
      const rolling = await getJson<NewsItem[]>(srv, `${NEWS_PATHS.rollingNews}?stocks=600519`);
      expect(rolling.status).toBe(200);
      const first = await list('sh', '600519', '1');
      expect(rolling.body.data.length).toBeGreaterThan(0);
      expect(rolling.body.data.length).toBeLessThanOrEqual(5);
      expect(rolling.body.data).toEqual(first.body.data.slice(0, rolling.body.data.length));
      expect((await getJson(srv, NEWS_PATHS.rollingNews)).status).toBe(400);
    });

    it('getSpecifiedColumnList returns newsList and the columnBeans that label it; items open as fast news', async () => {
      const q =
        'market=sh&symbol=600519&columnCodes=stock.focus,stock.flash,stock.company&appCode=wapquote-h5&showPermission=1';
      const res = await getJson<FocusNewsResponse>(srv, `${NEWS_PATHS.getSpecifiedColumnList}?${q}`);
      expect(res.status).toBe(200);
      const { newsList, columnBeans } = res.body.data;
      expect(newsList.length).toBeGreaterThan(0);
      const codes = columnBeans.map((c) => c.code);
      for (const n of newsList) expect(codes).toContain(n.columnCode);
      const detail = await getJson<FastNewsDetail>(
        srv,
        `${NEWS_PATHS.getArticleDetail}?newsId=${newsList[0].newsId}`,
      );
      expect(detail.status).toBe(200);
      expect(detail.body.data.title).toBe(newsList[0].title);
      expect(detail.body.data.showTime).toBe(newsList[0].showTime);
      const one = await getJson<FocusNewsResponse>(
        srv,
        `${NEWS_PATHS.getSpecifiedColumnList}?market=sh&symbol=600519&columnCodes=stock.flash`,
      );
      expect(one.body.data.columnBeans).toEqual([{ code: 'stock.flash', name: '快讯' }]);
      expect(one.body.data.newsList.every((n) => n.columnCode === 'stock.flash')).toBe(true);
      const bad = await getJson(
        srv,
        `${NEWS_PATHS.getSpecifiedColumnList}?market=sh&symbol=600519&columnCodes=nope`,
      );
      expect(bad.status).toBe(400);
    });
  });

  describe('research', () => {
    /** A stock with more than one page of reports. */
    async function busyStock(): Promise<{ symbol: string; market: string; total: number }> {
      for (const [market, symbol] of [
        ['sh', '600519'],
        ['sh', '600036'],
        ['sz', '300750'],
        ['sz', '000858'],
        ['sh', '601318'],
        ['sz', '000333'],
        ['sh', '600900'],
        ['sz', '002594'],
      ]) {
        const res = await getJson<ResearchItem[]>(
          srv,
          `${NEWS_PATHS.reportNews}?symbol=${symbol}&market=${market}&page=1&pageSize=30`,
        );
        if ((res.body.totalCount ?? 0) > RESEARCH_PAGE_SIZE)
          return { symbol, market, total: res.body.totalCount! };
      }
      throw new Error('no stock with more than 30 reports');
    }

    it('pages the report list by 30 with ratings, brokerages and target prices near the price', async () => {
      const { symbol, market, total } = await busyStock();
      const pages: ResearchItem[][] = [];
      for (let page = 1; page <= Math.ceil(total / 30) + 1; page++) {
        const res = await getJson<ResearchItem[]>(
          srv,
          `${NEWS_PATHS.reportNews}?symbol=${symbol}&market=${market}&page=${page}&pageSize=30`,
        );
        expect(res.status).toBe(200);
        pages.push(res.body.data);
      }
      expect(pages[0]).toHaveLength(30);
      const last = pages[pages.length - 2];
      expect(last.length).toBeGreaterThan(0);
      expect(last.length).toBeLessThanOrEqual(30);
      expect(pages[pages.length - 1]).toEqual([]);
      const items = pages.flat();
      expect(items).toHaveLength(total);
      const seed = ctx().market.find(market, symbol)!;
      const price = ctx().market.dyna(ctx().market.idOf(seed)).LastPrice;
      for (const r of items) {
        expect([0, 1, 2, 3, 5, 7]).toContain(r.ratingId);
        expect(CN_BROKERS as readonly string[]).toContain(r.orgName);
        expect(r.publishDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (r.tarPrice > 0) {
          expect(r.tarPrice).toBeGreaterThan(price * 0.3);
          expect(r.tarPrice).toBeLessThan(price * 3);
        }
      }
      expect(items.some((r) => r.tarPrice > 0)).toBe(true);
      for (let i = 1; i < items.length; i++)
        expect(items[i].publishDate <= items[i - 1].publishDate).toBe(true);
    });

    it('rating statistics count the reports of the last 1, 3, 6 and 12 months', async () => {
      const res = await getJson<RatingStat[]>(srv, `${NEWS_PATHS.ratingInfo}?symbol=600519&market=sh`);
      expect(res.status).toBe(200);
      const rows = res.body.data;
      expect(rows.map((r) => r.foreYear)).toEqual([1, 3, 6, 12]);
      for (const r of rows) expect(r.total).toBe(r.buying + r.overweight + r.normal + r.underweight + r.sell);
      for (let i = 1; i < rows.length; i++) expect(rows[i].total).toBeGreaterThanOrEqual(rows[i - 1].total);
      const reports = await getJson<ResearchItem[]>(
        srv,
        `${NEWS_PATHS.reportNews}?symbol=600519&market=sh&page=1&pageSize=100`,
      );
      // The 12-month window: reports published after today − 365 days.
      const today = ctx().market.tradingDays('sh', 1)[0];
      const since = ymdDash(addDays(today, -365));
      const within = reports.body.data.filter((r) => r.publishDate > since);
      expect(rows[3].buying).toBe(within.filter((r) => r.ratingId === 7).length);
      expect(rows[3].total).toBe(within.filter((r) => r.ratingId !== 0).length);
    });

    it('profit forecasts are priced at the simulator last price', async () => {
      const res = await getJson<ProfitForecast[]>(srv, `${NEWS_PATHS.profitInfo}?symbol=600519&market=sh`);
      expect(res.status).toBe(200);
      const seed = ctx().market.find('sh', '600519')!;
      const price = ctx().market.dyna(ctx().market.idOf(seed)).LastPrice;
      expect(res.body.data).toHaveLength(3);
      for (const f of res.body.data) {
        expect(f.eps).toBeGreaterThan(0);
        expect(f.pe).toBeCloseTo(price / f.eps, 1);
      }
      expect(res.body.data[0].foreYear + 1).toBe(res.body.data[1].foreYear);
    });

    it('rejects bad research parameters', async () => {
      expect((await getJson(srv, `${NEWS_PATHS.reportNews}?symbol=600519&page=0`)).status).toBe(400);
      expect((await getJson(srv, `${NEWS_PATHS.reportNews}?symbol=600519&pageSize=abc`)).status).toBe(400);
      expect((await getJson(srv, `${NEWS_PATHS.ratingInfo}?symbol=600519`)).status).toBe(400);
      expect((await getJson(srv, `${NEWS_PATHS.profitInfo}?symbol=NOPE&market=sh`)).status).toBe(404);
    });
  });

  describe('article details', () => {
    it('news detail v2 (seconds), the older endpoint (milliseconds) and the new source agree', async () => {
      const item = (await list('sh', '600519', '1')).body.data[0];
      const v2 = await getJson<NewsDetail>(
        srv,
        `${NEWS_PATHS.newsDetailv2}?news_id=${item.newId}&nocache=${Date.now()}`,
      );
      expect(v2.status).toBe(200);
      expect(v2.body.data.title).toBe(item.title);
      expect(v2.body.data.media).toBe(item.media);
      expect(v2.body.data.ctime).toBe(Math.floor(item.releaseTime / 1000));
      expect(v2.body.data.content).toMatch(/^<p>/);
      expect(v2.body.data.content).not.toMatch(/<script|on\w+=|javascript:/i);
      expect(v2.body.data.disclaimers.length).toBeGreaterThan(0);
      expect(v2.body.data).toMatchObject({ market: 'sh', symbol: '600519' });
      const old = await getJson<NewsDetail>(srv, `${NEWS_PATHS.newsDetail}?news_id=${item.newId}`);
      expect(old.body.data.ctime).toBe(item.releaseTime);
      expect(old.body.data.content).toBe(v2.body.data.content);
      const fresh = await getJson<NewsDetail>(srv, `${NEWS_PATHS.newsDetailNew}?newsId=${item.newId}`);
      expect(fresh.body.data.title).toBe(item.title);
    });

    it('announcement details carry a PDF link the server serves as a real PDF', async () => {
      const item = (await list('sh', '600519', '2')).body.data[0];
      const v2 = await getJson<AnnouncementDetail>(
        srv,
        `${NEWS_PATHS.announcementDetailv2}?eventId=${item.newId}&nocache=1`,
      );
      expect(v2.status).toBe(200);
      expect(v2.body.data.eventName).toBe(item.title);
      expect(v2.body.data.eventDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const pdf = await fetch(srv.url(v2.body.data.pdf_link));
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toContain('application/pdf');
      const raw = Buffer.from(await pdf.arrayBuffer());
      const bytes = raw.toString('latin1');
      expect(bytes).toMatch(/^%PDF-1\.\d/);
      expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true);
      // A CJK font is embedded, as a subset (pdfkit's six-letter tag before the font name).
      expect(bytes).toMatch(/\/FontFile3|\/FontFile2/);
      expect(bytes).toMatch(/\/BaseFont \/[A-Z]{6}\+/);
      // Its text, read back: the title, the company's name and code, the date and the body.
      const text = await pdfText(raw);
      expect(text).toContain(item.title.replace(/\s/g, ''));
      expect(text).toContain('贵州茅台(600519)');
      expect(text).toContain(v2.body.data.eventDate);
      expect(text).toContain(firstParagraph(v2.body.data.content).replace(/\s/g, ''));
      expect(text).not.toMatch(/Announcement|Security code/);
      const fresh = await getJson<AnnouncementDetailNew>(
        srv,
        `${NEWS_PATHS.announcementDetailNew}?newsId=${item.newId}`,
      );
      expect(fresh.body.data).toMatchObject({
        title: item.title,
        showTime: item.releaseTime,
        pdfLink: v2.body.data.pdf_link,
      });
    });

    it('research details by reportId and by newsId (new source)', async () => {
      const report = (
        await getJson<ResearchItem[]>(
          srv,
          `${NEWS_PATHS.reportNews}?symbol=600519&market=sh&page=1&pageSize=30`,
        )
      ).body.data[0];
      const d = await getJson<ResearchDetail>(srv, `${NEWS_PATHS.detailByNewsId}?reportId=${report.id}`);
      expect(d.status).toBe(200);
      expect(d.body.data).toMatchObject({
        title: report.title,
        orgName: report.orgName,
        publishDate: report.publishDate,
      });
      expect(d.body.data.abstract).toContain('<table>');
      const pdf = await fetch(srv.url(d.body.data.s3url));
      expect(pdf.status).toBe(200);
      const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
      expect(text).toContain(report.title.replace(/\s/g, ''));
      expect(text).toContain(report.orgName);
      expect(text).toContain('贵州茅台(600519)');
      expect(text).toContain(report.publishDate.slice(0, 10));
      expect(text).toContain(firstParagraph(d.body.data.abstract).replace(/\s/g, ''));
      const fresh = await getJson<ResearchDetail>(srv, `${NEWS_PATHS.detailByNewsIdNew}?newsId=${report.id}`);
      expect(fresh.body.data).toEqual(d.body.data);
    });

    it('recommended reading returns the newest items up to the limit', async () => {
      const res = await getJson<RecommendedItem[]>(
        srv,
        `${NEWS_PATHS.articles}?market=sh&symbol=600519&limit=6&dataType=1`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(6);
      const first = (await list('sh', '600519', '1')).body.data;
      expect(res.body.data.map((r) => r.newId)).toEqual(first.slice(0, 6).map((i) => i.newId));
      expect((await getJson(srv, `${NEWS_PATHS.articles}?market=sh&symbol=600519&limit=0`)).status).toBe(400);
    });

    it('answers malformed ids with 400 and unknown or mismatched ids with 404', async () => {
      expect((await getJson(srv, `${NEWS_PATHS.newsDetailv2}?news_id=abc`)).status).toBe(400);
      expect((await getJson(srv, NEWS_PATHS.newsDetailv2)).status).toBe(400);
      expect((await getJson(srv, `${NEWS_PATHS.newsDetailv2}?news_id=100012020010199`)).status).toBe(404);
      const ann = (await list('sh', '600519', '2')).body.data[0];
      // An announcement id is not a news id.
      expect((await getJson(srv, `${NEWS_PATHS.newsDetailv2}?news_id=${ann.newId}`)).status).toBe(404);
      expect((await getJson(srv, `${NEWS_PATHS.detailByNewsId}?reportId=${ann.newId}`)).status).toBe(404);
      expect((await fetch(srv.url(`${NEWS_PATHS.pdf}/../../etc/passwd`))).status).toBeGreaterThanOrEqual(400);
      expect((await fetch(srv.url(`${NEWS_PATHS.pdf}/nope.pdf`))).status).toBe(400);
    });
  });
}
