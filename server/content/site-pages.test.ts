import {
  beijingShort,
  renderFundDetail,
  renderFundPage,
  renderInfoPage,
  renderSiteNotFound,
  type FundRow,
  type InfoRow,
} from './site-pages';

const info = (over: Partial<InfoRow> = {}): InfoRow => ({
  title: '沪深300收涨1.2%',
  media: '证券时报',
  // 2026-11-24 10:07 Beijing
  time: Date.UTC(2026, 10, 24, 2, 7, 3),
  subject: '沪深300',
  href: '/wap/detail/sh/000300/4/1.html',
  ...over,
});

const fund = (over: Partial<FundRow> = {}): FundRow => ({
  code: '510300',
  name: '沪深300ETF',
  kindLabel: '场内ETF',
  price: '4.712',
  change: '+0.012',
  changeRate: '+0.26%',
  direction: 1,
  nav: '4.7031',
  navDate: '2026-11-23',
  quoteHref: '/wap/sh/510300.html',
  detailHref: '/fund/detail/510300',
  ...over,
});

describe('beijingShort', () => {
  it.each([
    ['morning in Beijing, previous evening in New York', Date.UTC(2026, 10, 24, 2, 7), '11-24 10:07'],
    ['just after midnight Beijing is the previous UTC day', Date.UTC(2026, 10, 23, 16, 30), '11-24 00:30'],
    ['year end', Date.UTC(2026, 11, 31, 15, 59, 59), '12-31 23:59'],
  ])('%s', (_name, ms, text) => expect(beijingShort(ms)).toBe(text));
});

describe('the site pages escape every text', () => {
  const evil = '<script>alert(1)</script>"&';
  it.each([
    ['an info title', () => renderInfoPage([info({ title: evil })], 0)],
    ['an info subject', () => renderInfoPage([info({ subject: evil })], 0)],
    ['an info media', () => renderInfoPage([info({ media: evil })], 0)],
    ['an info link', () => renderInfoPage([info({ href: `/wap/${evil}` })], 0)],
    ['a fund name in the list', () => renderFundPage([fund({ name: evil })], 0)],
    ['a fund name on its page', () => renderFundDetail(fund({ name: evil }))],
    ['a fund code on its page', () => renderFundDetail(fund({ code: evil }))],
    ['a 404 message', () => renderSiteNotFound(evil)],
  ])('%s', (_name, render) => {
    const html = render();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&amp;');
  });
});

describe('renderInfoPage', () => {
  it('lists the items in the order given, each with its Beijing time and its link', () => {
    const html = renderInfoPage(
      [info(), info({ title: '第二条', time: Date.UTC(2026, 10, 23, 16, 30), href: '/wap/x/2.html' })],
      Date.UTC(2026, 10, 24, 2, 10),
    );
    expect(html).toContain('<html lang="zh-CN">');
    expect(html.indexOf('沪深300收涨1.2%')).toBeLessThan(html.indexOf('第二条'));
    expect(html).toContain('<time>11-24 10:07</time>');
    expect(html).toContain('<time>11-24 00:30</time>');
    expect(html).toContain('href="/wap/x/2.html"');
    expect(html).toContain('最新2条 · 北京时间 11-24 10:10 更新');
  });

  it('says so when there is nothing', () => {
    expect(renderInfoPage([], 0)).toContain('暂无快讯');
  });
});

describe('renderFundDetail', () => {
  it('shows name, code, NAV and its date, price and change, and links to the quote page', () => {
    const html = renderFundDetail(fund());
    for (const text of [
      '<title>沪深300ETF</title>',
      '510300',
      '4.7031',
      '2026-11-23',
      '4.712',
      '+0.012',
      '+0.26%',
    ])
      expect(html).toContain(text);
    expect(html).toContain('href="/wap/sh/510300.html"');
    expect(html).toContain('<dd class="up">+0.26%</dd>');
  });

  it('an open-end fund has no quote page and says why', () => {
    const html = renderFundDetail(
      fund({
        price: null,
        change: null,
        changeRate: null,
        nav: null,
        navDate: null,
        quoteHref: null,
        direction: 0,
      }),
    );
    expect(html).not.toContain('/wap/sh/');
    expect(html).toContain('场外基金不在交易所交易');
  });
});
