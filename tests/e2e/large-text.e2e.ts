/**
 * Issue 37 item 4 (docs/accessibility.md "200 % text and touch targets"): every route at 200 %
 * text (text-zoom.ts: a WebView's text zoom, fonts and line heights doubled, layout kept), light,
 * on a 360×640 phone:
 *
 * - no element's right edge past the viewport and no page-wide horizontal scroll, except inside a
 *   region that scrolls on its own (the wide tables, tab bars that scroll);
 * - no text cut by a box that clips it (a fixed height, overflow hidden), except a line clamp or an
 *   ellipsis whose full text the page shows elsewhere (ALLOWED_CUT);
 * - in the header and the tab bars, no two sibling controls' text boxes overlap;
 * - every a, button, [role=button], [role=tab] and input is a target of at least 44 × 44 CSS px
 *   (its box, or the `::before`/`::after` box that enlarges it), except inline links in running
 *   text (ALLOWED_SMALL).
 *
 * Screenshots of each route at 200 %, light and dark, go to test-results/large-text-*.png.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launch, shot } from './browser';
import { logInOnLoginPage } from './login';
import { moderate, pendingId } from './moderation';
import { URL_ROUTES } from './routes';
import { textZoomScript, zoomedValue } from './text-zoom';

jest.setTimeout(600_000);

const VIEWPORT = { width: 360, height: 640 };
const MIN_TARGET = 44;

/**
 * Targets under 44 px that WCAG 2.5.5 itself exempts ("inline": a link in a sentence, whose size is
 * the line's). Each with its reason; docs/accessibility.md lists the same.
 */
const ALLOWED_SMALL = [
  // Links inside an article's or a post's running text (the HTML comes from the content service).
  '.rich-text a',
  // The 用户协议 links inside the login form's agreement sentence (the checkbox's label is the target).
  '.login__agree a',
];

/** Shortened text the page shows whole elsewhere (docs/accessibility.md), each with its reason. */
const ALLOWED_CUT: string[] = [
  // The stock home's headline ticker: one line a headline by design, a tap opens the article.
  '.rolling-news__item',
];

interface Report {
  overflow: string[];
  cut: string[];
  overlap: string[];
  small: string[];
  scrollWidth: number;
}

/** Runs in the page: the four checks of this file, as readable findings. */
function inspect(args: { minTarget: number; allowedSmall: string[]; allowedCut: string[] }): Report {
  const vw = document.documentElement.clientWidth;
  const name = (el: Element) => {
    const cls =
      typeof el.className === 'string' ? el.className.trim().split(/\s+/).slice(0, 2).join('.') : '';
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 16);
    return `${el.tagName.toLowerCase()}${cls ? '.' + cls : ''}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''} "${text}"`;
  };
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1) return false; // hidden, or .sr-only (read, not seen)
    const cs = getComputedStyle(el);
    return cs.visibility !== 'hidden' && cs.display !== 'none' && el.closest('[hidden]') === null;
  };
  const scrollsX = (el: Element) => /auto|scroll/.test(getComputedStyle(el).overflowX);
  const clips = (el: Element) => {
    const cs = getComputedStyle(el);
    return { x: cs.overflowX !== 'visible', y: cs.overflowY !== 'visible' };
  };
  /** Inside a region that scrolls sideways and ends inside the viewport. */
  const inScrollRegion = (el: Element) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      if (scrollsX(p) && p.getBoundingClientRect().right <= vw + 0.5) return true;
    }
    return false;
  };
  const fixedOffCanvas = (el: Element) => {
    for (let p: Element | null = el; p; p = p.parentElement) {
      if (getComputedStyle(p).position === 'fixed' && p.getBoundingClientRect().left >= vw) return true;
    }
    return false;
  };
  const textRect = (el: Element): DOMRect | null => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
    if (rects.length === 0) return null;
    const left = Math.min(...rects.map((r) => r.left));
    const top = Math.min(...rects.map((r) => r.top));
    const right = Math.max(...rects.map((r) => r.right));
    const bottom = Math.max(...rects.map((r) => r.bottom));
    return new DOMRect(left, top, right - left, bottom - top);
  };

  const report: Report = {
    overflow: [],
    cut: [],
    overlap: [],
    small: [],
    scrollWidth: document.documentElement.scrollWidth,
  };
  const all = Array.from(document.body.querySelectorAll('*')).filter(
    (el) => !(el instanceof SVGElement && el.ownerSVGElement) && visible(el),
  );

  const shown = new Set(all);

  // 1. Past the right edge.
  for (const el of all) {
    const r = el.getBoundingClientRect();
    if (r.right > vw + 0.5 && !inScrollRegion(el) && !fixedOffCanvas(el)) {
      // Report the outermost offender only: its children follow it out.
      const parent = el.parentElement;
      if (
        parent &&
        shown.has(parent) &&
        parent.getBoundingClientRect().right > vw + 0.5 &&
        !inScrollRegion(parent)
      )
        continue;
      report.overflow.push(`${name(el)} right=${Math.round(r.right)}`);
    }
  }

  // A hit box (::before/::after, centred on its element) reaching past the edge widens the page too.
  if (report.scrollWidth > vw) {
    for (const el of all) {
      for (const which of ['::before', '::after'] as const) {
        const cs = getComputedStyle(el, which);
        if (cs.content === 'none' || cs.position !== 'absolute') continue;
        const r = el.getBoundingClientRect();
        const right = r.left + r.width / 2 + (parseFloat(cs.width) || 0) / 2;
        if (right > vw + 0.5 && !inScrollRegion(el))
          report.overflow.push(`${name(el)}${which} right≈${Math.round(right)}`);
      }
    }
  }

  // 2. Text cut by a clipping box.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const owner = n.parentElement;
    if (!owner || !(n.textContent ?? '').trim() || !visible(owner)) continue;
    if (args.allowedCut.some((s) => owner.closest(s))) continue;
    const cs = getComputedStyle(owner);
    // A line clamp or an ellipsis that shortens the text hides it as surely as a clip: allowed only
    // where the page shows the whole text elsewhere (ALLOWED_CUT, each with its reason).
    const shortened = (el: Element) => {
      const st = getComputedStyle(el);
      const clamp = st.webkitLineClamp !== 'none' && st.webkitLineClamp !== '';
      // (half a line of slack: the glyphs' overhang under a tight line height is not hidden text)
      if (clamp && el.scrollHeight - el.clientHeight > 0.5 * parseFloat(st.fontSize)) return 'clamped';
      if (st.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) return 'ellipsis';
      return null;
    };
    const how = shortened(owner) ?? (owner.parentElement ? shortened(owner.parentElement) : null);
    if (how) {
      report.cut.push(`${name(owner)} (${how})`);
      continue;
    }
    if (cs.webkitLineClamp !== 'none' && cs.webkitLineClamp !== '') continue; // clamped, nothing hidden
    const range = document.createRange();
    range.selectNodeContents(n);
    const t = range.getBoundingClientRect();
    if (t.width === 0 || t.height === 0) continue;
    // Text spilling out of its box past the right edge (a nowrap figure in a fixed column).
    if (t.right > vw + 0.5 && !inScrollRegion(owner) && !fixedOffCanvas(owner)) {
      report.overflow.push(`text of ${name(owner)} right=${Math.round(t.right)}`);
      continue;
    }
    for (let p: Element | null = owner; p && p !== document.body; p = p.parentElement) {
      const c = clips(p);
      if (!c.x && !c.y) continue;
      const b = p.getBoundingClientRect();
      // A text box wholly outside its clipping box is hidden on purpose (a ticker's other items);
      // one that crosses the edge is cut. The range's box is the font's content area, taller than
      // the glyphs: a tight line height (1.25) lets it pass the box by ~15 % without cutting ink.
      const outside = t.bottom <= b.top || t.top >= b.bottom || t.right <= b.left || t.left >= b.right;
      if (outside) break;
      const slackY = Math.max(1, 0.15 * t.height);
      const cutY =
        c.y &&
        (t.top < b.top - slackY || t.bottom > b.bottom + slackY) &&
        !/auto|scroll/.test(getComputedStyle(p).overflowY);
      const cutX = c.x && !scrollsX(p) && (t.left < b.left - 1 || t.right > b.right + 1);
      if (cutY || cutX) {
        report.cut.push(`${name(owner)} in ${name(p)} (${cutY ? 'height' : 'width'})`);
        break;
      }
      if (/auto|scroll/.test(getComputedStyle(p).overflowX + getComputedStyle(p).overflowY)) break;
    }
  }

  // 3. Sibling controls' text boxes overlapping, in the header and the tab bars.
  const bars = Array.from(
    document.querySelectorAll('.page-header, [role=tablist], .seg-tabs, .rv-tabs__nav'),
  ).filter(visible);
  for (const bar of new Set(bars)) {
    const parts = Array.from(
      bar.querySelectorAll('a, button, [role=button], [role=tab], .page-header__title, .page-header__sub'),
    ).filter(visible);
    const boxes = parts.map((el) => ({ el, r: textRect(el) }));
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i];
        const b = boxes[j];
        if (!a.r || !b.r || a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (w > 1 && h > 1) report.overlap.push(`${name(a.el)} × ${name(b.el)}`);
      }
    }
  }

  // 4. Touch targets.
  const pseudo = (el: Element, which: '::before' | '::after') => {
    const cs = getComputedStyle(el, which);
    if (cs.content === 'none' || cs.content === 'normal' || cs.position !== 'absolute') return { w: 0, h: 0 };
    return { w: parseFloat(cs.width) || 0, h: parseFloat(cs.height) || 0 };
  };
  for (const el of Array.from(
    document.body.querySelectorAll('a, button, [role=button], [role=tab], input'),
  )) {
    if (el instanceof HTMLInputElement && el.type === 'hidden') continue;
    if (!visible(el) || el.closest('[aria-hidden=true]')) continue;
    if (args.allowedSmall.some((s) => el.matches(s))) continue;
    const hit = (t: Element) => {
      const r = t.getBoundingClientRect();
      const b = pseudo(t, '::before');
      const a = pseudo(t, '::after');
      return { w: Math.max(r.width, a.w, b.w), h: Math.max(r.height, a.h, b.h) };
    };
    // An input's target is its label too (a tap on the label works the input).
    const label = el instanceof HTMLInputElement ? (el.labels?.[0] ?? null) : null;
    const own = hit(el);
    const viaLabel = label ? hit(label) : { w: 0, h: 0 };
    const w = Math.max(own.w, viaLabel.w);
    const h = Math.max(own.h, viaLabel.h);
    if (w < args.minTarget - 0.5 || h < args.minTarget - 0.5)
      report.small.push(`${name(el)} ${Math.round(w)}×${Math.round(h)}`);
  }
  return report;
}

/** The findings of one page, each prefixed with the route. */
async function check(page: Page, route: string): Promise<string[]> {
  await settle(page);
  const r = await page.evaluate(inspect, {
    minTarget: MIN_TARGET,
    allowedSmall: ALLOWED_SMALL,
    allowedCut: ALLOWED_CUT,
  });
  const out: string[] = [];
  if (r.scrollWidth > VIEWPORT.width) out.push(`page scrolls sideways: ${r.scrollWidth}px`);
  for (const x of r.overflow) out.push(`overflow ${x}`);
  for (const x of r.cut) out.push(`cut ${x}`);
  for (const x of r.overlap) out.push(`overlap ${x}`);
  for (const x of r.small) out.push(`small ${x}`);
  return out.map((x) => `${route} ${x}`);
}

/** Waits for the page's first data, then applies the zoom to whatever arrived last. */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(() => !document.body.innerText.includes('正在加载'), undefined, { timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(500);
  // (absent in the 100 % context)
  await page.evaluate(() => (window as unknown as { __textZoom?: () => void }).__textZoom?.());
  await page.waitForTimeout(100);
}

function slug(route: string): string {
  return (
    route
      .replace(/^\/wap\/?/, '')
      .replace(/\.html$/, '')
      .replace(/[^A-Za-z0-9]+/g, '-') || 'home'
  );
}

describe('the text zoom (text-zoom.ts)', () => {
  it.each([
    ['font-size', '0.14rem', 'calc(2 * (0.14rem))'],
    ['font-size', '14px', 'calc(2 * (14px))'],
    ['font-size', 'var(--rv-font-size-md)', 'calc(2 * (var(--rv-font-size-md)))'],
    ['font-size', 'medium', '32px'],
    ['font-size', '1.2em', null],
    ['font-size', '120%', null],
    ['font-size', 'inherit', null],
    ['font-size', 'calc(2 * (0.14rem))', null],
    ['font-size', '', null],
    ['line-height', '0.22rem', 'calc(2 * (0.22rem))'],
    ['line-height', '1.5', null],
    ['line-height', 'normal', null],
    ['line-height', '150%', null],
  ] as const)('%s: %s → %s', (prop, value, want) => {
    expect(zoomedValue(prop, value, 2)).toBe(want);
  });
});

describe('200 % text on every route, 360×640', () => {
  let browser: Browser;
  let light: BrowserContext;
  let dark: BrowserContext;
  let plain: BrowserContext;
  const errors: string[] = [];

  const newContext = async (zoom: boolean) => {
    const ctx = await browser.newContext({
      viewport: VIEWPORT,
      deviceScaleFactor: 2,
      hasTouch: true,
      isMobile: true,
      locale: 'zh-CN',
    });
    if (zoom) await ctx.addInitScript(textZoomScript(2));
    return ctx;
  };
  const open = async (ctx: BrowserContext, route: string) => {
    const page = await ctx.newPage();
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    await page.goto(baseUrl() + route, { waitUntil: 'domcontentloaded' });
    return page;
  };

  beforeAll(async () => {
    browser = await launch();
    light = await newContext(true);
    dark = await newContext(true);
    plain = await newContext(false);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('the zoom doubles the text and leaves the rem layout alone', async () => {
    const measure = async (ctx: BrowserContext) => {
      const page = await open(ctx, '/wap/settings.html');
      await settle(page);
      const m = await page.evaluate(() => ({
        root: getComputedStyle(document.documentElement).fontSize,
        body: getComputedStyle(document.body).fontSize,
        header: getComputedStyle(document.querySelector('.page-header')!).paddingLeft,
      }));
      await page.close();
      return m;
    };
    const before = await measure(plain);
    const after = await measure(light);
    expect(after.root).toBe(before.root);
    expect(after.header).toBe(before.header);
    expect(parseFloat(after.body)).toBeCloseTo(2 * parseFloat(before.body), 1);
  });

  it('light: the routes reached by URL hold', async () => {
    const problems: string[] = [];
    for (const route of [...URL_ROUTES, '/wap/tixing.html']) {
      const page = await open(light, route);
      problems.push(...(await check(page, route)));
      await shot(page, `large-text-${slug(route)}-light`);
      await page.close();
    }
    expect(problems).toEqual([]);
  });

  it.each([
    ['/wap/', 'home'],
    ['/wap/sh/600519.html', '600519'],
  ])(
    "light: the stock home's early block (last known quote, 非实时) before the app's code has run: %s",
    async (route, label) => {
      // A live visit keeps the quote on the device; the next visit draws it from index.html alone.
      // The route test above met this block only when the app was slow to take over (CI, stop 46);
      // 600519's four-digit price is the widest headline.
      const first = await open(light, route);
      await first.waitForFunction(() =>
        /\d/.test(document.querySelector('[data-testid=panel-price]')?.textContent ?? ''),
      );
      await first.close();
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      const page = await light.newPage();
      await page.route(/\/wap\/assets\/app\.[^/]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      try {
        await page.goto(baseUrl() + route, { waitUntil: 'commit' });
        await page.locator('[data-testid=boot-quote]').waitFor({ timeout: 15_000 });
        expect(await page.locator('#root > *').count()).toBe(0);
        const problems = await check(page, `${route} (early block)`);
        await shot(page, `large-text-early-block-${label}-light`);
        expect(problems).toEqual([]);
      } finally {
        release();
        await page.close();
      }
    },
  );

  it('light: the routes reached from a list (article, dragon-tiger stock and branch, margin stock)', async () => {
    const problems: string[] = [];
    const firstRow = async (p: Page) => {
      await p.locator('.data-table__row--link').first().waitFor({ timeout: 20_000 });
      await p.locator('.data-table__row--link').first().click();
    };
    const visit = async (from: string, click: (p: Page) => Promise<void>, to: RegExp, label: string) => {
      const page = await open(light, from);
      await click(page);
      await page.waitForURL(to, { timeout: 20_000 });
      problems.push(...(await check(page, new URL(page.url()).pathname)));
      await shot(page, `large-text-${label}-light`);
      await page.close();
    };
    await visit(
      '/wap/sh/600519.html',
      async (p) => {
        await p.locator('a[href*="/wap/detail/"]').first().waitFor({ timeout: 20_000 });
        await p.locator('a[href*="/wap/detail/"]').first().click();
      },
      /\/wap\/detail\//,
      'article',
    );
    await visit('/wap/stock-list.html', firstRow, /\/wap\/stock\/detail\//, 'dragon-tiger-stock');
    await visit(
      '/wap/stock-list.html',
      async (p) => {
        await p.getByRole('tab', { name: '营业部榜单' }).click();
        await firstRow(p);
      },
      /\/wap\/department\/detail\//,
      'dragon-tiger-branch',
    );
    await visit('/wap/rzrq-list.html', firstRow, /\/wap\/rzrq\/[^/]+\/[^/]+\.html/, 'margin-stock');
    expect(problems).toEqual([]);
  });

  it('light: the routes behind a login (composer with its emoji picker, post, 自选 in edit mode)', async () => {
    const page = await open(light, '/wap/login.html');
    await logInOnLoginPage(page, '13900003701');
    await page.waitForURL((u) => !u.pathname.endsWith('/login.html'), { timeout: 20_000 });
    const problems: string[] = [];
    const sendRoute = '/wap/send/sh/600519/send.html';
    await page.goto(baseUrl() + sendRoute);
    problems.push(...(await check(page, sendRoute)));
    await shot(page, `large-text-${slug(sendRoute)}-light`);
    // A post of our own with another user's comment under it, both published: the post page with
    // everything it can show (回复 is on others' comments only). A fixed id read whatever post
    // another e2e file had written by then, or 帖子不存在 when none had (CI, stop 45).
    await page.locator('[data-testid=send-title]').fill('大字号下的帖子');
    await page.locator('[data-testid=send-content]').fill('二百分比的字号也要读得全');
    await page.locator('[data-testid=send-publish]').click();
    await page.waitForURL(/\/wap\/sh\/600519\.html$/, { timeout: 10_000 });
    const postId = pendingId('post', '大字号下的帖子');
    moderate('approve', postId);
    const postRoute = `/wap/viewDetail/sh/600519/${postId}.html`;
    const other = await open(plain, '/wap/login.html');
    await logInOnLoginPage(other, '13900003702');
    await other.waitForURL((u) => !u.pathname.endsWith('/login.html'), { timeout: 20_000 });
    await other.goto(baseUrl() + postRoute);
    await other.locator('[data-testid=reply-author]').click();
    await other.locator('[data-testid=reply-input]').fill('字大了也看得清');
    await other.locator('[data-testid=reply-send]').click();
    await other.locator('[data-testid=reply-panel]').waitFor({ state: 'detached' });
    await other.close();
    moderate('approve', pendingId('comment', '字大了也看得清'));
    await page.goto(baseUrl() + postRoute);
    await page.locator('[data-testid=comment-reply]').first().waitFor();
    problems.push(...(await check(page, postRoute)));
    await shot(page, 'large-text-viewDetail-light');
    // The composer's emoji picker, open: each emoji a 44 px target.
    await page.goto(baseUrl() + '/wap/send/sh/600519/send.html');
    await page.getByRole('button', { name: '表情' }).click();
    await page.locator('.emoji-picker__item').first().waitFor();
    problems.push(...(await check(page, 'send.html (表情 open)')));
    await shot(page, 'large-text-send-emoji-light');
    // 自选 in edit mode: the move, delete and group controls.
    await page.goto(baseUrl() + '/wap/sz/000001.html');
    await page.getByRole('button', { name: '加自选' }).click();
    await page.getByRole('button', { name: '删自选' }).waitFor();
    await page.goto(baseUrl() + '/wap/zixuan.html');
    await page.getByRole('button', { name: '编辑' }).click();
    await page.getByRole('button', { name: '完成' }).waitFor();
    problems.push(...(await check(page, 'zixuan.html (编辑)')));
    // The name is not squeezed beside the buttons: 平安银行 reads on one line.
    const nameLines = await page
      .locator('[data-testid="zixuan-row"] .zixuan__title')
      .first()
      .evaluate((el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight));
    if (nameLines > 1.5) problems.push(`zixuan.html (编辑): the name takes ${nameLines.toFixed(1)} lines`);
    await shot(page, 'large-text-zixuan-edit-light');
    await page.close();
    expect(problems).toEqual([]);
  });

  it('dark: screenshots of every route reached by URL', async () => {
    for (const route of [...URL_ROUTES, '/wap/tixing.html']) {
      const page = await open(dark, `${route}?type=dark`);
      await settle(page);
      await shot(page, `large-text-${slug(route)}-dark`);
      await page.close();
    }
  });

  it('logged no page errors', () => {
    expect(errors).toEqual([]);
  });
});
