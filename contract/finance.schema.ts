/**
 * Reply shapes of the finance calls (§7 (the calls it makes)), as JSON Schema: the server serialises its replies through them
 * and documents them (OpenAPI); the app uses their types through ./finance.ts (types only).
 */
import { Type, type Static } from '@sinclair/typebox';
import { OneOf } from './envelope.schema';

/** CN period types: 1 first quarter, 2 half-year, 3 third quarter, 4 annual. */
export type CnDateType = Static<typeof CnDateType>;
export const CnDateType = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)]);

/** The four statements: main indicators, income (profit), balance sheet (assets), cash flow. */
export type CnReportType = Static<typeof CnReportType>;
export const CnReportType = Type.Union([
  Type.Literal('quota'),
  Type.Literal('profit'),
  Type.Literal('assets'),
  Type.Literal('cash'),
]);

/**
 * How a value is shown: amount (yuan; the app shows millions), percent (already ×100),
 * per_share (yuan per share), ratio (plain number).
 */
export type ItemDisplay = Static<typeof ItemDisplay>;
export const ItemDisplay = Type.Union([
  Type.Literal('amount'),
  Type.Literal('percent'),
  Type.Literal('per_share'),
  Type.Literal('ratio'),
]);

export type ReportDate = Static<typeof ReportDate>;
export const ReportDate = Type.Object({
  date_type: CnDateType,
  /** Period end 'YYYY-MM-DD' — the key of report_list. */
  date_value: Type.String(),
  /** e.g. '2026三季报' */
  date_description: Type.String(),
});

export type FinanceItem = Static<typeof FinanceItem>;
export const FinanceItem = Type.Object({
  report_type: CnReportType,
  date_description: Type.String(),
  date_value: Type.String(),
  item_display: ItemDisplay,
  item_title: Type.String(),
  /** null when the company does not report the item. */
  item_value: Type.Union([Type.Number(), Type.Null()]),
  item_precision: Type.Number(),
  /** Year-on-year change in percent; null without a comparable period. */
  item_tongbi: Type.Union([Type.Number(), Type.Null()]),
  /** Announcement date 'YYYY-MM-DD'. */
  publish_date: Type.String(),
});

export type HsFinance = Static<typeof HsFinance>;
export const HsFinance = Type.Object({
  /** Newest first. */
  report_date: Type.Array(ReportDate),
  report_list: Type.Record(Type.String(), Type.Array(FinanceItem)),
});

export type FinanceFType = Static<typeof FinanceFType>;
export const FINANCE_F_TYPES = ['income', 'debt', 'cash_stream', 'quote'] as const;
export const FinanceFType = OneOf(FINANCE_F_TYPES);

/** HK and US period filter: all, interim (HK half-year / US quarterly), annual. */
export type FinancePeriodType = Static<typeof FinancePeriodType>;
export const FINANCE_PERIOD_TYPES = ['all', 'interim', 'annual'] as const;
export const FinancePeriodType = OneOf(FINANCE_PERIOD_TYPES);

/** A metric of a row set (see HK_FINANCE_ROWS / US_FINANCE_ROWS in ./finance.ts); amounts in millions. */
const MetricValue = Type.Union([Type.String(), Type.Number(), Type.Null()]);
export const StockFinanceRow = Type.Object(
  {
    /** 'YYYY-MM-DD' */
    fiscalperiodenddate: Type.String(),
    /** 'annual' or 'interim' */
    period_type: Type.Union([Type.Literal('annual'), Type.Literal('interim')]),
    /** e.g. 2026中期, 2026Q3, 2025年报 */
    period_label: Type.String(),
    publish_date: Type.String(),
  },
  { additionalProperties: MetricValue },
);
/** The fixed fields, then one field per metric of the row set (the schema's additionalProperties). */
export type StockFinanceRow = Static<typeof StockFinanceRow> & {
  [field: string]: Static<typeof MetricValue>;
};

/** Static of the schema, with rows typed to include their metric fields. */
export type StockFinance = Omit<Static<typeof StockFinance>, 'list'> & { list: StockFinanceRow[] };
export const StockFinance = Type.Object({
  stock: Type.Object({
    name: Type.String(),
    currency: Type.String(),
  }),
  /** Newest first, unique by fiscalperiodenddate. */
  list: Type.Array(StockFinanceRow),
});

/** unit: 'million' (currency millions), 'percent', 'per_share' (currency per share). */
export type FinanceRowDef = Static<typeof FinanceRowDef>;
export const FinanceRowDef = Type.Object({
  field: Type.String(),
  label: Type.String(),
  unit: Type.Union([Type.Literal('million'), Type.Literal('percent'), Type.Literal('per_share')]),
});
