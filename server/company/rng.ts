/**
 * Deterministic randomness for generated content: every value is a pure function of a string key
 * (instrument id, purpose, date …), so a restart — or a second request — sees the same content,
 * and content for a past date never changes when new dates are added.
 */

// Module-level copies: a global `Math.x` lookup costs ~60× more inside jest's vm context, and these
// run in tight loops.
const { imul, floor, min } = Math;
const mround = Math.round;

/** FNV-1a 32-bit hash of a string. */
export function hash32(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
  /** k distinct items in random order (k capped at items.length). */
  sample<T>(items: readonly T[], k: number): T[];
}

/** mulberry32 seeded from the hash of the key parts. */
export function rngFor(...key: (string | number)[]): Rng {
  let a = hash32(key.join('|'));
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (lo, hi) => lo + floor(next() * (hi - lo + 1)),
    pick: (items) => items[floor(next() * items.length)],
    chance: (p) => next() < p,
    sample: (items, k) => {
      const copy = items.slice();
      for (let i = copy.length - 1; i > 0; i--) {
        const j = floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, min(k, copy.length));
    },
  };
  return rng;
}

/** Rounds to n decimals without floating noise in the JSON. */
export function round(v: number, n = 2): number {
  const f = 10 ** n;
  return mround(v * f) / f;
}
