/**
 * Event-loop probes for the scale bench (bench/scale.ts, bench/scale-gateways.ts): how busy a
 * process's loop was over a window and how late its callbacks ran (perf_hooks).
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

/** What bench/scale.ts asks the gateways. */
export type GatewayCommand = { cmd: 'probe-reset' } | { cmd: 'probe' } | { cmd: 'exit' };

/** One process's event loop over the window: utilisation (1 = never idle) and delay percentiles. */
export interface LoopProbe {
  pid: number;
  utilisation: number;
  delayP50Ms: number;
  delayP99Ms: number;
  delayMaxMs: number;
}

/** Event-loop probe of the current process; reset() starts a new window. */
export function loopProbe(): { reset(): void; read(): LoopProbe } {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let elu0 = performance.eventLoopUtilization();
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  return {
    reset() {
      delay.reset();
      elu0 = performance.eventLoopUtilization();
    },
    read() {
      return {
        pid: process.pid,
        utilisation: Math.round(performance.eventLoopUtilization(elu0).utilization * 1000) / 1000,
        delayP50Ms: ms(delay.percentile(50)),
        delayP99Ms: ms(delay.percentile(99)),
        delayMaxMs: ms(delay.max),
      };
    },
  };
}
