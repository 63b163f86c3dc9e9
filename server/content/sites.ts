/**
 * The rows of the local environment's external sites (site-pages.ts renders them), read from the
 * server's own sources: fast news from the news generator, ETF prices from the simulator's quote
 * and NAVs from its ETF net values, open-end funds from the search list. One source of truth: the
 * sites show what the app's own calls answer.
 */
import type { InstrumentSeed } from '../data/types';
import { changePercent, decimalsOf, fix, tickSize } from '../../contract/market-rules';
import { FUNDS, type FundSeed } from './funds';
import { publishedNews } from './news';
import { APP_BASE, type FundRow, type InfoRow } from './site-pages';
import type { ContentSource } from './source';

/** Items the information center shows: the latest 50, as one page (bounded work per request). */
export const INFO_PAGE_SIZE = 50;

/** Fast news type on the app's article route (src/lib/info/article.ts). */
const FAST_NEWS_TYPE = 4;

const CN_EXCHANGES = new Set<string>(['sh', 'sz', 'bj']);

/**
 * Whose fast news the information center carries: the CN indices and ETFs, the market-wide
 * stories (index closes, market moves, fund flows). A bounded set, so a request merges 14
 * lists (cached per trading day); stock fast news stays on each stock's page.
 */
export function infoSubjects(src: ContentSource): InstrumentSeed[] {
  return src.list().filter((s) => CN_EXCHANGES.has(s.market) && (s.kind === 'index' || s.kind === 'etf'));
}

/** The latest fast news of the subjects, newest first, at most `limit`. */
export function infoRows(src: ContentSource, limit = INFO_PAGE_SIZE): InfoRow[] {
  const all = infoSubjects(src).flatMap((seed) =>
    publishedNews(src, seed, FAST_NEWS_TYPE)
      .slice(0, limit)
      .map((a) => ({ a, seed })),
  );
  all.sort((x, y) => y.a.time - x.a.time || y.a.id - x.a.id);
  return all.slice(0, limit).map(({ a, seed }) => ({
    title: a.title,
    media: a.media,
    time: a.time,
    subject: seed.name,
    href: `${APP_BASE}/detail/${seed.market}/${seed.code}/${FAST_NEWS_TYPE}/${a.id}.html`,
  }));
}

/** The exchange-traded funds the simulator lists. */
export function etfSeeds(src: ContentSource): InstrumentSeed[] {
  return src.list().filter((s) => s.kind === 'etf');
}

const signed = (v: string, n: number) => (n > 0 ? `+${v}` : v);

/** An ETF's row: last price and change from the quote, NAV from the simulator's net values. */
export function etfRow(src: ContentSource, seed: InstrumentSeed): FundRow {
  const id = src.idOf(seed);
  const last = src.lastPrice(seed);
  const pre = src.market.statistics(id)?.PreClosePrice ?? 0;
  const digits = decimalsOf(tickSize(seed, last));
  const change = pre > 0 ? fix(last - pre, digits) : 0;
  const rate = pre > 0 ? changePercent(last, pre) : 0;
  const navs = src.market.etfNetValues(id);
  const nav = navs[navs.length - 1];
  return {
    code: seed.code,
    name: seed.name,
    kindLabel: '场内ETF',
    price: last > 0 ? last.toFixed(digits) : null,
    change: pre > 0 ? signed(change.toFixed(digits), change) : null,
    changeRate: pre > 0 ? `${signed(rate.toFixed(2), rate)}%` : null,
    direction: Math.sign(change),
    nav: nav ? nav.unitNV.toFixed(4) : null,
    navDate: nav ? nav.tradingDay : null,
    quoteHref: `${APP_BASE}/${seed.market}/${seed.code}.html`,
    detailHref: `/fund/detail/${seed.code}`,
  };
}

/** An open-end fund (search results of fund type): not traded, so no price, NAV or quote page. */
export function openFundRow(f: FundSeed): FundRow {
  return {
    code: f.code,
    name: f.name,
    kindLabel: '场外基金',
    price: null,
    change: null,
    changeRate: null,
    direction: 0,
    nav: null,
    navDate: null,
    quoteHref: null,
    detailHref: `/fund/detail/${f.code}`,
  };
}

/** Every fund the sites list: the ETFs, then the open-end funds (≤ 17 rows). */
export function fundRows(src: ContentSource): FundRow[] {
  return [...etfSeeds(src).map((s) => etfRow(src, s)), ...FUNDS.map(openFundRow)];
}

/** One fund by code (ETF first), or undefined. */
export function fundRow(src: ContentSource, code: string): FundRow | undefined {
  const etf = etfSeeds(src).find((s) => s.code === code);
  if (etf) return etfRow(src, etf);
  const open = FUNDS.find((f) => f.code === code);
  return open ? openFundRow(open) : undefined;
}
