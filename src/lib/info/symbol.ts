// The symbol the information calls, article links and page headers use.
import { hkLookupCode, regionOf } from '../market';

/**
 * The code as the route gives it, upper-cased, with HK codes in their 5-digit form (a 4-digit quote
 * code such as 0700 gets its leading 0 back; 00700 stays).
 */
export function infoSymbol(market: string, code: string): string {
  const c = code.trim().toUpperCase();
  return regionOf(market) === 'HK' ? hkLookupCode(c) : c;
}
