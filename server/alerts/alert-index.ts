/**
 * The price alerts of every user, indexed so that a trade costs O(1 + levels passed) in the alerts
 * of its own instrument and nothing in the alerts of others (docs/watchlist-and-alerts.md).
 *
 * Every alert watches one metric of one instrument (the price, the change % against the previous
 * close, or the 5-minute speed %) for a crossing in one direction. Per instrument and metric the
 * index keeps two arrays sorted by level: `up` (fires when the metric rises to the level) and
 * `down` (fires when it falls to it), and the metric's value at the previous trade. A trade moving
 * the value from `before` to `after` fires exactly the `up` alerts with before < level ≤ after and
 * the `down` alerts with after ≤ level < before. Each side keeps a cursor where the previous value
 * sits among its levels; a trade moves the cursor over the levels it passes (firing those of its
 * direction), so a trade that passes no level reads two neighbouring levels per side and does no
 * search. A binary search over a million alerts' levels was most of a trade's cost: with 1,000,000
 * alerts a trade cost 9.2× what it cost with 10,000 (the issue's goal is ≤ 2×). The previous value
 * and the band a trade may move in without passing a level live in one typed array for all
 * instruments, so the usual trade reads nothing whose size grows with the alerts. The crossing is
 * judged from the value before the trade, so an alert set above the price fires when the price gets
 * there, not at once, and a level is crossed once per pass over it.
 */

export type AlertMetric = 'price' | 'change' | 'speed';
export type AlertDirection = 'up' | 'down';
/** once: removed when it fires; daily: at most once per trading day; every: after a quiet period. */
export type AlertRepeat = 'once' | 'daily' | 'every';
/** The start of the next day after `at` for the instrument `code` (epoch ms). */
export type NextDay = (at: number, code: string) => number;

export interface IndexedAlert {
  id: number;
  userId: number;
  code: string;
  metric: AlertMetric;
  direction: AlertDirection;
  level: number;
  repeat: AlertRepeat;
  /** For `every`: no second firing within this many ms of the last one. */
  quietMs: number;
  /** Market ms before which the alert does not fire (quiet period or until the next day). */
  mutedUntil: number;
}

/** One trade of one instrument as the alerts see it. */
export interface AlertTrade {
  code: string;
  at: number;
  price: number;
  /** Change % against the previous close. */
  change: number;
  /** % change of the price over the last 5 minutes. */
  speed: number;
}

export interface Firing {
  alert: IndexedAlert;
  value: number;
  at: number;
}

const METRICS: readonly AlertMetric[] = ['price', 'change', 'speed'];

/**
 * Sorted by level ascending; the levels also in their own array, so a binary search reads adjacent
 * numbers instead of alert objects spread over the heap (with a million alerts, the cache misses
 * were most of a trade's cost).
 */
interface Side {
  levels: number[];
  alerts: IndexedAlert[];
  /**
   * Where `last` sits: the number of levels ≤ last (an `up` side) or < last (a `down` side), so the
   * levels a rise passes start at `at` and those a fall passes end just before it.
   */
  at: number;
}
interface MetricBook {
  up: Side;
  down: Side;
  /**
   * A value strictly between `quietLow` and `quietHigh` passes no level of either side from where
   * the cursors are: the nearest levels around them, kept here so that the usual trade (one that
   * crosses nothing) reads no array at all (with a million alerts, every array read was a likely
   * cache miss).
   */
  quietLow: number;
  quietHigh: number;
}
type InstrumentBook = Record<AlertMetric, MetricBook>;

const newSide = (): Side => ({ levels: [], alerts: [], at: 0 });

/** Whether a level counts below `last` for the side's cursor (≤ for up, < for down). */
const below = (direction: AlertDirection, level: number, last: number): boolean =>
  direction === 'up' ? level <= last : level < last;
const newMetricBook = (): MetricBook => ({ up: newSide(), down: newSide(), quietLow: 0, quietHigh: 0 });
const newBook = (): InstrumentBook => ({
  price: newMetricBook(),
  change: newMetricBook(),
  speed: newMetricBook(),
});

/** The band around the cursors in which a move passes no level (see MetricBook). */
function setQuietBand(mb: MetricBook): void {
  const { up, down } = mb;
  const low = Math.max(
    up.at > 0 ? up.levels[up.at - 1] : -Infinity,
    down.at > 0 ? down.levels[down.at - 1] : -Infinity,
  );
  const high = Math.min(
    up.at < up.levels.length ? up.levels[up.at] : Infinity,
    down.at < down.levels.length ? down.levels[down.at] : Infinity,
  );
  mb.quietLow = low;
  mb.quietHigh = high;
}

/** First position whose level is > `level` (strictly), or ≥ it when `inclusive`. */
export function lowerBound(levels: readonly number[], level: number, inclusive: boolean): number {
  let lo = 0;
  let hi = levels.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const l = levels[mid];
    if (inclusive ? l >= level : l > level) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The next muted-until of an alert that fired at `at`; `nextDay(at, code)` is the start of the next
 * day on the instrument's own exchange clock.
 */
export function mutedAfterFiring(alert: IndexedAlert, at: number, nextDay: NextDay): number {
  if (alert.repeat === 'daily') return nextDay(at, alert.code);
  if (alert.repeat === 'every') return at + alert.quietMs;
  return Number.POSITIVE_INFINITY;
}

/** Per (instrument, metric) in the hot array: the last value (NaN before the first), the quiet band. */
const HOT_STRIDE = 3;
const HOT_LAST = 0;
const HOT_LOW = 1;
const HOT_HIGH = 2;
const NO_FIRINGS: readonly Firing[] = Object.freeze([]);

export class AlertIndex {
  /** Instrument code → its slot in `hot` and `books`. */
  private readonly slots = new Map<string, number>();
  /**
   * What the usual trade reads, for every instrument and metric side by side in one typed array:
   * its size does not grow with the alerts, so with a million alerts the trade that passes no
   * level still touches a few adjacent numbers (the per-instrument objects it used to read were
   * spread over a heap of a million alerts: a cache miss each).
   */
  private hot = new Float64Array(64 * METRICS.length * HOT_STRIDE);
  /** The levels and alerts per slot and metric: read only when a trade leaves its quiet band. */
  private readonly books: InstrumentBook[] = [];
  private readonly byId = new Map<number, IndexedAlert>();

  constructor(private readonly nextDay: NextDay) {}

  get size(): number {
    return this.byId.size;
  }

  private slotOf(code: string): number {
    let slot = this.slots.get(code);
    if (slot !== undefined) return slot;
    slot = this.books.length;
    this.slots.set(code, slot);
    this.books.push(newBook());
    const need = (slot + 1) * METRICS.length * HOT_STRIDE;
    if (need > this.hot.length) {
      const grown = new Float64Array(this.hot.length * 2);
      grown.set(this.hot);
      this.hot = grown;
    }
    for (let m = 0; m < METRICS.length; m++) {
      const base = (slot * METRICS.length + m) * HOT_STRIDE;
      this.hot[base + HOT_LAST] = NaN;
      this.hot[base + HOT_LOW] = 0;
      this.hot[base + HOT_HIGH] = 0;
    }
    return slot;
  }

  /** Copies a metric book's band into the hot array (after its cursors or levels changed). */
  private publishBand(slot: number, m: number, mb: MetricBook): void {
    setQuietBand(mb);
    const base = (slot * METRICS.length + m) * HOT_STRIDE;
    this.hot[base + HOT_LOW] = mb.quietLow;
    this.hot[base + HOT_HIGH] = mb.quietHigh;
  }

  add(alert: IndexedAlert): void {
    if (this.byId.has(alert.id)) this.remove(alert.id);
    const slot = this.slotOf(alert.code);
    const m = METRICS.indexOf(alert.metric);
    const mb = this.books[slot][alert.metric];
    const side = mb[alert.direction];
    const at = lowerBound(side.levels, alert.level, false);
    side.levels.splice(at, 0, alert.level);
    side.alerts.splice(at, 0, alert);
    // The last value is the hot array's (a trade inside the band updates only that).
    const last = this.hot[(slot * METRICS.length + m) * HOT_STRIDE + HOT_LAST];
    if (last === last) {
      if (below(alert.direction, alert.level, last)) side.at++;
      this.publishBand(slot, m, mb);
    }
    this.byId.set(alert.id, alert);
  }

  remove(id: number): IndexedAlert | undefined {
    const alert = this.byId.get(id);
    if (!alert) return undefined;
    this.byId.delete(id);
    const slot = this.slots.get(alert.code);
    if (slot === undefined) return alert;
    const mb = this.books[slot][alert.metric];
    const side = mb[alert.direction];
    const { levels, alerts } = side;
    for (let i = lowerBound(levels, alert.level, true); i < levels.length && levels[i] === alert.level; i++) {
      if (alerts[i].id === id) {
        levels.splice(i, 1);
        alerts.splice(i, 1);
        if (i < side.at) side.at--;
        const m = METRICS.indexOf(alert.metric);
        const last = this.hot[(slot * METRICS.length + m) * HOT_STRIDE + HOT_LAST];
        if (last === last) this.publishBand(slot, m, mb);
        break;
      }
    }
    return alert;
  }

  get(id: number): IndexedAlert | undefined {
    return this.byId.get(id);
  }

  /** Whether any alert watches this instrument (callers skip the trade's other work if not). */
  watches(code: string): boolean {
    return this.slots.has(code);
  }

  /**
   * The alerts this trade fires (a `once` alert is removed from the index as it fires). A trade
   * that passes no level reads only the hot array and allocates nothing.
   */
  onTrade(trade: AlertTrade): readonly Firing[] {
    const slot = this.slots.get(trade.code);
    if (slot === undefined) return NO_FIRINGS;
    const hot = this.hot;
    let fired: Firing[] | null = null;
    for (let m = 0; m < METRICS.length; m++) {
      const metric = METRICS[m];
      const after = trade[metric];
      // A missing value (no 5 minutes of trades yet) neither fires nor moves the cursors.
      if (!Number.isFinite(after)) continue;
      const base = (slot * METRICS.length + m) * HOT_STRIDE;
      const before = hot[base + HOT_LAST];
      hot[base + HOT_LAST] = after;
      // The usual trade: inside the band, no level passed, nothing to move.
      if (before === before && after > hot[base + HOT_LOW] && after < hot[base + HOT_HIGH]) continue;
      const mb = this.books[slot][metric];
      const { up, down } = mb;
      if (before !== before) {
        up.at = lowerBound(up.levels, after, false);
        down.at = lowerBound(down.levels, after, true);
        this.publishBand(slot, m, mb);
        continue;
      }
      if (after > before) {
        // Up levels in (before, after] fire, in ascending order; the down cursor follows.
        const start = up.at;
        let i = start;
        let once = 0;
        for (const levels = up.levels; i < levels.length && levels[i] <= after; i++) {
          const a = up.alerts[i];
          if (a.mutedUntil > trade.at) continue;
          (fired ??= []).push({ alert: a, value: after, at: trade.at });
          if (a.repeat === 'once') once++;
        }
        // The passed levels lie below the cursor now: fired `once` alerts leave them.
        up.at = i - (once > 0 ? this.dropFiredOnce(up, start, i, trade.at) : 0);
        let j = down.at;
        while (j < down.levels.length && down.levels[j] < after) j++;
        down.at = j;
      } else if (after < before) {
        // Down levels in [after, before) fire; gathered downwards, reported ascending.
        let j = down.at;
        const from = fired ? fired.length : 0;
        let once = 0;
        for (const levels = down.levels; j > 0 && levels[j - 1] >= after; j--) {
          const a = down.alerts[j - 1];
          if (a.mutedUntil > trade.at) continue;
          (fired ??= []).push({ alert: a, value: after, at: trade.at });
          if (a.repeat === 'once') once++;
        }
        if (fired && fired.length - from > 1)
          fired.splice(from, fired.length - from, ...fired.slice(from).reverse());
        if (once > 0) this.dropFiredOnce(down, j, down.at, trade.at);
        down.at = j;
        let i = up.at;
        while (i > 0 && up.levels[i - 1] > after) i--;
        up.at = i;
      }
      this.publishBand(slot, m, mb);
    }
    if (!fired) return NO_FIRINGS;
    for (const f of fired) {
      if (f.alert.repeat !== 'once') f.alert.mutedUntil = mutedAfterFiring(f.alert, f.at, this.nextDay);
    }
    return fired;
  }

  /**
   * Takes the `once` alerts that fired at `at` out of side positions [from, to), the levels the
   * trade passed, in one pass; returns how many left. Done here rather than through remove(): the
   * positions are known, so there is no search, no second map lookup and one shift of the tail
   * instead of one per alert (firings were most of a trade's cost with a million alerts).
   */
  private dropFiredOnce(side: Side, from: number, to: number, at: number): number {
    const { levels, alerts } = side;
    let kept = from;
    for (let k = from; k < to; k++) {
      const a = alerts[k];
      if (a.repeat === 'once' && a.mutedUntil <= at) {
        this.byId.delete(a.id);
        continue;
      }
      levels[kept] = levels[k];
      alerts[kept] = a;
      kept++;
    }
    const dropped = to - kept;
    levels.splice(kept, dropped);
    alerts.splice(kept, dropped);
    return dropped;
  }
}

/**
 * The same decisions by looking at every alert (the bench's peer, and the tests' oracle): the
 * previous value per instrument and metric is kept the same way.
 */
export class NaiveAlertScan {
  private readonly alerts: IndexedAlert[] = [];
  private readonly last = new Map<string, number>();

  constructor(private readonly nextDay: NextDay) {}

  get size(): number {
    return this.alerts.length;
  }

  add(alert: IndexedAlert): void {
    this.alerts.push(alert);
  }

  remove(id: number): void {
    const i = this.alerts.findIndex((a) => a.id === id);
    if (i >= 0) this.alerts.splice(i, 1);
  }

  onTrade(trade: AlertTrade): Firing[] {
    const before: Partial<Record<AlertMetric, number>> = {};
    for (const m of METRICS) {
      before[m] = this.last.get(`${trade.code}|${m}`);
      // A missing value neither fires nor replaces the previous one.
      if (Number.isFinite(trade[m])) this.last.set(`${trade.code}|${m}`, trade[m]);
    }
    const fired: Firing[] = [];
    for (let i = 0; i < this.alerts.length; i++) {
      const a = this.alerts[i];
      if (a.code !== trade.code || a.mutedUntil > trade.at) continue;
      const b = before[a.metric];
      const v = trade[a.metric];
      if (b === undefined) continue;
      const crossed = a.direction === 'up' ? b < a.level && a.level <= v : v <= a.level && a.level < b;
      if (crossed) fired.push({ alert: a, value: v, at: trade.at });
    }
    for (const f of fired) {
      if (f.alert.repeat === 'once') this.alerts.splice(this.alerts.indexOf(f.alert), 1);
      else f.alert.mutedUntil = mutedAfterFiring(f.alert, f.at, this.nextDay);
    }
    return fired;
  }
}
