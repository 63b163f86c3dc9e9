/** Creates the market simulator from the server settings (clock mode from WAP_CLOCK). */
import type { ServerSettings } from '../context';
import type { MarketSimulator } from './api';
import { DEMO_TRADES_PER_MINUTE } from './day';
import { Simulator, type SimulatorOptions } from './simulator';

export { Simulator } from './simulator';

/**
 * The demo clock plays a session minute in about a wall minute, so a demo server (the e2e server
 * included) plans the live cadence, DEMO_TRADES_PER_MINUTE, unless its settings ask for fewer (the
 * server-test harness, to start fast); the real clock keeps the default.
 */
export function createMarket(
  settings: Pick<ServerSettings, 'clock'> & Partial<Pick<ServerSettings, 'tradesPerMinute'>>,
  opts: Omit<SimulatorOptions, 'clock'> = {},
): MarketSimulator & Simulator {
  const tradesPerMinute =
    settings.tradesPerMinute ?? (settings.clock === 'demo' ? DEMO_TRADES_PER_MINUTE : undefined);
  return new Simulator({ clock: settings.clock, tradesPerMinute, ...opts });
}
