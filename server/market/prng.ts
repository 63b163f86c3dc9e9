/**
 * Seeded pseudo-random numbers. Every random draw of the simulator comes from a stream keyed by
 * (seed, instrument, day[, part]), so history is identical after a restart and independent of the
 * order in which instruments are generated.
 */
// Math members as module constants: global lookups are slow inside jest's vm sandbox (hot loops).
const { PI: mPI, cos: mCos, floor: mFloor, imul: mImul, log: mLog, sin: mSin, sqrt: mSqrt } = Math;

/** 32-bit FNV-1a hash of a string, mixed with a numeric seed. */
export function hash32(text: string, seed = 0): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = mImul(h, 0x01000193) >>> 0;
  }
  // final avalanche (murmur3 fmix) so nearby keys give unrelated streams
  h ^= h >>> 16;
  h = mImul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = mImul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32: tiny, fast, good enough for a market simulation. A class, not closures: streams are created per day. */
export class Rng {
  private a: number;
  /** second Box–Muller value, or NaN (0/0: no global lookup) when none is kept */
  private spare = 0 / 0;
  constructor(seed: number) {
    this.a = seed >>> 0;
  }
  /** uniform in [0, 1) */
  next(): number {
    this.a = (this.a + 0x6d2b79f5) >>> 0;
    let t = this.a;
    t = mImul(t ^ (t >>> 15), t | 1);
    t ^= t + mImul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** standard normal (Box–Muller, the second value kept for the next call) */
  normal(): number {
    if (this.spare === this.spare) {
      const s = this.spare;
      this.spare = 0 / 0;
      return s;
    }
    let u = 0;
    while (u === 0) u = this.next();
    const v = this.next();
    const r = mSqrt(-2 * mLog(u));
    this.spare = r * mSin(2 * mPI * v);
    return r * mCos(2 * mPI * v);
  }
  /** integer in [lo, hi] */
  int(lo: number, hi: number): number {
    return lo + mFloor(this.next() * (hi - lo + 1));
  }
}

export function rng(seed: number): Rng {
  return new Rng(seed);
}

/** A stream for one key, e.g. keyed(seed, 'sh:600519', 20261120, 'day'). */
export function keyed(seed: number, a: string, b: number, c?: string | number): Rng {
  return new Rng(hash32(c === undefined ? `${a}|${b}` : `${a}|${b}|${c}`, seed));
}

/**
 * One stream per calendar year of a trading-day sequence, keyed (seed, key, year, part): a past
 * year's calendar never changes, so neither do its draws, whatever day the server starts on.
 * Walk days in order and call at(day) for each; a new stream starts when the year turns.
 */
export class YearStreams {
  private year = 0;
  private r: Rng | undefined;
  constructor(
    private readonly seed: number,
    private readonly key: string,
    private readonly part: string,
  ) {}
  at(day: number): Rng {
    const y = mFloor(day / 10000);
    if (!this.r || y !== this.year) {
      this.year = y;
      this.r = keyed(this.seed, this.key, y, this.part);
    }
    return this.r;
  }
}
