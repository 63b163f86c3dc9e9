/**
 * Content an investor reads, against the real server at its market clock (WAP_NOW; .ci/run runs
 * this file at five instants): nothing is dated after the clock, Hong Kong and US news speak their
 * own market's terms, index funds are quoted in money rather than points, and board terms never
 * go back.
 */
import type { InstrumentSeed } from '../../server/data/types';
import { contentOf } from '../../server/content';
import { publishedAnnouncements } from '../../server/content/announcements';
import { beijingYmd } from '../../server/content/dates';
import { publishedNews } from '../../server/content/news';
import { reports } from '../../server/content/research';
import { FINANCE_PATHS } from '../../contract/finance';
import { useInfoServer } from './info-helpers';

const { srv, ctx } = useInfoServer();

function sample(): InstrumentSeed[] {
  const all = ctx().market.list();
  const cn = all.filter((s) => s.region === 'CN' && s.kind === 'stock');
  return [
    ...all.filter((s) => s.region !== 'CN' || s.kind !== 'stock'),
    // Every 100th A-share: all boards, without building three years of content for thousands.
    ...cn.filter((_, i) => i % 100 === 0),
  ];
}

describe('content dates and terms', () => {
  it('no news, fast news, announcement or report is dated after the market clock', () => {
    const { src } = contentOf(ctx());
    const now = srv.now();
    const late: string[] = [];
    let checked = 0;
    for (const seed of sample()) {
      const items = [
        ...publishedNews(src, seed, 1),
        ...publishedNews(src, seed, 4),
        ...publishedAnnouncements(src, seed),
        ...reports(src, seed),
      ];
      for (const a of items) {
        checked += 1;
        if (a.time > now || beijingYmd(a.time) > beijingYmd(now) || a.ymd > beijingYmd(now))
          late.push(`${seed.market}:${seed.code} ${new Date(a.time).toISOString()} ${a.title}`);
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(late.slice(0, 10)).toEqual([]);
  });

  it('Hong Kong and US news use their own market terms', () => {
    const { src } = contentOf(ctx());
    const aShareOnly = /股东户数|互动平台|涨停/;
    const bad: string[] = [];
    for (const seed of ctx()
      .market.list()
      .filter((s) => s.kind === 'stock' && s.region !== 'CN'))
      for (const a of publishedNews(src, seed))
        if (aShareOnly.test(a.title)) bad.push(`${seed.code} ${a.title}`);
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it('Hong Kong issuers file a monthly return for every month, on the first trading day after it', () => {
    const { src } = contentOf(ctx());
    const tencent = ctx().market.find('HKSE', '00700')!;
    const returns = publishedAnnouncements(src, tencent).filter((a) => /证券变动月报表$/.test(a.title));
    // About three years of announcements: one a month.
    expect(returns.length).toBeGreaterThan(30);
    for (const a of returns) {
      const [, y, m] = /^截至(\d{4})年(\d{1,2})月\d{1,2}日止/.exec(a.title)!.map(Number);
      const filed = Math.floor(a.ymd / 100);
      expect(filed).toBe(m === 12 ? (y + 1) * 100 + 1 : y * 100 + m + 1);
    }
  });

  it('US results stories report the quarter, not the year to date', async () => {
    const { src } = contentOf(ctx());
    const apple = ctx().market.find('NASDAQ', 'AAPL')!;
    const results = publishedNews(src, apple).filter((a) => /：营收/.test(a.title));
    expect(results.length).toBeGreaterThan(2);
    for (const a of results) expect(a.title).not.toMatch(/一季报|中报|三季报/);
    // The quarter's revenue is the one the 财务 screen's quarterly income row shows.
    const res = await fetch(
      srv.url(`${FINANCE_PATHS.financeStockFinance}?f_type=income&symbol=AAPL&type=interim`),
    );
    const rows = ((await res.json()) as { data: { list: { period_label: string; total_revenue: number }[] } })
      .data.list;
    const quarter = results.find((a) => /财年第.季度/.test(a.title))!;
    const [, year, q, yi] = /^苹果(\d{4})财年第(.)季度：营收([\d.]+)亿美元/.exec(quarter.title)!;
    const row = rows.find((r) => r.period_label === `${year}Q${'一二三'.indexOf(q) + 1}`)!;
    expect(row).toBeDefined();
    expect(Number(yi)).toBeCloseTo(row.total_revenue / 100, 1);
  });

  it('index funds modelled as indices (SPY, QQQ) are quoted in 美元, indices in 点', () => {
    const { src } = contentOf(ctx());
    const qqq = ctx().market.find('NASDAQ', 'QQQ')!;
    const closes = publishedNews(src, qqq).filter((a) => /收涨|收跌/.test(a.title));
    expect(closes.length).toBeGreaterThan(0);
    for (const a of closes) {
      expect(a.title).toMatch(/报\d+\.\d{2}美元$/);
      expect(a.body()).not.toMatch(/\d点/);
    }
    const sh = ctx().market.find('sh', '000001')!;
    const shCloses = publishedNews(src, sh).filter((a) => /收涨|收跌/.test(a.title));
    expect(shCloses.length).toBeGreaterThan(0);
    for (const a of shCloses) expect(a.title).toMatch(/报\d+\.\d{2}点$/);
  });

  it('board resolution notices never number an earlier term after a later one', () => {
    const { src } = contentOf(ctx());
    const digits = '零一二三四五六七八九';
    const cnNumber = (t: string) => {
      if (!t.includes('十')) return digits.indexOf(t);
      const [tens, ones] = t.split('十');
      return (tens ? digits.indexOf(tens) : 1) * 10 + (ones ? digits.indexOf(ones) : 0);
    };
    let notices = 0;
    for (const seed of sample().filter((s) => s.region === 'CN' && s.kind === 'stock')) {
      const terms = publishedAnnouncements(src, seed)
        .map((a) => /^第(.+?)届董事会第(.+?)次会议决议公告$/.exec(a.title))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => [cnNumber(m[1]), cnNumber(m[2])])
        .reverse(); // oldest first
      notices += terms.length;
      for (let i = 1; i < terms.length; i++) {
        const [pt, pm] = terms[i - 1];
        const [t, m] = terms[i];
        expect(t).toBeGreaterThanOrEqual(pt);
        if (t === pt) expect(m).toBeGreaterThanOrEqual(pm);
      }
    }
    expect(notices).toBeGreaterThan(10);
  });
});
