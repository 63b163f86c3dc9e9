/**
 * A list screen's first rows drawn before the framework (issue 38, src/app/early-rows.ts): the
 * early block of the dragon-tiger board, a sector's constituents, the sector ranking, the margin
 * list, a stock's margin history and the major indices' rank list shows the same first rows as the
 * page, where the page draws them, and goes in the task the page's own rows come in, so nothing
 * moves and nothing shows twice. Light and dark; the block held on screen (the app's code delayed)
 * is screenshotted.
 */
import type { Page, Route } from 'playwright-core';
import { innerCodeOf } from '../../server/content/margin/eligible';
import { UNIVERSE } from '../../server/data/universe';
import { baseUrl, shot, usePhone } from './browser';

jest.setTimeout(60_000);

/** What the page looked like when the block came, and in the task it went. */
interface Swap {
  early: Snapshot | null;
  page: Snapshot | null;
  /** Frames painted with the block and the page's own rows at once (must be none). */
  both: number;
}
interface Snapshot {
  rowTop: number;
  rowHeight: number;
  headTop: number;
  cells: string[];
  scrollY: number;
}

/** A screen's rows: a body row and the header row, the same selectors in the block and the page. */
interface RowKind {
  row: string;
  head: string;
}
const TABLE: RowKind = {
  row: '.data-table__row:not(.data-table__row--head)',
  head: '.data-table__row--head',
};
/** The major indices' rank list (pages/indices/RankList.tsx): a link per row, not a DataTable. */
const RANK: RowKind = { row: '.rank-row:not(.rank-row--head)', head: '.rank-row--head' };

/** Runs before any script: notes the block's first row, and the page's first row once it is gone. */
const watch = ({ row: BODY_ROW, head: HEAD_ROW }: RowKind) => `(() => {
  const w = window;
  w.__swap = { early: null, page: null, both: 0 };
  const snap = (scope) => {
    const row = scope.querySelector(${JSON.stringify(BODY_ROW)});
    const head = scope.querySelector(${JSON.stringify(HEAD_ROW)});
    if (!row || !head) return null;
    const r = row.getBoundingClientRect();
    return { rowTop: r.top, rowHeight: r.height, headTop: head.getBoundingClientRect().top,
      cells: Array.from(row.children).map((c) => c.textContent), scrollY: w.scrollY };
  };
  new MutationObserver((_, obs) => {
    const s = w.__swap;
    const block = document.getElementById('early-rows');
    const root = document.getElementById('root');
    const own = root && root.querySelector(${JSON.stringify(BODY_ROW)});
    if (block && !s.early) s.early = snap(block);
    // Both in the DOM within one task is fine (the block goes in a later observer of the same
    // mutations); both still there when the next frame is drawn is not.
    if (block && own)
      requestAnimationFrame(() => {
        const r = document.getElementById('root');
        if (document.getElementById('early-rows') && r && r.querySelector(${JSON.stringify(BODY_ROW)})) s.both += 1;
      });
    if (!block && s.early && own) { s.page = snap(root); obs.disconnect(); }
  }).observe(document, { subtree: true, childList: true });
})();`;

async function open(
  phone: ReturnType<typeof usePhone>,
  path: string,
  kind: RowKind,
  hold?: Promise<void>,
  asked?: string[],
  /** Session storage set before any script runs (the web's logged-in user). */
  session: Record<string, string> = {},
): Promise<Page> {
  const page = await phone.context.newPage();
  await page.addInitScript((items) => {
    for (const [k, v] of Object.entries(items)) sessionStorage.setItem(k, v);
  }, session);
  page.on('pageerror', (e) => phone.errors.push(`pageerror: ${e.message}`));
  // Before navigation: the early script asks its calls from the head, before DOMContentLoaded.
  page.on('request', (r) => {
    if (r.url().includes('/api/')) asked?.push(new URL(r.url()).pathname);
  });
  await page.addInitScript(watch(kind));
  if (hold) {
    // The app's entry chunk (index.html starts it after the early script) waits until released.
    await page.route(/\/wap\/assets\/app\.[^/]+\.js$/, async (route: Route) => {
      await hold;
      await route.continue();
    });
  }
  await page.goto(baseUrl() + path, { waitUntil: 'domcontentloaded' });
  return page;
}

async function swapOf(page: Page): Promise<Swap> {
  const swap = () => (window as unknown as { __swap?: Swap }).__swap;
  await page.waitForFunction(() => !!(window as unknown as { __swap?: Swap }).__swap?.page, null, {
    timeout: 30_000,
  });
  return (await page.evaluate(swap))!;
}

const moutai = UNIVERSE.find((s) => s.code === '600519' && s.market === 'sh')!;

const SCREENS = [
  ['dragon-tiger board', '/wap/stock-list.html', TABLE],
  ['constituents', '/wap/plateConstituentStock/HY/BK1205.html', TABLE],
  ['sector ranking', '/wap/bkRank.html?tab=1', TABLE],
  ['margin list', '/wap/rzrq-list.html?market=both', TABLE],
  [
    'margin history',
    `/wap/rzrq-stock-list.html?innerCode=${innerCodeOf(moutai)}&name=${encodeURIComponent(moutai.name)}`,
    TABLE,
  ],
  ['indices', '/wap/markIndex.html', RANK],
] as const;

describe('list screens: first rows before the framework', () => {
  const phone = usePhone();

  it.each(
    SCREENS.flatMap(([name, path, kind]) => [
      [name, 'light', path, kind],
      [name, 'dark', `${path}${path.includes('?') ? '&' : '?'}type=dark`, kind],
    ]),
  )(
    '%s, %s: the page draws its rows where the early rows were, the same rows',
    async (name, theme, path, kind) => {
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const asked: string[] = [];
      const page = await open(phone, path, kind, held, asked);
      try {
        // While the app's code is held back the early rows stand alone, styled, inert.
        const block = page.locator('#early-rows');
        await block.locator(kind.row).first().waitFor({ timeout: 20_000 });
        expect(await block.getAttribute('aria-hidden')).toBe('true');
        expect(await block.evaluate((b) => (b as HTMLElement).inert)).toBe(true);
        expect(await page.locator('#root').innerHTML()).toBe('');
        await shot(page, `early-rows-${name.replace(/ /g, '-')}-${theme}`);
        release();

        const swap = await swapOf(page);
        expect(swap.both).toBe(0);
        // The page took the early answers: no call was asked twice before its rows were in.
        expect(asked.length).toBeGreaterThan(0);
        expect(asked.filter((p, i) => asked.indexOf(p) !== i)).toEqual([]);
        expect(swap.early).not.toBeNull();
        expect(swap.page!.cells).toEqual(swap.early!.cells);
        expect(swap.page!.cells[0]).not.toBe('');
        expect(swap.page!.scrollY).toBe(swap.early!.scrollY);
        expect(Math.abs(swap.page!.headTop - swap.early!.headTop)).toBeLessThanOrEqual(1);
        expect(Math.abs(swap.page!.rowTop - swap.early!.rowTop)).toBeLessThanOrEqual(1);
        expect(Math.abs(swap.page!.rowHeight - swap.early!.rowHeight)).toBeLessThanOrEqual(1);
        await expect(page.locator('#early-rows').count()).resolves.toBe(0);
      } finally {
        release();
        await page.close();
      }
    },
  );

  it('the board asks the server for its first rows once: it takes the early answers', async () => {
    const page = await phone.context.newPage();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/biz/lhb/')) asked.push(new URL(r.url()).pathname);
    });
    await page.goto(baseUrl() + '/wap/stock-list.html', { waitUntil: 'domcontentloaded' });
    try {
      // The page's own rows, with or without the block before them: on a loaded machine the app's
      // code (started at index.html's 300 ms cap) can render them before the early rows are drawn,
      // and then no block comes (swapOf would wait for one); the calls are taken over all the same.
      await page.locator(`#root ${TABLE.row}`).first().waitFor({ timeout: 30_000 });
      const count = (p: string) => asked.filter((a) => a.endsWith(p)).length;
      expect([count('/tradingdays'), count('/summary'), count('/list')]).toEqual([1, 1, 1]);
    } finally {
      await page.close();
    }
  });

  it('the ranking’s early header shows a logged-in reader as the page then does', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const user = { token: 'e2e-token', nickname: '股友小王', headImage: '', username: 'u', serverId: '1' };
    const page = await open(phone, '/wap/bkRank.html', TABLE, held, undefined, {
      userInfo: JSON.stringify(user),
    });
    try {
      const block = page.locator('#early-rows');
      await block.locator(TABLE.row).first().waitFor({ timeout: 20_000 });
      const account = (scope: string) =>
        page.evaluate((sel) => {
          const header = document.querySelector(sel);
          const avatar = header?.querySelector('.common-header__avatar .avatar');
          const r = avatar?.getBoundingClientRect();
          return {
            login: !!header?.querySelector('.common-header__login'),
            text: avatar?.textContent ?? null,
            box: r ? [r.left, r.top, r.width, r.height].map(Math.round) : null,
          };
        }, `${scope} .common-header`);
      const early = await account('#early-rows');
      expect(early).toMatchObject({ login: false, text: '股' });
      await shot(page, 'early-rows-sector-ranking-logged-in');
      release();
      await swapOf(page);
      expect(await account('#root')).toEqual(early);
    } finally {
      release();
      await page.close();
    }
  });

  it('the department tab opens without early rows (the view is the stock tab’s)', async () => {
    const page = await open(phone, '/wap/stock-list.html?tab=department', TABLE);
    try {
      await page.locator('#root .lhb-table [role=row]:not(.data-table__row--head)').first().waitFor();
      expect(await page.evaluate(() => (window as unknown as { __swap: Swap }).__swap.early)).toBeNull();
    } finally {
      await page.close();
    }
  });

  it.each(['1', '2'])('the indices’ tab %s opens without early rows (the view is 沪深’s)', async (tab) => {
    const page = await open(phone, `/wap/markIndex.html?tab=${tab}`, RANK);
    try {
      await page.locator('#root .indices-page').waitFor();
      await page.locator('#root [data-testid=indices-tabs]').waitFor();
      expect(await page.locator('#early-rows').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __swap: Swap }).__swap.early)).toBeNull();
    } finally {
      await page.close();
    }
  });

  afterAll(() => expect(phone.errors).toEqual([]));
});
