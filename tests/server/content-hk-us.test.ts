/**
 * Content an investor reads, against the real server at its market clock (WAP_NOW; .ci/run runs
 * this file at five instants): nothing is dated after the clock, Hong Kong and US news speak their
 * own market's terms, index funds are quoted in money rather than points, and board terms never
 * go back.
 */
import type { InstrumentSeed } from '../../server/data/types';
import { contentOf } from '../../server/content';
import {
  PROFIT_ALERT_LEAD_DAYS,
  PROFIT_ALERT_SWING,
  publishedAnnouncements,
} from '../../server/content/announcements';
import { figuresOf, publishedPeriods } from '../../server/company/fundamentals';
import { beijingYmd } from '../../server/company/dates';
import { publishedNews } from '../../server/content/news';
import { reports } from '../../server/content/research';
import { FINANCE_PATHS } from '../../contract/finance';
import { PROFILE_PATHS, type HkInfo, type UsInfo } from '../../contract/profile';
import { getJson, useInfoServer } from './info-helpers';

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

describe('HK and US profiles', () => {
  // What a person's name reads as: Chinese characters, with the middle dot of a transliteration.
  const PERSON = /^[\u4e00-\u9fa5][\u4e00-\u9fa5·-]*[\u4e00-\u9fa5]$/;

  it('every HK and US stock shows its chair, and US stocks their named officers with Chinese titles', async () => {
    const stocks = ctx()
      .market.list()
      .filter((s) => s.kind === 'stock' && (s.region === 'HK' || s.region === 'USA'));
    expect(stocks.length).toBeGreaterThan(230);
    const bad: string[] = [];
    for (const seed of stocks) {
      const hk = seed.region === 'HK';
      const res = await getJson<HkInfo | UsInfo>(
        srv,
        `${hk ? PROFILE_PATHS.hkInfo : PROFILE_PATHS.usInfo}?symbol=${seed.code}`,
      );
      const b = res.body.data.base_info;
      // The fields the 简况 page shows (CompanyBasics): name, chair, industry, summary.
      if (!(b.company_name_zh || b.company_name)) bad.push(`${seed.code}: no name`);
      if (!PERSON.test(b.chairman)) bad.push(`${seed.code}: 董事长 ${b.chairman}`);
      if (!b.industry || b.industry === '--') bad.push(`${seed.code}: no industry`);
      if (!b.company_summary.startsWith(b.company_name_zh)) bad.push(`${seed.code}: summary`);
      if (hk) continue;
      const insiders = (res.body.data as UsInfo).sina_gg_data;
      if (insiders.length < 2) bad.push(`${seed.code}: ${insiders.length} insiders`);
      for (const h of insiders) {
        if (!PERSON.test(h.holder_name)) bad.push(`${seed.code}: insider ${h.holder_name}`);
        if (!/^(董事长|首席执行官|首席财务官)(兼(首席执行官|首席财务官))*$/.test(h.title ?? ''))
          bad.push(`${seed.code}: title ${h.title}`);
      }
      // The chair is among them.
      if (!insiders.some((h) => h.holder_name === b.chairman && h.title?.startsWith('董事长')))
        bad.push(`${seed.code}: chair not among the insiders`);
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });
});

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

  it('Hong Kong issuers whose results swing by half or more announce 盈利警告 / 正面盈利预告 before them, with a range that holds', () => {
    const { src } = contentOf(ctx());
    let alerts = 0;
    let swings = 0;
    for (const seed of ctx()
      .market.list()
      .filter((s) => s.region === 'HK' && s.kind === 'stock')) {
      const days = src.tradingDays(seed.market);
      const anns = publishedAnnouncements(src, seed);
      const firstDay = Math.min(...anns.map((a) => a.ymd));
      for (const per of publishedPeriods(seed, days, days[days.length - 1], 6)) {
        const at = days[days.indexOf(per.publish) - PROFIT_ALERT_LEAD_DAYS];
        if (at === undefined || at < firstDay) continue;
        const fig = figuresOf(src.model(seed), per.year, per.kind);
        const found = anns.filter((a) => a.ymd === at && /^(盈利警告|正面盈利预告)$/.test(a.title));
        const loss = fig.netProfit < 0 && (fig.netProfitYoy ?? 0) < 0;
        const swing = fig.netProfitYoy !== null && (loss || Math.abs(fig.netProfitYoy) >= PROFIT_ALERT_SWING);
        expect(`${seed.code} ${per.label}: ${found.length}`).toBe(
          `${seed.code} ${per.label}: ${swing ? 1 : 0}`,
        );
        if (!swing) continue;
        swings += 1;
        alerts += found.length;
        const body = found[0].body();
        expect(found[0].title).toBe(fig.netProfitYoy! > 0 ? '正面盈利预告' : '盈利警告');
        if (loss) {
          expect(body).toMatch(/录得股东应占亏损/);
        } else {
          const [, lo, hi] = /约(\d+)%至(\d+)%/.exec(body)!.map(Number);
          const change = Math.abs(fig.netProfitYoy!) * 100;
          expect(change).toBeGreaterThanOrEqual(lo);
          expect(change).toBeLessThan(hi);
        }
      }
    }
    expect(swings).toBeGreaterThan(0);
    expect(alerts).toBe(swings);
  });

  it("US results 8-Ks give next quarter's revenue range, and the quarter reported later falls near it", () => {
    const { src } = contentOf(ctx());
    const apple = ctx().market.find('NASDAQ', 'AAPL')!;
    const eightKs = publishedAnnouncements(src, apple).filter((a) =>
      /^重大事项报告\(8-K\)：公布季度业绩/.test(a.title),
    );
    expect(eightKs.length).toBeGreaterThan(4);
    const model = src.model(apple);
    let checked = 0;
    for (const a of eightKs) {
      const m = /公司公布截至(\d{4})-(\d{2})-\d{2}的财务业绩/.exec(a.body());
      const g = /业绩指引：(?:<[^>]+>)*公司预计下一季度营业收入介于([\d.]+)亿美元至([\d.]+)亿美元之间/.exec(
        a.body(),
      );
      expect(m).not.toBeNull();
      if (!g) continue;
      const [year, month] = [Number(m![1]), Number(m![2])];
      // The next quarter, single-quarter revenue, as the model will report it.
      const kinds = { 3: ['H1', 'Q1'], 6: ['Q3', 'H1'], 9: ['FY', 'Q3'], 12: ['Q1', null] } as const;
      const [kind, before] = kinds[month as 3 | 6 | 9 | 12];
      const y = month === 12 ? year + 1 : year;
      const next = figuresOf(model, y, kind).revenue - (before ? figuresOf(model, y, before).revenue : 0);
      const [lo, hi] = [Number(g[1]) * 1e8, Number(g[2]) * 1e8];
      expect(lo).toBeLessThan(hi);
      expect(next).toBeGreaterThanOrEqual(lo * 0.99);
      expect(next).toBeLessThanOrEqual(hi * 1.07);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('a Hong Kong placing is of existing shares, priced at a discount to the previous close', () => {
    const { src } = contentOf(ctx());
    const placings: string[] = [];
    for (const seed of ctx()
      .market.list()
      .filter((s) => s.region === 'HK' && s.kind === 'stock')) {
      const bars = src.pastBars(seed);
      for (const a of publishedAnnouncements(src, seed).filter((x) => /配售现有股份/.test(x.title))) {
        const body = a.body();
        const price = Number(/每股([\d.]+)港元之配售价/.exec(body)![1]);
        const prior = [...bars.keys()].filter((d) => d < a.ymd).pop()!;
        const close = bars.get(prior)!.Close;
        expect(price).toBeLessThan(close);
        expect(price).toBeGreaterThan(close * 0.89);
        expect(body).toMatch(/已发行股份总数维持不变/);
        placings.push(`${seed.code} ${a.ymd}`);
      }
    }
    expect(placings.length).toBeGreaterThan(5);
  });
});
