/**
 * Graceful stop (docs/reliability.md "Graceful stop"): on SIGTERM or SIGINT the registered closers
 * run once, in the order registered, under one deadline; then the process exits. A second signal or
 * the deadline exits at once with code 1. Modules register with onShutdown; main.ts installs it.
 */
export type Closer = () => void | Promise<void>;

export interface ShutdownOptions {
  /** Everything must be closed within this; then the process exits anyway (default 9 s of §5 (validation rules)'s 10). */
  deadlineMs?: number;
  exit?: (code: number) => void;
  log?: (msg: string) => void;
  signals?: NodeJS.Signals[];
}

const closers: { name: string; fn: Closer }[] = [];
let running: Promise<void> | null = null;

/** Registers a closer to run on a graceful stop. Returns a function that unregisters it. */
export function onShutdown(name: string, fn: Closer): () => void {
  const entry = { name, fn };
  closers.push(entry);
  return () => {
    const i = closers.indexOf(entry);
    if (i >= 0) closers.splice(i, 1);
  };
}

/** Runs every closer once (later calls get the same promise); a closer that fails is logged. */
export function shutdown(opts: ShutdownOptions = {}): Promise<void> {
  const log = opts.log ?? ((m: string) => console.warn(m));
  running ??= (async () => {
    for (const { name, fn } of [...closers]) {
      try {
        await fn();
      } catch (err) {
        log(`shutdown: ${name} failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  })();
  return running;
}

/** Installs the signal handlers: the first signal stops gracefully, a second one exits at once. */
export function installShutdown(opts: ShutdownOptions = {}): void {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  const log = opts.log ?? ((m: string) => console.warn(m));
  const deadlineMs = opts.deadlineMs ?? 9_000;
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log(`${signal} again: exiting now`);
      exit(1);
      return;
    }
    stopping = true;
    log(`${signal}: stopping (new connections refused, clients told to reconnect)`);
    const timer = setTimeout(() => {
      log(`shutdown took longer than ${deadlineMs} ms: exiting`);
      exit(1);
    }, deadlineMs);
    timer.unref();
    void shutdown({ ...opts, log }).then(() => {
      clearTimeout(timer);
      exit(0);
    });
  };
  for (const s of opts.signals ?? (['SIGTERM', 'SIGINT'] as NodeJS.Signals[])) process.on(s, onSignal);
}

/** For tests: forgets the closers and the run. */
export function resetShutdownForTests(): void {
  closers.length = 0;
  running = null;
}
