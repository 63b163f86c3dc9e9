/**
 * Alert changes over the Redis bus (beyond the spec: docs/watchlist-and-alerts.md). In the
 * distributed mode the alert calls are answered by gateways but the alerts are evaluated in the
 * market process, which loads them at start: each alert created or deleted through a gateway is
 * published here, and the market process applies it to its index. Pub/sub like the quote bus: a
 * market process that was away reloads every alert from the store when it starts.
 */
import type { Redis } from 'ioredis';
import type { IndexedAlert } from './alert-index';

export type AlertChange = { op: 'add'; alert: IndexedAlert } | { op: 'remove'; id: number };

/** What the alert calls tell of each change: the local index (role all), or the bus (gateway). */
export interface AlertSink {
  add(alert: IndexedAlert): void;
  remove(id: number): void;
}

export const alertChannel = (prefix = 'wq'): string => `${prefix}:alerts`;

/** A gateway's sink: publishes each change (a failed publish is logged; the market reloads at start). */
export function busAlertSink(
  redis: Redis,
  prefix: string | undefined,
  log: (msg: string, err: unknown) => void,
): AlertSink {
  const publish = (change: AlertChange) =>
    void redis
      .publish(alertChannel(prefix), JSON.stringify(change))
      .catch((err: unknown) => log('alert change not published', err));
  return { add: (alert) => publish({ op: 'add', alert }), remove: (id) => publish({ op: 'remove', id }) };
}

/** Parses a bus message; null for anything not of the two shapes. */
export function parseAlertChange(text: string): AlertChange | null {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  if (o.op === 'remove' && Number.isInteger(o.id)) return { op: 'remove', id: o.id as number };
  if (o.op !== 'add' || typeof o.alert !== 'object' || o.alert === null) return null;
  const a = o.alert as Record<string, unknown>;
  const ok =
    Number.isInteger(a.id) &&
    Number.isInteger(a.userId) &&
    typeof a.code === 'string' &&
    (a.metric === 'price' || a.metric === 'change' || a.metric === 'speed') &&
    (a.direction === 'up' || a.direction === 'down') &&
    typeof a.level === 'number' &&
    (a.repeat === 'once' || a.repeat === 'daily' || a.repeat === 'every') &&
    typeof a.quietMs === 'number' &&
    typeof a.mutedUntil === 'number';
  return ok ? { op: 'add', alert: a as unknown as IndexedAlert } : null;
}

/** The market process: applies every published change to its alert index. */
export async function followAlertChanges(
  subscriber: Redis,
  prefix: string | undefined,
  sink: AlertSink,
): Promise<void> {
  const channel = alertChannel(prefix);
  subscriber.on('message', (ch: string, text: string) => {
    if (ch !== channel) return;
    const change = parseAlertChange(text);
    if (!change) return;
    if (change.op === 'add') sink.add(change.alert);
    else sink.remove(change.id);
  });
  await subscriber.subscribe(channel);
}
