/**
 * The scale bench's gateways (forked by bench/scale.ts): a cluster primary and GATEWAYS workers on
 * one port, each a real BusGateway + quote channel on the Redis at REDIS_URL, looking instruments up
 * in the bench market's universe. Reports the port and every pid (for CPU accounting) over IPC, and
 * answers probes: each worker's event-loop delay and utilisation over the measured window.
 * SCALE_CPU_PROF=<dir> writes a V8 CPU profile of each worker there (node --cpu-prof) on 'exit'.
 */
import cluster, { type Worker } from 'node:cluster';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { BusGateway } from '../server/bus/gateway';
import { connectBus } from '../server/bus/redis';
import { attachQuoteChannel } from '../server/quote/channel';
import { createBenchMarket } from './fanout-market';
import { loopProbe, type GatewayCommand, type LoopProbe } from './loop-probe';

const gateways = Number(process.env.GATEWAYS ?? 1);
const instruments = Number(process.env.INSTRUMENTS ?? 100);
const token = process.env.TOKEN ?? 'bench-token';
const prefix = process.env.BUS_PREFIX ?? 'bench';

function askWorkers(workers: Worker[], cmd: GatewayCommand): Promise<LoopProbe[]> {
  return Promise.all(
    workers.map(
      (w) =>
        new Promise<LoopProbe>((resolve) => {
          w.once('message', (m: LoopProbe) => resolve(m));
          w.send(cmd);
        }),
    ),
  );
}

if (cluster.isPrimary) {
  let ready = 0;
  let port = 0;
  const profDir = process.env.SCALE_CPU_PROF;
  cluster.setupPrimary({
    exec: __filename,
    execArgv: profDir ? [...process.execArgv, '--cpu-prof', `--cpu-prof-dir=${profDir}`] : process.execArgv,
  });
  const workers: Worker[] = [];
  for (let i = 0; i < gateways; i++) {
    const w = cluster.fork();
    workers.push(w);
    w.once('message', (m: { port: number }) => {
      port = m.port;
      if (++ready === gateways) {
        process.send?.({ port, pids: [process.pid, ...workers.map((x) => x.process.pid ?? 0)] });
      }
    });
  }
  process.on('message', (cmd: GatewayCommand) => {
    void askWorkers(workers, cmd).then((probes) => process.send?.(probes));
  });
} else {
  const probe = loopProbe();
  const bench = createBenchMarket(instruments);
  const bus = connectBus(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const gateway = new BusGateway({ redis: bus.redis, subscriber: bus.subscriber, prefix, lookup: bench });
  const server = http.createServer();
  attachQuoteChannel(server, { feed: gateway, validateToken: (t) => t === token, log: () => undefined });
  process.on('message', (m: GatewayCommand) => {
    if (m.cmd === 'probe-reset') probe.reset();
    process.send?.(probe.read());
    // A normal exit writes the --cpu-prof profile (a killed process writes none).
    if (m.cmd === 'exit') setTimeout(() => process.exit(0), 50);
  });
  void gateway.start().then(() => {
    // Workers share the primary's port: the first picks a free one, the others join it.
    server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
      process.send?.({ port: (server.address() as AddressInfo).port });
    });
  });
}
