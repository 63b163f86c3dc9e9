/**
 * How the attack bench (attacks.ts) reads its phases. On this VM one 20 s phase's heartbeat p99
 * moved between 0.9 and 7.8 ms from one phase to the next with no attack at all (stop 49,
 * `docs/security.md`): a single idle phase against a single attack phase measured the machine's
 * hiccups as often as the attack. So idle and attack phases alternate, round after round, and each
 * condition's samples are pooled before the percentile is taken: a hiccup falls on either condition
 * alike, and the tail is read from thousands of samples instead of one phase's slowest few.
 */
import { percentile } from './helpers';

/** One phase's samples: the normal client's heartbeat and `/health` round trips, in ms. */
export interface PhaseSamples {
  heartbeat: number[];
  health: number[];
}

export type Probe = keyof PhaseSamples;

/** A probe's p99 under attack against the idle phases', with each phase's own p99 to show the spread. */
export interface PooledComparison {
  /** p99 of every attack phase's samples pooled. */
  under: number;
  /** p99 of every idle phase's samples pooled. */
  idle: number;
  /** under / idle. */
  ratio: number;
  underPhases: number[];
  idlePhases: number[];
}

const P = 99;

/** The p99 of the phases' samples of one probe, pooled. */
export function pooledP99(phases: readonly PhaseSamples[], probe: Probe): number {
  return percentile(
    phases.flatMap((p) => p[probe]),
    P,
  );
}

export function comparePooled(
  idle: readonly PhaseSamples[],
  under: readonly PhaseSamples[],
  probe: Probe,
): PooledComparison {
  const idleP99 = pooledP99(idle, probe);
  const underP99 = pooledP99(under, probe);
  return {
    under: underP99,
    idle: idleP99,
    ratio: underP99 / idleP99,
    underPhases: under.map((p) => percentile(p[probe], P)),
    idlePhases: idle.map((p) => percentile(p[probe], P)),
  };
}

/** A comparison's phases as the row's note prints them: "1.2/3.4/0.9". */
export const phaseList = (v: readonly number[]): string => v.map((x) => Math.round(x * 10) / 10).join('/');
