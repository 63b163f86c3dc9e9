/**
 * Research (article type 3/7): brokerage reports on stocks over the last two years. Target prices
 * sit around the simulated close of the publication day; rating statistics count these same
 * reports; profit forecasts come from the financial model and are priced at the live last price.
 */
import type { InstrumentSeed } from '../data/types';
import type { ProfitForecast, RatingId, RatingStat, ResearchItem } from '../../contract/news';
import { addDays, beijingMs, ymdDash } from '../company/dates';
import { figuresOf, publishedPeriods, type Period } from '../company/fundamentals';
import { lead, p, table } from './html';
import { encodeId } from './ids';
import { traitsOf } from '../company/industry';
import { currencyWord, growthWords, printedSymbol, yi } from './money';
import { CN_BROKERS, INTL_BROKERS } from './names';
import { rngFor, round, type Rng } from '../company/rng';
import type { ContentSource } from './source';
import { DayCache } from './day-cache';

export const RESEARCH_DAYS = 500;

export interface Report {
  id: number;
  seed: InstrumentSeed;
  ymd: number;
  time: number;
  title: string;
  orgName: string;
  ratingId: RatingId;
  tarPrice: number;
  type: string;
  abstract(): string;
}

const RATING_WORD: Record<RatingId, string> = {
  0: '',
  1: '卖出',
  2: '减持',
  3: '中性',
  5: '增持',
  7: '买入',
};
function ratingOf(r: Rng, bias: number): RatingId {
  const x = r.next() + bias;
  if (x < 0.05) return 0;
  if (x < 0.06) return 1;
  if (x < 0.08) return 2;
  if (x < 0.2) return 3;
  if (x < 0.45) return 5;
  return 7;
}

function reportOfDay(
  src: ContentSource,
  seed: InstrumentSeed,
  ymd: number,
  period: Period | undefined,
): Report | undefined {
  const r = rngFor('report', src.idOf(seed), ymd);
  // Coverage intensity per stock; results days attract more reports.
  const intensity = rngFor(seed.market, seed.code, 'coverage').range(0.04, 0.16);
  if (!r.chance(period ? 0.85 : intensity)) return undefined;
  const close = src.closeOn(seed, ymd);
  const bias = rngFor(seed.market, seed.code, 'rating-bias').range(-0.1, 0.1);
  const ratingId = ratingOf(r, bias);
  const orgName = r.pick(seed.region === 'CN' ? CN_BROKERS : INTL_BROKERS);
  const up =
    ratingId === 7
      ? r.range(1.12, 1.45)
      : ratingId === 5
        ? r.range(1.05, 1.25)
        : ratingId === 3
          ? r.range(0.95, 1.08)
          : r.range(0.75, 0.95);
  const givesTarget = ratingId !== 0 && r.chance(0.7);
  const tarPrice = givesTarget ? round(close * up, 2) : 0;
  const t = traitsOf(seed);
  const product = r.pick(t.products);
  const word = RATING_WORD[ratingId];
  const type = period ? '公司点评' : r.pick(['公司点评', '深度研究', '公司调研', '事件点评']);
  let headline: string;
  if (period) {
    const fig = figuresOf(src.model(seed), period.year, period.kind);
    headline = `${period.label}点评：营收同比${growthWords(fig.revenueYoy ?? 0)}，${product}${(fig.netProfitYoy ?? 0) >= 0 ? '驱动业绩稳健增长' : '短期承压'}`;
  } else if (type === '深度研究') {
    headline = `深度报告：${product}打开成长空间，龙头地位稳固`;
  } else if (type === '公司调研') {
    headline = `调研纪要：${product}稳步推进，经营韧性凸显`;
  } else {
    headline = r.pick([
      `${product}持续突破，长期成长逻辑清晰`,
      `${product}进展顺利，盈利能力有望提升`,
      `${product}边际改善，关注后续催化`,
    ]);
  }
  const title = `${printedSymbol(seed)}：${headline}${word ? `，${ratingId >= 5 ? '维持' : '给予'}“${word}”评级` : ''}`;
  const id = encodeId({ kind: 3, instrument: src.numberOf(seed), ymd, seq: 0 });
  const cur = currencyWord(seed);
  return {
    id,
    seed,
    ymd,
    time: beijingMs(ymd, r.int(7, 20), r.int(0, 59)),
    title,
    orgName,
    ratingId,
    tarPrice,
    type,
    abstract: () => {
      const b = rngFor('report-body', id);
      const model = src.model(seed);
      const y = Math.floor(ymd / 10000);
      const years = [y, y + 1, y + 2].filter((yy) => model.years.has(yy));
      const rows = years.map((yy) => {
        const fig = figuresOf(model, yy, 'FY');
        return [
          `${yy}E`,
          yi(fig.revenue),
          yi(fig.netProfit),
          fig.eps.toFixed(2),
          fig.eps > 0 ? (close / fig.eps).toFixed(1) : '--',
        ];
      });
      return [
        lead(
          '投资要点：',
          `${seed.name}主要从事${t.business}。我们认为公司${product}${b.pick(['竞争优势突出', '进入收获期', '具备持续成长能力'])}，${b.pick(['行业地位稳固', '经营效率持续提升', '现金流表现良好'])}。`,
        ),
        p(`事件：${headline}。报告发布日公司收盘价${close.toFixed(2)}${cur}。`),
        table(['年度', `营业收入(${cur})`, `归母净利润(${cur})`, 'EPS', 'PE'], rows),
        p(
          tarPrice > 0
            ? `盈利预测与投资评级：我们给予公司目标价${tarPrice.toFixed(2)}${cur}，${ratingId >= 5 ? '维持' : '给予'}“${word}”评级。`
            : `盈利预测与投资评级：${word ? `给予“${word}”评级` : '暂不评级'}。`,
        ),
        p(
          `风险提示：${b.pick(['宏观经济波动', '行业竞争加剧', '原材料价格波动', '政策不确定性'])}；${b.pick(['新业务拓展不及预期', '需求恢复不及预期', '汇率波动'])}。`,
        ),
      ].join('');
    },
  };
}

const cache = new DayCache<Report[]>();

/** All reports on a stock over RESEARCH_DAYS past trading days, newest first. */
export function reports(src: ContentSource, seed: InstrumentSeed): Report[] {
  if (seed.kind !== 'stock') return [];
  const key = src.idOf(seed);
  const today = src.today(seed.market);
  const hit = cache.get(src, key, today);
  if (hit) return hit;
  const allDays = src.tradingDays(seed.market);
  // The day after a results publication is when reviews come out.
  const periods = new Map<number, Period>();
  for (const per of publishedPeriods(seed, allDays, today, 10)) {
    const i = allDays.indexOf(per.publish);
    if (i >= 0 && i + 1 < allDays.length) periods.set(allDays[i + 1], per);
  }
  const days = src.tradingDays(seed.market, RESEARCH_DAYS + 1).slice(0, -1);
  const items: Report[] = [];
  for (const ymd of days) {
    const rep = reportOfDay(src, seed, ymd, periods.get(ymd));
    if (rep) items.push(rep);
  }
  items.sort((a, b) => b.time - a.time);
  cache.set(src, key, today, items);
  return items;
}

export function findReport(
  src: ContentSource,
  key: { instrument: number; ymd: number; seq: number },
): Report | undefined {
  const seed = src.byNumber(key.instrument);
  if (!seed || key.seq !== 0) return undefined;
  return reports(src, seed).find((r) => r.ymd === key.ymd);
}

export function researchItem(r: Report): ResearchItem {
  return {
    id: r.id,
    title: r.title,
    orgName: r.orgName,
    tarPrice: r.tarPrice,
    publishDate: ymdDash(r.ymd),
    ratingId: r.ratingId,
  };
}

/** Counts of the reports in the last 1, 3, 6 and 12 months by rating. */
export function ratingStats(src: ContentSource, seed: InstrumentSeed): RatingStat[] {
  const list = reports(src, seed);
  const today = src.today(seed.market);
  return ([1, 3, 6, 12] as const).map((months) => {
    const since = addDays(today, -Math.round(months * 30.4));
    const within = list.filter((r) => r.ymd > since);
    const count = (id: RatingId) => within.filter((r) => r.ratingId === id).length;
    const row = {
      foreYear: months,
      buying: count(7),
      overweight: count(5),
      normal: count(3),
      underweight: count(2),
      sell: count(1),
    };
    return { ...row, total: row.buying + row.overweight + row.normal + row.underweight + row.sell };
  });
}

/** Consensus forecast for this fiscal year and the next two; PE at the live last price. */
export function profitForecast(src: ContentSource, seed: InstrumentSeed): ProfitForecast[] {
  if (seed.kind !== 'stock') return [];
  const model = src.model(seed);
  const price = src.lastPrice(seed);
  const out: ProfitForecast[] = [];
  for (let y = model.lastYear - 2; y <= model.lastYear; y++) {
    const fig = figuresOf(model, y, 'FY');
    const eps = round(fig.eps, 2);
    out.push({ foreYear: y, roe: round(fig.roe * 100, 2), eps, pe: eps > 0 ? round(price / eps, 2) : 0 });
  }
  return out;
}
