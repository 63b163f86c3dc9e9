/**
 * A tiny TCP proxy for the half-open test (issue #20 item 2). It forwards bytes both ways until
 * blackhole() is called; from then on every connection open at that moment keeps both of its
 * sockets open but drops every byte in both directions, as a network that silently stops
 * forwarding does (nothing is closed, nothing errors). Connections made later pass normally.
 */
import net from 'node:net';

export interface ProxiedConnection {
  client: net.Socket;
  upstream: net.Socket;
  dropping: boolean;
  /** When the server closed its side (performance.now()), or null while it holds it. */
  upstreamClosedAt: number | null;
  /** Bytes the proxy dropped after blackhole(). */
  dropped: number;
}

export class BlackholeProxy {
  readonly connections: ProxiedConnection[] = [];
  private server: net.Server | null = null;
  port = 0;

  constructor(
    private readonly targetPort: number,
    private readonly targetHost = '127.0.0.1',
  ) {}

  async listen(): Promise<void> {
    this.server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  private accept(client: net.Socket): void {
    const upstream = net.connect(this.targetPort, this.targetHost);
    const c: ProxiedConnection = { client, upstream, dropping: false, upstreamClosedAt: null, dropped: 0 };
    this.connections.push(c);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk: Buffer) => {
        if (c.dropping) c.dropped += chunk.length;
        else to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    // A close passes through only while forwarding: a black hole does not carry FIN either.
    client.on('close', () => {
      if (!c.dropping) upstream.destroy();
    });
    upstream.on('close', () => {
      c.upstreamClosedAt = performance.now();
      if (!c.dropping) client.destroy();
    });
    client.on('error', () => undefined);
    upstream.on('error', () => undefined);
  }

  /** Silences every connection open now; both sockets of each stay open. */
  blackhole(): void {
    for (const c of this.connections) c.dropping = true;
  }

  async close(): Promise<void> {
    for (const c of this.connections) {
      c.client.destroy();
      c.upstream.destroy();
    }
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
