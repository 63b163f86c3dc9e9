/**
 * The external sites the local environment links to (docs/features.md, "External sites of the
 * local environment"): the information center (/info/) and the fund site (/fund/). Deployed
 * environments link to the company's own sites (config.json hosts.info / hosts.fund); here the
 * reference server plays them, rendered from the rows sites.ts gathers from the simulator and the
 * news generator. Pure functions of their rows: every text is escaped, every time is Beijing time.
 */
import { beijingText } from '../company/dates';
import { esc } from './html';

/** Where the app's bundle is served (bridge/fallback.ts WAP_BASE). */
export const APP_BASE = '/wap';

export interface InfoRow {
  title: string;
  media: string;
  /** epoch ms */
  time: number;
  /** The instrument the item is about (name shown beside the media). */
  subject: string;
  /** The app's article route, e.g. /wap/detail/sh/000001/4/…html */
  href: string;
}

export interface FundRow {
  code: string;
  name: string;
  /** 场内 ETF or 场外基金 */
  kindLabel: string;
  /** Latest price with its decimals, or null when the fund has no exchange price. */
  price: string | null;
  /** Change and change rate as shown (signed), or null. */
  change: string | null;
  changeRate: string | null;
  /** -1, 0, 1: the colour of the change. */
  direction: number;
  /** Latest unit NAV, or null; with its trading day (YYYY-MM-DD). */
  nav: string | null;
  navDate: string | null;
  /** The app's quote page of the code, or null when it has none. */
  quoteHref: string | null;
  /** This site's page of the fund. */
  detailHref: string;
}

/** 'MM-DD HH:mm' in Beijing time, whatever the server's zone. */
export function beijingShort(ms: number): string {
  return beijingText(ms).slice(5, 16);
}

const STYLE = `
  :root { color-scheme: light dark; --bg: #f6f6f6; --card: #fff; --text: #222; --muted: #888; --line: #eee; --red: #e94041; --green: #1aa260; }
  @media (prefers-color-scheme: dark) {
    :root { --bg: #111; --card: #1c1c1e; --text: #e8e8e8; --muted: #999; --line: #2c2c2e; --red: #f0585a; --green: #2fbf71; }
  }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: -apple-system, "PingFang SC", "Noto Sans CJK SC", sans-serif; color: var(--text); background: var(--bg); -webkit-text-size-adjust: 100%; }
  header { position: sticky; top: 0; display: flex; align-items: center; gap: 12px; padding: 0 16px; height: 48px; background: var(--red); color: #fff; }
  header h1 { flex: 1; margin: 0; font-size: 18px; }
  header a { color: #fff; text-decoration: none; font-size: 14px; }
  main { max-width: 640px; margin: 0 auto; }
  .note { margin: 0; padding: 10px 16px; color: var(--muted); font-size: 12px; }
  ul { list-style: none; margin: 0; padding: 0; background: var(--card); }
  li { border-bottom: 1px solid var(--line); }
  li > a { display: block; padding: 12px 16px; color: inherit; text-decoration: none; }
  .title { font-size: 16px; line-height: 1.5; overflow-wrap: anywhere; }
  .meta { margin-top: 4px; color: var(--muted); font-size: 12px; display: flex; gap: 8px; flex-wrap: wrap; }
  .fund { display: flex; align-items: center; gap: 8px; }
  .fund .name { flex: 1; min-width: 0; }
  .fund .name b { display: block; font-weight: normal; font-size: 16px; overflow-wrap: anywhere; }
  .fund .num { width: 80px; text-align: right; font-variant-numeric: tabular-nums; }
  .fund .num small { display: block; font-size: 12px; }
  .up { color: var(--red); } .down { color: var(--green); } .flat { color: var(--muted); }
  dl { margin: 0; padding: 8px 16px; background: var(--card); }
  dl div { display: flex; justify-content: space-between; padding: 10px 0; border-bottom: 1px solid var(--line); }
  dt { color: var(--muted); } dd { margin: 0; font-variant-numeric: tabular-nums; }
  .action { display: block; margin: 24px 16px; padding: 12px; border-radius: 22px; background: var(--red); color: #fff; text-align: center; text-decoration: none; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<link rel="icon" href="${APP_BASE}/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
<header><h1>${esc(title)}</h1><a href="${APP_BASE}/">行情首页</a></header>
<main>
${body}
</main>
</body>
</html>
`;
}

const dirClass = (d: number) => (d > 0 ? 'up' : d < 0 ? 'down' : 'flat');

/** The information center: the latest fast news, newest first. */
export function renderInfoPage(rows: readonly InfoRow[], asOf: number): string {
  const items = rows
    .map(
      (r) =>
        `<li><a href="${esc(r.href)}"><div class="title">${esc(r.title)}</div>` +
        `<div class="meta"><time>${beijingShort(r.time)}</time><span>${esc(r.subject)}</span><span>${esc(r.media)}</span></div></a></li>`,
    )
    .join('\n');
  const body =
    `<p class="note">7×24快讯 · 最新${rows.length}条 · 北京时间 ${beijingShort(asOf)} 更新</p>\n` +
    (rows.length ? `<ul data-list="info">\n${items}\n</ul>` : `<p class="note">暂无快讯</p>`);
  return page('资讯中心', body);
}

function fundItem(f: FundRow): string {
  const cls = dirClass(f.direction);
  const price = f.price ?? '--';
  const rate = f.changeRate ?? '--';
  const nav = f.nav ? `净值 ${esc(f.nav)}` : '暂无净值';
  return (
    `<li><a class="fund" href="${esc(f.detailHref)}"><span class="name"><b>${esc(f.name)}</b>` +
    `<span class="meta"><span>${esc(f.code)}</span><span>${esc(f.kindLabel)}</span><span>${nav}</span></span></span>` +
    `<span class="num ${cls}">${esc(price)}<small class="${cls}">${esc(rate)}</small></span></a></li>`
  );
}

/** The fund site's list: exchange-traded funds with price and NAV, then the open-end funds. */
export function renderFundPage(rows: readonly FundRow[], asOf: number): string {
  const body =
    `<p class="note">基金 · ${rows.length}只 · 北京时间 ${beijingShort(asOf)} 更新</p>\n` +
    `<ul data-list="fund">\n${rows.map(fundItem).join('\n')}\n</ul>`;
  return page('基金', body);
}

/** One fund: name, code, NAV and its date, price and change, its quote page. */
export function renderFundDetail(f: FundRow): string {
  const cls = dirClass(f.direction);
  const row = (k: string, v: string, c = '') =>
    `<div><dt>${esc(k)}</dt><dd${c ? ` class="${c}"` : ''}>${esc(v)}</dd></div>`;
  const rows = [
    row('基金代码', f.code),
    row('类型', f.kindLabel),
    row('单位净值', f.nav ?? '--'),
    row('净值日期', f.navDate ?? '--'),
    row('最新价', f.price ?? '--', cls),
    row('涨跌', f.change ?? '--', cls),
    row('涨跌幅', f.changeRate ?? '--', cls),
  ].join('\n');
  const quote = f.quoteHref
    ? `<a class="action" href="${esc(f.quoteHref)}">查看行情</a>`
    : // Open-end funds are not traded on the exchange: the simulator prices none of them.
      `<p class="note">场外基金不在交易所交易，本地参考环境的模拟行情不含其价格与净值。</p>`;
  return page(f.name, `<dl>\n${rows}\n</dl>\n${quote}\n<a class="action" href="/fund/">全部基金</a>`);
}

/** The sites' 404 page, in Chinese. */
export function renderSiteNotFound(what: string): string {
  return page(
    '页面不存在',
    `<p class="note">${esc(what)}</p>\n<a class="action" href="${APP_BASE}/">返回行情首页</a>`,
  );
}
