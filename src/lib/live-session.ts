/**
 * Whether a pushed quote starts a new session of the instrument: a new trading day, or the same
 * trading day played again (the reference server's demo clock replays a day in loops; a real
 * exchange never lowers a day's volume). Lists built from the old session (ticks) start over.
 */
import type { Dyna } from '../../contract/quote-protocol';

type SessionMark = Pick<Dyna, 'TradingDay' | 'Volume'>;

export function startsNewSession(previous: SessionMark | null, next: Partial<SessionMark>): boolean {
  if (!previous) return false;
  if (next.TradingDay !== undefined && next.TradingDay !== previous.TradingDay) return true;
  return next.Volume !== undefined && next.Volume < previous.Volume;
}
