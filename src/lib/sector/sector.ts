/**
 * Sector page rules (§2 (screens and routes) "Sector pages", §5 (validation rules), §9 (business constants and limits)): where a constituent row and a leading stock go, the
 * ranking's tabs, the capital-flow chart data (size groups, last five days as MM-DD). Prices and rates
 * arrive in the contract's units (thousandths, hundredths of a percent): they are converted here and
 * in lib/format/sector.ts only.
 */
import type { CapitalFlow, FlowDay, SectorType } from '../../../contract/plate';

/** §2 (screens and routes) /bkRank.html?tab=0|1|2: 行业, 概念, 地域. */
export const RANK_TABS: ReadonlyArray<{ type: SectorType; label: string }> = [
  { type: 'HY', label: '行业' },
  { type: 'GN', label: '概念' },
  { type: 'DY', label: '地域' },
];

/** The tab index of a ?tab= value; anything else is the first tab. */
export function rankTabOf(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 && n < RANK_TABS.length ? n : 0;
}

/** The ranking's address for a tab, keeping the other query parameters (type=dark). */
export function rankTabSearch(search: URLSearchParams, tab: number): string {
  const next = new URLSearchParams(search);
  next.set('tab', String(tab));
  return `?${next.toString()}`;
}

/** Stock-home markets of the exchange codes §2 (screens and routes)'s rule does not name (docs/sector-pages.md). */
const OTHER_EXCHANGES: ReadonlyArray<[string, string]> = [
  ['XBSE', 'bj'],
  ['XHKG', 'HKSE'],
  ['XNAS', 'NASDAQ'],
  ['XNYS', 'NYSE'],
  ['XASE', 'AMEX'],
];

/**
 * §2 (screens and routes): a constituent row goes to /sh/{code}.html when its market code contains XSHG, else /sz/…;
 * Beijing (XBSE), Hong Kong (XHKG) and US (XNAS, XNYS, XASE) members go to their own stock homes.
 */
export function constituentHref(hqTypeCode: string, code: string): string {
  const m = hqTypeCode.toUpperCase();
  const market = m.includes('XSHG') ? 'sh' : (OTHER_EXCHANGES.find(([mic]) => m.includes(mic))?.[1] ?? 'sz');
  return `/${market}/${code}.html`;
}

/** A leading stock's home: its market in the app's spelling (sh, sz, bj). */
export function stockHref(market: string, code: string): string {
  return `/${market.toLowerCase()}/${code}.html`;
}

export function plateHref(typeCode: string, prodCode: string): string {
  return `/plate/${typeCode}/${prodCode}.html`;
}

export function constituentListHref(block: string, code: string): string {
  return `/plateConstituentStock/${block}/${code}.html`;
}

/** Sign of a change rate in hundredths for the rise/fall colour (null when missing). */
export function rateTrendValue(hundredths: unknown): number | null {
  return typeof hundredths === 'number' && Number.isFinite(hundredths) ? hundredths : null;
}

/** Size groups in the order the charts show them, with their §3 (entities and their fields) field names. */
export const FLOW_GROUP_LABELS = [
  { field: 'SuperGrp', label: '超大单' },
  { field: 'LargeGrp', label: '大单' },
  { field: 'MediumGrp', label: '中单' },
  { field: 'LittleGrp', label: '小单' },
] as const;

export interface FlowBar {
  label: string;
  value: number;
}

/** Today's net flow per size group (the bar chart). */
export function groupNetBars(flow: CapitalFlow): FlowBar[] {
  return FLOW_GROUP_LABELS.map(({ field, label }) => ({ label, value: flow[field].TurnoverInSubOut }));
}

export interface FlowSlice {
  label: string;
  value: number;
  inflow: boolean;
}

/** Today's pie: each group's inflow and outflow as slices (inflows red, outflows green). */
export function flowSlices(flow: CapitalFlow): FlowSlice[] {
  return [
    ...FLOW_GROUP_LABELS.map(({ field, label }) => ({
      label: `${label}流入`,
      value: flow[field].TurnoverIn,
      inflow: true,
    })),
    ...FLOW_GROUP_LABELS.map(({ field, label }) => ({
      label: `${label}流出`,
      value: flow[field].TurnoverOut,
      inflow: false,
    })),
  ];
}

/** §9 (business constants and limits) "five-day flow shows last 5 days with last 4 digits as MM-DD". */
export function fiveDayBars(days: readonly FlowDay[]): FlowBar[] {
  return days.slice(-5).map((d) => {
    const s = String(d.Tradingday).slice(-4);
    return { label: `${s.slice(0, 2)}-${s.slice(2)}`, value: d.Flowinout };
  });
}
