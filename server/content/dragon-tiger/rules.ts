/**
 * The exchanges' disclosure rules of the dragon-tiger board (龙虎榜), as one table: which A-shares a
 * trading day lists and under which reason. Pure: the caller hands in each stock's day figures.
 * Sources and the choices made where our universe differs from the exchanges' are in
 * docs/dragon-tiger.md ("Listing rules").
 */

export type BoardExchange = 'sh' | 'sz';
/** The boards the board covers: main boards, ChiNext (SZ) and STAR (SH). Beijing and B shares are not on it. */
export type BoardSegment = 'main' | 'chinext' | 'star';

/** What a rule measures on a stock's day. */
export type Measure =
  /** close-to-close change minus the change of the board's index */
  | 'deviation'
  /** close-to-close change */
  | 'change'
  /** (high − low) / previous close */
  | 'amplitude'
  /** volume / tradable float */
  | 'turnover'
  /** sum of the daily deviations of the last three trading days */
  | 'deviation3';

/** The summary's three signal counts (§3 (entities and their fields) pxChangeSignalCount, amplitudeSignalCount, turnoverSignalCount). */
export type Signal = 'pxChange' | 'amplitude' | 'turnover';

export interface ListingRule {
  /** Stable id: exchange-segment-measure-direction[-st]. */
  id: string;
  exchange: BoardExchange;
  segment: BoardSegment;
  /** Risk-warning stocks only (true), none of them (false), or both (undefined). */
  st?: boolean;
  measure: Measure;
  /** +1 a rise (or an amplitude, a turnover), −1 a fall: the value compared is measure × direction. */
  direction: 1 | -1;
  /** Ratio (0.07 = 7 %) that the value must reach. */
  threshold: number;
  /** At most this many stocks per day, the strongest first; null = every stock that meets the rule. */
  topN: number | null;
  signal: Signal;
  /** The reason as the board prints it (abnormalTypeInfo). */
  reason: string;
}

/** §9 (business constants and limits) help text: Shanghai lists the top 3 per condition, Shenzhen the top 5 per board. */
export const TOP_N: Record<BoardExchange, number> = { sh: 3, sz: 5 };

/**
 * A value "reaches" a threshold when it is at or above it. Prices are on a 0.01 grid, so a change
 * computed in binary floating point can sit a hair below a round ratio it reaches exactly
 * (10.70 / 10.00 − 1 = 0.06999999…); the tolerance is far below any price step.
 */
export const REACH_TOLERANCE = 1e-9;

export function reaches(value: number, threshold: number): boolean {
  return value >= threshold - REACH_TOLERANCE;
}

const pct = (ratio: number) => `${Math.round(ratio * 100)}%`;

function dailyRules(exchange: BoardExchange, segment: BoardSegment): ListingRule[] {
  const n = TOP_N[exchange];
  const growth = segment !== 'main';
  const front = `的前${n}只证券`;
  const rules: ListingRule[] = [];
  const move: Measure = growth ? 'change' : 'deviation';
  const moveThreshold = growth ? 0.15 : 0.07;
  for (const direction of [1, -1] as const) {
    const word = direction === 1 ? '涨幅' : '跌幅';
    rules.push({
      id: `${exchange}-${segment}-${move}-${direction === 1 ? 'up' : 'down'}`,
      exchange,
      segment,
      measure: move,
      direction,
      threshold: moveThreshold,
      topN: n,
      signal: 'pxChange',
      reason: growth
        ? `日${word}达到${pct(moveThreshold)}${front}`
        : `日${word}偏离值达到${pct(moveThreshold)}${front}`,
    });
  }
  const amplitude = growth ? 0.3 : 0.15;
  rules.push({
    id: `${exchange}-${segment}-amplitude`,
    exchange,
    segment,
    measure: 'amplitude',
    direction: 1,
    threshold: amplitude,
    topN: n,
    signal: 'amplitude',
    reason: `日振幅值达到${pct(amplitude)}${front}`,
  });
  const turnover = growth ? 0.3 : 0.2;
  rules.push({
    id: `${exchange}-${segment}-turnover`,
    exchange,
    segment,
    measure: 'turnover',
    direction: 1,
    threshold: turnover,
    topN: n,
    signal: 'turnover',
    reason: `日换手率达到${pct(turnover)}${front}`,
  });
  return rules;
}

function cumulativeRules(exchange: BoardExchange, segment: BoardSegment): ListingRule[] {
  const rules: ListingRule[] = [];
  // Main boards: ±20 %, risk-warning stocks ±12 %; ChiNext and STAR: ±30 % (their special rules).
  const bands: Array<{ st?: boolean; threshold: number; who: string }> =
    segment === 'main'
      ? [
          { st: false, threshold: 0.2, who: '证券' },
          { st: true, threshold: 0.12, who: 'ST证券、*ST证券' },
        ]
      : [{ threshold: 0.3, who: '证券' }];
  for (const band of bands)
    for (const direction of [1, -1] as const) {
      const word = direction === 1 ? '涨幅' : '跌幅';
      rules.push({
        id: `${exchange}-${segment}-deviation3-${direction === 1 ? 'up' : 'down'}${band.st ? '-st' : ''}`,
        exchange,
        segment,
        st: band.st,
        measure: 'deviation3',
        direction,
        threshold: band.threshold,
        topN: null,
        signal: 'pxChange',
        reason: `连续三个交易日内，${word}偏离值累计达到${pct(band.threshold)}的${band.who}`,
      });
    }
  return rules;
}

/** Every rule, in the order the board prints a stock's reasons. */
export const LISTING_RULES: readonly ListingRule[] = (
  [
    ['sh', 'main'],
    ['sh', 'star'],
    ['sz', 'main'],
    ['sz', 'chinext'],
  ] as const
).flatMap(([exchange, segment]) => [...dailyRules(exchange, segment), ...cumulativeRules(exchange, segment)]);

/** A stock's figures on one trading day (ratios, not percent). */
export interface DayFigures {
  change: number;
  /** change − index change */
  deviation: number;
  amplitude: number;
  turnover: number;
  /** Sum of the deviations of this day and the two trading days before; NaN without three days. */
  deviation3: number;
  /** Turnover in yuan: the first tie-break (the exchanges pick the larger turnover). */
  amount: number;
}

export interface Candidate {
  code: string;
  exchange: BoardExchange;
  segment: BoardSegment;
  st: boolean;
  figures: DayFigures;
}

export function appliesTo(rule: ListingRule, c: Pick<Candidate, 'exchange' | 'segment' | 'st'>): boolean {
  return (
    rule.exchange === c.exchange && rule.segment === c.segment && (rule.st === undefined || rule.st === c.st)
  );
}

/** The value a rule compares with its threshold: the measure, turned so that larger is stronger. */
export function ruleValue(rule: ListingRule, f: DayFigures): number {
  return f[rule.measure] * rule.direction;
}

export function meets(rule: ListingRule, c: Candidate): boolean {
  if (!appliesTo(rule, c)) return false;
  const v = ruleValue(rule, c.figures);
  return Number.isFinite(v) && reaches(v, rule.threshold);
}

/**
 * The stocks one rule lists: those that meet it, strongest value first, then larger turnover, then
 * code; cut to the rule's top N.
 */
export function selectForRule<C extends Candidate>(rule: ListingRule, candidates: readonly C[]): C[] {
  const hit = candidates.filter((c) => meets(rule, c));
  hit.sort(
    (a, b) =>
      ruleValue(rule, b.figures) - ruleValue(rule, a.figures) ||
      b.figures.amount - a.figures.amount ||
      (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
  );
  return rule.topN === null ? hit : hit.slice(0, rule.topN);
}

export interface RuleHit<C> {
  rule: ListingRule;
  candidate: C;
  /** The rule's value for this stock (ratio, signed as measured). */
  value: number;
}

/** Every rule applied to one day's candidates: the listed stocks with their reasons, rule order kept. */
export function listDay<C extends Candidate>(candidates: readonly C[]): RuleHit<C>[] {
  const hits: RuleHit<C>[] = [];
  for (const rule of LISTING_RULES)
    for (const c of selectForRule(rule, candidates))
      hits.push({ rule, candidate: c, value: c.figures[rule.measure] });
  return hits;
}
