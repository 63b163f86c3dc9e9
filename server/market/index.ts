/** Creates the market simulator from the server settings (clock mode from WAP_CLOCK). */
import type { ServerSettings } from '../context';
import type { MarketSimulator } from './api';
import { DEMO_TRADES_PER_MINUTE } from './day';
import { Simulator, type SimulatorOptions } from './simulator';

export { Simulator } from './simulator';

/**
 * The demo clock plays a session minute in about a wall minute, so every demo server (test and e2e
 * servers included) plans the live cadence, DEMO_TRADES_PER_MINUTE; the real clock keeps the default.
 */
export function createMarket(
  settings: Pick<ServerSettings, 'clock'>,
  opts: Omit<SimulatorOptions, 'clock'> = {},
): MarketSimulator & Simulator {
  const tradesPerMinute = settings.clock === 'demo' ? DEMO_TRADES_PER_MINUTE : undefined;
  return new Simulator({ clock: settings.clock, tradesPerMinute, ...opts });
}
