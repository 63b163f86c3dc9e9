/**
 * A tiny TCP load balancer for the scale-out tests: each new connection goes to the next backend in
 * turn, skipping one that refuses, as a stock balancer's health checks would. It stands in for the
 * machine-level balancer in front of several gateways (docs/scaling.md).
 */
import net from 'node:net';

export interface Balancer {
  port: number;
  close(): Promise<void>;
}

export async function startBalancer(backends: () => number[]): Promise<Balancer> {
  let next = 0;
  const sockets = new Set<net.Socket>();
  const connect = (client: net.Socket, tries: number) => {
    const list = backends();
    if (tries >= list.length) return client.destroy();
    const port = list[next++ % list.length];
    const upstream = net.connect(port, '127.0.0.1');
    sockets.add(upstream);
    upstream.once('connect', () => {
      client.pipe(upstream).pipe(client);
      client.resume();
    });
    upstream.once('error', () => {
      upstream.destroy();
      if (!upstream.readyState || upstream.connecting) connect(client, tries + 1);
      else client.destroy();
    });
    upstream.once('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    client.once('close', () => upstream.destroy());
  };
  const server = net.createServer({ pauseOnConnect: true }, (client) => {
    sockets.add(client);
    client.once('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    connect(client, 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
