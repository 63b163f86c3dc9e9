/**
 * Alert changes over the Redis bus (beyond the spec: docs/watchlist-and-alerts.md). In the
 * distributed mode the alert calls are answered by gateways but the alerts are evaluated in the
 * market process, which loads them at start: each alert created or deleted through a gateway is
 * published here, and the market process applies it to its index. Pub/sub like the quote bus: a
 * market process that was away reloads every alert from the store when it starts.
 */
import type { Redis } from 'ioredis';
import { retryAtStart } from '../bus/redis';
import type { AlertFiredBody } from '../../contract/quote-protocol';
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
  await retryAtStart(() => subscriber.subscribe(channel));
}

/**
 * Market → gateways: what an evaluation step fired, with its inbox entries, so every gateway can
 * push AlertFired (3001) to the sockets its users hold there. Pub/sub: a gateway away at that
 * moment misses the push, and its pages learn of the firing from the inbox (stored before this).
 */
export const alertFiredChannel = (prefix = 'wq'): string => `${prefix}:alerts:fired`;

/**
 * Firings per bus message: a step that fires more (a gap at the open crossing many levels) is sent
 * in several, so no one message grows with the number of alerts; a gateway refuses longer ones.
 */
export const FIRED_PER_MESSAGE = 500;
/** A message above this many characters is not parsed (500 entries take about 100,000). */
export const FIRED_MESSAGE_MAX_CHARS = 400_000;

export interface FiredPush {
  userId: number;
  entry: AlertFiredBody;
}

/** The market process's side: publishes each step's firings (a failed publish is logged). */
export function publishFired(
  redis: Pick<Redis, 'publish'>,
  prefix: string | undefined,
  log: (msg: string, err: unknown) => void,
): (fired: readonly FiredPush[]) => void {
  const channel = alertFiredChannel(prefix);
  return (fired) => {
    for (let i = 0; i < fired.length; i += FIRED_PER_MESSAGE) {
      void redis
        .publish(channel, JSON.stringify(fired.slice(i, i + FIRED_PER_MESSAGE)))
        .catch((err: unknown) => log('alert firings not published', err));
    }
  };
}

const isFiredEntry = (e: Record<string, unknown>): boolean =>
  Number.isInteger(e.id) &&
  Number.isInteger(e.alertId) &&
  typeof e.instrument === 'string' &&
  e.instrument.length <= 40 &&
  typeof e.name === 'string' &&
  e.name.length <= 60 &&
  (e.metric === 'price' || e.metric === 'change' || e.metric === 'speed') &&
  (e.direction === 'up' || e.direction === 'down') &&
  typeof e.level === 'number' &&
  typeof e.value === 'number' &&
  Number.isInteger(e.at) &&
  typeof e.read === 'boolean';

/**
 * Parses a firings message: the well-formed firings of it, at most FIRED_PER_MESSAGE; nothing for
 * a message too long or not a list. Only the fields of AlertFiredBody are kept.
 */
export function parseFired(text: string): FiredPush[] {
  if (text.length > FIRED_MESSAGE_MAX_CHARS) return [];
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(v)) return [];
  const out: FiredPush[] = [];
  for (const item of v.slice(0, FIRED_PER_MESSAGE) as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { userId, entry } = item as Record<string, unknown>;
    if (!Number.isInteger(userId) || typeof entry !== 'object' || entry === null) continue;
    const e = entry as Record<string, unknown>;
    if (!isFiredEntry(e)) continue;
    const { id, alertId, instrument, name, metric, direction, level, value, at, read } =
      e as unknown as AlertFiredBody;
    out.push({
      userId: userId as number,
      entry: { id, alertId, instrument, name, metric, direction, level, value, at, read },
    });
  }
  return out;
}

/** A gateway's side: every firing published goes to `deliver` (the process's push registry). */
export async function followFired(
  subscriber: Redis,
  prefix: string | undefined,
  deliver: (fired: FiredPush) => void,
): Promise<void> {
  const channel = alertFiredChannel(prefix);
  subscriber.on('message', (ch: string, text: string) => {
    if (ch !== channel) return;
    for (const f of parseFired(text)) deliver(f);
  });
  await retryAtStart(() => subscriber.subscribe(channel));
}
