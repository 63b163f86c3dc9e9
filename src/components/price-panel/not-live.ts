/**
 * The mark on a price that is not live (issue 21 item 6): the device's last known quote, shown at
 * once on a cold start until the quote channel's first quote replaces it. The price is drawn grey
 * (never in rise/fall colours) under its own test id, the rest of the quote greyed out, and the
 * mark says 非实时. The quote's own time is in the header (the market's clock, not the device's).
 */
export const NOT_LIVE_LABEL = '非实时';

/** CSS class that greys out quote numbers that are not live (rows, order book). */
export const NOT_LIVE_CLASS = 'quote-not-live';

/** The price's test id: only a live price is `panel-price` (tests and benchmarks wait for it). */
export const priceTestId = (cachedAt: number | null | undefined): string =>
  cachedAt == null ? 'panel-price' : 'panel-price-cached';
