/**
 * Company information: the A-share profile sections, dividend distributions, HK info and US info.
 * Figures come from the financial model and the simulator's live price, so the profile agrees
 * with the financial reports and the price panel.
 */
import type { InstrumentSeed } from '../data/types';
import type {
  CnProfile,
  CompanyProfile,
  DividendItem,
  FMainIndex,
  HkInfo,
  MainBusinessItem,
  ShareholderEquity,
  UsInfo,
} from '../../contract/profile';
import { HK_COMPANY, US_COMPANY } from './company-names';
import { HK_CHAIRMAN, US_OFFICERS } from '../data/officers';
import { addDays, ymdDash } from '../company/dates';
import { buybackDays } from './buybacks';
import { dividendEvents, planText, splitEvents } from './dividends';
import { splitText } from '../market/corporate-actions';
import { figuresOf, publishedPeriods } from '../company/fundamentals';
import { traitsOf } from '../company/industry';
import { yi } from './money';
import { CN_CITIES, CN_STREETS, HK_HOLDER_TYPES, US_INSTITUTIONS } from './names';
import { rngFor, round } from '../company/rng';
import type { ContentSource } from './source';

/**
 * What a person field shows when we hold no name: the universe holds real companies, and nobody is
 * invented (issue 14). The chairs and the US officers are the public ones (server/data/officers.ts).
 */
export const UNKNOWN_PERSON = '--';

/** A US listing's insiders as its officers: one row a person, their titles joined. */
export function usOfficers(code: string): { name: string; title: string }[] {
  const officers = US_OFFICERS[code];
  if (!officers) return [];
  const titles = ['董事长', '首席执行官', '首席财务官'];
  const rows: { name: string; title: string }[] = [];
  officers.forEach((name, i) => {
    const same = rows.find((r) => r.name === name);
    if (same) same.title = `${same.title}兼${titles[i]}`;
    else rows.push({ name, title: titles[i] });
  });
  return rows;
}

function latestPeriod(src: ContentSource, seed: InstrumentSeed) {
  const days = src.tradingDays(seed.market);
  return publishedPeriods(seed, days, days[days.length - 1], 1)[0];
}

/** P/E as the price panel shows it (the simulator's PERatio), falling back to price / EPS. */
export function peRatio(src: ContentSource, seed: InstrumentSeed): number {
  const pe = src.market.dyna(src.idOf(seed))?.PERatio;
  if (typeof pe === 'number' && Number.isFinite(pe)) return round(pe, 2);
  const eps = seed.eps ?? 0;
  return eps > 0 ? round(src.lastPrice(seed) / eps, 2) : 0;
}

export function mainIndex(src: ContentSource, seed: InstrumentSeed): FMainIndex {
  const per = latestPeriod(src, seed);
  const fig = figuresOf(src.model(seed), per.year, per.kind);
  return {
    Pe: peRatio(src, seed),
    Basiceps: round(fig.eps, 4),
    BizTotinco: round(fig.revenue, 2),
    NetProfit: round(fig.netProfit, 2),
    Nav: fig.naps > 0 ? round(src.lastPrice(seed) / fig.naps, 2) : 0,
    Naps: round(fig.naps, 4),
    Tagrt: fig.revenueYoy === null ? 0 : round(fig.revenueYoy * 100, 2),
    Npgrt: fig.netProfitYoy === null ? 0 : round(fig.netProfitYoy * 100, 2),
    EndDate: ymdDash(per.end),
  };
}

function legalName(seed: InstrumentSeed): string {
  const base = seed.name
    .replace(/^\*?ST/, '')
    .replace(/[AB]股?$/, '')
    .replace(/-[A-Z]+$/, '');
  return `${base}股份有限公司`;
}

function cityOf(seed: InstrumentSeed): string {
  const p = seed.province;
  if (!p) return rngFor(seed.market, seed.code, 'city').pick(CN_CITIES);
  return ['北京', '上海', '天津', '重庆'].includes(p) ? `${p}市` : `${p}省`;
}

export function companyProfile(src: ContentSource, seed: InstrumentSeed): CompanyProfile {
  const r = rngFor(seed.market, seed.code, 'company');
  const t = traitsOf(seed);
  const model = src.model(seed);
  const revenue = model.years.get(model.lastYear - 3)?.revenue ?? 0;
  const listYear = seed.listDate ? Number(seed.listDate.slice(0, 4)) : 2000;
  const name = legalName(seed);
  return {
    CompName: name,
    CompIntro:
      // Only the listing year we hold is told; a founding year would be made up.
      `${name}(以下简称“${seed.name}”)${seed.listDate ? `于${listYear}年` : ''}在${seed.market === 'sh' ? '上海证券交易所' : seed.market === 'sz' ? '深圳证券交易所' : '北京证券交易所'}上市。` +
      `公司主要从事${t.business}，是${seed.industry ?? '所在'}行业的重要企业之一。` +
      `近年来公司坚持创新驱动，围绕${t.products.slice(0, 2).join('、')}等方向持续投入，最近一个完整会计年度实现营业收入${yi(revenue)}元。` +
      `公司建立了完善的法人治理结构，重视投资者回报，致力于实现高质量发展。`,
    Industry: seed.industry ?? '--',
    ListDate: seed.listDate ?? '--',
    IssPrice: round(Math.max(1, (seed.basePrice / r.range(3, 25)) * (listYear < 2005 ? 0.5 : 1)), 2),
    OfficeAddr: `${cityOf(seed)}${r.pick(CN_STREETS)}${r.int(1, 999)}号`,
    MajorBiz: `${t.business}。主要产品及服务包括${t.segments.filter((s) => s !== '其他业务').join('、')}。`,
  };
}

/** Shareholder and equity data; total and float shares are the universe's. */
export function shareholderEquity(src: ContentSource, seed: InstrumentSeed): ShareholderEquity {
  const per = latestPeriod(src, seed);
  const r = rngFor(seed.market, seed.code, 'holders', per.end);
  const holders = Math.round(
    Math.max(3000, (seed.floatShares / 1e4) * rngFor(seed.market, seed.code, 'holder-density').range(0.8, 6)),
  );
  const top1 = round(rngFor(seed.market, seed.code, 'top1').range(15, 62), 2);
  const stem = seed.name
    .replace(/^\*?ST/, '')
    .replace(/[AB]股?$/, '')
    .slice(0, 4);
  return {
    EndDate: ymdDash(per.end),
    ToTalShare: seed.totalShares,
    CircSkamt: seed.floatShares,
    ToTalShamt: holders,
    ToTalShrto: round(r.range(-8, 8), 2),
    Kavgsh: Math.round(seed.floatShares / holders),
    Top1Holder: `${stem}${rngFor(seed.market, seed.code, 'top1-name').pick(['集团有限公司', '控股集团有限公司', '投资控股有限公司', '实业集团有限公司'])}`,
    HolderRto: top1,
    OthoLderRto: round(100 - top1, 2),
  };
}

export function mainBusiness(src: ContentSource, seed: InstrumentSeed): MainBusinessItem[] {
  const model = src.model(seed);
  const revenue = model.years.get(model.lastYear - 3)?.revenue ?? 0;
  const segs = traitsOf(seed).segments;
  const r = rngFor(seed.market, seed.code, 'segments');
  // Descending weights; the last segment ('其他业务') is small.
  const weights = segs.map((_, i) =>
    i === segs.length - 1 ? r.range(0.02, 0.06) : r.range(0.6, 1) / (i + 1) ** 1.3,
  );
  const sum = weights.reduce((a, b) => a + b, 0);
  return segs.map((s, i) => ({ ClassName: s, TcoreBizIncome: round((revenue * weights[i]) / sum, 2) }));
}

export function cnProfile(src: ContentSource, seed: InstrumentSeed): CnProfile {
  return {
    FMainIndex: mainIndex(src, seed),
    CompanyProfile: companyProfile(src, seed),
    ShareholderEquity: shareholderEquity(src, seed),
    MainBusinessComposition: mainBusiness(src, seed),
  };
}

export function dividendItems(src: ContentSource, seed: InstrumentSeed): DividendItem[] {
  return dividendEvents(src, seed).map((e) => ({
    PlaceYear: `${e.year}年度`,
    ActTotalLotrt: planText(seed, e),
    ExRightDate: ymdDash(e.exDate),
  }));
}

export function hkInfo(src: ContentSource, seed: InstrumentSeed): HkInfo {
  const r = rngFor(seed.market, seed.code, 'hk-info');
  const t = traitsOf(seed);
  // A registered name we do not hold is not made up: the short name, and no English name.
  const [zh, en] = HK_COMPANY[seed.code] ?? [seed.name, '--'];
  const per = latestPeriod(src, seed);
  const reportDate = ymdDash(per.end);
  const holders = [...HK_HOLDER_TYPES.slice(0, 5)];
  const stock_holder = [
    `${seed.name.replace(/-[A-Z]+$/, '').slice(0, 4)}集团有限公司`,
    ...r.sample(holders, 4),
  ].map((holder_name, i) => {
    const h = rngFor(seed.market, seed.code, 'hk-holder', i);
    const os = i === 0 ? h.range(12, 45) : h.range(1.2, 7.5) / (i + 0.5);
    const shares = Math.round((seed.totalShares * os) / 100);
    const change = h.chance(0.4) ? 0 : Math.round(shares * h.range(-0.05, 0.05));
    return { holder_name, shares, os_pct: round(os, 3), change, report_date: reportDate };
  });
  const stock_splits = splitEvents(src, seed).map((a) => ({
    ExDateTime: ymdDash(a.exDate),
    Ratio: splitText(a),
  }));
  return {
    base_info: {
      company_name_zh: zh,
      company_name: en,
      listing_date: seed.listDate ?? '--',
      chairman: HK_CHAIRMAN[seed.code] ?? UNKNOWN_PERSON,
      chi_director: UNKNOWN_PERSON,
      industry: seed.industry ?? '--',
      company_summary: `${zh}${seed.listDate ? `于${seed.listDate.slice(0, 4)}年` : ''}在香港联合交易所主板上市，主要从事${t.business}。集团业务涵盖${t.segments.filter((s) => s !== '其他业务').join('、')}等板块，持续推进${t.products[0]}与${t.products[1]}，致力于为股东创造长期价值。`,
    },
    stock_holder,
    historical_dividends: dividendEvents(src, seed).map((e) => ({
      ExDateTime: ymdDash(e.exDate),
      PayDateTime: ymdDash(e.payDate),
      Amount: e.amount,
      Type: e.part === 'final' ? '末期' : '中期',
    })),
    stock_splits,
    buy_back: buybackDays(src, seed).map((b) => ({
      buy_date: ymdDash(b.ymd),
      buy_num: b.shares,
      high_price: b.high,
      low_price: b.low,
      amount: b.amount,
    })),
  };
}

export function usInfo(src: ContentSource, seed: InstrumentSeed): UsInfo {
  const r = rngFor(seed.market, seed.code, 'us-info');
  const t = traitsOf(seed);
  const price = src.lastPrice(seed);
  const id = src.idOf(seed);
  const preClose = src.market.statistics(id)?.PreClosePrice || price;
  const model = src.model(seed);
  const days = src.tradingDays(seed.market);
  const today = days[days.length - 1];
  const periods = publishedPeriods(seed, days, today, 8);
  const reportDate = ymdDash(periods[0].end);
  const holder = (name: string, os: number, i: number, title?: string) => {
    const h = rngFor(seed.market, seed.code, 'us-holder', name, i);
    const shares = (seed.totalShares * os) / 100;
    return {
      holder_name: name,
      ...(title ? { title } : {}),
      os_pct: round(os, 3),
      position_value: round(shares * price, 0),
      position_change: h.chance(0.3) ? 0 : Math.round(shares * h.range(-0.06, 0.06)),
      report_date: reportDate,
    };
  };
  const institutions = r
    .sample(US_INSTITUTIONS, 5)
    .map((n, i) => holder(n, rngFor(seed.code, n).range(1.5, 9) / (1 + i * 0.35), i));
  institutions.sort((a, b) => b.os_pct - a.os_pct);
  // The officers we can name (a chair, the chief executive and the chief financial officer, two
  // titles when one person holds both); the holdings are the model's.
  const insiders = usOfficers(seed.code).map(({ name, title }, i) =>
    holder(name, rngFor(seed.code, 'insider-pct', i).range(0.002, 0.6) / (1 + i), i, title),
  );
  insiders.sort((a, b) => b.os_pct - a.os_pct);
  // Earnings of the last four published quarters (single-quarter figures).
  const earnings = periods
    .slice(0, 4)
    .reverse()
    .map((per) => {
      const cum = figuresOf(model, per.year, per.kind);
      const prevKind =
        per.kind === 'H1' ? 'Q1' : per.kind === 'Q3' ? 'H1' : per.kind === 'FY' ? 'Q3' : undefined;
      const prev = prevKind ? figuresOf(model, per.year, prevKind) : undefined;
      const revenue = cum.revenue - (prev?.revenue ?? 0);
      const netIncome = cum.netProfit - (prev?.netProfit ?? 0);
      const eps = netIncome / seed.totalShares;
      const e = rngFor(seed.code, 'estimate', per.year, per.kind);
      const q = per.kind === 'Q1' ? 'Q1' : per.kind === 'H1' ? 'Q2' : per.kind === 'Q3' ? 'Q3' : 'Q4';
      return {
        period: `${per.year}${q}`,
        eps_estimate: round(eps * e.range(0.92, 1.05), 2),
        eps_actual: round(eps, 2),
        revenue: round(revenue, 0),
        net_income: round(netIncome, 0),
      };
    });
  const fyRevenue = model.years.get(model.lastYear - 3)?.revenue ?? 0;
  const split = (names: readonly string[], key: string) => {
    const w = names.map((_, i) => rngFor(seed.code, key, i).range(0.5, 1) / (i + 1));
    const s = w.reduce((a, b) => a + b, 0);
    return names.map((name, i) => ({ name, value: round((fyRevenue * w[i]) / s, 0) }));
  };
  const instPct = round(r.range(55, 85), 2);
  const insiderPct = round(
    insiders.reduce((a, h) => a + h.os_pct, 0),
    3,
  );
  const months = [5, 4, 3, 2, 1, 0].map((k) => {
    const d = addDays(today, -30 * k);
    const m = rngFor(seed.code, 'reco', Math.floor(d / 100));
    return {
      month: `${Math.floor(d / 10000)}-${String(Math.floor(d / 100) % 100).padStart(2, '0')}`,
      strong_buy: m.int(4, 14),
      buy: m.int(6, 20),
      hold: m.int(3, 12),
      sell: m.int(0, 2),
      strong_sell: m.int(0, 1),
    };
  });
  const last = months[months.length - 1];
  const count = last.strong_buy + last.buy + last.hold + last.sell + last.strong_sell;
  const grade = round(
    (last.strong_buy * 1 + last.buy * 2 + last.hold * 3 + last.sell * 4 + last.strong_sell * 5) / count,
    2,
  );
  const upside = 1 + (3 - grade) * 0.08 + r.range(-0.03, 0.05);
  return {
    base_info: {
      company_name_zh: seed.name,
      company_name: US_COMPANY[seed.code] ?? seed.code,
      listing_date: seed.listDate ?? '--',
      chairman: US_OFFICERS[seed.code]?.[0] ?? UNKNOWN_PERSON,
      industry: seed.industry ?? '--',
      company_summary: `${seed.name}(${US_COMPANY[seed.code] ?? seed.code})在${seed.market === 'NYSE' ? '纽约证券交易所' : '纳斯达克'}上市，主要从事${t.business}。公司业务包括${t.segments.filter((s) => s !== '其他业务').join('、')}，在全球多个国家和地区开展经营。`,
    },
    sina_cj_data: institutions,
    sina_gg_data: insiders,
    earnings,
    revenue_by_product: split(t.segments, 'product'),
    revenue_by_area: split(['美国', '欧洲', '大中华区', '亚太其他地区'], 'area'),
    holder_analysis: {
      institution_pct: instPct,
      insider_pct: insiderPct,
      retail_pct: round(100 - instPct - insiderPct, 3),
      institution_count: r.int(800, 5200),
    },
    analyst: {
      sina_cj_grade: grade,
      target_price: round(preClose * upside, 2),
      target_high: round(preClose * upside * r.range(1.15, 1.4), 2),
      target_low: round(preClose * upside * r.range(0.65, 0.85), 2),
      pre_close: round(preClose, 3),
      analyst_count: count,
      recommendations: months,
      analysis: `${count}位分析师给出的综合评级为${grade.toFixed(2)}分(1分为强力买入，5分为强力卖出)。分析师平均目标价${round(preClose * upside, 2).toFixed(2)}美元，较前收盘价${upside >= 1 ? '有' : '低'}${Math.abs((upside - 1) * 100).toFixed(2)}%的${upside >= 1 ? '上涨空间' : '差距'}。机构普遍关注公司${t.products[0]}与${t.products[1]}的进展，认为${t.segments[0]}仍是未来几年的主要增长来源。`,
    },
  };
}
