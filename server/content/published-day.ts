/**
 * The one "published after close" rule of the A-share data derived from a day's trading (margin
 * figures, the dragon-tiger board): today's data is out once the Shanghai and Shenzhen session has
 * closed; until then the latest published day is the trading day before.
 */
import type { MarketSimulator } from '../market/api';

/** StatusType of a closed exchange (§4 (states and transitions) status codes). */
export const CLOSED = 4;
/** The index whose status tells whether the A-share session of the day is over. */
export const CN_CLOCK_ID = 'sh:000001';

/** The latest A-share trading day whose after-close data is published (YYYYMMDD). */
export function publishedCnDay(market: Pick<MarketSimulator, 'tradingDays' | 'status'>): number {
  const [previous, today] = market.tradingDays('sh', 2);
  if (today === undefined) return previous;
  return market.status(CN_CLOCK_ID).StatusType === CLOSED ? today : previous;
}
