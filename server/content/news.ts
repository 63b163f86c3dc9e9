/**
 * Stock news (article type 1/5): what happened to an instrument on each past trading day —
 * results publications (figures from the financial model), big price moves (from the simulator's
 * daily bars), index closes, and company or industry stories. Also the fast news (type 4) of the
 * focus tab. Every item is a pure function of (instrument, day), so paging and details agree.
 */
import type { InstrumentSeed } from '../data/types';
import type { KlineEntry } from '../../contract/quote-protocol';
import { beijingMs, ymdDash } from '../company/dates';
import { singleQuarter } from './finance';
import {
  figuresOf,
  publishedPeriods,
  type CompanyModel,
  type Figures,
  type Period,
  type PeriodKind,
} from '../company/fundamentals';
import { lead, p, table } from './html';
import { encodeId, type ArticleKind } from './ids';
import { traitsOf } from '../company/industry';
import { currencyWord, growthWords, pct, printedSymbol, yi } from './money';
import { CN_MEDIA, HK_MEDIA, PARTNERS, US_MEDIA } from './names';
import { rngFor, type Rng } from '../company/rng';
import type { ContentSource } from './source';
import { DayCache } from './day-cache';

export interface Article {
  id: number;
  kind: ArticleKind;
  seed: InstrumentSeed;
  ymd: number;
  /** epoch ms */
  time: number;
  title: string;
  media: string;
  /** The HTML body, built on demand. */
  body(): string;
}

/** How far back news and fast news go (trading days). */
export const NEWS_DAYS = 250;

interface Draft {
  title: string;
  /** Beijing hour and minute of publication. */
  at: [number, number];
  body(r: Rng): string;
  fast?: string;
}

interface DayFacts {
  seed: InstrumentSeed;
  ymd: number;
  bar?: KlineEntry;
  period?: Period;
  src: ContentSource;
}

export function mediaFor(seed: InstrumentSeed, r: Rng): string {
  if (seed.region === 'HK') return r.pick(HK_MEDIA);
  if (seed.region === 'USA') return r.pick(US_MEDIA);
  return r.pick(CN_MEDIA);
}

const change = (bar: KlineEntry) => (bar.PreClose > 0 ? bar.Close / bar.PreClose - 1 : 0);

function priceText(seed: InstrumentSeed, v: number): string {
  return seed.region === 'CN' && seed.kind !== 'etf' ? v.toFixed(2) : v.toFixed(3);
}

const US_QUARTER: Record<Exclude<PeriodKind, 'FY'>, string> = {
  Q1: '第一季度',
  H1: '第二季度',
  Q3: '第三季度',
};

/**
 * The figures a results story reports: a US company reports the quarter (10-Q), so its interim
 * stories carry the single quarter and its year-on-year change, not the year to date (Apple's
 * nine months read as a quarter); others report the cumulative period, as their reports do.
 */
export function reportedFigures(
  model: CompanyModel,
  seed: InstrumentSeed,
  per: Period,
): { fig: Figures; label: string } {
  if (seed.region !== 'USA' || per.kind === 'FY')
    return { fig: figuresOf(model, per.year, per.kind), label: per.label };
  const q = singleQuarter(model, per);
  const prev = model.years.has(per.year - 1)
    ? singleQuarter(model, { ...per, year: per.year - 1 })
    : undefined;
  const yoy = (v: number, pv: number | undefined) => (pv ? (v - pv) / Math.abs(pv) : null);
  return {
    fig: { ...q, revenueYoy: yoy(q.revenue, prev?.revenue), netProfitYoy: yoy(q.netProfit, prev?.netProfit) },
    label: `${per.year}财年${US_QUARTER[per.kind]}`,
  };
}

function resultsDraft(f: DayFacts, r: Rng): Draft {
  const { seed, period } = f;
  const per = period!;
  const { fig, label } = reportedFigures(f.src.model(seed), seed, per);
  const cur = currencyWord(seed);
  const revYoy = fig.revenueYoy ?? 0;
  const npYoy = fig.netProfitYoy ?? 0;
  const np =
    fig.netProfit >= 0
      ? `净利润${yi(fig.netProfit)}${cur}，同比${growthWords(npYoy)}`
      : `净亏损${yi(-fig.netProfit)}${cur}`;
  const title = `${seed.name}${label}：营收${yi(fig.revenue)}${cur}，同比${growthWords(revYoy)}`;
  const model = f.src.model(seed);
  const dps = per.kind === 'FY' ? (model.years.get(per.year)?.dividendPerShare ?? 0) : 0;
  return {
    title,
    at: [r.int(16, 20), r.int(0, 59)],
    fast: `${seed.name}发布${label}，实现营业收入${yi(fig.revenue)}${cur}，${np}。`,
    body: (b) => {
      const t = traitsOf(seed);
      const rows = [
        ['营业收入', `${yi(fig.revenue)}${cur}`, fig.revenueYoy === null ? '--' : pct(fig.revenueYoy)],
        [
          '归母净利润',
          `${yi(fig.netProfit)}${cur}`,
          fig.netProfitYoy === null ? '--' : pct(fig.netProfitYoy),
        ],
        ['基本每股收益', `${fig.eps.toFixed(2)}${cur}`, '--'],
        ['经营活动现金流净额', `${yi(fig.operatingCashFlow)}${cur}`, '--'],
      ];
      const parts = [
        lead(
          `${printedSymbol(seed)}${ymdDash(per.publish)}晚间发布${label}。`,
          `报告期内，公司实现营业收入${yi(fig.revenue)}${cur}，同比${growthWords(revYoy)}；${np}；基本每股收益${fig.eps.toFixed(2)}${cur}。`,
        ),
        table(['指标', `${label}`, '同比'], rows),
        p(
          `分项目看，${t.segments[0]}仍是公司收入的主要来源，${b.pick(t.products)}表现${npYoy >= 0 ? '好于市场预期' : '阶段性承压'}。报告期末公司总资产${yi(fig.totalAssets)}${cur}，资产负债率${pct(fig.debtRatio)}。`,
        ),
      ];
      if (dps > 0)
        parts.push(
          p(`公司同时披露利润分配预案，拟向全体股东每10股派发现金红利${(dps * 10).toFixed(2)}${cur}(含税)。`),
        );
      parts.push(
        p(
          `公司表示，将围绕${t.business.split('，')[0]}持续深耕主业，稳步推进${b.pick(t.products)}等重点工作，提升经营质量。`,
        ),
      );
      return parts.join('');
    },
  };
}

function moveDraft(f: DayFacts, r: Rng): Draft {
  const { seed } = f;
  const bar = f.bar!;
  const chg = change(bar);
  const cur = currencyWord(seed);
  const up = chg > 0;
  const limit =
    seed.board === 'chinext' || seed.board === 'star'
      ? 0.2
      : seed.board === 'bj'
        ? 0.3
        : seed.st
          ? 0.05
          : 0.1;
  const sealed = seed.region === 'CN' && up && chg >= limit - 0.002;
  const prefix = seed.region === 'HK' ? '港股异动｜' : seed.region === 'USA' ? '美股异动｜' : '';
  const title = sealed
    ? `${seed.name}涨停，${seed.industry ?? ''}板块走强`
    : `${prefix}${seed.name}${up ? '大涨' : '大跌'}${pct(Math.abs(chg))}，成交额${yi(bar.Amount)}${cur}`;
  return {
    title,
    at: seed.region === 'USA' ? [r.int(22, 23), r.int(0, 59)] : [15, r.int(5, 50)],
    fast: `${seed.name}${up ? '涨' : '跌'}${pct(Math.abs(chg))}，报${priceText(seed, bar.Close)}${cur}。`,
    body: (b) => {
      const t = traitsOf(seed);
      return [
        lead(
          `${ymdDash(f.ymd)}，${printedSymbol(seed)}${up ? '走强' : '走弱'}，`,
          `收盘报${priceText(seed, bar.Close)}${cur}，${up ? '上涨' : '下跌'}${pct(Math.abs(chg))}，全天成交额${yi(bar.Amount)}${cur}，最高${priceText(seed, bar.High)}${cur}，最低${priceText(seed, bar.Low)}${cur}。`,
        ),
        p(
          up
            ? `消息面上，市场对${seed.industry ?? '相关'}行业${b.pick(t.products)}的预期升温，资金持续流入相关个股。`
            : `分析人士指出，${seed.industry ?? '相关'}板块近期涨幅较大，部分资金选择获利了结，短期波动加大。`,
        ),
        p(
          `${b.pick(['有市场人士认为', '业内人士表示', '多家机构指出'])}，${seed.name}基本面${up ? '稳健，中长期配置价值凸显' : '未发生重大变化，投资者需关注后续' + b.pick(t.products) + '进展'}。`,
        ),
      ].join('');
    },
  };
}

const STOCK_STORIES: ((s: InstrumentSeed, r: Rng, product: string) => string)[] = [
  (s, _r, pr) => `${s.name}：${pr}业务稳步推进，持续加大研发投入`,
  (s, r, pr) => `${s.name}接受${r.int(8, 90)}家机构调研，${pr}成关注焦点`,
  (s, _r, pr) => `${s.name}在互动平台表示，公司${pr}相关工作有序开展`,
  (s, r) => `${s.name}与${r.pick(PARTNERS)}签署战略合作协议`,
  (s, r) => `${s.name}股东户数较上期${r.chance(0.5) ? '增加' : '减少'}${r.range(0.5, 8).toFixed(2)}%`,
  (s) => `${s.industry ?? '行业'}景气度回升，${s.name}等龙头企业受关注`,
  (s, _r, pr) => `${s.name}召开业绩说明会：${pr}有望成为新的增长点`,
  (s, _r, pr) => `${s.name}：${pr}进展顺利，经营情况保持稳定`,
];

/** Hong Kong stories in Hong Kong terms (no 股东户数 or 互动平台: those are A-share notions). */
const HK_STORIES: ((s: InstrumentSeed, r: Rng, product: string) => string)[] = [
  (s, _r, pr) => `${s.name}：${pr}业务稳步推进，持续加大研发投入`,
  (s, r) => `${s.name}获南向资金连续${r.int(3, 12)}日净买入`,
  (s, _r, pr) => `${s.name}将公布业绩，市场关注${pr}表现`,
  (s) => `${s.name}派息政策稳定，高股息获收息资金青睐`,
  (s) => `${s.name}持续于市场回购股份，显示管理层对前景信心`,
  (s, r) => `${s.name}与${r.pick(PARTNERS)}签署战略合作协议`,
  (s) => `${s.industry ?? '行业'}板块受追捧，${s.name}等龙头股获大行看好`,
];

/** US stories in US terms: earnings, guidance, filings. */
const US_STORIES: ((s: InstrumentSeed, r: Rng, product: string) => string)[] = [
  (s, _r, pr) => `${s.name}将公布季度财报，市场关注${pr}业务指引`,
  (s, _r, pr) => `华尔街分析师：${s.name}${pr}有望成为新的增长引擎`,
  (s) => `${s.name}提交8-K文件，披露董事会成员变动`,
  (s) => `13F文件显示多家机构上季度增持${s.name}`,
  (s, _r, pr) => `${s.name}财报电话会：管理层重申${pr}长期投入`,
  (s) => `${s.name}向SEC提交10-Q季度报告`,
];

function storyDraft(f: DayFacts, r: Rng): Draft {
  const { seed } = f;
  const t = traitsOf(seed);
  const product = r.pick(t.products);
  const stories = seed.region === 'HK' ? HK_STORIES : seed.region === 'USA' ? US_STORIES : STOCK_STORIES;
  const title = r.pick(stories)(seed, r, product);
  return {
    title,
    at: [r.int(7, 21), r.int(0, 59)],
    fast: `${title}。`,
    body: (b) =>
      [
        lead(
          `${printedSymbol(seed)}近日`,
          `就${product}等投资者关心的问题作出回应。公司主要从事${t.business}。`,
        ),
        p(
          `公司相关负责人表示，今年以来公司围绕${product}持续发力，${b.pick(['订单饱满', '经营稳健', '市场拓展顺利', '研发进展符合预期'])}，${b.pick(['将进一步提升核心竞争力', '将坚持长期主义', '将积极回报投资者'])}。`,
        ),
        p(
          `${b.pick(['业内人士认为', '分析人士指出', '有券商研报表示'])}，${seed.industry ?? '行业'}${b.pick(['竞争格局持续优化', '需求端逐步回暖', '集中度有望进一步提升'])}，具备${b.pick(['技术', '规模', '品牌', '渠道'])}优势的龙头企业有望受益。`,
        ),
        b.chance(0.5)
          ? p(
              `风险提示：${b.pick(['行业竞争加剧', '原材料价格波动', '下游需求不及预期', '政策变化'])}等因素可能对公司经营产生影响。`,
            )
          : '',
      ].join(''),
  };
}

/**
 * What an index-like instrument's level is quoted in: 点 for an index, the currency for the US
 * index funds the universe models as indices (SPY, QQQ: names ending in ETF) — a fund has a price.
 */
export function levelWord(seed: InstrumentSeed): string {
  return /ETF$/.test(seed.name) ? currencyWord(seed) : '点';
}

function indexCloseDraft(f: DayFacts, r: Rng): Draft {
  const { seed } = f;
  const bar = f.bar!;
  const chg = change(bar);
  const unit = seed.kind === 'sector' ? '板块' : '';
  const level = levelWord(seed);
  const at = (v: number) => `${v.toFixed(2)}${level}`;
  const title = `${seed.name}${unit}${chg >= 0 ? '收涨' : '收跌'}${pct(Math.abs(chg))}，报${at(bar.Close)}`;
  return {
    title,
    at:
      seed.region === 'USA'
        ? [r.int(5, 6), r.int(0, 59)]
        : seed.region === 'HK'
          ? [16, r.int(10, 40)]
          : [15, r.int(1, 30)],
    fast: `${title}，成交额${yi(bar.Amount)}。`,
    body: (b) =>
      [
        lead(
          `${ymdDash(f.ymd)}收盘，`,
          `${seed.name}报${at(bar.Close)}，${chg >= 0 ? '上涨' : '下跌'}${pct(Math.abs(chg))}，最高${at(bar.High)}，最低${at(bar.Low)}，成交额${yi(bar.Amount)}${level === '点' ? '' : level}。`,
        ),
        table(
          ['开盘', '最高', '最低', '收盘', '涨跌幅'],
          [[bar.Open.toFixed(2), bar.High.toFixed(2), bar.Low.toFixed(2), bar.Close.toFixed(2), pct(chg)]],
        ),
        p(
          `盘面上，${b.pick(['科技成长', '大金融', '高股息', '消费', '周期资源'])}方向${chg >= 0 ? '表现活跃' : '有所调整'}，${b.pick(['市场情绪整体平稳', '资金博弈有所加剧', '成交较前一交易日有所变化'])}。`,
        ),
        p(
          `${b.pick(['机构人士认为', '多家券商策略指出', '分析人士表示'])}，${b.pick(['宏观政策持续发力', '流动性保持合理充裕', '上市公司盈利预期逐步改善'])}，市场中长期${b.pick(['配置价值显现', '有望震荡向上', '结构性机会仍存'])}。`,
        ),
      ].join(''),
  };
}

const MARKET_STORIES = [
  '央行开展逆回购操作，维护银行体系流动性合理充裕',
  '多家券商发布策略报告：看好权益资产中长期配置价值',
  '外资机构密集调研，关注科技与消费龙头',
  '公募基金发行回暖，权益类产品受青睐',
  '监管部门：持续推动中长期资金入市',
  '上市公司现金分红力度加大，红利资产受关注',
];

function marketDraft(f: DayFacts, r: Rng): Draft {
  const title = r.pick(MARKET_STORIES);
  return {
    title,
    at: [r.int(8, 21), r.int(0, 59)],
    fast: `${title}。`,
    body: (b) =>
      [
        lead(`${ymdDash(f.ymd)}，`, `${title}。`),
        p(
          `${b.pick(['业内人士表示', '市场人士认为', '有分析师指出'])}，相关举措有助于稳定市场预期，提升资本市场内在稳定性。`,
        ),
        p(
          `从资金面看，${b.pick(['中长期资金入市节奏加快', '增量资金持续流入', '市场流动性总体充裕'])}；从基本面看，${b.pick(['上市公司盈利修复趋势延续', '经济运行总体平稳', '产业升级持续推进'])}。`,
        ),
      ].join(''),
  };
}

function etfDraft(f: DayFacts, r: Rng): Draft {
  const { seed } = f;
  const bar = f.bar;
  const title = bar
    ? `${seed.name}成交额${yi(bar.Amount)}元，${change(bar) >= 0 ? '收涨' : '收跌'}${pct(Math.abs(change(bar)))}`
    : `${seed.name}获资金持续关注`;
  return {
    title,
    at: [15, r.int(5, 55)],
    fast: `${title}。`,
    body: (b) =>
      [
        lead(`${ymdDash(f.ymd)}，`, `${title}。`),
        p(
          `${b.pick(['数据显示', '统计显示'])}，近期${b.pick(['宽基', '行业主题', '红利'])}ETF${b.pick(['份额持续增长', '成交活跃', '获资金净申购'])}，指数化投资工具受到投资者青睐。`,
        ),
        p('风险提示：基金过往业绩不代表未来表现，投资需谨慎。'),
      ].join(''),
  };
}

/** Drafts of one day for one instrument, in a fixed order (their seq). */
function draftsOfDay(f: DayFacts): Draft[] {
  const { seed } = f;
  const r = rngFor('news', f.src.idOf(seed), f.ymd);
  const drafts: Draft[] = [];
  if (seed.kind === 'stock') {
    if (f.period) drafts.push(resultsDraft(f, r));
    if (f.bar && Math.abs(change(f.bar)) >= 0.045) drafts.push(moveDraft(f, r));
    if (r.chance(0.4)) drafts.push(storyDraft(f, r));
    if (r.chance(0.08)) drafts.push(storyDraft(f, r));
  } else if (seed.kind === 'index' || seed.kind === 'sector') {
    if (f.bar) drafts.push(indexCloseDraft(f, r));
    if (r.chance(0.5)) drafts.push(marketDraft(f, r));
  } else if (seed.kind === 'etf') {
    if (r.chance(0.3)) drafts.push(etfDraft(f, r));
  }
  return drafts;
}

function toArticle(f: DayFacts, d: Draft, seq: number, kind: ArticleKind): Article {
  const id = encodeId({ kind, instrument: f.src.numberOf(f.seed), ymd: f.ymd, seq });
  const r = rngFor('media', id);
  return {
    id,
    kind,
    seed: f.seed,
    ymd: f.ymd,
    // Seconds = seq keeps times unique within a day (pubTime paging is strict).
    time: beijingMs(f.ymd, d.at[0], d.at[1], seq),
    title: d.title,
    media: mediaFor(f.seed, r),
    body: () => (kind === 4 ? p(d.fast ?? d.title) : d.body(rngFor('body', id))),
  };
}

function factsOf(
  src: ContentSource,
  seed: InstrumentSeed,
  ymd: number,
  periods: Map<number, Period>,
): DayFacts {
  return { src, seed, ymd, bar: src.pastBars(seed).get(ymd), period: periods.get(ymd) };
}

function periodsByDay(src: ContentSource, seed: InstrumentSeed): Map<number, Period> {
  if (seed.kind !== 'stock') return new Map();
  const days = src.tradingDays(seed.market);
  const list = publishedPeriods(seed, days, days[days.length - 1], 8);
  return new Map(list.map((p) => [p.publish, p]));
}

/** Fast news is a subset of the day's stories, told short. */
function fastPick(src: ContentSource, seed: InstrumentSeed, ymd: number, i: number): boolean {
  return rngFor('fast', src.idOf(seed), ymd, i).chance(0.6);
}

const cache = new DayCache<Article[]>();

/** All news (or fast news) of an instrument over NEWS_DAYS, newest first, including later today. */
function allArticles(src: ContentSource, seed: InstrumentSeed, kind: 1 | 4): Article[] {
  const key = `${kind}:${src.idOf(seed)}`;
  const days = src.tradingDays(seed.market, NEWS_DAYS);
  const today = days[days.length - 1];
  const hit = cache.get(src, key, today);
  if (hit) return hit;
  const periods = periodsByDay(src, seed);
  const items: Article[] = [];
  // A headline is told once: a later story that would repeat an earlier title is left out, so a
  // list and each of its pages never show the same headline twice (issue 14).
  const told = new Set<string>();
  for (const ymd of days) {
    const facts = factsOf(src, seed, ymd, periods);
    const drafts = draftsOfDay(facts);
    drafts.forEach((d, seq) => {
      if (told.has(d.title)) return;
      told.add(d.title);
      if (kind === 1 || fastPick(src, seed, ymd, seq)) items.push(toArticle(facts, d, seq, kind));
    });
  }
  items.sort((a, b) => b.time - a.time);
  cache.set(src, key, today, items);
  return items;
}

/** Published news (time ≤ now), newest first. */
export function publishedNews(src: ContentSource, seed: InstrumentSeed, kind: 1 | 4 = 1): Article[] {
  const now = src.now();
  return allArticles(src, seed, kind).filter((a) => a.time <= now);
}

/** One page: items strictly older than pubTime (the previous page's last dataTime). */
export function pageByTime<T extends { time: number }>(
  items: readonly T[],
  pubTime: number | undefined,
  size: number,
): T[] {
  const start = pubTime === undefined ? 0 : items.findIndex((a) => a.time < pubTime);
  return start < 0 ? [] : items.slice(start, start + size);
}

/** Finds a news or fast-news article by id (undefined when unknown or not yet published). */
export function findArticle(
  src: ContentSource,
  key: { instrument: number; ymd: number; seq: number },
  kind: 1 | 4,
): Article | undefined {
  const seed = src.byNumber(key.instrument);
  if (!seed || !src.tradingDays(seed.market, NEWS_DAYS).includes(key.ymd)) return undefined;
  // Looked up in the list itself, so a story left out as a repeated headline has no page either.
  const a = allArticles(src, seed, kind).find((x) => x.ymd === key.ymd && x.id % 100 === key.seq);
  return a && a.time <= src.now() ? a : undefined;
}
