// Price precision, lots and P/E (§5 (validation rules), §9 (business constants and limits)).
import { isBShare, isEtf, lotSizeOf, regionOf, type Region } from '../market';
import { DASH, fixed, formatNumber, toNumber } from './number';

/** §5 (validation rules): 2 decimals for CN; 3 for HK, USA, ETFs and B shares (codes starting 900 or 200). */
export function pricePrecision(market: string, code: string): number {
  if (regionOf(market) !== 'CN') return 3;
  return isEtf(market, code) || isBShare(market, code) ? 3 : 2;
}

/** §5 (validation rules): B-share limit prices use 3 decimals; other instruments their price precision. */
export function limitPricePrecision(market: string, code: string): number {
  return isBShare(market, code) ? 3 : pricePrecision(market, code);
}

/** §9 (business constants and limits): the average price shows one more decimal than the price. */
export function averagePricePrecision(market: string, code: string): number {
  return pricePrecision(market, code) + 1;
}

/** A price with the instrument's precision, or '--'. */
export function formatPrice(value: unknown, market: string, code: string): string {
  const n = toNumber(value);
  return n === null ? DASH : fixed(n, pricePrecision(market, code));
}

/** Volume in lots (§5 (validation rules): divide by the lot size); null when missing or the lot size is not positive. */
export function toLots(volume: unknown, lotSize: number): number | null {
  const n = toNumber(volume);
  if (n === null || !(lotSize > 0)) return null;
  return n / lotSize;
}

/** Volume in lots of the market's lot size (CN 100, HK/USA 1), shortened by formatNumber. */
export function formatVolumeLots(
  volume: unknown,
  market: string,
  lotSize: number = lotSizeOf(market),
): string {
  const lots = toLots(volume, lotSize);
  return lots === null ? DASH : formatNumber(lots);
}

/** Order-book volume: whole lots, '--' when missing (§2 (screens and routes) order book). */
export function formatBookVolume(volume: unknown, lotSize: number): string {
  const lots = toLots(volume, lotSize);
  return lots === null ? DASH : formatNumber(Math.round(lots)).replace(/\.00$/, '');
}

export const LOSS_TEXT = '亏损';

/** §5 (validation rules) P/E text: '--' when missing, 亏损 when negative or zero, otherwise 2 decimals. */
export function formatPE(pe: unknown): string {
  const n = toNumber(pe);
  if (n === null) return DASH;
  return n <= 0 ? LOSS_TEXT : fixed(n, 2);
}

/**
 * HK and US P/E computed from trailing net profit, share count and last price: price / (profit /
 * shares). Zero (or missing) shares → null, shown '--'; a loss gives a negative P/E, shown 亏损.
 */
export function computePE(netProfit: unknown, totalShares: unknown, lastPrice: unknown): number | null {
  const profit = toNumber(netProfit);
  const shares = toNumber(totalShares);
  const price = toNumber(lastPrice);
  if (profit === null || shares === null || price === null || shares === 0) return null;
  if (profit === 0) return 0;
  return price / (profit / shares);
}

/**
 * P/E for the price panel by region: CN shows the quote's PERatio; HK and USA compute it from the
 * stock detail (NetProfTTM, TotalShare) and the last price.
 */
export function formatPEFor(
  region: Region,
  input: { peRatio?: unknown; netProfit?: unknown; totalShares?: unknown; lastPrice?: unknown },
): string {
  if (region === 'CN') return formatPE(input.peRatio);
  const pe = computePE(input.netProfit, input.totalShares, input.lastPrice);
  return pe === null ? DASH : formatPE(pe);
}

/** §2 (screens and routes) P/E label: 市盈(动) for CN, 市盈率 otherwise. */
export function peLabel(region: Region): string {
  return region === 'CN' ? '市盈(动)' : '市盈率';
}
