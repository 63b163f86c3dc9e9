/**
 * The mark on a price that is not live (issue 21 item 6): the device's last known quote, shown at
 * once on a cold start until the quote channel's first quote replaces it. The price is drawn grey
 * (never in rise/fall colours) under its own test id, and the mark says when it was live.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** '非实时 11-24 15:00' for a quote live at that (device-local) time. */
export function notLiveLabel(cachedAt: number): string {
  const d = new Date(cachedAt);
  return `非实时 ${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The price's test id: only a live price is `panel-price` (tests and benchmarks wait for it). */
export const priceTestId = (cachedAt: number | null | undefined): string =>
  cachedAt == null ? 'panel-price' : 'panel-price-cached';
