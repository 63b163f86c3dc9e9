/**
 * Financial figures agree: for every Hong Kong and US stock and every period the 财务 screens show,
 * revenue − cost = gross profit and the quote rows' 毛利率 is that gross profit over that revenue;
 * margins move like one company's (no 45 % → 21 % year), and an interim and its annual report do
 * not repeat the same margin. A-shares: the same identity over the financial model's periods.
 */
import { FINANCE_PATHS } from '../../contract/finance';
import type { StockFinance } from '../../contract/finance.schema';
import { contentOf } from '../../server/content';
import { figuresOf, publishedPeriods } from '../../server/company/fundamentals';
import { HK_REVENUE_BN } from '../../server/data/hk-revenue';
import { US_REVENUE_BN } from '../../server/data/us-revenue';
import { getJson, useInfoServer } from './info-helpers';

const { srv, ctx } = useInfoServer();

type Row = StockFinance['list'][number] & Record<string, unknown>;

async function rows(symbol: string, fType: 'income' | 'quote'): Promise<Row[]> {
  const res = await getJson<StockFinance>(
    srv,
    `${FINANCE_PATHS.financeStockFinance}?f_type=${fType}&symbol=${symbol}&type=all`,
  );
  expect(res.status).toBe(200);
  return res.body.data.list;
}

describe('financial figures agree', () => {
  it('HK and US: revenue, cost, gross profit and 毛利率 agree for every stock and period', async () => {
    const stocks = ctx()
      .market.list()
      .filter((s) => s.kind === 'stock' && (s.region === 'HK' || s.region === 'USA'));
    expect(stocks.length).toBeGreaterThan(50);
    const bad: string[] = [];
    let checked = 0;
    for (const seed of stocks) {
      const income = await rows(seed.code, 'income');
      const quote = new Map((await rows(seed.code, 'quote')).map((r) => [r.fiscalperiodenddate, r]));
      const hk = seed.region === 'HK';
      const margins: number[] = [];
      const years: string[] = [];
      for (const r of income) {
        const revenue = (hk ? r.turnover : r.total_revenue) as number;
        const cost = (hk ? r.cost_of_sales : r.cost_of_revenue) as number | null;
        const gross = r.gross_profit as number | null;
        const margin = quote.get(r.fiscalperiodenddate)?.gross_margin as number | null | undefined;
        if (cost === null || gross === null) {
          // Financials report no cost of sales; then no 毛利率 either.
          if (margin !== null) bad.push(`${seed.code} ${r.period_label}: 毛利率 without gross profit`);
          continue;
        }
        checked += 1;
        if (Math.abs(revenue - cost - gross) > 0.02)
          bad.push(`${seed.code} ${r.period_label}: ${revenue} − ${cost} ≠ ${gross}`);
        const own = (gross / revenue) * 100;
        if (margin === undefined || margin === null || Math.abs(margin - own) > 0.05)
          bad.push(`${seed.code} ${r.period_label}: 毛利率 ${margin} vs ${own.toFixed(2)}`);
        margins.push(own);
        years.push(String(r.period_label).slice(0, 4));
      }
      // Newest first; neighbouring reports of one company stay within a few points and differ.
      for (let i = 1; i < margins.length; i++) {
        if (Math.abs(margins[i] - margins[i - 1]) > 8)
          bad.push(`${seed.code}: 毛利率 jumps ${margins[i].toFixed(2)} → ${margins[i - 1].toFixed(2)}`);
        // An interim and the annual report of the same year (two years can match by chance).
        if (hk && years[i] === years[i - 1] && margins[i].toFixed(2) === margins[i - 1].toFixed(2))
          bad.push(`${seed.code}: 毛利率 repeats ${margins[i].toFixed(2)}`);
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it('US: revenue at the company’s reported scale; each quarter about a quarter of its year', async () => {
    const stocks = ctx()
      .market.list()
      .filter((s) => s.kind === 'stock' && s.region === 'USA');
    const bad: string[] = [];
    let years = 0;
    for (const seed of stocks) {
      const income = await rows(seed.code, 'income');
      // Millions of dollars. The latest fiscal year is the anchor of the model: the reported revenue.
      const annual = income.filter((r) => r.period_type === 'annual');
      const latest = annual[0].total_revenue as number;
      const reported = US_REVENUE_BN[seed.code] * 1000;
      if (Math.abs(latest / reported - 1) > 0.005) bad.push(`${seed.code}: ${latest} against ${reported}`);
      for (const fy of annual) {
        const year = String(fy.fiscalperiodenddate).slice(0, 4);
        const quarters = income.filter(
          (r) => r.period_type === 'interim' && String(r.period_label).startsWith(year),
        );
        if (quarters.length < 3) continue;
        years += 1;
        const total = fy.total_revenue as number;
        for (const q of quarters) {
          const share = (q.total_revenue as number) / total;
          if (share < 0.18 || share > 0.32)
            bad.push(`${seed.code} ${q.period_label}: ${share.toFixed(3)} of ${year}`);
        }
        // The three quarters published make about three quarters of the year (Q4 the rest); one
        // quarter 18–32 % (the model's seasonality: Q1 22–27 %, H1 47–53 %, nine months 72–77 %).
        const nine = quarters.reduce((a, q) => a + (q.total_revenue as number), 0) / total;
        if (nine < 0.7 || nine > 0.8)
          bad.push(`${seed.code} ${year}: nine months ${nine.toFixed(3)} of the year`);
      }
    }
    expect(years).toBeGreaterThan(100);
    expect(bad.slice(0, 10)).toEqual([]);
    // Apple: about 3,910亿美元 a year (it read 1.06万亿美元, and 7436.59亿 for nine months).
    const apple = (await rows('AAPL', 'income')).find((r) => r.period_type === 'annual')!;
    expect(apple.total_revenue).toBeCloseTo(391000, -2);
  });

  it('HK: revenue at the company’s reported scale; the interim report about half of its year', async () => {
    const bad: string[] = [];
    const modelled: string[] = [];
    for (const seed of ctx()
      .market.list()
      .filter((s) => s.kind === 'stock' && s.region === 'HK')) {
      const income = await rows(seed.code, 'income');
      // Millions of HK dollars; the latest fiscal year is the model's anchor.
      const latest = income.find((r) => r.period_type === 'annual')!.turnover as number;
      if (Math.abs(latest / (HK_REVENUE_BN[seed.code] * 1000) - 1) > 0.005) modelled.push(seed.code);
      for (const fy of income.filter((r) => r.period_type === 'annual')) {
        const year = String(fy.fiscalperiodenddate).slice(0, 4);
        const h1 = income.find(
          (r) => r.period_type === 'interim' && String(r.fiscalperiodenddate).startsWith(year),
        );
        if (!h1) continue;
        const share = (h1.turnover as number) / (fy.turnover as number);
        if (share < 0.45 || share > 0.55) bad.push(`${seed.code} ${year}: ${share.toFixed(3)}`);
      }
    }
    expect(bad.slice(0, 10)).toEqual([]);
    // Only the two whose profit comes mostly from associates keep the modelled revenue.
    expect(modelled).toEqual(['00006', '01038']);
    // Tencent: about 7,130亿港元 a year (it read 1.61万亿).
    const tencent = (await rows('00700', 'income')).find((r) => r.period_type === 'annual')!;
    expect(tencent.turnover).toBeCloseTo(713000, -2);
  });

  it('A-shares: revenue − cost = gross profit and the margin is their ratio in every period', () => {
    const { src } = contentOf(ctx());
    const cn = ctx()
      .market.list()
      .filter((s) => s.kind === 'stock' && s.region === 'CN')
      .filter((_, i) => i % 25 === 0);
    let checked = 0;
    for (const seed of cn) {
      const days = src.tradingDays(seed.market);
      const model = src.model(seed);
      let prev: number | undefined;
      for (const per of publishedPeriods(seed, days, days[days.length - 1], 12)) {
        const f = figuresOf(model, per.year, per.kind);
        expect(Math.abs(f.revenue - f.operatingCost - f.grossProfit)).toBeLessThan(
          Math.abs(f.revenue) * 1e-9,
        );
        expect(f.grossMargin).toBeCloseTo(f.grossProfit / f.revenue, 9);
        if (prev !== undefined) expect(Math.abs(f.grossMargin - prev)).toBeLessThan(0.08);
        prev = f.grossMargin;
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
