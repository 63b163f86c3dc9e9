/** The market of a margin URL (§2 (screens and routes) query market): both, sh or sz; anything else reads as both. */
import { MARGIN_LIST_SIZE, MARGIN_MARKETS, type MarginMarketParam } from '../../../contract/margin';

export function parseMarginMarket(text: string | null | undefined): MarginMarketParam {
  return (MARGIN_MARKETS as readonly string[]).includes(text ?? '') ? (text as MarginMarketParam) : 'both';
}

/** A date query value 'YYYY-MM-DD', or undefined (the latest published day). */
export function parseMarginDate(text: string | null | undefined): string | undefined {
  return text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined;
}

export const MARKET_TABS: ReadonlyArray<{ key: MarginMarketParam; label: string }> = [
  { key: 'both', label: '两市' },
  { key: 'sh', label: '沪市' },
  { key: 'sz', label: '深市' },
];

export const marketLabel = (m: MarginMarketParam) => MARKET_TABS.find((t) => t.key === m)?.label ?? '两市';

/** The line under the market list's header: the market, the day when one was asked for, the 100. */
export const listSubtitle = (market: MarginMarketParam, date: string | undefined): string =>
  `${marketLabel(market)}${date ? ` · ${date}` : ''} · 按融资余额前${MARGIN_LIST_SIZE}`;
