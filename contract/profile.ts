/**
 * Company information (§7 (the calls it makes) "A-share profile", "dividend distribution", "HK info, US info"), served
 * under the stock-quote prefix (config field stockQuoteHost). Envelope `{ code: 1, msg, data }`.
 */

export const PROFILE_PREFIX = '/rjhy-stock-quote/api/1/f10';

export const PROFILE_PATHS = {
  /** POST { Ei: market+symbol, e.g. 'sh600519' } → CnProfile */
  profile: `${PROFILE_PREFIX}/profile`,
  /** POST { Ei, Num (page size), PageIndex (from 1) } → DividendPage */
  dividend: `${PROFILE_PREFIX}/dividend`,
  /** GET symbol (e.g. 00700 or 700) → HkInfo */
  hkInfo: `${PROFILE_PREFIX}/hkInfo`,
  /** GET symbol (e.g. AAPL) → UsInfo */
  usInfo: `${PROFILE_PREFIX}/usInfo`,
} as const;

/** Reply shapes, from their JSON Schemas (./profile.schema.ts: types only, nothing reaches the bundle). */
export type {
  CnProfile,
  CompanyProfile,
  DividendItem,
  DividendPage,
  FMainIndex,
  HkBaseInfo,
  HkBuyBack,
  HkDividend,
  HkHolder,
  HkInfo,
  HkSplit,
  MainBusinessItem,
  ShareholderEquity,
  UsAnalyst,
  UsEarnings,
  UsHolder,
  UsHolderAnalysis,
  UsInfo,
  UsRecommendationMonth,
  UsRevenueSlice,
} from './profile.schema';
