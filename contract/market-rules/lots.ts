/**
 * §9 (business constants and limits) lot sizes by region: CN 100, HK and USA 1. An HK listing's own board lot comes with its quote
 * (TradingUnit) and the server's instrument seed; this is the fallback when it is not known.
 */
import { regionOf, type Region } from './instrument';

export const LOT_SIZE: Readonly<Record<Region, number>> = { CN: 100, HK: 1, USA: 1 };

export function lotSizeOf(market: string): number {
  return LOT_SIZE[regionOf(market)];
}
