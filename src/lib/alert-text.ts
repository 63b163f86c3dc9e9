/**
 * How an alert and a firing read (beyond the spec: docs/watchlist-and-alerts.md) on the 提醒 page,
 * the toast and the native notification: the kind's label, the level with its unit, the value that
 * fired it, and the instrument as 名称(代码) as the stock home's title reads (the server sends the
 * name: the page has no dictionary of every market's names).
 */
import { ALERT_KIND_LABELS, ALERT_REPEAT_LABELS, type AlertKind } from '../../contract/alerts';
import { formatMarketMillis } from './format/market-time';
import { regionOf } from './market';
import { parseWatchId } from './watchlist';

type Metric = 'price' | 'change' | 'speed';
type Direction = 'up' | 'down';

export function kindOf(metric: Metric, direction: Direction): AlertKind {
  if (metric === 'price') return direction === 'up' ? 'priceUp' : 'priceDown';
  if (metric === 'change') return direction === 'up' ? 'changeAbove' : 'changeBelow';
  return 'speedAbove';
}

/** A level or value with its unit: a price as given, a percentage with a sign and %. */
export function levelText(metric: Metric, n: number): string {
  if (metric === 'price') return String(Number(n.toFixed(4)));
  return `${n > 0 ? '+' : ''}${Number(n.toFixed(2))}%`;
}

/** 价格涨到 10.1 / 跌幅低于 -3% */
export function conditionText(a: { metric: Metric; direction: Direction; level: number }): string {
  return `${ALERT_KIND_LABELS[kindOf(a.metric, a.direction)]} ${levelText(a.metric, a.level)}`;
}

/** 仅提醒一次 / 每次都提醒（间隔5分钟） */
export function repeatText(a: { repeat: 'once' | 'daily' | 'every'; quietMs: number }): string {
  const label = ALERT_REPEAT_LABELS[a.repeat];
  return a.repeat === 'every' ? `${label}（间隔${Math.round(a.quietMs / 60_000)}分钟）` : label;
}

/** The code as the stock home shows it (600000, 00700, AAPL: ids hold HK codes in that form). */
export function instrumentCode(id: string): string {
  return parseWatchId(id)?.code ?? id;
}

/** 腾讯控股(00700) as the stock home's title reads it; the code alone when the name is unknown. */
export function instrumentLabel(a: { instrument: string; name?: string }): string {
  const code = instrumentCode(a.instrument);
  const name = (a.name ?? '').trim();
  return name ? `${name}(${code})` : code;
}

/** The instrument's stock home (a route under /wap), null for a malformed id. */
export function instrumentHref(id: string): string | null {
  const p = parseWatchId(id);
  return p ? `/${p.market}/${p.code}.html` : null;
}

/** The one line a firing reads as (toast, notification): 浦发银行(600000) 价格涨到 10.1，现价 10.12 */
export function firingText(f: {
  instrument: string;
  name?: string;
  metric: Metric;
  direction: Direction;
  level: number;
  value: number;
}): string {
  const now = f.metric === 'price' ? '现价' : f.metric === 'change' ? '现涨幅' : '现涨速';
  return `${instrumentLabel(f)} ${conditionText(f)}，${now} ${levelText(f.metric, f.value)}`;
}

/** The host app's native notification of a firing (bridge notify): a tap opens the 提醒 inbox. */
export function firingNotification(f: Parameters<typeof firingText>[0]): {
  title: string;
  body: string;
  path: string;
} {
  return { title: '股价提醒', body: firingText(f), path: '/tixing.html' };
}

/** When it fired, on the instrument's exchange clock (MM-DD HH:mm:ss), whatever the device's zone. */
export function firingTime(f: { instrument: string; at: number }): string {
  const p = parseWatchId(f.instrument);
  return formatMarketMillis(f.at, p ? regionOf(p.market) : 'CN', 'MM-DD HH:mm:ss');
}
