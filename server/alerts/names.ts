/**
 * The instrument's name beside its id in what the 股价提醒 calls and pushes answer (beyond the spec:
 * docs/watchlist-and-alerts.md): the 提醒 page, the toast and the native notification read
 * 名称(代码) as the rest of the app does, and the page has no dictionary of HK and US names to ask.
 */
import { canonicalInstrumentId } from '../../contract/instrument-id';
import { instrumentById } from '../data/universe';

/** The universe's name of an id (an older form such as `hk:00700` too); '' for one it lacks. */
export function instrumentName(id: string): string {
  return instrumentById(canonicalInstrumentId(id) ?? id)?.name ?? '';
}

export function withName<T extends { instrument: string }>(x: T): T & { name: string } {
  return { ...x, name: instrumentName(x.instrument) };
}
