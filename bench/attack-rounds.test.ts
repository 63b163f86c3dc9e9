import { comparePooled, phaseList, pooledP99, type PhaseSamples } from './attack-rounds';

/** A phase of 100 heartbeats at `base` ms with `slow` of them at `slowMs` (and /health alike). */
const phase = (base: number, slow = 0, slowMs = 0): PhaseSamples => {
  const beats = Array.from({ length: 100 }, (_, i) => (i < slow ? slowMs : base));
  return { heartbeat: beats, health: beats.map((b) => b * 2) };
};

it.each([
  // One phase's hiccups (3 slow samples of 100) set its own p99, but pooled with two clean phases
  // they are 3 of 300: the pooled p99 is the steady figure.
  [[phase(1, 3, 8), phase(1), phase(1)], 1],
  // Hiccups in every phase are the condition's tail, and stay in it.
  [[phase(1, 2, 8), phase(1, 2, 8), phase(1, 2, 8)], 8],
  [[phase(2)], 2],
])('pooledP99, case %#', (phases, want) => {
  expect(pooledP99(phases, 'heartbeat')).toBe(want);
});

it('compares the pooled p99s of the two conditions and keeps each phase’s own', () => {
  const idle = [phase(1, 2, 6), phase(1), phase(1)];
  const under = [phase(1, 2, 3), phase(1, 2, 3), phase(1, 2, 3)];
  const c = comparePooled(idle, under, 'heartbeat');
  expect(c).toEqual({ under: 3, idle: 1, ratio: 3, underPhases: [3, 3, 3], idlePhases: [6, 1, 1] });
  expect(comparePooled(idle, under, 'health').under).toBe(6);
});

it('prints phases to a tenth of a millisecond', () => {
  expect(phaseList([1.234, 10, 0.05])).toBe('1.2/10/0.1');
});
