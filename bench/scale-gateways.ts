/**
 * The scale bench's gateways (forked by bench/scale.ts): a cluster primary and GATEWAYS workers on
 * one port, each a real BusGateway + quote channel on the Redis at REDIS_URL, looking instruments up
 * in the bench market's universe. Reports the port and every pid (for CPU accounting) over IPC.
 */
import cluster from 'node:cluster';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { BusGateway } from '../server/bus/gateway';
import { connectBus } from '../server/bus/redis';
import { attachQuoteChannel } from '../server/quote/channel';
import { createBenchMarket } from './fanout-market';

const gateways = Number(process.env.GATEWAYS ?? 1);
const instruments = Number(process.env.INSTRUMENTS ?? 100);
const token = process.env.TOKEN ?? 'bench-token';
const prefix = process.env.BUS_PREFIX ?? 'bench';

if (cluster.isPrimary) {
  let ready = 0;
  let port = 0;
  cluster.setupPrimary({ exec: __filename });
  for (let i = 0; i < gateways; i++) {
    const w = cluster.fork();
    w.on('message', (m: { port: number }) => {
      port = m.port;
      if (++ready === gateways) {
        const pids = Object.values(cluster.workers ?? {}).map((x) => x?.process.pid ?? 0);
        process.send?.({ port, pids: [process.pid, ...pids] });
      }
    });
  }
} else {
  const bench = createBenchMarket(instruments);
  const bus = connectBus(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const gateway = new BusGateway({ redis: bus.redis, subscriber: bus.subscriber, prefix, lookup: bench });
  const server = http.createServer();
  attachQuoteChannel(server, { feed: gateway, validateToken: (t) => t === token, log: () => undefined });
  void gateway.start().then(() => {
    // Workers share the primary's port: the first picks a free one, the others join it.
    server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
      process.send?.({ port: (server.address() as AddressInfo).port });
    });
  });
}
