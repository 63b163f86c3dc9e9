/**
 * Margin calls (§7 (the calls it makes), docs/margin.md) on a real server: the exchanges' identities hold exactly in
 * what the calls return, market totals are the sums of the stocks, dates are published trading
 * days, paging and sorting, and bad parameters.
 */
import type {
  MarginBalancePoint,
  MarginDetailRow,
  MarginHistoryRow,
  MarginRatioPoint,
  MarginDiffPoint,
  MarginStockPoint,
  MarginStockSummary,
  MarginTopFiveRow,
  MarginTotals,
} from '../../contract/margin';
import { MARGIN_PATHS } from '../../contract/margin';
import { CHART_EVENTS_PATHS, type ChartEvents } from '../../contract/chart-events';
import { QUOTE_PATHS, QUOTE_TOKEN_HEADER, type KlineResponse } from '../../contract/quote';
import { exReference, shareRatio } from '../../contract/market-rules/adjust';
import { UNIVERSE } from '../../server/data/universe';
import { innerCodeOf, isMarginCandidate } from '../../server/content/margin/eligible';
import { exactHundredths } from './exact-rate';
import { useTestServer } from './harness';
import { fetchQuoteToken } from './quote/token';

const srv = useTestServer();

interface Reply<T> {
  status: number;
  body: { code: number; msg: string; data: T; totalCount?: number };
}

async function get<T>(
  path: string,
  query: Record<string, string | number>,
  headers: Record<string, string> = {},
): Promise<Reply<T>> {
  const q = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await fetch(srv.url(`${path}?${q.toString()}`), { headers });
  return { status: res.status, body: (await res.json()) as Reply<T>['body'] };
}

async function data<T>(path: string, query: Record<string, string | number>): Promise<T> {
  const r = await get<T>(path, query);
  expect(r.status).toBe(200);
  return r.body.data;
}

const c = (yuan: number) => Math.round(yuan * 100);

/** Every target's whole published history, by InnerCode (the reference the market sums are checked against). */
let histories: Map<number, { market: 'sh' | 'sz'; rows: MarginHistoryRow[] }>;
/** Each target's corporate actions by ex-date (YYYY-MM-DD), from the chart events call. */
let exRights: Map<number, Map<string, { cash: number; ratio: number }>>;
/** Each target's K-line PreClose on its ex-dates (YYYY-MM-DD). */
const exReferenceOnKline = new Map<number, Map<string, number>>();
let days: string[];
let quoteToken = '';

beforeAll(async () => {
  histories = new Map();
  exRights = new Map();
  quoteToken = await fetchQuoteToken(srv.url(''));
  for (const seed of UNIVERSE) {
    if (seed.market !== 'sh' && seed.market !== 'sz') continue;
    const inner = innerCodeOf(seed);
    const r = await get<MarginHistoryRow[]>(MARGIN_PATHS.stockHistory, { InnerCode: inner, pageSize: 365 });
    if (r.status === 404) continue;
    expect(r.status).toBe(200);
    histories.set(inner, { market: seed.market, rows: r.body.data });
    const ev = await get<ChartEvents>(CHART_EVENTS_PATHS.chartEvents, {
      market: seed.market,
      symbol: seed.code,
    });
    expect(ev.status).toBe(200);
    const byDay = new Map<string, { cash: number; ratio: number }>();
    for (const a of ev.body.data.actions) {
      const ymd = String(a.exDate);
      const day = `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6)}`;
      // Two actions on one day act as one: cash adds, share ratios multiply.
      const same = byDay.get(day) ?? { cash: 0, ratio: 1 };
      byDay.set(day, { cash: same.cash + a.cash, ratio: same.ratio * shareRatio(a) });
    }
    exRights.set(inner, byDay);
    if (byDay.size > 0) {
      // The stock's own daily K-line: its PreClose on each ex-date.
      const k = await get<unknown>(
        QUOTE_PATHS.kline,
        {
          inst: seed.code,
          market: seed.market,
          limit: -400,
          servicetype: 'KLINEB',
          starttime: 0,
          endtime: 4102444800,
          resptype: 'JSON',
          period: 'DAY',
        },
        { [QUOTE_TOKEN_HEADER]: quoteToken },
      );
      expect(k.status).toBe(200);
      const refs = new Map<string, number>();
      for (const bar of (k.body as unknown as KlineResponse).KlineData) {
        const ymd = String(bar.TradingDay);
        const day = `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6)}`;
        if (byDay.has(day)) refs.set(day, bar.PreClose);
      }
      exReferenceOnKline.set(inner, refs);
    }
  }
  days = (await data<MarginBalancePoint[]>(MARGIN_PATHS.balanceChart, { market: 'both' })).map(
    (p) => p.TradingDay,
  );
}, 180_000);

const rowOn = (inner: number, day: string) => histories.get(inner)?.rows.find((r) => r.TradingDay === day);

describe('targets', () => {
  test('exactly the candidates by the exchanges rules answer; others are 404 said as such', async () => {
    const candidates = UNIVERSE.filter(isMarginCandidate).map(innerCodeOf).sort();
    expect([...histories.keys()].sort()).toEqual(candidates);
    const st = UNIVERSE.find((s) => s.st && (s.market === 'sh' || s.market === 'sz'));
    expect(st).toBeDefined();
    const r = await get(MARGIN_PATHS.stockTable, { InnerCode: innerCodeOf(st!) });
    expect(r.status).toBe(404);
    expect(r.body.msg).toContain('不是融资融券标的');
  });
});

describe('the identities hold exactly in every stock-day served', () => {
  test('balances, remaining volumes, derived figures', () => {
    // Plain checks collected and asserted once: a million expect() calls would take minutes.
    const broken: string[] = [];
    const check = (ok: boolean, what: string, inner: number, day: string) => {
      if (!ok && broken.length < 20) broken.push(`${inner} ${day}: ${what}`);
    };
    let checked = 0;
    let exDays = 0;
    for (const [inner, { rows }] of histories) {
      // newest first: rows[i + 1] is the day before rows[i]
      for (let i = 0; i < rows.length; i++) {
        const r = rows[i];
        const d = r.TradingDay;
        check(r.FinanceValue >= 0, 'financing balance negative', inner, d);
        check(r.SecurityVolume >= 0, 'remaining volume negative', inner, d);
        check(r.FinancePureValue === r.FinanceBuyValue - r.FinanceRefundValue, 'net buy', inner, d);
        check(r.SecurityPureValue === r.SecuritySellVolume - r.SecurityRefundVolume, 'net sell', inner, d);
        check(
          c(r.SecurityValue) === Math.round(r.SecurityVolume * c(r.ClosePrice)),
          'securities balance',
          inner,
          d,
        );
        check(c(r.FinanceSecurityValue) === c(r.FinanceValue) + c(r.SecurityValue), 'total', inner, d);
        check(
          c(r.FinanceSecurityDiffValue) === c(r.FinanceValue) - c(r.SecurityValue),
          'difference',
          inner,
          d,
        );
        const prev = rows[i + 1];
        if (prev) {
          const balance = prev.FinanceValue + r.FinanceBuyValue - r.FinanceRefundValue;
          // On an ex-right day lent shares convert and the change is measured from the ex-reference price.
          const ex = exRights.get(inner)?.get(d);
          const ratio = ex ? ex.ratio : 1;
          const converted = ex
            ? Math.max(0, Math.round((prev.SecurityVolume * ratio) / 100)) * 100
            : prev.SecurityVolume;
          const remaining = converted + r.SecuritySellVolume - r.SecurityRefundVolume;
          // The reference price is the one the K-line shows (on the tick), within a tick of (P − D) / s.
          const reference = exReferenceOnKline.get(inner)?.get(d);
          if (ex) {
            check(reference !== undefined, 'the ex-date is on the K-line', inner, d);
            check(
              Math.abs((reference ?? 0) - exReference(prev.ClosePrice, ex.cash, ratio)) <= 0.01,
              'K-line reference within a tick of (P − D) / s',
              inner,
              d,
            );
          }
          const preClose = ex ? (reference ?? 0) : prev.ClosePrice;
          // Rounded once from the exact ratio, in integers (hundredths of a percent); + 0: no negative zero
          const rate = exactHundredths(r.ClosePrice, preClose) / 100 + 0;
          if (ex) exDays++;
          check(r.FinanceValue === balance, 'balance(t) = balance(t-1) + buy - repay', inner, d);
          check(r.SecurityVolume === remaining, 'remaining(t) = remaining(t-1) + sell - repay', inner, d);
          check(r.UpDownRatio === rate, 'change rate', inner, d);
        }
        checked++;
      }
    }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(100 * 200);
    // The year holds the dividend season: the ex-right rule above was exercised.
    expect(exDays).toBeGreaterThan(50);
  });

  test("a stock's chart, latest day and history agree", async () => {
    const [inner, { rows }] = [...histories.entries()][7];
    const chart = await data<MarginStockPoint[]>(MARGIN_PATHS.stockChart, { InnerCode: inner });
    const summary = await data<MarginStockSummary>(MARGIN_PATHS.stockTable, { InnerCode: inner });
    expect(chart.map((p) => p.Tradingday)).toEqual(rows.map((r) => r.TradingDay).reverse());
    expect(chart.map((p) => [p.FinanceValue, p.SecurityValue])).toEqual(
      rows.map((r) => [r.FinanceValue, r.SecurityValue]).reverse(),
    );
    expect(summary).toMatchObject({ InnerCode: inner, ...rows[0] });
    expect([83, 90]).toContain(summary.SecuMarket);
  });
});

describe('market totals are sums over the stocks', () => {
  test.each([0, 0.5, 1])('on the day at %p of the window', async (at) => {
    const day = days[Math.min(days.length - 1, Math.floor(at * (days.length - 1)))];
    const sum = { sh: { f: 0, s: 0 }, sz: { f: 0, s: 0 } };
    for (const [inner, h] of histories) {
      const r = rowOn(inner, day);
      if (!r) continue;
      sum[h.market].f += c(r.FinanceValue);
      sum[h.market].s += c(r.SecurityValue);
    }
    for (const m of ['sh', 'sz'] as const) {
      const t = await data<MarginTotals>(MARGIN_PATHS.totals, { market: m, date: day });
      expect(t.TradingDay).toBe(day);
      expect(c(t.FinanceValue)).toBe(sum[m].f);
      expect(c(t.SecurityValue)).toBe(sum[m].s);
      expect(c(t.FiSecuValue)).toBe(sum[m].f + sum[m].s);
    }
    const both = await data<MarginTotals>(MARGIN_PATHS.totals, { market: 'both', date: day });
    expect(c(both.FinanceValue)).toBe(sum.sh.f + sum.sz.f);
    expect(c(both.SecurityValue)).toBe(sum.sh.s + sum.sz.s);
    const j = days.indexOf(day);
    if (j > 0) {
      const prev = await data<MarginTotals>(MARGIN_PATHS.totals, { market: 'both', date: days[j - 1] });
      expect(c(both.FinanceValueDiff)).toBe(c(both.FinanceValue) - c(prev.FinanceValue));
      expect(c(both.SecurityValueDiff)).toBe(c(both.SecurityValue) - c(prev.SecurityValue));
    }
    const balance = await data<MarginBalancePoint[]>(MARGIN_PATHS.balanceChart, { market: 'both' });
    const ratio = await data<MarginRatioPoint[]>(MARGIN_PATHS.ratioChart, { market: 'both' });
    const diff = await data<MarginDiffPoint[]>(MARGIN_PATHS.diffChart, { market: 'both' });
    expect(balance[j]).toEqual({
      TradingDay: day,
      FinanceValue: both.FinanceValue,
      SecurityValue: both.SecurityValue,
    });
    expect(ratio[j]).toEqual({ TradingDay: day, Ratio: both.FinaInTVRatio });
    expect(c(diff[j].FinanceSecuDiff)).toBe(c(both.FinanceValue) - c(both.SecurityValue));
  });
});

describe('dates', () => {
  test('the window: published trading days of the last year, oldest first, weekdays only', () => {
    expect(days.length).toBeGreaterThan(230);
    expect(days.length).toBeLessThan(250);
    for (let i = 0; i < days.length; i++) {
      const d = new Date(`${days[i]}T00:00:00Z`).getUTCDay();
      expect(d).not.toBe(0);
      expect(d).not.toBe(6);
      if (i > 0) expect(days[i] > days[i - 1]).toBe(true);
    }
    const last = new Date(`${days[days.length - 1]}T00:00:00Z`);
    const first = new Date(`${days[0]}T00:00:00Z`);
    expect(last.getTime() - first.getTime()).toBeLessThanOrEqual(366 * 86400_000);
  });

  test('without a date: the latest published day', async () => {
    const t = await data<MarginTotals>(MARGIN_PATHS.totals, { market: 'sz' });
    expect(t.TradingDay).toBe(days[days.length - 1]);
  });

  test.each([
    ['a Saturday', () => saturdayIn(days)],
    ['a day after the latest', () => '2099-01-05'],
    ['a day before the window', () => '2020-06-01'],
  ])('%s is 404 with a message', async (_name, day) => {
    for (const path of [MARGIN_PATHS.totals, MARGIN_PATHS.topFive]) {
      const r = await get(path, { market: 'both', date: day() });
      expect(r.status).toBe(404);
      expect(r.body.msg).toContain('没有融资融券数据');
    }
  });
});

function saturdayIn(list: string[]): string {
  for (const d of list) {
    const t = new Date(`${d}T00:00:00Z`);
    if (t.getUTCDay() === 5) return new Date(t.getTime() + 86400_000).toISOString().slice(0, 10);
  }
  throw new Error('no Friday in the window');
}

describe('rankings, paging and sorting', () => {
  test.each(['both', 'sh', 'sz'] as const)('top five by net financing buy, %s', async (market) => {
    const day = days[days.length - 3];
    const rows = await data<MarginTopFiveRow[]>(MARGIN_PATHS.topFive, { market, date: day });
    const all = [...histories.entries()]
      .filter(([, h]) => market === 'both' || h.market === market)
      .map(([inner]) => ({ inner, r: rowOn(inner, day)! }))
      .filter((x) => x.r)
      .sort((a, b) => b.r.FinancePureValue - a.r.FinancePureValue);
    expect(rows.map((r) => r.InnerCode)).toEqual(all.slice(0, 5).map((x) => x.inner));
    for (const r of rows) {
      const h = rowOn(r.InnerCode, day)!;
      expect(r.FinaInTotal).toBe(h.FinancePureValue);
      expect(r.ClosePrice).toBe(h.ClosePrice);
      expect(r.ClosePricediv).toBe(h.UpDownRatio);
      expect(r.ClosePricedivstr).toBe(`${h.UpDownRatio > 0 ? '+' : ''}${h.UpDownRatio.toFixed(2)}%`);
      if (market !== 'both') expect(r.Market).toBe(market);
    }
  });

  test.each([
    ['both', 100],
    ['sh', 10],
    ['sz', 37],
  ] as const)('detail %s, pageSize %i: by financing balance, largest first', async (market, pageSize) => {
    const day = days[days.length - 1];
    const r = await get<MarginDetailRow[]>(MARGIN_PATHS.detail, { market, date: day, pageSize });
    expect(r.status).toBe(200);
    const rows = r.body.data;
    const count = [...histories.values()].filter((h) => market === 'both' || h.market === market).length;
    expect(r.body.totalCount).toBe(count);
    expect(rows).toHaveLength(Math.min(pageSize, count));
    for (let i = 1; i < rows.length; i++)
      expect(rows[i - 1].FinanceValue).toBeGreaterThanOrEqual(rows[i].FinanceValue);
    for (const row of rows) {
      const { InnerCode, SecuAbbr, SecuCode, SecuMarket, ...figures } = row;
      expect(SecuMarket).toBe(SecuCode && histories.get(InnerCode)?.market === 'sh' ? 83 : 90);
      expect(SecuAbbr.length).toBeGreaterThan(0);
      expect({ TradingDay: day, ...figures }).toEqual(rowOn(InnerCode, day));
    }
  });

  test('stock history: newest first, a smaller page is the start of a larger one', async () => {
    const [inner, { rows }] = [...histories.entries()][3];
    const ten = await data<MarginHistoryRow[]>(MARGIN_PATHS.stockHistory, { InnerCode: inner, pageSize: 10 });
    expect(ten).toEqual(rows.slice(0, 10));
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1].TradingDay > rows[i].TradingDay).toBe(true);
    expect(rows.map((r) => r.TradingDay)).toEqual([...days].reverse().slice(0, rows.length));
  });
});

describe('bad parameters: 400 with a clear message', () => {
  test.each([
    ['market missing', MARGIN_PATHS.balanceChart, {}, '缺少参数market'],
    ['market unknown', MARGIN_PATHS.ratioChart, { market: 'hk' }, '参数market应为both、sh、sz之一'],
    ['date malformed', MARGIN_PATHS.totals, { market: 'sh', date: '2026/11/24' }, '参数date格式错误'],
    [
      'pageSize above 100',
      MARGIN_PATHS.detail,
      { market: 'sh', pageSize: 101 },
      '参数pageSize应为1到100之间的整数',
    ],
    ['pageSize 0', MARGIN_PATHS.detail, { market: 'sh', pageSize: 0 }, '参数pageSize应为1到100之间的整数'],
    ['pageSize missing', MARGIN_PATHS.detail, { market: 'sh' }, '缺少参数pageSize'],
    [
      'history pageSize not a number',
      MARGIN_PATHS.stockHistory,
      { InnerCode: 1600519, pageSize: 'ten' },
      '参数pageSize应为1到365之间的整数',
    ],
    ['InnerCode missing', MARGIN_PATHS.stockChart, {}, '缺少参数InnerCode'],
    [
      'InnerCode not a number',
      MARGIN_PATHS.stockTable,
      { InnerCode: '60051x' },
      '参数InnerCode应为1到999999999之间的整数',
    ],
  ])('%s', async (_name, path, query, msg) => {
    const r = await get(path, query as Record<string, string | number>);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ code: 400, msg });
  });

  test('an InnerCode that is no instrument is 404', async () => {
    const r = await get(MARGIN_PATHS.stockChart, { InnerCode: 3000001 });
    expect(r.status).toBe(404);
  });
});
