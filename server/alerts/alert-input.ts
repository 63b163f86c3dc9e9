/** An alert as the user set it (kind, level, repeat) turned into what the index watches, or refused. */
import type { AlertKind, AlertRepeatName } from '../../contract/alerts';
import type { AlertDirection, AlertMetric } from './alert-index';

export const PRICE_LEVEL_MSG = '提醒价格须大于0';
export const CHANGE_LEVEL_MSG = '涨跌幅须在-100%至1000%之间';
export const SPEED_LEVEL_MSG = '涨速须在-100%至100%之间';

const KIND: Record<AlertKind, { metric: AlertMetric; direction: AlertDirection }> = {
  priceUp: { metric: 'price', direction: 'up' },
  priceDown: { metric: 'price', direction: 'down' },
  changeAbove: { metric: 'change', direction: 'up' },
  changeBelow: { metric: 'change', direction: 'down' },
  speedAbove: { metric: 'speed', direction: 'up' },
};

export interface AlertSpec {
  metric: AlertMetric;
  direction: AlertDirection;
  level: number;
  repeat: AlertRepeatName;
  quietMs: number;
}

/** The spec, or the Chinese message saying what is wrong with the level. */
export function alertSpec(
  kind: AlertKind,
  level: number,
  repeat: AlertRepeatName,
  quietMinutes: number,
): AlertSpec | string {
  const { metric, direction } = KIND[kind];
  if (!Number.isFinite(level)) return metric === 'price' ? PRICE_LEVEL_MSG : CHANGE_LEVEL_MSG;
  if (metric === 'price' && !(level > 0 && level < 1e7)) return PRICE_LEVEL_MSG;
  if (metric === 'change' && !(level > -100 && level <= 1000)) return CHANGE_LEVEL_MSG;
  if (metric === 'speed' && !(level > -100 && level <= 100)) return SPEED_LEVEL_MSG;
  return { metric, direction, level, repeat, quietMs: repeat === 'every' ? quietMinutes * 60_000 : 0 };
}
