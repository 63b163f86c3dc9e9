/**
 * Reply shapes of the margin calls (§3 (entities and their fields) "Margin", §7 (the calls it makes)), as JSON Schema: the server serialises its
 * replies through them and documents them (OpenAPI); the app uses their types through ./margin.ts
 * (types only). Amounts in yuan, volumes in shares, rates in percent (2 decimals), dates 'YYYY-MM-DD'.
 */
import { Type, type Static } from '@sinclair/typebox';

const Day = Type.String({ description: 'YYYY-MM-DD' });
const Yuan = (description: string) => Type.Number({ description: `${description} (yuan)` });
const Shares = (description: string) => Type.Integer({ description: `${description} (shares)` });
const Percent = (description: string) => Type.Number({ description: `${description} (percent, 2 decimals)` });

export const MarginMarketParamSchema = Type.Union([
  Type.Literal('both'),
  Type.Literal('sh'),
  Type.Literal('sz'),
]);

export type MarginBalancePoint = Static<typeof MarginBalancePoint>;
export const MarginBalancePoint = Type.Object({
  TradingDay: Day,
  FinanceValue: Yuan('融资余额'),
  SecurityValue: Yuan('融券余额'),
});

export type MarginRatioPoint = Static<typeof MarginRatioPoint>;
export const MarginRatioPoint = Type.Object({ TradingDay: Day, Ratio: Percent('融资余额占流通市值比') });

export type MarginDiffPoint = Static<typeof MarginDiffPoint>;
export const MarginDiffPoint = Type.Object({
  TradingDay: Day,
  FinanceSecuDiff: Yuan('融资融券差额: financing − securities balance'),
});

export type MarginTotals = Static<typeof MarginTotals>;
export const MarginTotals = Type.Object({
  Market: MarginMarketParamSchema,
  TradingDay: Day,
  FinanceValue: Yuan('融资余额'),
  FinanceValueDiff: Yuan('change from the previous trading day'),
  SecurityValue: Yuan('融券余额'),
  SecurityValueDiff: Yuan('change from the previous trading day'),
  FiSecuValue: Yuan('融资融券余额 = FinanceValue + SecurityValue'),
  FinaInTVRatio: Percent("financing balance over the targets' tradable market value"),
});

export type MarginTopFiveRow = Static<typeof MarginTopFiveRow>;
export const MarginTopFiveRow = Type.Object({
  Market: Type.Union([Type.Literal('sh'), Type.Literal('sz')]),
  SecuCode: Type.String(),
  SecuAbbr: Type.String(),
  InnerCode: Type.Integer(),
  FinaInTotal: Yuan('融资净买入额'),
  ClosePrice: Type.Number(),
  ClosePricediv: Percent('change rate'),
  ClosePricedivstr: Type.String({ description: "the change rate signed with a percent sign: '+1.23%'" }),
});

const FigureFields = {
  ClosePrice: Type.Number(),
  UpDownRatio: Percent('change rate'),
  FinanceBuyValue: Yuan('融资买入额'),
  FinanceRefundValue: Yuan('融资偿还额'),
  FinancePureValue: Yuan('融资净买入 = buy − repay'),
  FinanceValue: Yuan('融资余额'),
  FinaInTotalRatio: Percent('融资余额占流通市值比'),
  SecuritySellVolume: Shares('融券卖出量'),
  SecurityRefundVolume: Shares('融券偿还量'),
  SecurityPureValue: Shares('融券净卖出 = sell − repay'),
  SecurityVolume: Shares('融券余量'),
  SecurityValue: Yuan('融券余额 = 融券余量 × close, to the cent'),
  FinanceSecurityValue: Yuan('融资融券余额 = FinanceValue + SecurityValue'),
  FinanceSecurityDiffValue: Yuan('融资融券差额 = FinanceValue − SecurityValue'),
};

const StockIdFields = {
  SecuAbbr: Type.String(),
  SecuCode: Type.String(),
  InnerCode: Type.Integer({ description: 'stable per instrument: Shanghai 1xxxxxx, Shenzhen 2xxxxxx' }),
  SecuMarket: Type.Union([Type.Literal(83), Type.Literal(90)], { description: '83 Shanghai, 90 Shenzhen' }),
};

export type MarginFigures = Static<typeof MarginFigures>;
export const MarginFigures = Type.Object(FigureFields);

export type MarginDetailRow = Static<typeof MarginDetailRow>;
export const MarginDetailRow = Type.Object({ ...StockIdFields, ...FigureFields });

export type MarginHistoryRow = Static<typeof MarginHistoryRow>;
export const MarginHistoryRow = Type.Object({ TradingDay: Day, ...FigureFields });

export type MarginStockSummary = Static<typeof MarginStockSummary>;
export const MarginStockSummary = Type.Object({ ...StockIdFields, TradingDay: Day, ...FigureFields });

/** The stock chart's series (§3 (entities and their fields) "Chart series: FinanceValue, SecurityValue, Tradingday"). */
export type MarginStockPoint = Static<typeof MarginStockPoint>;
export const MarginStockPoint = Type.Object({
  Tradingday: Day,
  FinanceValue: Yuan('融资余额'),
  SecurityValue: Yuan('融券余额'),
});
