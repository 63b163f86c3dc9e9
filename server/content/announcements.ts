/**
 * Announcements (article type 2/6): periodic reports on their publication days (figures from the
 * financial model), dividend implementation notices (dividend events), buy-back disclosures
 * (buy-back days), monthly returns and the routine filings of each market. Each carries a PDF
 * the server renders on the fly (pdf.ts).
 */
import type { InstrumentSeed } from '../data/types';
import { addDays, beijingMs, ymdDash, ymdParts } from '../company/dates';
import { boardMeeting, cnOrdinal } from './board';
import { buybackDays, type BuybackDay } from './buybacks';
import { dividendEvents, planText, proposedPlan, type DividendEvent } from './dividends';
import { figuresOf, publishedPeriods, type Period, type PeriodKind } from '../company/fundamentals';
import { lead, p, table } from './html';
import { encodeId } from './ids';
import { currencyWord, growthWords, pct, yi } from './money';
import { rngFor, type Rng } from '../company/rng';
import type { ContentSource } from './source';
import { DayCache } from './day-cache';

/** How far back announcements go (trading days, about three years). */
export const ANNOUNCEMENT_DAYS = 750;

export interface Announcement {
  id: number;
  seed: InstrumentSeed;
  ymd: number;
  time: number;
  title: string;
  /** Issuer shown as the list's media column. */
  media: string;
  body(): string;
}

interface Draft {
  title: string;
  at: [number, number];
  body(r: Rng): string;
}

const CN_REPORT: Record<PeriodKind, string> = {
  Q1: '第一季度报告',
  H1: '半年度报告',
  Q3: '第三季度报告',
  FY: '年度报告',
};
const US_Q: Record<PeriodKind, string> = { Q1: '第一季度', H1: '第二季度', Q3: '第三季度', FY: '年度' };

const BOARD_PLEDGE =
  '本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏，并对其内容的真实性、准确性和完整性承担法律责任。';

function periodicDraft(src: ContentSource, seed: InstrumentSeed, per: Period): Draft[] {
  const fig = figuresOf(src.model(seed), per.year, per.kind);
  const cur = currencyWord(seed);
  const rows = [
    ['营业收入', yi(fig.revenue), fig.revenueYoy === null ? '--' : pct(fig.revenueYoy)],
    [
      '归属于上市公司股东的净利润',
      yi(fig.netProfit),
      fig.netProfitYoy === null ? '--' : pct(fig.netProfitYoy),
    ],
    ['基本每股收益', fig.eps.toFixed(4), '--'],
    ['加权平均净资产收益率', pct(fig.roe), '--'],
  ];
  const summary = (r: Rng) =>
    [
      seed.region === 'CN' ? p(BOARD_PLEDGE) : '',
      lead(
        '主要财务数据：',
        `报告期内公司实现营业收入${yi(fig.revenue)}${cur}，同比${growthWords(fig.revenueYoy ?? 0)}；归属于上市公司股东的净利润${yi(fig.netProfit)}${cur}。`,
      ),
      table(['项目', `本报告期(${cur})`, '同比增减'], rows),
      p(
        `报告期末，公司总资产${yi(fig.totalAssets)}${cur}，归属于上市公司股东的净资产${yi(fig.equity)}${cur}，经营活动产生的现金流量净额${yi(fig.operatingCashFlow)}${cur}。`,
      ),
      p(r.pick(['公司经营情况正常，主营业务未发生重大变化。', '本报告期内公司不存在需提示的重大风险。'])),
    ].join('');
  if (seed.region === 'HK') {
    const half = per.kind === 'H1';
    return [
      {
        title: half
          ? `截至${per.year}年6月30日止六个月之中期业绩公告`
          : `截至${per.year}年12月31日止年度之全年业绩公告`,
        at: [r0(seed, per, 'hk').int(16, 19), 30],
        body: summary,
      },
    ];
  }
  if (seed.region === 'USA') {
    const q =
      per.kind === 'FY' ? `${per.year}财年年度报告(10-K)` : `${per.year}财年${US_Q[per.kind]}报告(10-Q)`;
    return [
      {
        title: q,
        at: [r0(seed, per, 'us').int(4, 6), 10],
        body: summary,
      },
      {
        title: '重大事项报告(8-K)：公布季度业绩及业绩指引',
        at: [r0(seed, per, 'us8').int(4, 6), 5],
        body: (r) =>
          [
            lead('业绩发布：', `公司公布截至${ymdDash(per.end)}的财务业绩。`),
            summary(r),
            usGuidance(src, seed, per, cur),
          ].join(''),
      },
    ];
  }
  const drafts: Draft[] = [
    {
      title: `${per.year}年${CN_REPORT[per.kind]}`,
      at: [r0(seed, per, 'cn').int(16, 20), 0],
      body: summary,
    },
    {
      title: boardTitle(seed, per.publish),
      at: [r0(seed, per, 'cn').int(16, 20), 1],
      body: (r) =>
        [
          p(BOARD_PLEDGE),
          p(
            `公司董事会于${ymdDash(per.publish)}以现场结合通讯方式召开会议，应出席董事${r.int(7, 11)}名，实际出席董事全部出席。`,
          ),
          lead(
            '会议审议通过了以下议案：',
            `《公司${per.year}年${CN_REPORT[per.kind]}》。表决结果：同意票全部通过，反对0票，弃权0票。`,
          ),
        ].join(''),
    },
  ];
  if (per.kind === 'H1' || per.kind === 'FY') {
    drafts.push({
      title: `${per.year}年${CN_REPORT[per.kind]}摘要`,
      at: [r0(seed, per, 'cn').int(16, 20), 2],
      body: summary,
    });
  }
  if (per.kind === 'FY') {
    const dps = src.model(seed).years.get(per.year)?.dividendPerShare ?? 0;
    drafts.push({
      title: `关于${per.year}年度利润分配方案的公告`,
      at: [r0(seed, per, 'cn').int(16, 20), 3],
      body: () =>
        [
          p(BOARD_PLEDGE),
          dps > 0
            ? lead(
                '分配比例：',
                `每股派发现金红利${dps.toFixed(4)}${cur}(含税)，即${proposedPlan(seed, per.year, dps)}。`,
              )
            : lead(
                '利润分配方案：',
                '综合考虑公司经营发展需要，本年度拟不进行利润分配，也不进行资本公积金转增股本。',
              ),
          p('本次利润分配方案尚需提交公司股东大会审议。'),
        ].join(''),
    });
  }
  return drafts;
}

function dividendDraft(seed: InstrumentSeed, e: DividendEvent, days: readonly number[]): Draft {
  const cur = currencyWord(seed);
  if (seed.region === 'HK') {
    return {
      title: `${e.part === 'final' ? '末期' : '中期'}股息或分派之公告 - 除净日${ymdDash(e.exDate)}`,
      at: [17, 0],
      body: () =>
        [
          lead(
            '股息资料：',
            `${e.year}年度${e.part === 'final' ? '末期' : '中期'}股息每股${e.amount.toFixed(3)}${cur}。`,
          ),
          table(
            ['除净日', '派息日', '每股股息'],
            [[ymdDash(e.exDate), ymdDash(e.payDate), `${e.amount.toFixed(3)}${cur}`]],
          ),
        ].join(''),
    };
  }
  return {
    title: `${e.year}年年度权益分派实施公告`,
    at: [16, 30],
    body: () =>
      [
        p(BOARD_PLEDGE),
        lead(
          '分配方案：',
          `以方案实施前的公司总股本为基数，每股派发现金红利${e.amount.toFixed(4)}${cur}(含税)，即${planText(seed, e)}。`,
        ),
        table(
          ['股权登记日', '除权(息)日', '现金红利发放日'],
          [[ymdDash(recordDate(days, e.exDate)), ymdDash(e.exDate), ymdDash(e.exDate)]],
        ),
      ].join(''),
  };
}

/** The record date: the last trading day before the ex-date. */
function recordDate(days: readonly number[], exDate: number): number {
  const i = days.indexOf(exDate);
  return i > 0 ? days[i - 1] : addDays(exDate, -1);
}

function buybackDraft(b: BuybackDay): Draft {
  return {
    title: '翌日披露报表',
    at: [19, 0],
    body: () =>
      [
        lead(
          '股份购回：',
          `本公司于${ymdDash(b.ymd)}在香港联合交易所购回股份${b.shares.toLocaleString('en-US')}股。`,
        ),
        table(
          ['购回日期', '购回股数', '最高价(港元)', '最低价(港元)', '总代价(港元)'],
          [[ymdDash(b.ymd), String(b.shares), b.high.toFixed(3), b.low.toFixed(3), b.amount.toFixed(2)]],
        ),
      ].join(''),
  };
}

function cnBuybackProgress(seed: InstrumentSeed, month: number, all: BuybackDay[]): Draft | undefined {
  const done = all.filter((b) => Math.floor(b.ymd / 100) <= month);
  if (done.length === 0) return undefined;
  const shares = done.reduce((s, b) => s + b.shares, 0);
  const amount = done.reduce((s, b) => s + b.amount, 0);
  const high = Math.max(...done.map((b) => b.high));
  const low = Math.min(...done.map((b) => b.low));
  return {
    title: '关于以集中竞价交易方式回购公司股份的进展公告',
    at: [16, 40],
    body: () =>
      [
        p(BOARD_PLEDGE),
        lead(
          '回购进展：',
          `截至${Math.floor(month / 100)}年${month % 100}月末，公司通过集中竞价交易方式累计回购股份${shares.toLocaleString('en-US')}股，占公司总股本的${pct(shares / seed.totalShares, 4)}，最高成交价${high.toFixed(2)}元/股，最低成交价${low.toFixed(2)}元/股，已支付的总金额${yi(amount)}元(不含交易费用)。`,
        ),
        p('上述回购符合相关法律法规的规定及公司回购股份方案的要求。'),
      ].join(''),
  };
}

const CN_ROUTINE: ((s: InstrumentSeed, r: Rng) => Draft)[] = [
  () => ({
    title: '关于使用闲置自有资金进行现金管理的进展公告',
    at: [17, 10],
    body: (r) =>
      [
        p(BOARD_PLEDGE),
        p(`公司近日使用闲置自有资金${r.int(1, 20)}亿元购买低风险理财产品，期限不超过12个月。`),
      ].join(''),
  }),
  () => ({
    title: '关于控股股东部分股份质押的公告',
    at: [17, 20],
    body: (r) =>
      [
        p(BOARD_PLEDGE),
        p(
          `公司控股股东将其持有的${r.int(500, 8000)}万股公司股份办理了质押手续，质押股份不涉及用作重大资产重组业绩补偿等事项。`,
        ),
      ].join(''),
  }),
  () => ({
    title: '关于获得政府补助的公告',
    at: [17, 30],
    body: (r) =>
      [
        p(BOARD_PLEDGE),
        p(
          `公司及子公司近期累计收到与收益相关的政府补助${r.int(200, 9000)}万元，具体会计处理以审计机构年度审计确认后的结果为准。`,
        ),
      ].join(''),
  }),
  (_s, r) => ({
    title: `关于召开${r.pick(['第一次', '第二次', '第三次'])}临时股东大会的通知`,
    at: [17, 40],
    body: (b) =>
      [
        p(BOARD_PLEDGE),
        p(
          `股东大会召开方式为现场投票与网络投票相结合，网络投票时间为会议当日9:15-15:00。审议事项共${b.int(2, 6)}项。`,
        ),
      ].join(''),
  }),
  () => ({
    title: '关于部分限售股上市流通的提示性公告',
    at: [17, 50],
    body: (r) =>
      [
        p(BOARD_PLEDGE),
        p(
          `本次限售股上市流通数量为${r.int(100, 9000)}万股，占公司总股本的比例较小，对公司股价不构成重大影响。`,
        ),
      ].join(''),
  }),
  () => ({
    title: '关于对外担保的进展公告',
    at: [18, 0],
    body: (r) =>
      [
        p(BOARD_PLEDGE),
        p(`公司为全资子公司提供连带责任保证担保，本次担保金额为${r.int(1, 30)}亿元，在股东大会授权范围内。`),
      ].join(''),
  }),
];

/** The period an HK results announcement covers, in its own words. */
function hkPeriodWords(per: Period): string {
  return per.kind === 'H1' ? `截至${per.year}年6月30日止六个月` : `截至${per.year}年12月31日止年度`;
}

/**
 * A profit alert (inside information under the HK Listing Rules, rule 13.09): an issuer whose
 * results will swing by half or more says so before the results. Drawn from the same model the
 * results report, so the range given contains the figure published later.
 */
export const PROFIT_ALERT_SWING = 0.5;
/** How many trading days before the results the alert comes. */
export const PROFIT_ALERT_LEAD_DAYS = 10;

export function hkProfitAlert(src: ContentSource, seed: InstrumentSeed, per: Period): Draft | undefined {
  const fig = figuresOf(src.model(seed), per.year, per.kind);
  const yoy = fig.netProfitYoy;
  if (yoy === null) return undefined;
  const cur = currencyWord(seed);
  const pledge = p(
    '本公告乃由本公司根据香港联合交易所有限公司证券上市规则第13.09(2)(a)条及香港法例第571章证券及期货条例第XIVA部内幕消息条文而作出。',
  );
  const basis = `根据本集团${hkPeriodWords(per)}之未经审核综合管理账目之初步评估`;
  const closing = p('本公司仍在落实有关业绩，股东及潜在投资者于买卖本公司股份时，务请审慎行事。');
  if (fig.netProfit < 0 && yoy < 0) {
    return {
      title: '盈利警告',
      at: [r0(seed, per, 'alert').int(17, 22), 0],
      body: () =>
        [
          pledge,
          p(
            `${basis}，预期本集团期内将录得股东应占亏损约${yi(Math.abs(fig.netProfit))}${cur}，而去年同期则录得股东应占溢利。`,
          ),
          closing,
        ].join(''),
    };
  }
  if (Math.abs(yoy) < PROFIT_ALERT_SWING) return undefined;
  // A ten-point band around the change, as issuers phrase it (减少约60%至70%).
  const lo = Math.floor(Math.abs(yoy) * 10) * 10;
  const range = `约${lo}%至${lo + 10}%`;
  const up = yoy > 0;
  return {
    title: up ? '正面盈利预告' : '盈利警告',
    at: [r0(seed, per, 'alert').int(17, 22), 0],
    body: () =>
      [
        pledge,
        p(`${basis}，预期本集团期内股东应占溢利较去年同期${up ? '增加' : '减少'}${range}。`),
        closing,
      ].join(''),
  };
}

/** A results 8-K's outlook: next quarter's revenue range, bracketing what the model will report. */
function usGuidance(src: ContentSource, seed: InstrumentSeed, per: Period, cur: string): string {
  const model = src.model(seed);
  const next: Record<PeriodKind, [number, PeriodKind, PeriodKind | null]> = {
    Q1: [per.year, 'H1', 'Q1'],
    H1: [per.year, 'Q3', 'H1'],
    Q3: [per.year, 'FY', 'Q3'],
    FY: [per.year + 1, 'Q1', null],
  };
  const [year, kind, before] = next[per.kind];
  if (!model.years.has(year)) return '';
  const quarter =
    figuresOf(model, year, kind).revenue - (before ? figuresOf(model, year, before).revenue : 0);
  if (!(quarter > 0)) return '';
  const r = r0(seed, per, 'guidance');
  const low = quarter * r.range(0.95, 0.99);
  const high = low * r.range(1.03, 1.05);
  return lead('业绩指引：', `公司预计下一季度营业收入介于${yi(low)}${cur}至${yi(high)}${cur}之间。`);
}

/** A controlling shareholder's placing of existing shares: the issued share count is unchanged. */
function hkPlacing(src: ContentSource, seed: InstrumentSeed, ymd: number, r: Rng): Draft | undefined {
  const bars = src.pastBars(seed);
  const prior = [...bars.keys()].filter((d) => d < ymd).pop();
  const close = prior !== undefined ? bars.get(prior)?.Close : undefined;
  if (!close) return undefined;
  const discount = r.range(0.05, 0.1);
  const shareRatio = r.range(0.01, 0.04);
  const shares = Math.round((seed.totalShares * shareRatio) / 1000) * 1000;
  return {
    title: '有关控股股东配售现有股份之自愿公告',
    at: [8, 30],
    body: () =>
      [
        p(
          `本公司获控股股东知会，其已与配售代理订立配售协议，按每股${(close * (1 - discount)).toFixed(2)}港元之配售价，向不少于六名独立承配人配售本公司现有股份${shares.toLocaleString('en-US')}股，约占本公司已发行股份总数之${pct(shareRatio)}；配售价较前一交易日收市价折让约${pct(discount, 1)}。`,
        ),
        p('配售事项涉及现有股份，本公司已发行股份总数维持不变，本公司亦不会因此收取任何所得款项。'),
      ].join(''),
  };
}

const HK_ROUTINE: ((s: InstrumentSeed, r: Rng) => Draft)[] = [
  () => ({
    title: '董事会会议召开日期',
    at: [17, 0],
    body: (r) =>
      p(
        `本公司董事会将于${r.int(2, 4)}周后举行董事会会议，以(其中包括)考虑及批准本公司业绩及考虑派发股息(如有)。`,
      ),
  }),
  () => ({
    title: '须予披露的交易',
    at: [22, 30],
    body: (r) =>
      p(
        `本公司之全资附属公司订立协议，代价约为${r.int(2, 60)}亿港元。由于有关百分比率超过5%但低于25%，该交易构成本公司之须予披露交易。`,
      ),
  }),
  () => ({
    title: '自愿公告 - 业务更新',
    at: [18, 0],
    body: () => p('本公告乃由本公司自愿作出，旨在向股东及潜在投资者提供本集团最新业务发展情况。'),
  }),
];

/** 证券变动月报表 for the month yyyymm (the issued shares as the universe holds them). */
function hkMonthlyReturn(seed: InstrumentSeed, month: number): Draft {
  const y = Math.floor(month / 100);
  const m = month % 100;
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const shares = Math.round(seed.totalShares).toLocaleString('en-US');
  return {
    title: `截至${y}年${m}月${lastDay}日止股份发行人的证券变动月报表`,
    at: [17, 30],
    body: () =>
      [
        lead('法定/注册股本及已发行股份变动：', `于本月底结存之已发行股份(不包括库存股份)为${shares}股。`),
        p('本公司确认，本月内已发行股份之变动(如有)均已获董事会正式授权批准，并遵照所有适用上市规则进行。'),
      ].join(''),
  };
}

const US_ROUTINE: ((s: InstrumentSeed, r: Rng) => Draft)[] = [
  () => ({
    title: '内部人持股变动申报(Form 4)',
    at: [6, 10],
    body: (r) =>
      p(
        `公司一名高管于近日${r.chance(0.7) ? '出售' : '买入'}公司普通股${r.int(1000, 90000)}股，交易依据事先制定的10b5-1交易计划执行。`,
      ),
  }),
  () => ({
    title: '重大事项报告(8-K)',
    at: [5, 30],
    body: () => p('公司提交8-K表格，披露董事会成员变动及相关薪酬安排事项。'),
  }),
];

const ETF_REPORTS: [number, string][] = [
  [120, '第四季度报告'],
  [420, '第一季度报告'],
  [720, '第二季度报告'],
  [1024, '第三季度报告'],
  [330, '年度报告'],
  [830, '中期报告'],
];

function etfDrafts(seed: InstrumentSeed, ymd: number, days: readonly number[], r: Rng): Draft[] {
  const out: Draft[] = [];
  const [y] = ymdParts(ymd);
  for (const [md, cn] of ETF_REPORTS) {
    const target = y * 10000 + md;
    // Published on the first trading day on or after the legal deadline-ish date.
    const prevDay = days[days.indexOf(ymd) - 1] ?? 0;
    if (ymd >= target && prevDay < target) {
      const year = md === 120 || md === 330 ? y - 1 : y;
      out.push({
        title: `${seed.name}${year}年${cn}`,
        at: [19, 0],
        body: () =>
          [
            lead(
              '重要提示：',
              '基金管理人的董事会及董事保证本报告所载资料不存在虚假记载、误导性陈述或重大遗漏。',
            ),
            p(
              `本基金为交易型开放式指数基金，采用完全复制法跟踪标的指数，报告期内日均跟踪偏离度控制在合同约定范围内。`,
            ),
          ].join(''),
      });
    }
  }
  if (r.chance(0.004)) {
    out.push({
      title: `关于${seed.name}新增流动性服务商的公告`,
      at: [18, 30],
      body: () => p('为促进本基金的市场流动性和平稳运行，本公司新增一家证券公司为本基金的流动性服务商。'),
    });
  }
  return out;
}

interface DayEvents {
  periods: Map<number, Period>;
  /** HK: profit alerts by the day they come out (PROFIT_ALERT_LEAD_DAYS before the results). */
  profitAlerts: Map<number, Period>;
  dividends: Map<number, DividendEvent[]>;
  buybacks: Map<number, BuybackDay>;
  allBuybacks: BuybackDay[];
  days: number[];
}

function eventsOf(src: ContentSource, seed: InstrumentSeed): DayEvents {
  const days = src.tradingDays(seed.market, ANNOUNCEMENT_DAYS);
  const periods = new Map<number, Period>();
  const profitAlerts = new Map<number, Period>();
  const dividends = new Map<number, DividendEvent[]>();
  let allBuybacks: BuybackDay[] = [];
  if (seed.kind === 'stock') {
    for (const per of publishedPeriods(seed, src.tradingDays(seed.market), days[days.length - 1], 14))
      periods.set(per.publish, per);
    if (seed.region === 'HK')
      for (const per of periods.values()) {
        const at = days.indexOf(per.publish) - PROFIT_ALERT_LEAD_DAYS;
        if (at >= 0) profitAlerts.set(days[at], per);
      }
    for (const e of dividendEvents(src, seed))
      dividends.set(e.announce, [...(dividends.get(e.announce) ?? []), e]);
    allBuybacks = buybackDays(src, seed);
  }
  return {
    periods,
    profitAlerts,
    dividends,
    buybacks: new Map(allBuybacks.map((b) => [b.ymd, b])),
    allBuybacks,
    days,
  };
}

function draftsOfDay(src: ContentSource, seed: InstrumentSeed, ymd: number, ev: DayEvents): Draft[] {
  const r = rngFor('ann', src.idOf(seed), ymd);
  if (seed.kind === 'etf') return etfDrafts(seed, ymd, ev.days, r);
  if (seed.kind !== 'stock') return [];
  const drafts: Draft[] = [];
  const per = ev.periods.get(ymd);
  if (per) drafts.push(...periodicDraft(src, seed, per));
  const alerted = ev.profitAlerts.get(ymd);
  const alert = alerted && hkProfitAlert(src, seed, alerted);
  if (alert) drafts.push(alert);
  for (const e of ev.dividends.get(ymd) ?? []) drafts.push(dividendDraft(seed, e, ev.days));
  const bb = ev.buybacks.get(ymd);
  if (bb && seed.region === 'HK') drafts.push(buybackDraft(bb));
  if (seed.region === 'CN' && ev.allBuybacks.length > 0) {
    // First trading day of a month: progress up to the end of the previous month.
    const i = ev.days.indexOf(ymd);
    if (i > 0 && Math.floor(ev.days[i - 1] / 100) !== Math.floor(ymd / 100)) {
      const d = cnBuybackProgress(seed, Math.floor(ev.days[i - 1] / 100), ev.allBuybacks);
      if (d) drafts.push(d);
    }
  }
  if (seed.region === 'HK') {
    // Every HK issuer files a monthly return within five business days of the month's end.
    const i = ev.days.indexOf(ymd);
    if (i > 0 && Math.floor(ev.days[i - 1] / 100) !== Math.floor(ymd / 100))
      drafts.push(hkMonthlyReturn(seed, Math.floor(ev.days[i - 1] / 100)));
  }
  const routine = seed.region === 'HK' ? HK_ROUTINE : seed.region === 'USA' ? US_ROUTINE : CN_ROUTINE;
  if (r.chance(seed.region === 'CN' ? 0.05 : 0.03)) drafts.push(r.pick(routine)(seed, r));
  // About one placing a year per HK issuer.
  if (seed.region === 'HK' && r.chance(0.004)) {
    const placing = hkPlacing(src, seed, ymd, r);
    if (placing) drafts.push(placing);
  }
  return drafts;
}

function boardTitle(seed: InstrumentSeed, ymd: number): string {
  const { term, meeting } = boardMeeting(seed.code, ymd);
  return `第${cnOrdinal(term)}届董事会第${cnOrdinal(meeting)}次会议决议公告`;
}

function r0(seed: InstrumentSeed, per: Period, k: string): Rng {
  return rngFor(seed.market, seed.code, 'ann-time', per.year, per.kind, k);
}

function issuer(seed: InstrumentSeed): string {
  return seed.kind === 'etf'
    ? '基金公告'
    : seed.region === 'HK'
      ? '港交所披露易'
      : seed.region === 'USA'
        ? 'SEC'
        : seed.market === 'sh'
          ? '上交所公告'
          : seed.market === 'sz'
            ? '深交所公告'
            : '北交所公告';
}

function toAnnouncement(
  src: ContentSource,
  seed: InstrumentSeed,
  ymd: number,
  d: Draft,
  seq: number,
): Announcement {
  const id = encodeId({ kind: 2, instrument: src.numberOf(seed), ymd, seq });
  return {
    id,
    seed,
    ymd,
    time: beijingMs(ymd, d.at[0], d.at[1], seq),
    title: d.title,
    media: issuer(seed),
    body: () => d.body(rngFor('ann-body', id)),
  };
}

const cache = new DayCache<Announcement[]>();

function all(src: ContentSource, seed: InstrumentSeed): Announcement[] {
  const key = src.idOf(seed);
  const today = src.today(seed.market);
  const hit = cache.get(src, key, today);
  if (hit) return hit;
  const ev = eventsOf(src, seed);
  const items: Announcement[] = [];
  for (const ymd of ev.days)
    draftsOfDay(src, seed, ymd, ev).forEach((d, seq) => items.push(toAnnouncement(src, seed, ymd, d, seq)));
  items.sort((a, b) => b.time - a.time);
  return cache.set(src, key, today, items);
}

/** Published announcements, newest first. */
export function publishedAnnouncements(src: ContentSource, seed: InstrumentSeed): Announcement[] {
  const now = src.now();
  return all(src, seed).filter((a) => a.time <= now);
}

export function findAnnouncement(
  src: ContentSource,
  key: { instrument: number; ymd: number; seq: number },
): Announcement | undefined {
  const seed = src.byNumber(key.instrument);
  if (!seed) return undefined;
  const a = all(src, seed).find((x) => x.ymd === key.ymd && x.id % 100 === key.seq);
  return a && a.time <= src.now() ? a : undefined;
}
