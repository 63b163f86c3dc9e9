/** Creates the market simulator from the server settings (clock mode from WAP_CLOCK). */
import type { ServerSettings } from '../context';
import type { MarketSimulator } from './api';
import { Simulator, type SimulatorOptions } from './simulator';

export { Simulator } from './simulator';

/**
 * In the demo clock one session minute lasts several wall-clock minutes, so the running server plans
 * more trades per minute (quotes move every few seconds); test servers keep the default to start fast.
 */
export function createMarket(
  settings: Pick<ServerSettings, 'clock'> & Partial<Pick<ServerSettings, 'env'>>,
  opts: Omit<SimulatorOptions, 'clock'> = {},
): MarketSimulator & Simulator {
  const tradesPerMinute = settings.clock === 'demo' && settings.env === 'local' ? 40 : undefined;
  return new Simulator({ clock: settings.clock, tradesPerMinute, ...opts });
}
