/**
 * Reply shapes of the profile calls (§7 (the calls it makes)), as JSON Schema: the server serialises its replies through them
 * and documents them (OpenAPI); the app uses their types through ./profile.ts (types only).
 */
import { Type, type Static } from '@sinclair/typebox';

/** Main indicators of the latest report period. Amounts in yuan; growth and ratios in percent. */
export type FMainIndex = Static<typeof FMainIndex>;
export const FMainIndex = Type.Object({
  /** P/E at the live price (the price panel's PERatio); ≤ 0 means loss-making. */
  Pe: Type.Number(),
  /** Basic EPS of the period (cumulative). */
  Basiceps: Type.Number(),
  /** Operating revenue of the period. */
  BizTotinco: Type.Number(),
  /** Net profit attributable to shareholders. */
  NetProfit: Type.Number(),
  /** P/B at the live price. */
  Nav: Type.Number(),
  /** Net assets per share. */
  Naps: Type.Number(),
  /** Revenue growth year on year, percent. */
  Tagrt: Type.Number(),
  /** Net profit growth year on year, percent. */
  Npgrt: Type.Number(),
  /** Period end 'YYYY-MM-DD'. */
  EndDate: Type.String(),
});

export type CompanyProfile = Static<typeof CompanyProfile>;
export const CompanyProfile = Type.Object({
  CompName: Type.String(),
  CompIntro: Type.String(),
  Industry: Type.String(),
  ListDate: Type.String(),
  /** Issue price, yuan. */
  IssPrice: Type.Number(),
  OfficeAddr: Type.String(),
  MajorBiz: Type.String(),
});

export type ShareholderEquity = Static<typeof ShareholderEquity>;
export const ShareholderEquity = Type.Object({
  EndDate: Type.String(),
  /** Total shares. */
  ToTalShare: Type.Number(),
  /** Circulating (float) shares. */
  CircSkamt: Type.Number(),
  /** Number of shareholders (户). */
  ToTalShamt: Type.Number(),
  /** Change of the shareholder count against the previous period, percent. */
  ToTalShrto: Type.Number(),
  /** Average float shares per shareholder. */
  Kavgsh: Type.Number(),
  /** Largest shareholder. */
  Top1Holder: Type.String(),
  /** Largest shareholder's stake, percent. */
  HolderRto: Type.Number(),
  /** Stake of all other shareholders, percent (100 − HolderRto). */
  OthoLderRto: Type.Number(),
});

export type MainBusinessItem = Static<typeof MainBusinessItem>;
export const MainBusinessItem = Type.Object({
  ClassName: Type.String(),
  /** Revenue of the segment in the last full year, yuan. */
  TcoreBizIncome: Type.Number(),
});

export type CnProfile = Static<typeof CnProfile>;
export const CnProfile = Type.Object({
  FMainIndex: FMainIndex,
  CompanyProfile: CompanyProfile,
  ShareholderEquity: ShareholderEquity,
  MainBusinessComposition: Type.Array(MainBusinessItem),
});

export type DividendItem = Static<typeof DividendItem>;
export const DividendItem = Type.Object({
  /** Fiscal year distributed, e.g. '2025年度' */
  PlaceYear: Type.String(),
  /** Plan text, e.g. '10派276.24元(含税)' */
  ActTotalLotrt: Type.String(),
  /** Ex-right/ex-dividend date 'YYYY-MM-DD'. */
  ExRightDate: Type.String(),
});

export type DividendPage = Static<typeof DividendPage>;
export const DividendPage = Type.Object({
  datas: Type.Array(DividendItem),
  total: Type.Number(),
});

export type HkBaseInfo = Static<typeof HkBaseInfo>;
export const HkBaseInfo = Type.Object({
  company_name_zh: Type.String(),
  company_name: Type.String(),
  listing_date: Type.String(),
  chairman: Type.String(),
  /** Chief executive. */
  chi_director: Type.String(),
  industry: Type.String(),
  company_summary: Type.String(),
});

export type HkHolder = Static<typeof HkHolder>;
export const HkHolder = Type.Object({
  holder_name: Type.String(),
  /** Shares held. */
  shares: Type.Number(),
  /** Percent of issued shares, 3 decimals. */
  os_pct: Type.Number(),
  /** Shares bought (+) or sold (−) since the previous filing; 0 = 未变. */
  change: Type.Number(),
  report_date: Type.String(),
});

export type HkDividend = Static<typeof HkDividend>;
export const HkDividend = Type.Object({
  ExDateTime: Type.String(),
  PayDateTime: Type.String(),
  /** Cash per share, HKD. */
  Amount: Type.Number(),
  /** '末期' or '中期' */
  Type: Type.String(),
});

export type HkSplit = Static<typeof HkSplit>;
export const HkSplit = Type.Object({
  ExDateTime: Type.String(),
  /** e.g. '1拆5' */
  Ratio: Type.String(),
});

export type HkBuyBack = Static<typeof HkBuyBack>;
export const HkBuyBack = Type.Object({
  buy_date: Type.String(),
  buy_num: Type.Number(),
  high_price: Type.Number(),
  low_price: Type.Number(),
  /** HKD */
  amount: Type.Number(),
});

export type HkInfo = Static<typeof HkInfo>;
export const HkInfo = Type.Object({
  base_info: HkBaseInfo,
  stock_holder: Type.Array(HkHolder),
  historical_dividends: Type.Array(HkDividend),
  stock_splits: Type.Array(HkSplit),
  buy_back: Type.Array(HkBuyBack),
});

export type UsHolder = Static<typeof UsHolder>;
export const UsHolder = Type.Object({
  holder_name: Type.String(),
  /** Insider title (insiders only). */
  title: Type.Optional(Type.String()),
  /** Percent of shares outstanding, 3 decimals. */
  os_pct: Type.Number(),
  /** Market value of the position at the last price, USD. */
  position_value: Type.Number(),
  /** Shares bought (+) or sold (−) in the last filing; 0 = 未变. */
  position_change: Type.Number(),
  report_date: Type.String(),
});

export type UsEarnings = Static<typeof UsEarnings>;
export const UsEarnings = Type.Object({
  /** e.g. '2026Q3' */
  period: Type.String(),
  eps_estimate: Type.Number(),
  eps_actual: Type.Number(),
  /** USD */
  revenue: Type.Number(),
  net_income: Type.Number(),
});

export type UsRevenueSlice = Static<typeof UsRevenueSlice>;
export const UsRevenueSlice = Type.Object({
  name: Type.String(),
  /** USD, last full year */
  value: Type.Number(),
});

export type UsHolderAnalysis = Static<typeof UsHolderAnalysis>;
export const UsHolderAnalysis = Type.Object({
  /** Percent of shares held by institutions, insiders and the public. */
  institution_pct: Type.Number(),
  insider_pct: Type.Number(),
  retail_pct: Type.Number(),
  institution_count: Type.Number(),
});

export type UsRecommendationMonth = Static<typeof UsRecommendationMonth>;
export const UsRecommendationMonth = Type.Object({
  /** 'YYYY-MM' */
  month: Type.String(),
  strong_buy: Type.Number(),
  buy: Type.Number(),
  hold: Type.Number(),
  sell: Type.Number(),
  strong_sell: Type.Number(),
});

export type UsAnalyst = Static<typeof UsAnalyst>;
export const UsAnalyst = Type.Object({
  /** Consensus rating score 1 (strong buy) … 5 (strong sell). */
  sina_cj_grade: Type.Number(),
  /** Mean target price, USD. */
  target_price: Type.Number(),
  target_high: Type.Number(),
  target_low: Type.Number(),
  /** Previous close the targets compare with. */
  pre_close: Type.Number(),
  analyst_count: Type.Number(),
  recommendations: Type.Array(UsRecommendationMonth),
  /** Analysis text (partly shown by the app). */
  analysis: Type.String(),
});

export type UsInfo = Static<typeof UsInfo>;
export const UsInfo = Type.Object({
  base_info: Type.Object({
    company_name_zh: Type.String(),
    company_name: Type.String(),
    listing_date: Type.String(),
    chairman: Type.String(),
    industry: Type.String(),
    company_summary: Type.String(),
  }),
  /** Top institutional holders. */
  sina_cj_data: Type.Array(UsHolder),
  /** Top insider holders. */
  sina_gg_data: Type.Array(UsHolder),
  earnings: Type.Array(UsEarnings),
  revenue_by_product: Type.Array(UsRevenueSlice),
  revenue_by_area: Type.Array(UsRevenueSlice),
  holder_analysis: UsHolderAnalysis,
  analyst: UsAnalyst,
});
