/**
 * Which numbers the price panel shows for which instrument (§2 (screens and routes) "Price panel"), already formatted by
 * the src/lib rules. Pure: the panel component only lays the cells out.
 */
import { trendAgainst, type Trend } from '../../lib/colors';
import { DASH, fixed, formatNumber, toNumber } from '../../lib/format/number';
import {
  averagePricePrecision,
  formatPEFor,
  formatPrice,
  formatVolumeLots,
  limitPricePrecision,
  peLabel,
  pricePrecision,
} from '../../lib/format/price';
import { lotSizeOf, type Region } from '../../lib/market';
import type { Dyna, Statistics } from '../../../contract/quote-protocol';
import type { ExtendedQuote } from '../../lib/extended-hours';

export type PanelKind = 'stock' | 'etf' | 'index';

/** §3 (entities and their fields) limit-up gene (涨停基因). */
export interface LimitUpGene {
  TopStopRate?: number | null;
  TopYearNum?: number | null;
  TopStopOpRate?: number | null;
  TopStopClDate?: string | null;
  TopStopClRate?: number | null;
}

/** §3 (entities and their fields) stock detail (HK, US): trailing dividend, EPS, net profit and share count. */
export interface StockDetail {
  ttmdivshr?: number | null;
  ttmepsxclx?: number | null;
  NetProfTTM?: number | null;
  TotalShare?: number | null;
}

export interface PanelInput {
  market: string;
  code: string;
  region: Region;
  kind: PanelKind;
  dyna: Partial<Dyna> | null;
  statistic: Partial<Statistics> | null;
  /** Lot size from the static data (TradingUnit), else the market's (§9 (business constants and limits)). */
  lotSize?: number | null;
  gene?: LimitUpGene | null;
  detail?: StockDetail | null;
  /** The quote is the device's last known one, live at this epoch ms (issue 21); null/absent: live. */
  cachedAt?: number | null;
  /** US pre-market / after-hours price while one is on (lib/extended-hours.ts); null/absent: none. */
  extended?: ExtendedQuote | null;
  /** For the spoken sentence (spoken.ts): the instrument's name and its trading status text. */
  name?: string;
  statusText?: string | null;
}

export interface PanelCell {
  key: string;
  label: string;
  value: string;
  /** Colour against the previous close (prices), or by sign. Undefined = plain text. */
  trend?: Trend;
}

export interface PanelSection {
  title?: string;
  /** Cells per row: 3 by default; 2 for sections with long labels (涨停基因). */
  columns?: 2 | 3;
  cells: PanelCell[];
}

/** Lots: whole numbers below 10,000, shortened (万, 亿) above. */
function wholeLots(n: number): string {
  return Math.abs(n) < 1e4 ? String(Math.round(n)) : formatNumber(n);
}

/** A ratio (0.0123) as '1.23%'; '--' when missing. */
export function ratioPercent(v: unknown, decimals = 2): string {
  const n = toNumber(v);
  return n === null ? DASH : `${fixed(n * 100, decimals)}%`;
}

/** A value already in percent (12.3) as '12.30%'. */
const percentValue = (v: unknown): string => {
  const n = toNumber(v);
  return n === null ? DASH : `${fixed(n, 2)}%`;
};

const plain = (v: unknown, decimals = 2): string => {
  const n = toNumber(v);
  return n === null ? DASH : fixed(n, decimals);
};

/** Shares or amounts shortened per §9 (万, 亿 …); '--' when missing. */
const short = (v: unknown, unit = ''): string => {
  const s = formatNumber(v);
  return s === DASH ? DASH : `${s}${unit}`;
};

function ctx(input: PanelInput) {
  const d = input.dyna ?? {};
  const st = input.statistic ?? {};
  const lot = input.lotSize && input.lotSize > 0 ? input.lotSize : lotSizeOf(input.market);
  const pre = st.PreClosePrice;
  const price = (v: unknown): PanelCell['value'] => formatPrice(v, input.market, input.code);
  // A missing price or one of 0 is "none yet" (今开, 最高, 最低 before the first trade of the day): '--', not a
  // green 0.00 read against the previous close.
  const priced = (key: string, label: string, v: unknown): PanelCell => {
    const n = toNumber(v);
    if (n === null || n <= 0) return { key, label, value: DASH, trend: undefined };
    return { key, label, value: price(v), trend: trendAgainst(v, pre) };
  };
  return { d, st, lot, pre, price, priced };
}

/** Nothing traded today: the volume is 0 or missing (the §9 (business constants and limits) formatter would write 0.00). */
const noTradeYet = (d: Partial<Dyna>) => !(toNumber(d.Volume) ?? 0);

/** Volume unit: CN in lots (手), HK and USA in shares (股), both per the §5 (validation rules) lot rule. */
function volumeCell(input: PanelInput, d: Partial<Dyna>, lot: number): PanelCell {
  const unit = input.region === 'CN' ? '手' : '股';
  const lots = input.region === 'CN' ? lot : 1;
  // No trade yet today (before the open, or suspended): '--', like 今开/最高/最低, not "0.00股".
  if (noTradeYet(d)) return { key: 'volume', label: '成交量', value: DASH, trend: undefined };
  const v = formatVolumeLots(d.Volume, input.market, lots);
  return { key: 'volume', label: '成交量', value: v === DASH ? DASH : `${v}${unit}`, trend: undefined };
}

/** The always-visible rows (rows 1–3 of §2 (screens and routes), or the ETF / index rows). */
export function collapsedSections(input: PanelInput): PanelCell[][] {
  const { d, st, lot, priced, pre } = ctx(input);
  const open = st.OpenPrice ?? d.OpenPrice;
  const row1: PanelCell[] = [
    priced('open', '今开', open),
    priced('high', '最高', d.HighestPrice),
    volumeCell(input, d, lot),
  ];
  const row2: PanelCell[] = [
    { key: 'preClose', label: '昨收', value: formatPrice(pre, input.market, input.code) },
    priced('low', '最低', d.LowestPrice),
    { key: 'amount', label: '成交额', value: noTradeYet(d) ? DASH : short(d.Amount) },
  ];
  const amplitude: PanelCell = { key: 'amplitude', label: '振幅', value: ratioPercent(d.SA) };
  const turnover: PanelCell = { key: 'turnover', label: '换手率', value: ratioPercent(d.TurnoverRate) };
  if (input.kind === 'index') {
    const rows: PanelCell[][] = [row1, row2];
    if (input.region === 'CN') {
      rows.push([
        { key: 'advancers', label: '上涨', value: plain(d.Z, 0), trend: 'rise' },
        { key: 'unchanged', label: '平盘', value: plain(d.P, 0) },
        { key: 'decliners', label: '下跌', value: plain(d.D, 0), trend: 'fall' },
      ]);
    }
    rows.push([amplitude]);
    return rows;
  }
  if (input.kind === 'etf') return [row1, row2, [amplitude, turnover]];
  const pe: PanelCell = {
    key: 'pe',
    label: peLabel(input.region),
    value: formatPEFor(input.region, {
      peRatio: d.PERatio,
      netProfit: input.detail?.NetProfTTM,
      totalShares: input.detail?.TotalShare,
      lastPrice: d.LastPrice,
    }),
  };
  const third: PanelCell =
    input.region === 'USA'
      ? { key: 'totalShares', label: '总股本', value: short(d.TotStock ?? input.detail?.TotalShare, '股') }
      : { key: 'marketCap', label: '总市值', value: short(d.TotVal) };
  return [row1, row2, [turnover, pe, third]];
}

/** Whether the panel has an expanded part at all (indices do not). */
export function canExpand(input: PanelInput): boolean {
  return input.kind !== 'index';
}

/** The rows shown when the panel is expanded (§2 (screens and routes) "Expanded CN / HK / USA / ETF"). */
export function expandedSections(input: PanelInput): PanelSection[] {
  const { d, st, lot, priced } = ctx(input);
  const traded = !noTradeYet(d);
  const avg = traded ? plain(d.AveragePrice, averagePricePrecision(input.market, input.code)) : DASH;
  const limitDecimals = limitPricePrecision(input.market, input.code);
  const limitUp: PanelCell = {
    key: 'limitUp',
    label: '涨停',
    value: plain(st.UpperLimitPrice ?? d.LimitUp, limitDecimals),
    trend: 'rise',
  };
  const limitDown: PanelCell = {
    key: 'limitDown',
    label: '跌停',
    value: plain(st.LowerLimitPrice ?? d.LimitDown, limitDecimals),
    trend: 'fall',
  };
  if (input.kind === 'index') return [];
  if (input.kind === 'etf') return [{ cells: [limitUp, limitDown] }];

  const amplitude: PanelCell = { key: 'amplitude', label: '振幅', value: ratioPercent(d.SA) };
  const average: PanelCell = { key: 'avgPrice', label: '均价', value: avg };
  if (input.region === 'CN') {
    const committee = toNumber(d.Committee);
    const diff = toNumber(d.CommitteeDiff);
    const lots = (v: unknown) => {
      if (!traded) return DASH;
      const s = formatVolumeLots(v, input.market, lot);
      return s === DASH ? DASH : `${s}手`;
    };
    const sections: PanelSection[] = [
      {
        cells: [
          amplitude,
          average,
          { key: 'circCap', label: '流通市值', value: short(d.CirVal) },
          limitUp,
          limitDown,
          {
            key: 'committee',
            label: '委比',
            value: ratioPercent(d.Committee),
            trend: committee === null ? undefined : committee > 0 ? 'rise' : committee < 0 ? 'fall' : 'flat',
          },
          {
            key: 'committeeDiff',
            label: '委差',
            value: diff === null ? DASH : wholeLots(diff / lot),
            trend: diff === null ? undefined : diff > 0 ? 'rise' : diff < 0 ? 'fall' : 'flat',
          },
          // This project reads NP as outer (外盘) and WP as inner (内盘); see contract/quote-protocol.ts.
          { key: 'outer', label: '外盘', value: lots(d.NP), trend: 'rise' },
          { key: 'inner', label: '内盘', value: lots(d.WP), trend: 'fall' },
        ],
      },
    ];
    const g = input.gene;
    sections.push({
      title: '涨停基因',
      columns: 2,
      cells: [
        { key: 'sealRate', label: '封板成功率', value: percentValue(g?.TopStopRate) },
        {
          key: 'yearCount',
          label: '近一年涨停',
          value: toNumber(g?.TopYearNum) === null ? DASH : `${plain(g?.TopYearNum, 0)}次`,
        },
        { key: 'nextOpen', label: '次日开盘上涨率', value: percentValue(g?.TopStopOpRate) },
        { key: 'nextClose', label: '次日收盘上涨率', value: percentValue(g?.TopStopClRate) },
        { key: 'lastDate', label: '最近涨停', value: g?.TopStopClDate ? String(g.TopStopClDate) : DASH },
      ],
    });
    return sections;
  }

  const det = input.detail ?? {};
  const last = toNumber(d.LastPrice);
  const div = toNumber(det.ttmdivshr);
  const divYield = div !== null && last ? `${fixed((div / last) * 100, 2)}%` : DASH;
  const perLot = last !== null ? formatNumber(last * lot) : DASH;
  const eps: PanelCell = { key: 'eps', label: '每股收益', value: plain(det.ttmepsxclx, 3) };
  const dividend: PanelCell = { key: 'dividend', label: '股息', value: plain(det.ttmdivshr, 3) };
  const lotCell: PanelCell = { key: 'lotSize', label: '每手股数', value: String(lot) };
  const perLotCell: PanelCell = { key: 'perLot', label: '每手金额', value: perLot };
  const yieldCell: PanelCell = { key: 'divYield', label: '股息率', value: divYield };
  if (input.region === 'HK') {
    return [
      {
        cells: [
          amplitude,
          average,
          { key: 'totalShares', label: '总股本', value: short(d.TotStock ?? det.TotalShare, '股') },
          lotCell,
          dividend,
          priced('wk52High', '52周最高', d.Wk52High),
          priced('wk52Low', '52周最低', d.Wk52Low),
          eps,
          yieldCell,
          perLotCell,
        ],
      },
    ];
  }
  return [{ cells: [amplitude, average, eps, dividend, lotCell, perLotCell, yieldCell] }];
}

/** Headline numbers: last price, change and percent change against the previous close. */
export function headline(
  input: Pick<PanelInput, 'dyna' | 'statistic' | 'market' | 'code'> & Partial<PanelInput>,
): {
  price: string;
  change: string;
  percent: string;
  trend: Trend;
} {
  const d = input.dyna ?? {};
  const pre = toNumber(input.statistic?.PreClosePrice);
  const last = toNumber(d.LastPrice);
  const decimals = pricePrecision(input.market, input.code);
  if (last === null || last === 0) return { price: DASH, change: DASH, percent: DASH, trend: 'flat' };
  const change = pre !== null ? last - pre : toNumber(d.Updown);
  const pct = pre ? ((last - pre) / pre) * 100 : null;
  const sign = (n: number) => (n > 0 ? '+' : '');
  return {
    price: fixed(last, decimals),
    change: change === null ? DASH : `${sign(change)}${fixed(change, decimals)}`,
    percent: pct === null ? DASH : `${sign(pct)}${fixed(pct, 2)}%`,
    trend: trendAgainst(last, pre),
  };
}

/**
 * The extended-hours line under the headline (issue 21): 盘前/盘后, the price, its change and rate
 * against its reference, coloured by the change. Null when there is none.
 */
export function extendedLine(
  input: PanelInput,
): { label: string; price: string; change: string; percent: string; trend: Trend } | null {
  const x = input.extended;
  if (!x) return null;
  const decimals = pricePrecision(input.market, input.code);
  const sign = (n: number) => (n > 0 ? '+' : '');
  const change = Math.abs(x.change) < 0.5 * 10 ** -decimals ? 0 : x.change;
  const pct = x.rate * 100;
  return {
    label: x.label,
    price: fixed(x.price, decimals),
    change: `${sign(change)}${fixed(change, decimals)}`,
    percent: `${sign(pct)}${fixed(Math.abs(pct) < 0.005 ? 0 : pct, 2)}%`,
    trend: trendAgainst(x.price, x.price - x.change),
  };
}
