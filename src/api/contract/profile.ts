/**
 * Company information (§7 "A-share profile", "dividend distribution", "HK info, US info"), served
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

/** Main indicators of the latest report period. Amounts in yuan; growth and ratios in percent. */
export interface FMainIndex {
  /** P/E at the live price (the price panel's PERatio); ≤ 0 means loss-making. */
  Pe: number;
  /** Basic EPS of the period (cumulative). */
  Basiceps: number;
  /** Operating revenue of the period. */
  BizTotinco: number;
  /** Net profit attributable to shareholders. */
  NetProfit: number;
  /** P/B at the live price. */
  Nav: number;
  /** Net assets per share. */
  Naps: number;
  /** Revenue growth year on year, percent. */
  Tagrt: number;
  /** Net profit growth year on year, percent. */
  Npgrt: number;
  /** Period end 'YYYY-MM-DD'. */
  EndDate: string;
}

export interface CompanyProfile {
  CompName: string;
  CompIntro: string;
  Industry: string;
  ListDate: string;
  /** Issue price, yuan. */
  IssPrice: number;
  OfficeAddr: string;
  MajorBiz: string;
}

export interface ShareholderEquity {
  EndDate: string;
  /** Total shares. */
  ToTalShare: number;
  /** Circulating (float) shares. */
  CircSkamt: number;
  /** Number of shareholders (户). */
  ToTalShamt: number;
  /** Change of the shareholder count against the previous period, percent. */
  ToTalShrto: number;
  /** Average float shares per shareholder. */
  Kavgsh: number;
  /** Largest shareholder. */
  Top1Holder: string;
  /** Largest shareholder's stake, percent. */
  HolderRto: number;
  /** Stake of all other shareholders, percent (100 − HolderRto). */
  OthoLderRto: number;
}

export interface MainBusinessItem {
  ClassName: string;
  /** Revenue of the segment in the last full year, yuan. */
  TcoreBizIncome: number;
}

export interface CnProfile {
  FMainIndex: FMainIndex;
  CompanyProfile: CompanyProfile;
  ShareholderEquity: ShareholderEquity;
  MainBusinessComposition: MainBusinessItem[];
}

export interface DividendItem {
  /** Fiscal year distributed, e.g. '2025年度' */
  PlaceYear: string;
  /** Plan text, e.g. '10派276.24元(含税)' */
  ActTotalLotrt: string;
  /** Ex-right/ex-dividend date 'YYYY-MM-DD'. */
  ExRightDate: string;
}

export interface DividendPage {
  datas: DividendItem[];
  total: number;
}

export interface HkBaseInfo {
  company_name_zh: string;
  company_name: string;
  listing_date: string;
  chairman: string;
  /** Chief executive. */
  chi_director: string;
  industry: string;
  company_summary: string;
}

export interface HkHolder {
  holder_name: string;
  /** Shares held. */
  shares: number;
  /** Percent of issued shares, 3 decimals. */
  os_pct: number;
  /** Shares bought (+) or sold (−) since the previous filing; 0 = 未变. */
  change: number;
  report_date: string;
}

export interface HkDividend {
  ExDateTime: string;
  PayDateTime: string;
  /** Cash per share, HKD. */
  Amount: number;
  /** '末期' or '中期' */
  Type: string;
}

export interface HkSplit {
  ExDateTime: string;
  /** e.g. '1拆5' */
  Ratio: string;
}

export interface HkBuyBack {
  buy_date: string;
  buy_num: number;
  high_price: number;
  low_price: number;
  /** HKD */
  amount: number;
}

export interface HkInfo {
  base_info: HkBaseInfo;
  stock_holder: HkHolder[];
  historical_dividends: HkDividend[];
  stock_splits: HkSplit[];
  buy_back: HkBuyBack[];
}

export interface UsHolder {
  holder_name: string;
  /** Insider title (insiders only). */
  title?: string;
  /** Percent of shares outstanding, 3 decimals. */
  os_pct: number;
  /** Market value of the position at the last price, USD. */
  position_value: number;
  /** Shares bought (+) or sold (−) in the last filing; 0 = 未变. */
  position_change: number;
  report_date: string;
}

export interface UsEarnings {
  /** e.g. '2026Q3' */
  period: string;
  eps_estimate: number;
  eps_actual: number;
  /** USD */
  revenue: number;
  net_income: number;
}

export interface UsRevenueSlice {
  name: string;
  /** USD, last full year */
  value: number;
}

export interface UsHolderAnalysis {
  /** Percent of shares held by institutions, insiders and the public. */
  institution_pct: number;
  insider_pct: number;
  retail_pct: number;
  institution_count: number;
}

export interface UsRecommendationMonth {
  /** 'YYYY-MM' */
  month: string;
  strong_buy: number;
  buy: number;
  hold: number;
  sell: number;
  strong_sell: number;
}

export interface UsAnalyst {
  /** Consensus rating score 1 (strong buy) … 5 (strong sell). */
  sina_cj_grade: number;
  /** Mean target price, USD. */
  target_price: number;
  target_high: number;
  target_low: number;
  /** Previous close the targets compare with. */
  pre_close: number;
  analyst_count: number;
  recommendations: UsRecommendationMonth[];
  /** Analysis text (partly shown by the app). */
  analysis: string;
}

export interface UsInfo {
  base_info: {
    company_name_zh: string;
    company_name: string;
    listing_date: string;
    chairman: string;
    industry: string;
    company_summary: string;
  };
  /** Top institutional holders. */
  sina_cj_data: UsHolder[];
  /** Top insider holders. */
  sina_gg_data: UsHolder[];
  earnings: UsEarnings[];
  revenue_by_product: UsRevenueSlice[];
  revenue_by_area: UsRevenueSlice[];
  holder_analysis: UsHolderAnalysis;
  analyst: UsAnalyst;
}
