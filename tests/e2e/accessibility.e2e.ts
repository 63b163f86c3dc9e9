/**
 * Issue 37 (docs/accessibility.md): axe-core on every route of §2 (screens and routes), light and
 * dark, at phone size: no critical and no serious violation. One deliberate exception, recorded in
 * the doc: the spec's own rise/fall colours (§5: #E94041 on white is 3.98:1, #05A687 3.08:1, under
 * AA's 4.5:1 for small text) are what the spec mandates; every other colour pair must pass.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { baseUrl, usePhone } from './browser';
import { logInOnLoginPage } from './login';
import { URL_ROUTES } from './routes';

jest.setTimeout(300_000);

const AXE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
/** §5's palettes (lib/colors.ts), lower case as axe reports them. */
const SPEC_COLOURS = ['#e94041', '#05a687', '#eb0000', '#249000'];

const ROUTES = URL_ROUTES;

interface Finding {
  id: string;
  impact: string;
  targets: string[];
}

/** axe's critical and serious violations, less contrast failures of the spec's own colours. */
async function audit(page: Page): Promise<string[]> {
  // Let the page reach its first data (lists, charts) before judging it.
  await page
    .waitForFunction(() => !document.body.innerText.includes('正在加载'), undefined, { timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(500);
  // Evaluated through the DevTools protocol: a <script> tag would be (rightly) refused by the app's CSP.
  await page.evaluate(AXE);
  const found = await page.evaluate(async (spec: string[]) => {
    type Node = { target: string[]; any: { data?: { fgColor?: string; bgColor?: string } }[] };
    type Violation = { id: string; impact: string; nodes: Node[] };
    const axe = (window as unknown as { axe: { run(d: Document): Promise<{ violations: Violation[] }> } })
      .axe;
    const { violations } = await axe.run(document);
    return violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes
          .filter((n) => {
            if (v.id !== 'color-contrast') return true;
            const d = n.any[0]?.data ?? {};
            return !spec.includes(d.fgColor ?? '') && !spec.includes(d.bgColor ?? '');
          })
          .map((n) => n.target.join(' ')),
      }))
      .filter((v) => v.targets.length > 0);
  }, SPEC_COLOURS);
  return (found as Finding[]).map((f) => `${f.impact} ${f.id}: ${f.targets.slice(0, 4).join(', ')}`);
}

describe('axe-core: no critical or serious violation on any route', () => {
  const phone = usePhone();

  for (const theme of ['light', 'dark'] as const) {
    const q = theme === 'dark' ? '?type=dark' : '';

    it(`${theme}: the routes reached by URL`, async () => {
      const problems: string[] = [];
      for (const route of ROUTES) {
        const page = await phone.open(route + q);
        for (const p of await audit(page)) problems.push(`${route} ${p}`);
        await page.close();
      }
      expect(problems).toEqual([]);
    });

    it(`${theme}: the routes reached from a list (article, dragon-tiger stock and branch, margin stock)`, async () => {
      const problems: string[] = [];
      const visit = async (from: string, click: (p: Page) => Promise<void>, to: RegExp) => {
        const page = await phone.open(from + q);
        await click(page);
        await page.waitForURL(to, { timeout: 20_000 });
        for (const p of await audit(page)) problems.push(`${new URL(page.url()).pathname} ${p}`);
        await page.close();
      };
      const firstRow = async (p: Page) => {
        await p.locator('.data-table__row--link').first().waitFor({ timeout: 20_000 });
        await p.locator('.data-table__row--link').first().click();
      };
      await visit(
        '/wap/sh/600519.html',
        async (p) => {
          await p.locator('a[href*="/wap/detail/"]').first().waitFor({ timeout: 20_000 });
          await p.locator('a[href*="/wap/detail/"]').first().click();
        },
        /\/wap\/detail\//,
      );
      await visit('/wap/stock-list.html', firstRow, /\/wap\/stock\/detail\//);
      await visit(
        '/wap/stock-list.html',
        async (p) => {
          await p.getByRole('tab', { name: '营业部榜单' }).click();
          await firstRow(p);
        },
        /\/wap\/department\/detail\//,
      );
      await visit('/wap/rzrq-list.html', firstRow, /\/wap\/rzrq\/[^/]+\/[^/]+\.html/);
      expect(problems).toEqual([]);
    });

    it(`${theme}: the routes behind a login (composer, post)`, async () => {
      const login = await phone.open(`/wap/login.html${q}`);
      await logInOnLoginPage(login, theme === 'dark' ? '13900001372' : '13900001371');
      await login.waitForURL((u) => !u.pathname.endsWith('/login.html'), { timeout: 20_000 });
      const problems: string[] = [];
      for (const route of ['/wap/send/sh/600519/send.html', '/wap/viewDetail/sh/600519/1.html']) {
        await login.goto(baseUrl() + route + q);
        for (const p of await audit(login)) problems.push(`${route} ${p}`);
      }
      // 自选 with rows of three markets (the device's list merges into the account at the next
      // load), then its edit mode.
      await login.evaluate(() =>
        localStorage.setItem(
          'wapquote.watchlist',
          JSON.stringify(['sh:600519', 'HKSE:00700', 'NASDAQ:AAPL']),
        ),
      );
      await login.goto(`${baseUrl()}/wap/zixuan.html${q}`);
      await login.locator('[data-testid=zixuan-row]').nth(2).waitFor({ timeout: 20_000 });
      for (const p of await audit(login)) problems.push(`/wap/zixuan.html ${p}`);
      await login.getByRole('button', { name: '编辑' }).click();
      for (const p of await audit(login)) problems.push(`/wap/zixuan.html 编辑 ${p}`);
      await login.close();
      expect(problems).toEqual([]);
    });
  }

  it('logged no page errors', () => {
    expect(phone.errors).toEqual([]);
  });
});
