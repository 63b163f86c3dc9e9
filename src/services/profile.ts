/**
 * Company information (§7 (the calls it makes) A-share profile, dividend distribution, HK info, US info), config field
 * stockQuoteHost. Paths and types: contract/profile.ts.
 */
import { http } from '../api/http';
import {
  PROFILE_PATHS,
  type CnProfile,
  type DividendPage,
  type HkInfo,
  type UsInfo,
} from '../../contract/profile';

const S = 'stockQuoteHost' as const;

/** A-share profile sections; Ei is market + symbol (sh600519). */
export function getCnProfile(market: string, symbol: string): Promise<CnProfile> {
  return http.post<CnProfile>(S, PROFILE_PATHS.profile, { Ei: `${market.toLowerCase()}${symbol}` });
}

/** Dividend distribution, PageIndex from 1. */
export function getDividends(
  market: string,
  symbol: string,
  num: number,
  pageIndex = 1,
): Promise<DividendPage> {
  return http.post<DividendPage>(S, PROFILE_PATHS.dividend, {
    Ei: `${market.toLowerCase()}${symbol}`,
    Num: num,
    PageIndex: pageIndex,
  });
}

export function getHkInfo(symbol: string): Promise<HkInfo> {
  return http.get<HkInfo>(S, PROFILE_PATHS.hkInfo, { symbol });
}

export function getUsInfo(symbol: string): Promise<UsInfo> {
  return http.get<UsInfo>(S, PROFILE_PATHS.usInfo, { symbol });
}
