/**
 * Where a quote session gets its data. In one process (`WAP_ROLE=all`) that is the simulator itself;
 * on a gateway (`WAP_ROLE=gateway`) it is the market process across the Redis bus
 * (server/bus/remote-source.ts), which answers asynchronously. The session treats both alike.
 */
import type { InstrumentSeed } from '../data/types';
import type { MarketSimulator } from '../market/api';
import type { InstrumentRef, KindHandler } from './kinds';

export interface ReplyItems {
  items: unknown[];
  /**
   * The publisher's step the items were read at (bus only): pushes of that step or earlier are
   * already in the items, so the gateway drops them instead of sending a tick batch twice.
   */
  step?: number;
}

export interface QuoteSource {
  find(market: string, code: string): InstrumentSeed | undefined;
  idOf(seed: InstrumentSeed): string;
  reply(
    handler: KindHandler<unknown>,
    params: unknown,
    refs: InstrumentRef[],
  ): ReplyItems | Promise<ReplyItems>;
}

/** The in-process source: replies read straight from the simulator, synchronously. */
export function localSource(market: MarketSimulator): QuoteSource {
  return {
    find: (m, code) => market.find(m, code),
    idOf: (seed) => market.idOf(seed),
    reply: (handler, params, refs) => ({ items: refs.map((ref) => handler.reply(market, ref, params)) }),
  };
}
