/**
 * Readiness (`GET /readyz`, docs/operations.md "Probes"): whether this process should be given new
 * clients now. Each dependency registers a check that throws a reason when it is not usable; every
 * check runs under one bound, so a frozen dependency answers "not ready" in time instead of hanging
 * the probe. A draining process is not ready, whatever its dependencies say.
 */
export type ReadinessCheck = () => void | Promise<void>;

export interface ReadinessReport {
  ready: boolean;
  draining: boolean;
  /** Per check: 'ok' or why not. */
  checks: Record<string, string>;
}

/** How long one check may take before it counts as failed. */
export const CHECK_TIMEOUT_MS = 1_500;

export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>();
  private draining = false;

  constructor(private readonly timeoutMs = CHECK_TIMEOUT_MS) {}

  add(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  /** From now on the process is not ready (a drain has begun); there is no way back. */
  drain(): void {
    this.draining = true;
  }

  isDraining(): boolean {
    return this.draining;
  }

  async evaluate(): Promise<ReadinessReport> {
    const names = [...this.checks.keys()];
    const results = await Promise.all(names.map((n) => this.run(this.checks.get(n)!)));
    const checks: Record<string, string> = {};
    names.forEach((n, i) => (checks[n] = results[i]));
    if (this.draining) checks.drain = 'draining';
    const ready = !this.draining && results.every((r) => r === 'ok');
    return { ready, draining: this.draining, checks };
  }

  private async run(check: ReadinessCheck): Promise<string> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(`no answer within ${this.timeoutMs} ms`), this.timeoutMs);
    });
    try {
      return await Promise.race([
        Promise.resolve()
          .then(check)
          .then(() => 'ok'),
        timeout,
      ]);
    } catch (err) {
      return err instanceof Error ? err.message : String(err);
    } finally {
      clearTimeout(timer);
    }
  }
}
