/**
 * The local environment's external sites (server/routes/sites.ts): the information center /info/
 * and the fund site /fund/ answer from the server's own sources, link into the app, and show
 * Beijing time whatever the server's zone and the instant.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NEWS_PATHS } from '../../contract/news';
import { INFO_PAGE_SIZE } from '../../server/content/sites';
import { FUND_SITE_PATH, INFO_SITE_PATH } from '../../server/routes/sites';
import { useTestServer, testNow, type TestServer } from './harness';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-sites-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>INDEX</title>');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const HTML = 'text/html; charset=utf-8';
const BEIJING_MS = 8 * 3600_000;

/** 'MM-DD HH:mm' of an instant in Beijing, computed apart from the server's code. */
const beijing = (ms: number) => new Date(ms + BEIJING_MS).toISOString().slice(5, 16).replace('T', ' ');

interface Item {
  href: string;
  title: string;
  time: string;
}

function infoItems(html: string): Item[] {
  const re = /<li><a href="([^"]+)"><div class="title">(.*?)<\/div><div class="meta"><time>(.*?)<\/time>/g;
  return [...html.matchAll(re)].map((m) => ({ href: m[1], title: m[2], time: m[3] }));
}

async function page(
  srv: TestServer,
  p: string,
): Promise<{ status: number; type: string | null; html: string }> {
  const res = await fetch(srv.url(p));
  return { status: res.status, type: res.headers.get('content-type'), html: await res.text() };
}

/** The fast-news id of an app article link (/wap/detail/{market}/{symbol}/4/{id}.html). */
const idOf = (href: string) => /\/4\/(\d+)\.html$/.exec(href)?.[1];

function checkInfo(srv: TestServer): void {
  it('/info/ lists the latest fast news, newest first, each in Beijing time and linking into the app', async () => {
    const { status, type, html } = await page(srv, INFO_SITE_PATH);
    expect(status).toBe(200);
    expect(type).toBe(HTML);
    expect(html).toContain('<html lang="zh-CN">');
    const items = infoItems(html);
    expect(items).toHaveLength(INFO_PAGE_SIZE);
    const times: number[] = [];
    // Every item is the article the app's own call answers, at the time shown.
    for (const item of items.slice(0, 5)) {
      const id = idOf(item.href);
      expect(id).toBeDefined();
      const res = await fetch(srv.url(`${NEWS_PATHS.getArticleDetail}?newsId=${id}`));
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: { title: string; showTime: number } };
      expect(item.title).toBe(data.title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
      expect(item.time).toBe(beijing(data.showTime));
      times.push(data.showTime);
    }
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // The newest is published by now and at most a few days old (a weekend, a holiday).
    expect(times[0]).toBeLessThanOrEqual(srv.now());
    expect(srv.now() - times[0]).toBeLessThan(5 * 86_400_000);
  });

  it('a link from /info/ opens the app article route', async () => {
    const { html } = await page(srv, INFO_SITE_PATH);
    const items = infoItems(html);
    for (const item of items) expect(item.href).toMatch(/^\/wap\/detail\/(sh|sz|bj)\/\d{6}\/4\/\d+\.html$/);
    const [first] = items;
    const res = await fetch(srv.url(first.href));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('INDEX');
  });
}

describe('the external sites at the test instant', () => {
  const srv = useTestServer({ distDir: dist });

  checkInfo(srv);

  it('/fund/ lists the ETFs with price, change and NAV, then the open-end funds', async () => {
    const { status, type, html } = await page(srv, FUND_SITE_PATH);
    expect(status).toBe(200);
    expect(type).toBe(HTML);
    const rows = [...html.matchAll(/<li><a class="fund" href="\/fund\/detail\/(\d{6})">/g)].map((m) => m[1]);
    expect(rows).toEqual(expect.arrayContaining(['510300', '159915', '000001', '005827']));
    expect(rows).toHaveLength(17);
    // The ETF's NAV is the simulator's latest published net value (the app's NAV call).
    const nav = await fetch(srv.url('/fund/detail/510300'));
    expect(nav.status).toBe(200);
    const detail = await nav.text();
    expect(detail).toContain('<title>沪深300ETF</title>');
    expect(detail).toMatch(/<dt>单位净值<\/dt><dd>\d+\.\d{4}<\/dd>/);
    expect(detail).toMatch(/<dt>净值日期<\/dt><dd>\d{4}-\d{2}-\d{2}<\/dd>/);
    expect(detail).toMatch(/<dt>最新价<\/dt><dd class="(up|down|flat)">\d+\.\d{3}<\/dd>/);
  });

  it('a fund links to its quote page in the app, which answers', async () => {
    const { html } = await page(srv, '/fund/detail/510300');
    const href = /<a class="action" href="([^"]+)">查看行情<\/a>/.exec(html)?.[1];
    expect(href).toBe('/wap/sh/510300.html');
    expect((await fetch(srv.url(href!))).status).toBe(200);
  });

  it('an open-end fund from search has its page; an unknown code is a 404 in Chinese', async () => {
    const open = await page(srv, '/fund/detail/005827');
    expect(open.status).toBe(200);
    expect(open.html).toContain('易方达蓝筹精选混合');
    for (const p of ['/fund/detail/999999', '/fund/detail/%3Cscript%3E', '/fund/nope', '/info/nope']) {
      const res = await page(srv, p);
      expect(res.status).toBe(404);
      expect(res.type).toBe(HTML);
      expect(res.html).toContain('页面不存在');
      expect(res.html).not.toContain('<script>');
    }
  });
});

describe('the information center in another zone at another instant', () => {
  const zone = process.env.TZ;
  // Friday evening in Beijing, Friday morning in New York: a different day and hour than testNow().
  const other = Date.parse(testNow()) + 3 * 86_400_000 + 11.5 * 3600_000;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });
  const srv = useTestServer({ distDir: dist, startAt: other });

  checkInfo(srv);
});
