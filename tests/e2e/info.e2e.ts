/**
 * Information screens (issue 5): the stock home's lower tabs for a CN, HK and US stock, an ETF and an
 * index; the financial report page; an article of each type; search; and the article page's HTML
 * sanitising against XSS vectors.
 */
import type { Page } from 'playwright-core';
import { baseUrl, shot, usePhone } from './browser';

jest.setTimeout(45_000);

type Json = Record<string, unknown>;

async function api<T>(path: string): Promise<T> {
  const res = await fetch(baseUrl() + path);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

/** Clicks a lower tab by its label and waits for its pane to show content (not the loading line). */
async function openTab(page: Page, label: string, key: string): Promise<void> {
  await page.locator('[data-testid=lower-tabs] .rv-tab', { hasText: label }).first().click();
  const pane = page.locator(`.lower-tabs__pane[data-tab=${key}]`);
  await pane.waitFor({ state: 'visible' });
  await page.waitForFunction(
    (k) => {
      const el = document.querySelector(`.lower-tabs__pane[data-tab=${k}]`);
      if (!el) return false;
      const text = el.textContent ?? '';
      return (
        text.length > 0 && !/^\s*正在加载\.\.\.\s*$/.test(text) && !el.querySelector('.async-block--loading')
      );
    },
    key,
    { timeout: 15_000 },
  );
}

async function tabLabels(page: Page): Promise<string[]> {
  await page.locator('[data-testid=lower-tabs] .rv-tab').first().waitFor({ timeout: 20_000 });
  return (await page.locator('[data-testid=lower-tabs] .rv-tab').allTextContents()).map((t) => t.trim());
}

/** Scrolls the lower tabs into view so the screenshot shows them. */
async function showTabs(page: Page): Promise<void> {
  // Tab bar right under the sticky stock header (0.48rem), as after a natural scroll.
  await page.locator('[data-testid=lower-tabs]').evaluate((el) => {
    el.scrollIntoView();
    window.scrollBy(0, -0.48 * parseFloat(getComputedStyle(document.documentElement).fontSize));
  });
  await page.waitForTimeout(300);
}

describe('stock home lower tabs', () => {
  const phone = usePhone();

  it('CN stock 600519: every tab', async () => {
    const page = await phone.open('/wap/sh/600519.html');
    const labels = await tabLabels(page);
    expect(labels.filter((l) => l !== '股吧')).toEqual(['资讯', '公告', '研报', '简况', '财务', '板块']);

    await openTab(page, '资讯', 'zixun');
    const news = page.locator('.lower-tabs__pane[data-tab=zixun] .info-row');
    await news.first().waitFor();
    expect(await news.first().locator('.info-row__meta span').last().textContent()).toMatch(
      /^\d{2}-\d{2} \d{2}:\d{2}$/,
    );
    await showTabs(page);
    await shot(page, 'info-cn-zixun');

    await openTab(page, '公告', 'gonggao');
    await page.locator('.lower-tabs__pane[data-tab=gonggao] .info-row').first().waitFor();
    await showTabs(page);
    await shot(page, 'info-cn-gonggao');

    await openTab(page, '研报', 'yanbao');
    const research = page.locator('.lower-tabs__pane[data-tab=yanbao]');
    await research.getByText('1年内').waitFor();
    expect(await research.locator('td', { hasText: /^\d{4}E$/ }).count()).toBeGreaterThan(0);
    await research.locator('.info-row').first().waitFor();
    // Target prices show only above 0, always with 2 decimals.
    for (const t of await research.locator('.report-target').allTextContents())
      expect(t).toMatch(/^目标价 \d+\.\d{2}$/);
    await showTabs(page);
    await shot(page, 'info-cn-yanbao');

    await openTab(page, '简况', 'jiankuang');
    const profile = page.locator('.lower-tabs__pane[data-tab=jiankuang]');
    await profile.getByText('主要指标').waitFor();
    await profile.getByText('主营构成').waitFor();
    await profile.locator('canvas').first().waitFor();
    const dividends = profile.locator('.info-section', { hasText: '分红送配' });
    await dividends.locator('tbody tr').first().waitFor();
    expect(await dividends.locator('tbody tr').count()).toBeLessThanOrEqual(3);
    if (await dividends.getByRole('button', { name: /展开更多/ }).count()) {
      await dividends.getByRole('button', { name: /展开更多/ }).click();
      expect(await dividends.locator('tbody tr').count()).toBeGreaterThan(3);
      await dividends.getByRole('button', { name: /收起/ }).click();
      expect(await dividends.locator('tbody tr').count()).toBe(3);
    }
    await showTabs(page);
    await shot(page, 'info-cn-jiankuang', { fullPage: true });

    await openTab(page, '财务', 'caiwu');
    const finance = page.locator('.lower-tabs__pane[data-tab=caiwu]');
    await finance.locator('.finance-grid__period').first().waitFor();
    await showTabs(page);
    await shot(page, 'info-cn-caiwu');

    await openTab(page, '板块', 'bankuai');
    const sectors = page.locator('.lower-tabs__pane[data-tab=bankuai] .info-section');
    await sectors.first().waitFor();
    expect(await sectors.count()).toBeLessThanOrEqual(3);
    const more = sectors.first().getByRole('link', { name: '查看更多' });
    expect(await more.getAttribute('href')).toMatch(/^\/wap\/plateConstituentStock\/[A-Z]+\/[^/]+\.html$/);
    await showTabs(page);
    await shot(page, 'info-cn-bankuai');

    // A member opens its own stock page with a full load.
    const member = sectors.first().locator('.sector__member').first();
    const code = (await member.locator('small').textContent())!.trim();
    await Promise.all([page.waitForURL((u) => u.pathname.endsWith(`/${code}.html`)), member.click()]);
    expect(page.url()).toMatch(new RegExp(`/wap/(sh|sz|bj)/${code}\\.html$`));
  });

  it('HK stock 00700: tabs and the HK profile', async () => {
    const page = await phone.open('/wap/HKSE/00700.html');
    expect((await tabLabels(page)).filter((l) => l !== '股吧')).toEqual([
      '资讯',
      '公告',
      '研报',
      '简况',
      '财务',
      '板块',
    ]);
    await openTab(page, '资讯', 'zixun');
    await page.locator('.lower-tabs__pane[data-tab=zixun] .info-row').first().waitFor();
    await openTab(page, '简况', 'jiankuang');
    const profile = page.locator('.lower-tabs__pane[data-tab=jiankuang]');
    await profile.getByText('主要股东').waitFor();
    const holders = profile.locator('.info-section', { hasText: '主要股东' });
    for (const t of await holders.locator('tbody td:nth-child(2)').allTextContents())
      expect(t).toMatch(/^\d+\.\d{3}%$/);
    expect(await holders.locator('tbody tr').count()).toBeLessThanOrEqual(3);
    await showTabs(page);
    await shot(page, 'info-hk-jiankuang', { fullPage: true });
    await openTab(page, '财务', 'caiwu');
    await page.locator('.lower-tabs__pane[data-tab=caiwu] .finance-grid__period').first().waitFor();
    await showTabs(page);
    await shot(page, 'info-hk-caiwu');
    for (const [label, key] of [
      ['公告', 'gonggao'],
      ['研报', 'yanbao'],
      ['板块', 'bankuai'],
    ] as const) {
      await openTab(page, label, key);
      await showTabs(page);
      await shot(page, `info-hk-${key}`);
    }
  });

  it('US stock AAPL: tabs and the US profile charts', async () => {
    const page = await phone.open('/wap/NASDAQ/AAPL.html');
    expect((await tabLabels(page)).filter((l) => l !== '股吧')).toEqual([
      '资讯',
      '公告',
      '研报',
      '简况',
      '财务',
      '板块',
    ]);
    await openTab(page, '简况', 'jiankuang');
    const profile = page.locator('.lower-tabs__pane[data-tab=jiankuang]');
    await profile.getByText('机构持股（前5）').waitFor();
    await profile.getByText('分析师评级').waitFor();
    expect(await profile.locator('canvas').count()).toBeGreaterThanOrEqual(2);
    const inst = profile.locator('.info-section', { hasText: '机构持股（前5）' });
    for (const t of await inst.locator('tbody td:nth-child(2)').allTextContents())
      expect(t).toMatch(/^\d+\.\d{3}%$/);
    for (const t of await inst.locator('tbody td:nth-child(3)').allTextContents())
      expect(t).toMatch(/^(未变|[+-].+)$/);
    await showTabs(page);
    await shot(page, 'info-us-jiankuang', { fullPage: true });
    for (const [label, key] of [
      ['资讯', 'zixun'],
      ['公告', 'gonggao'],
      ['研报', 'yanbao'],
      ['财务', 'caiwu'],
      ['板块', 'bankuai'],
    ] as const) {
      await openTab(page, label, key);
      await showTabs(page);
      await shot(page, `info-us-${key}`);
    }
  });

  it('ETF 510300: news and announcements only', async () => {
    const page = await phone.open('/wap/sh/510300.html');
    expect((await tabLabels(page)).filter((l) => l !== '股吧')).toEqual(['资讯', '公告']);
    await openTab(page, '资讯', 'zixun');
    await openTab(page, '公告', 'gonggao');
    await showTabs(page);
    await shot(page, 'info-etf-gonggao');
  });

  it('index 000001: news and focus news; focus links to type-4 articles with column labels', async () => {
    const page = await phone.open('/wap/sh/000001.html');
    expect(await tabLabels(page)).toEqual(['资讯', '要闻']);
    await openTab(page, '资讯', 'zixun');
    await showTabs(page);
    await shot(page, 'info-index-zixun');
    await openTab(page, '要闻', 'focus');
    const first = page.locator('.lower-tabs__pane[data-tab=focus] .info-row').first();
    expect(await first.getAttribute('href')).toMatch(/^\/wap\/detail\/sh\/000001\/4\/\d+\.html$/);
    expect(await page.locator('.lower-tabs__pane[data-tab=focus] .column-label').count()).toBeGreaterThan(0);
    await shot(page, 'info-index-focus');
  });

  it('switching instrument resets the tab lists', async () => {
    const page = await phone.open('/wap/sh/600519.html');
    await tabLabels(page);
    await openTab(page, '公告', 'gonggao');
    const firstMoutai = await page
      .locator('.lower-tabs__pane[data-tab=gonggao] .info-row')
      .first()
      .getAttribute('href');
    await page.evaluate(() => {
      history.pushState({}, '', '/wap/sz/000001.html');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    // The new instrument starts on its first tab with its own list (wait for the reset to land:
    // the old instrument's pane is still in the DOM until the switch re-renders).
    await page.waitForFunction(
      () => {
        const row = document.querySelector('.lower-tabs__pane[data-tab=zixun] .info-row');
        return row?.getAttribute('href')?.startsWith('/wap/detail/sz/000001/') ?? false;
      },
      undefined,
      { timeout: 15_000 },
    );
    const href = await page
      .locator('.lower-tabs__pane[data-tab=zixun] .info-row')
      .first()
      .getAttribute('href');
    expect(href).toMatch(/^\/wap\/detail\/sz\/000001\/1\//);
    expect(href).not.toBe(firstMoutai);
  });

  it('logged no page errors', () => {
    expect(phone.errors).toEqual([]);
  });
});

describe('financial report page', () => {
  const phone = usePhone();

  it('CN: four statements, period overlay, date tabs, year on year', async () => {
    const page = await phone.open('/wap/finance/sh/600519.html');
    await page.locator('.finance-grid__period').first().waitFor();
    expect(await page.locator('.finance-report .rv-tab').allTextContents()).toEqual([
      '主要指标',
      '资产负债表',
      '利润表',
      '现金流量表',
    ]);
    expect(await page.locator('.finance-grid__date').count()).toBe(
      await page.locator('[role=columnheader].finance-grid__period').count(),
    );
    await shot(page, 'finance-cn');

    await page.locator('.period-selector__button').click();
    const overlay = page.getByRole('dialog', { name: '选择报告期' });
    await overlay.waitFor();
    expect(await overlay.locator('.period-selector__option').allTextContents()).toEqual([
      '全部',
      '年报',
      '中报',
      '三季报',
      '一季报',
    ]);
    await shot(page, 'finance-cn-periods');
    await overlay.getByRole('button', { name: '年报' }).click();
    await overlay.waitFor({ state: 'hidden' });
    for (const t of await page.locator('.finance-grid__date').allTextContents()) expect(t).toMatch(/年报$/);

    await page.locator('.finance-report .rv-tab', { hasText: '利润表' }).click();
    await page.locator('.finance-report__yoy').click();
    await page.locator('.finance-grid__yoy').first().waitFor();
    // Amounts in millions with 2 decimals, or dashes.
    for (const t of (
      await page.locator('.finance-grid__table [role=cell][data-column="1"] > span').allTextContents()
    ).slice(0, 5)) {
      expect(t).toMatch(/^(-?[\d,]+\.\d{2,4}%?|--)$/);
    }
    await shot(page, 'finance-cn-profit-yoy');

    // Swiping the columns moves the active date tab.
    await page.locator('.finance-grid__table').evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await page.waitForFunction(
      () =>
        document.querySelector('.finance-grid__date--active') !==
        document.querySelector('.finance-grid__date'),
    );
    // Tapping a date tab brings its column back next to the frozen label column.
    await page.locator('.finance-grid__date').first().click();
    await page.waitForFunction(() => {
      const table = document.querySelector('.finance-grid__table')!;
      const label = table.querySelector('[role=columnheader][data-column="0"]')!.getBoundingClientRect();
      const first = table.querySelector('[role=columnheader][data-column="1"]')!.getBoundingClientRect();
      return table.scrollLeft === 0 && Math.abs(first.left - label.right) < 1;
    });
    await page.waitForFunction(
      () =>
        document.querySelector('.finance-grid__date--active') ===
        document.querySelector('.finance-grid__date'),
    );
  });

  it('the frozen label column and the header row stay in line with the body; light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const page = await phone.open(`/wap/finance/sh/600519.html${theme === 'dark' ? '?type=dark' : ''}`);
      await page.locator('.finance-grid__period').first().waitFor();
      await page.waitForFunction(
        (t) => (document.documentElement.getAttribute('data-theme') ?? 'light') === t,
        theme,
      );
      await page.locator('.finance-report__yoy').click();
      await page.locator('.finance-grid__yoy').first().waitFor();
      await shot(page, `finance-report-${theme}`);

      // Sideways: the label column stays at the left edge over the scrolled periods, and every
      // period header stays above its own column.
      const geometry = await page.locator('.finance-grid__table').evaluate(async (el) => {
        el.scrollTo({ left: el.scrollWidth });
        await new Promise((r) => setTimeout(r, 500));
        const left = (sel: string) => el.querySelector(sel)!.getBoundingClientRect().left;
        const lastRow = '[role=row]:last-child';
        return {
          scrolled: el.scrollLeft,
          edge: el.getBoundingClientRect().left,
          headLabel: left('[role=columnheader][data-column="0"]'),
          bodyLabel: left(`${lastRow} [data-column="0"]`),
          head: left('[role=columnheader][data-column="2"]'),
          body: left(`${lastRow} [data-column="2"]`),
        };
      });
      expect(geometry.scrolled).toBeGreaterThan(0);
      expect(geometry.headLabel).toBe(geometry.edge);
      expect(geometry.bodyLabel).toBe(geometry.edge);
      expect(geometry.head).toBe(geometry.body);
      await shot(page, `finance-report-${theme}-scrolled`);
      // A date tab brings its period column right next to the label column (all periods: room to scroll).
      await page.locator('.finance-grid__date').nth(2).click();
      await page.waitForFunction(() => {
        const table = document.querySelector('.finance-grid__table')!;
        const label = table.querySelector('[role=columnheader][data-column="0"]')!.getBoundingClientRect();
        const third = table.querySelector('[role=columnheader][data-column="3"]')!.getBoundingClientRect();
        return Math.abs(third.left - label.right) < 1;
      });
      await page.close();
    }
  });

  it('HK: the HK row set and the HK/US period options', async () => {
    const page = await phone.open('/wap/finance/HKSE/00700.html');
    await page.locator('.finance-grid__period').first().waitFor();
    expect(await page.locator('.finance-page__header').textContent()).toContain('00700.HK');
    expect((await page.locator('[role=rowheader].finance-grid__label').allTextContents()).join()).toContain(
      '股东权益回报率',
    );
    await page.locator('.finance-report .rv-tab', { hasText: '利润表' }).click();
    await page.locator('[role=rowheader].finance-grid__label', { hasText: '营业额' }).waitFor();
    await page.locator('.period-selector__button').click();
    const overlay = page.getByRole('dialog', { name: '选择报告期' });
    expect(await overlay.locator('.period-selector__option').allTextContents()).toEqual([
      '全部',
      '中期(季报)',
      '年报',
    ]);
    await overlay.getByRole('button', { name: '年报' }).click();
    await overlay.waitFor({ state: 'hidden' });
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[role=columnheader].finance-grid__period span')).every((s) =>
        /年报/.test(s.textContent ?? ''),
      ),
    );
    await shot(page, 'finance-hk-income');
  });

  it('logged no page errors', () => {
    expect(phone.errors).toEqual([]);
  });
});

describe('article detail', () => {
  const phone = usePhone();
  const ids: Record<number, string> = {};

  beforeAll(async () => {
    const news = await api<Array<{ newId: number }>>(
      '/rjhy-news/api/articles?market=sh&symbol=600519&limit=6&dataType=1',
    );
    const ann = await api<Array<{ newId: number }>>(
      '/rjhy-news/api/articles?market=sh&symbol=600519&limit=1&dataType=2',
    );
    const rep = await api<Array<{ id: number }>>(
      '/rjhy-news/api/reportNews?market=sh&symbol=600519&page=1&pageSize=1',
    );
    const focus = await api<{ newsList: Array<{ newsId: number }> }>(
      '/rjhy-news/api/getSpecifiedColumnList?market=sh&symbol=600519',
    );
    ids[1] = ids[5] = String(news[0].newId);
    ids[2] = ids[6] = String(ann[0].newId);
    ids[3] = ids[7] = String(rep[0].id);
    ids[4] = String(focus.newsList[0].newsId);
  });

  const SUFFIX: Record<number, string> = {
    1: '资讯',
    2: '公告',
    3: '研报',
    4: '快讯',
    5: '资讯',
    6: '公告',
    7: '研报',
  };

  it.each([1, 2, 3, 4, 5, 6, 7])('type %i', async (type) => {
    const page = await phone.open(`/wap/detail/sh/600519/${type}/${ids[type]}.html`);
    await page.locator('.article__title').waitFor();
    expect(await page.title()).toBe(`600519${SUFFIX[type]}`);
    expect(await page.locator('.article__tag').textContent()).toBe(SUFFIX[type]);
    expect((await page.locator('.article__content').textContent())!.length).toBeGreaterThan(10);
    const hasPdf = [2, 3, 6, 7].includes(type);
    expect(await page.getByRole('link', { name: '查看原文' }).count()).toBe(hasPdf ? 1 : 0);
    if (hasPdf) {
      const href = await page.getByRole('link', { name: '查看原文' }).getAttribute('href');
      const pdf = await page.request.get(new URL(href!, page.url()).toString());
      expect(pdf.headers()['content-type']).toContain('application/pdf');
    }
    expect(await page.locator('.article__disclaimer').count()).toBe([1, 3, 5, 6, 7].includes(type) ? 1 : 0);
    const withStrip = type === 1 || type === 5;
    expect(await page.locator('.quote-strip').count()).toBe(withStrip ? 1 : 0);
    if (withStrip) {
      await page.locator('.article__rec-item').first().waitFor();
      const n = await page.locator('.article__rec-item').count();
      expect(n).toBeGreaterThan(0);
      expect(n).toBeLessThanOrEqual(5);
      // The live price arrives over the quote channel.
      await page.waitForFunction(
        () => /\d/.test(document.querySelector('.quote-strip__price')?.textContent ?? ''),
        undefined,
        {
          timeout: 15_000,
        },
      );
      await shot(page, `article-type${type}`, { fullPage: true });
      await Promise.all([
        page.waitForURL((u) => u.pathname === '/wap/sh/600519.html'),
        page.locator('.quote-strip').click(),
      ]);
    } else {
      await shot(page, `article-type${type}`, { fullPage: true });
    }
  });

  it('falls back to newsDetail when newsDetailv2 fails (ctime in milliseconds there)', async () => {
    const page = await phone.context.newPage();
    await page.route('**/rjhy-news/api/newsDetailv2**', (route) =>
      route.fulfill({ status: 500, body: '{"code":500,"msg":"boom"}' }),
    );
    await page.goto(`${baseUrl()}/wap/detail/sh/600519/1/${ids[1]}.html`);
    await page.locator('.article__title').waitFor();
    const detail = await api<{ ctime: number; title: string }>(`/rjhy-news/api/newsDetail?news_id=${ids[1]}`);
    expect(await page.locator('.article__title').textContent()).toBe(detail.title);
    expect(await page.locator('.article__meta').textContent()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await page.close();
  });

  it('logged no page errors', () => {
    // The fallback test's deliberate 500 shows up as a failed resource load.
    expect(phone.errors.filter((e) => !/status of 500/.test(e))).toEqual([]);
  });
});

describe('article HTML is sanitised (XSS vectors)', () => {
  const phone = usePhone();

  const VECTORS = [
    // An ordinary link first: the <math>…<style> vector below swallows whatever follows it.
    '<a id="safe" href="https://example.com/">外链</a>',
    '<script>window.__xss=(window.__xss||0)+1;alert(1)</script>',
    '<img src=x onerror="window.__xss=(window.__xss||0)+1;alert(2)">',
    '<svg onload="window.__xss=1;alert(3)"></svg>',
    '<iframe src="javascript:window.parent.__xss=1;alert(4)"></iframe>',
    '<iframe srcdoc="<script>parent.__xss=1;alert(5)</script>"></iframe>',
    '<a id="jslink" href="javascript:window.__xss=1;alert(6)">点我</a>',
    '<a id="datalink" href="data:text/html,<script>alert(7)</script>">数据</a>',
    '<details open ontoggle="window.__xss=1;alert(8)"><summary>x</summary></details>',
    '<body onload="window.__xss=1;alert(9)">',
    '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1;alert(10)">',
    '<input autofocus onfocus="window.__xss=1;alert(11)">',
    '<form action="javascript:alert(12)"><button id="formbtn">提交</button></form>',
    '<object data="javascript:alert(13)"></object>',
    '<embed src="javascript:alert(14)">',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(15)">',
    '<div style="background:url(javascript:alert(16))" onmouseover="alert(17)">hover</div>',
    '<noscript><p title="</noscript><img src=x onerror=alert(18)>"></noscript>',
  ].join('');

  it('renders the vectors without running any script or opening a dialog', async () => {
    const page = await phone.context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const body = JSON.stringify({
      code: 1,
      msg: 'success',
      data: {
        title: 'XSS 测试',
        media: '测试',
        ctime: 1795146120,
        content: `<p>正文</p>${VECTORS}`,
        disclaimers: '',
        market: 'sh',
        symbol: '600519',
      },
    });
    await page.route('**/rjhy-news/api/newsDetailv2**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body }),
    );
    await page.goto(`${baseUrl()}/wap/detail/sh/600519/1/100012026112000.html`);
    await page.locator('.article__title', { hasText: 'XSS 测试' }).waitFor();
    await page.locator('.article__content').getByText('正文').waitFor();

    // Interact with what is left: hover, focus and click the links and buttons that survived.
    await page.locator('.article__content').hover();
    for (const sel of ['#jslink', '#datalink', '#formbtn']) {
      if (await page.locator(sel).count())
        await page
          .locator(sel)
          .click({ modifiers: [] })
          .catch(() => undefined);
    }
    await page.waitForTimeout(500);

    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    const report = await page.locator('.article__content').evaluate((root) => {
      const all = Array.from(root.querySelectorAll('*'));
      return {
        dangerousTags: all.filter((e) =>
          /^(SCRIPT|IFRAME|OBJECT|EMBED|FORM|INPUT|META|STYLE|SVG|MATH)$/i.test(e.tagName),
        ).length,
        handlers: all.flatMap((e) => Array.from(e.attributes).filter((a) => a.name.startsWith('on'))).length,
        badUrls: all.filter((e) =>
          /^\s*(javascript|data):/i.test(e.getAttribute('href') ?? e.getAttribute('src') ?? ''),
        ).length,
        safeLink: root.querySelector('#safe')
          ? [
              root.querySelector('#safe')!.getAttribute('target'),
              root.querySelector('#safe')!.getAttribute('rel'),
            ]
          : null,
      };
    });
    expect(report).toEqual({
      dangerousTags: 0,
      handlers: 0,
      badUrls: 0,
      safeLink: ['_blank', 'noopener noreferrer'],
    });
    await shot(page, 'article-xss');
    await page.close();
  });
});

describe('search', () => {
  const phone = usePhone();

  async function searchFor(page: Page, text: string): Promise<void> {
    await page.getByPlaceholder('股票代码/名称/首字母').fill(text);
    await page.locator('.search-page__results .search-hit').first().waitFor();
  }

  it('shows the hot ranking while blank', async () => {
    const page = await phone.open('/wap/search.html');
    await page.getByText('热搜排行').waitFor();
    const rows = page.locator('.search-page__hot .search-hit');
    await rows.first().waitFor();
    expect(await rows.count()).toBeLessThanOrEqual(15);
    expect(await page.getByRole('button', { name: '取消' }).count()).toBe(1);
    await shot(page, 'search-hot');
  });

  it('finds by code, by name and by initials; fewer than 15 hits end with 没有更多了', async () => {
    const page = await phone.open('/wap/search.html');
    await searchFor(page, '600519');
    expect(await page.locator('.search-page__results .search-hit__name').first().textContent()).toBe(
      '贵州茅台',
    );
    await page.getByText('没有更多了').waitFor();
    await shot(page, 'search-by-code');

    await searchFor(page, '茅台');
    expect(await page.locator('.search-page__results .search-hit__name').allTextContents()).toContain(
      '贵州茅台',
    );
    await shot(page, 'search-by-name');

    await searchFor(page, 'gzmt');
    expect(await page.locator('.search-page__results .search-hit__name').first().textContent()).toBe(
      '贵州茅台',
    );
    await shot(page, 'search-by-initials');

    await page.getByPlaceholder('股票代码/名称/首字母').fill('zzzzqqq');
    await page.getByText('暂无匹配信息').waitFor();
    await shot(page, 'search-empty');
  });

  it('loads more pages for a broad keyword', async () => {
    const page = await phone.open('/wap/search.html');
    await searchFor(page, '6');
    await page.waitForFunction(
      () => document.querySelectorAll('.search-page__results .search-hit').length >= 15,
    );
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(
      () => document.querySelectorAll('.search-page__results .search-hit').length > 15,
      undefined,
      {
        timeout: 10_000,
      },
    );
  });

  it('opening a result counts it and goes to the stock page', async () => {
    const before = await api<Array<Json>>('/rjhy-stock-quote/api/1/search/hotSearchV2?number=50');
    const countOf = (list: Array<Json>) => Number(list.find((h) => h.Symbol === '600519')?.count ?? 0);
    const page = await phone.open('/wap/search.html');
    await searchFor(page, 'gzmt');
    const counted = page.waitForRequest(
      (r) => r.url().includes('/search/hotSerchAdd') && r.method() === 'POST',
    );
    await Promise.all([
      page.waitForURL((u) => u.pathname === '/wap/sh/600519.html'),
      counted,
      page.locator('.search-page__results .search-hit').first().click(),
    ]);
    await page.waitForTimeout(300);
    const after = await api<Array<Json>>('/rjhy-stock-quote/api/1/search/hotSearchV2?number=50');
    expect(countOf(after)).toBe(countOf(before) + 1);
  });

  it('logged no page errors', () => {
    expect(phone.errors).toEqual([]);
  });
});
