import {
  LISTING_RULES,
  TOP_N,
  listDay,
  meets,
  selectForRule,
  type BoardExchange,
  type BoardSegment,
  type Candidate,
  type DayFigures,
  type Measure,
} from './rules';
import { figuresAt } from './figures';

const QUIET: DayFigures = {
  change: 0,
  deviation: 0,
  amplitude: 0.02,
  turnover: 0.01,
  deviation3: 0,
  amount: 1e8,
};

function stock(
  exchange: BoardExchange,
  segment: BoardSegment,
  figures: Partial<DayFigures>,
  extra: { code?: string; st?: boolean } = {},
): Candidate {
  return {
    code: extra.code ?? '600000',
    exchange,
    segment,
    st: extra.st ?? false,
    figures: { ...QUIET, ...figures },
  };
}

/** Figures where one measure has the given value and the others stay quiet. */
function withMeasure(measure: Measure, value: number): Partial<DayFigures> {
  // A deviation goes with the same change (index flat) so that rules on change do not interfere.
  if (measure === 'deviation') return { deviation: value, change: value };
  if (measure === 'change') return { change: value, deviation: value };
  return { [measure]: value };
}

const rule = (id: string) => {
  const r = LISTING_RULES.find((x) => x.id === id);
  if (!r) throw new Error(`no rule ${id}`);
  return r;
};

describe('listing rules: every rule at and just across its threshold', () => {
  const cases: Array<
    [id: string, exchange: BoardExchange, segment: BoardSegment, measure: Measure, at: number, st: boolean]
  > = [
    ['sh-main-deviation-up', 'sh', 'main', 'deviation', 0.07, false],
    ['sh-main-deviation-down', 'sh', 'main', 'deviation', -0.07, false],
    ['sh-main-amplitude', 'sh', 'main', 'amplitude', 0.15, false],
    ['sh-main-turnover', 'sh', 'main', 'turnover', 0.2, false],
    ['sh-main-deviation3-up', 'sh', 'main', 'deviation3', 0.2, false],
    ['sh-main-deviation3-down', 'sh', 'main', 'deviation3', -0.2, false],
    ['sh-main-deviation3-up-st', 'sh', 'main', 'deviation3', 0.12, true],
    ['sh-main-deviation3-down-st', 'sh', 'main', 'deviation3', -0.12, true],
    ['sh-star-change-up', 'sh', 'star', 'change', 0.15, false],
    ['sh-star-change-down', 'sh', 'star', 'change', -0.15, false],
    ['sh-star-amplitude', 'sh', 'star', 'amplitude', 0.3, false],
    ['sh-star-turnover', 'sh', 'star', 'turnover', 0.3, false],
    ['sh-star-deviation3-up', 'sh', 'star', 'deviation3', 0.3, false],
    ['sh-star-deviation3-down', 'sh', 'star', 'deviation3', -0.3, false],
    ['sz-main-deviation-up', 'sz', 'main', 'deviation', 0.07, false],
    ['sz-main-deviation-down', 'sz', 'main', 'deviation', -0.07, false],
    ['sz-main-amplitude', 'sz', 'main', 'amplitude', 0.15, false],
    ['sz-main-turnover', 'sz', 'main', 'turnover', 0.2, false],
    ['sz-main-deviation3-up', 'sz', 'main', 'deviation3', 0.2, false],
    ['sz-main-deviation3-down', 'sz', 'main', 'deviation3', -0.2, false],
    ['sz-main-deviation3-up-st', 'sz', 'main', 'deviation3', 0.12, true],
    ['sz-main-deviation3-down-st', 'sz', 'main', 'deviation3', -0.12, true],
    ['sz-chinext-change-up', 'sz', 'chinext', 'change', 0.15, false],
    ['sz-chinext-change-down', 'sz', 'chinext', 'change', -0.15, false],
    ['sz-chinext-amplitude', 'sz', 'chinext', 'amplitude', 0.3, false],
    ['sz-chinext-turnover', 'sz', 'chinext', 'turnover', 0.3, false],
    ['sz-chinext-deviation3-up', 'sz', 'chinext', 'deviation3', 0.3, false],
    ['sz-chinext-deviation3-down', 'sz', 'chinext', 'deviation3', -0.3, false],
  ];

  it('covers every rule of the table', () => {
    expect(cases.map((c) => c[0]).sort()).toEqual(LISTING_RULES.map((r) => r.id).sort());
  });

  it.each(cases)(
    '%s: listed at the threshold, not just below it',
    (id, exchange, segment, measure, at, st) => {
      const r = rule(id);
      const toward = Math.sign(at);
      expect(meets(r, stock(exchange, segment, withMeasure(measure, at), { st }))).toBe(true);
      expect(meets(r, stock(exchange, segment, withMeasure(measure, at + toward * 0.0001), { st }))).toBe(
        true,
      );
      expect(meets(r, stock(exchange, segment, withMeasure(measure, at - toward * 0.0001), { st }))).toBe(
        false,
      );
    },
  );

  it('a change computed from prices on the 0.01 grid reaches a round threshold', () => {
    // 10.70 / 10.00 − 1 is 0.06999999999999984 in binary floating point.
    const bars = { preClose: [10], high: [10.7], low: [10], close: [10.7], volume: [1], amount: [1] };
    const f = figuresAt(bars, [0], 100, 0);
    expect(f.deviation).toBeLessThan(0.07);
    expect(meets(rule('sh-main-deviation-up'), stock('sh', 'main', f))).toBe(true);
  });

  it('rules apply to their own exchange, board and risk-warning class only', () => {
    const big = withMeasure('deviation', 0.09);
    expect(meets(rule('sh-main-deviation-up'), stock('sz', 'main', big))).toBe(false);
    expect(meets(rule('sz-main-deviation-up'), stock('sz', 'chinext', big))).toBe(false);
    // An ST stock's 3-day move is judged by the 12 % rule, a normal one's by the 20 % rule.
    expect(meets(rule('sh-main-deviation3-up-st'), stock('sh', 'main', { deviation3: 0.15 }))).toBe(false);
    expect(
      meets(rule('sh-main-deviation3-up'), stock('sh', 'main', { deviation3: 0.25 }, { st: true })),
    ).toBe(false);
    expect(
      meets(rule('sh-main-deviation3-up-st'), stock('sh', 'main', { deviation3: 0.15 }, { st: true })),
    ).toBe(true);
  });

  it('missing figures (no three days yet, no bar) never list', () => {
    expect(meets(rule('sh-main-deviation3-up'), stock('sh', 'main', { deviation3: NaN }))).toBe(false);
    expect(meets(rule('sh-main-amplitude'), stock('sh', 'main', { amplitude: NaN }))).toBe(false);
  });
});

describe('reasons as the board prints them', () => {
  it.each([
    ['sh-main-deviation-up', '日涨幅偏离值达到7%的前3只证券'],
    ['sh-main-deviation-down', '日跌幅偏离值达到7%的前3只证券'],
    ['sz-main-amplitude', '日振幅值达到15%的前5只证券'],
    ['sz-main-turnover', '日换手率达到20%的前5只证券'],
    ['sz-chinext-change-up', '日涨幅达到15%的前5只证券'],
    ['sh-star-turnover', '日换手率达到30%的前3只证券'],
    ['sh-main-deviation3-up', '连续三个交易日内，涨幅偏离值累计达到20%的证券'],
    ['sz-main-deviation3-down-st', '连续三个交易日内，跌幅偏离值累计达到12%的ST证券、*ST证券'],
    ['sz-chinext-deviation3-up', '连续三个交易日内，涨幅偏离值累计达到30%的证券'],
  ])('%s → %s', (id, text) => {
    expect(rule(id).reason).toBe(text);
  });
});

describe('ranking and the top-N cut', () => {
  it('§9 help text: Shanghai top 3, Shenzhen top 5', () => {
    expect(TOP_N).toEqual({ sh: 3, sz: 5 });
  });

  it.each([
    ['sh-main-deviation-up', 'sh', 'main', 3],
    ['sh-star-change-up', 'sh', 'star', 3],
    ['sz-main-deviation-up', 'sz', 'main', 5],
    ['sz-chinext-change-up', 'sz', 'chinext', 5],
  ] as const)('%s keeps the %s strongest %s', (id, exchange, segment, n) => {
    const base = segment === 'main' ? 0.07 : 0.15;
    const pool = Array.from({ length: 8 }, (_, i) =>
      stock(exchange, segment, withMeasure(segment === 'main' ? 'deviation' : 'change', base + i * 0.001), {
        code: `00000${i}`,
      }),
    );
    const picked = selectForRule(rule(id), pool);
    expect(picked.map((c) => c.code)).toEqual(Array.from({ length: n }, (_, k) => `00000${7 - k}`));
  });

  it('a falling rule ranks the deepest fall first', () => {
    const pool = [-0.08, -0.11, -0.075, -0.09].map((d, i) =>
      stock('sh', 'main', withMeasure('deviation', d), { code: `60000${i}` }),
    );
    expect(selectForRule(rule('sh-main-deviation-down'), pool).map((c) => c.code)).toEqual([
      '600001',
      '600003',
      '600000',
    ]);
  });

  it('equal values: larger turnover first, then the code', () => {
    const pool = [
      stock('sz', 'main', { amplitude: 0.16, amount: 1e8 }, { code: '000003' }),
      stock('sz', 'main', { amplitude: 0.16, amount: 3e8 }, { code: '000002' }),
      stock('sz', 'main', { amplitude: 0.16, amount: 1e8 }, { code: '000001' }),
    ];
    expect(selectForRule(rule('sz-main-amplitude'), pool).map((c) => c.code)).toEqual([
      '000002',
      '000001',
      '000003',
    ]);
  });

  it('the three-day rules list every stock that meets them', () => {
    const pool = Array.from({ length: 9 }, (_, i) =>
      stock('sh', 'main', { deviation3: 0.21 + i / 100 }, { code: `60100${i}` }),
    );
    expect(selectForRule(rule('sh-main-deviation3-up'), pool)).toHaveLength(9);
  });

  it('listDay gives each hit its rule and value, a stock once per rule', () => {
    const a = stock('sh', 'main', { deviation: 0.08, change: 0.09, turnover: 0.25 }, { code: '600001' });
    const b = stock('sz', 'chinext', { change: -0.16, deviation: -0.15 }, { code: '300001' });
    const hits = listDay([a, b, stock('sh', 'main', {}, { code: '600002' })]);
    expect(hits.map((h) => [h.candidate.code, h.rule.id, h.value])).toEqual([
      ['600001', 'sh-main-deviation-up', 0.08],
      ['600001', 'sh-main-turnover', 0.25],
      ['300001', 'sz-chinext-change-down', -0.16],
    ]);
  });
});

describe('day figures from bars', () => {
  it('change, deviation from the index, amplitude over the previous close, turnover over the float, three-day deviation', () => {
    const bars = {
      preClose: [10, 11, 12],
      close: [11, 12, 13.2],
      high: [11, 12.5, 13.2],
      low: [10, 11.5, 12],
      volume: [1e6, 2e6, 3e6],
      amount: [1e7, 2e7, 3e7],
    };
    const index = [0.01, 0.02, -0.01];
    const f = figuresAt(bars, index, 1e7, 2);
    expect(f.change).toBeCloseTo(0.1, 12);
    expect(f.deviation).toBeCloseTo(0.11, 12);
    expect(f.amplitude).toBeCloseTo(0.1, 12);
    expect(f.turnover).toBeCloseTo(0.3, 12);
    expect(f.deviation3).toBeCloseTo(0.09 + (1 / 11 - 0.02) + 0.11, 12);
    expect(f.amount).toBe(3e7);
    expect(figuresAt(bars, index, 1e7, 1).deviation3).toBeNaN();
  });
});
