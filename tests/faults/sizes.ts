/**
 * Sizes of the fault tests: the shortened form that `npm test` runs, or the full sizes of issue #20
 * with WAP_FAULTS_FULL=1 (`npm run test:faults:full`). Tests assert outcomes at either size.
 */
export const FULL = process.env.WAP_FAULTS_FULL === '1';

export const SIZES = FULL
  ? { restarts: 30, clients: 500, instruments: 20, phaseMs: 60_000, churn: 2000, churnBatch: 40 }
  : { restarts: 5, clients: 100, instruments: 20, phaseMs: 8_000, churn: 200, churnBatch: 40 };

/** Hang guard for a whole test file: generous, never a speed assertion. */
export const HANG_GUARD_MS = FULL ? 1_800_000 : 240_000;
