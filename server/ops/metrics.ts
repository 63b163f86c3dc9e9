/**
 * The Prometheus metrics of one process (`GET /metrics`, docs/operations.md "Metrics"). One
 * registry per server, not prom-client's global one, so several servers in one test process do not
 * collide. Gauges are read when scraped from the parts that own the numbers (the quote channel, the
 * PostgreSQL pool), so the hot path pays nothing for them; counters and histograms are fed where
 * the event happens.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface ChannelProbe {
  clientCount(): number;
  stats(): { subscriptions: number; pushes?: number };
  refusals?(): Record<string, number>;
}

export interface PoolProbe {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export class ProcessMetrics {
  readonly registry = new Registry();
  readonly pushDelay: Histogram;
  readonly busErrors: Counter;
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  private channel: ChannelProbe | null = null;
  private pool: PoolProbe | null = null;

  constructor(role: string) {
    this.registry.setDefaultLabels({ role });
    // process_cpu, memory, GC and nodejs_eventloop_lag_* (the event-loop lag the issue asks for).
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
    const registers = [this.registry];
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- prom-client calls collect with the metric as `this`
    const self = this;
    new Gauge({
      name: 'wapq_quote_sockets',
      help: 'Open quote websockets',
      registers,
      collect() {
        this.set(self.channel?.clientCount() ?? 0);
      },
    });
    new Gauge({
      name: 'wapq_quote_subscriptions',
      help: 'Subscriptions (client, instrument, variant) held by open sockets',
      registers,
      collect() {
        this.set(self.channel?.stats().subscriptions ?? 0);
      },
    });
    new Counter({
      name: 'wapq_quote_pushes_sent_total',
      help: 'Pushes handed to client sockets since the process started',
      registers,
      collect() {
        const sent = self.channel?.stats().pushes ?? 0;
        this.reset();
        this.inc(sent);
      },
    });
    new Counter({
      name: 'wapq_quote_refused_total',
      help: 'Quote sockets and requests refused, by the bound that refused them (docs/security.md)',
      labelNames: ['reason'],
      registers,
      collect() {
        this.reset();
        for (const [reason, n] of Object.entries(self.channel?.refusals?.() ?? {})) this.inc({ reason }, n);
      },
    });
    this.pushDelay = new Histogram({
      name: 'wapq_quote_push_delay_seconds',
      help: 'From the market step to the push handed to the last socket (gateways: across the bus)',
      registers,
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    });
    this.busErrors = new Counter({
      name: 'wapq_bus_errors_total',
      help: 'Failed Redis bus operations (publish, subscribe, request, re-announce)',
      registers,
    });
    new Gauge({
      name: 'wapq_pg_pool_in_use',
      help: 'PostgreSQL connections checked out of the pool',
      registers,
      collect() {
        const p = self.pool;
        this.set(p ? p.totalCount - p.idleCount : 0);
      },
    });
    new Gauge({
      name: 'wapq_pg_pool_waiting',
      help: 'Requests waiting for a PostgreSQL connection',
      registers,
      collect() {
        this.set(self.pool?.waitingCount ?? 0);
      },
    });
    this.httpDuration = new Histogram({
      name: 'wapq_http_request_duration_seconds',
      help: 'HTTP request durations by route pattern',
      labelNames: ['method', 'route', 'status'],
      registers,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    });
  }

  /** Open quote sockets now (0 before the channel is wired). */
  quoteSockets(): number {
    return this.channel?.clientCount() ?? 0;
  }

  watchChannel(channel: ChannelProbe): void {
    this.channel = channel;
  }

  watchPool(pool: PoolProbe): void {
    this.pool = pool;
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}
