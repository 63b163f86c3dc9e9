/**
 * Seeded pseudo-random numbers. Every random draw of the simulator comes from a stream keyed by
 * (seed, instrument, day[, part]), so history is identical after a restart and independent of the
 * order in which instruments are generated.
 */

/** 32-bit FNV-1a hash of a string, mixed with a numeric seed. */
export function hash32(text: string, seed = 0): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  // final avalanche (murmur3 fmix) so nearby keys give unrelated streams
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

export interface Rng {
  /** uniform in [0, 1) */
  next(): number;
  /** standard normal */
  normal(): number;
  /** integer in [lo, hi] */
  int(lo: number, hi: number): number;
}

/** mulberry32: tiny, fast, good enough for a market simulation. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  let spare: number | undefined;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    normal() {
      if (spare !== undefined) {
        const s = spare;
        spare = undefined;
        return s;
      }
      let u = 0;
      while (u === 0) u = next();
      const v = next();
      const r = Math.sqrt(-2 * Math.log(u));
      spare = r * Math.sin(2 * Math.PI * v);
      return r * Math.cos(2 * Math.PI * v);
    },
    int(lo, hi) {
      return lo + Math.floor(next() * (hi - lo + 1));
    },
  };
}

/** A stream for one key, e.g. keyed(seed, 'sh:600519', 20261120, 'day'). */
export function keyed(seed: number, ...parts: (string | number)[]): Rng {
  return rng(hash32(parts.join('|'), seed));
}
