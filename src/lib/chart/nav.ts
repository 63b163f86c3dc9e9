/**
 * ETF net value history (净值) as the chart draws it. Defined here, below both the quote service
 * that builds it and the chart that draws it, so neither imports the other.
 */
export interface NavData {
  /** The trading day of each value, as the ETF history call gives it. */
  dates: string[];
  values: number[];
}
