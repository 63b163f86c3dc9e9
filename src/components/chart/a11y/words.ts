/**
 * The main chart in words (issue 37 item 2, docs/accessibility.md "Charts in words"): a summary of
 * what the chart shows, one sentence per bar for the screen reader's crosshair (the slider), and the
 * rows of the data-table view. Plain functions of the chart store's data, so every sentence is
 * table-tested; the indicator values are read through the legends (legend.ts over indicatorsOf),
 * the same text the chart prints above the indicator.
 */
import { fixed, formatNumber } from '../../../lib/format/number';
import { mainLegend, subLegend, type LegendRow } from '../legend';
import { indicatorTemplate } from '../indicators/registry';
import { indicatorsOf } from '../kline-indicators';
import type { KlineState } from '../kline-data';
import type { ChartPalette } from '../palette';
import type { ChartData } from '../views';
import { isKlineView, PERIOD_LABELS, type MinuteSeries, type PeriodKey } from '../types';

/** How the instrument's numbers are said. */
export interface WordsContext {
  /** 元, 港元, 美元, 点 (indices): the price panel's units (spoken.ts). */
  unit: string;
  decimals: number;
  /** What volumes are divided by: the lot in CN (said 手), 1 elsewhere (said 股). */
  volumeLot: number;
}

export interface WordsTable {
  caption: string;
  columns: string[];
  /** Newest first. */
  rows: string[][];
}

export interface ChartWords {
  summary: string;
  /** The bars the slider walks over and the table lists, oldest first (indices into the data). */
  indices: number[];
  /** Bar `i` in words (the slider's aria-valuetext). */
  valueText: (i: number) => string;
  /** The data-table view of `indices` (built only when it is opened). */
  table: () => WordsTable;
}

const isNum = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** '2026-11-27' or 20261127 → 2026年11月27日; anything else is said as it is. */
export function dateWords(label: string | number): string {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(String(label));
  return m ? `${m[1]}年${Number(m[2])}月${Number(m[3])}日` : String(label);
}

/** '11-27' (a 5-day axis' day label) → 11月27日. */
function monthDayWords(label: string): string {
  const m = /^(\d{2})-(\d{2})$/.exec(label);
  return m ? `${Number(m[1])}月${Number(m[2])}日` : label;
}

/** Volume in 手 (lot > 1) or 股, shortened like the chart (万, 亿) without trailing zeros: 3.2万手. */
export function volumeWords(v: number | null | undefined, lot: number): string {
  if (!isNum(v)) return '--';
  const n = v / (lot > 0 ? lot : 1);
  const short =
    Math.abs(n) < 1e4
      ? String(Math.round(n))
      : formatNumber(n).replace(/\.(\d*?)0+(?!\d)/, (_, d: string) => (d ? `.${d}` : ''));
  return `${short}${lot > 1 ? '手' : '股'}`;
}

/** Volume as the table cell shows it (the caption names the unit). */
function volumeCell(v: number | null | undefined, lot: number): string {
  if (!isNum(v)) return '--';
  const n = v / (lot > 0 ? lot : 1);
  return Math.abs(n) < 1e4 ? String(Math.round(n)) : formatNumber(n);
}

const rate = (v: number, ref: number): number => ((v - ref) / ref) * 100;

/** 上涨0.52% / 下跌0.52% / 平盘 (a rate that rounds to 0.00 is 平盘): colour is never the only signal. */
export function rateWords(v: number | null | undefined, ref: number | null | undefined): string {
  if (!isNum(v) || !isNum(ref) || ref === 0) return '--';
  const p = fixed(rate(v, ref), 2);
  if (Number(p) === 0) return '平盘';
  return Number(p) > 0 ? `上涨${p}%` : `下跌${p.slice(1)}%`;
}

/** The table's signed rate: +0.52% / -0.52% / 0.00%. */
function rateCell(v: number | null | undefined, ref: number | null | undefined): string {
  if (!isNum(v) || !isNum(ref) || ref === 0) return '--';
  const p = fixed(rate(v, ref), 2);
  return `${Number(p) > 0 ? '+' : ''}${p}%`;
}

/** A change from `from` to `to`: 上涨12.30元，涨幅0.84% / 下跌…，跌幅… / 平盘. */
export function changeWords(from: number, to: number, ctx: Pick<WordsContext, 'unit' | 'decimals'>): string {
  const diff = fixed(to - from, ctx.decimals);
  const pct = from === 0 ? null : fixed(rate(to, from), 2);
  if (Number(diff) === 0 && (pct === null || Number(pct) === 0)) return '平盘';
  const up = to > from;
  const amount = `${up ? '上涨' : '下跌'}${diff.replace(/^-/, '')}${ctx.unit}`;
  return pct === null ? amount : `${amount}，${up ? '涨幅' : '跌幅'}${pct.replace(/^-/, '')}%`;
}

const price = (v: number, ctx: Pick<WordsContext, 'unit' | 'decimals'>) =>
  `${fixed(v, ctx.decimals)}${ctx.unit}`;

/** Index of the highest (`sign` 1) or lowest (−1) finite value of `values` among `indices`; the first wins. */
function extremeAt(values: readonly (number | null)[], indices: readonly number[], sign: 1 | -1): number {
  let best = -1;
  for (const i of indices) {
    const v = values[i];
    if (!isNum(v)) continue;
    if (best < 0 || sign * (v - (values[best] as number)) > 0) best = i;
  }
  return best;
}

/** The legend row of the chosen indicator said as words: MACD：DIF 1.230，DEA 0.980，MACD 0.500. */
export function legendWords(row: LegendRow): string {
  const name = row.title.replace(/\(.*\)$/, '') || '均线';
  return `${name}：${row.items.map((it) => `${it.name} ${it.value}`).join('，')}`;
}

/**
 * The chosen indicator's legend at bar i: one drawn over the candles (BOLL) is read from there, the
 * others from under them.
 */
function indicatorRow(k: KlineState, d: ChartData, i: number, palette: ChartPalette, lot: number): LegendRow {
  const set = indicatorsOf(k);
  if (indicatorTemplate(d.indicator).main) {
    const row = mainLegend(d.indicator, d.showMa, set, i, 2, palette);
    if (row) return row;
  }
  return subLegend(d.indicator, set, k.data, i, palette, lot);
}

// ---------------------------------------------------------------- K-lines

/** The reference a K-line bar's rate is taken against: its previous close (as the crosshair's). */
function klineRef(k: KlineState, i: number): number {
  const d = k.data;
  return d.preClose[i] || (i > 0 ? d.close[i - 1] : d.open[i]);
}

export function klineValueText(k: KlineState, i: number, ctx: WordsContext): string {
  const d = k.data;
  if (!isNum(d.close[i])) return '--';
  const f = (v: number) => fixed(v, ctx.decimals);
  return [
    dateWords(k.labels[i]),
    `开盘${f(d.open[i])}`,
    `最高${f(d.high[i])}`,
    `最低${f(d.low[i])}`,
    `收盘${f(d.close[i])}`,
    rateWords(d.close[i], klineRef(k, i)),
    `成交量${volumeWords(d.volume[i], ctx.volumeLot)}`,
  ].join('，');
}

function klineWords(
  k: KlineState,
  d: ChartData,
  period: PeriodKey,
  window: { startValue: number; endValue: number } | null,
  ctx: WordsContext,
  palette: ChartPalette,
): ChartWords {
  const name = PERIOD_LABELS[period];
  const count = k.data.close.length;
  const start = Math.max(0, Math.min(window?.startValue ?? 0, count - 1));
  const end = Math.max(start, Math.min(window?.endValue ?? count - 1, count - 1));
  const indices = count === 0 ? [] : Array.from({ length: end - start + 1 }, (_, n) => start + n);
  let summary: string;
  if (indices.length === 0) summary = `${name}，暂无数据`;
  else {
    const hi = extremeAt(k.data.high, indices, 1);
    const lo = extremeAt(k.data.low, indices, -1);
    const range =
      start === end
        ? dateWords(k.labels[start])
        : `${dateWords(k.labels[start])}至${dateWords(k.labels[end])}`;
    summary = [
      `${name}，${range}，共${indices.length}根K线`,
      `期间${changeWords(klineRef(k, start), k.data.close[end], ctx)}`,
      `最新收盘${price(k.data.close[end], ctx)}`,
      `最高${price(k.data.high[hi], ctx)}（${dateWords(k.labels[hi])}）`,
      `最低${price(k.data.low[lo], ctx)}（${dateWords(k.labels[lo])}）`,
    ].join('，');
    summary += `；${legendWords(indicatorRow(k, d, end, palette, ctx.volumeLot))}`;
  }
  return {
    summary,
    indices,
    valueText: (i) => klineValueText(k, i, ctx),
    table: () => {
      const f = (v: number) => fixed(v, ctx.decimals);
      const extra = indices.length ? indicatorRow(k, d, end, palette, ctx.volumeLot) : null;
      // The VOL indicator's own VOL column is the 成交量 column already.
      const keep = extra ? extra.items.map((it) => it.name !== 'VOL') : [];
      const extraName = extra?.title.replace(/\(.*\)$/, '') ?? '';
      const columns = ['日期', '开盘', '最高', '最低', '收盘', '涨跌幅', '成交量'];
      if (extra)
        extra.items.forEach((it, n) => {
          if (keep[n]) columns.push(extraName === '成交量' ? `量${it.name}` : it.name);
        });
      const rows = [...indices].reverse().map((i) => {
        const dd = k.data;
        const row = [
          k.labels[i],
          f(dd.open[i]),
          f(dd.high[i]),
          f(dd.low[i]),
          f(dd.close[i]),
          rateCell(dd.close[i], klineRef(k, i)),
          volumeCell(dd.volume[i], ctx.volumeLot),
        ];
        if (extra)
          indicatorRow(k, d, i, palette, ctx.volumeLot).items.forEach((it, n) => {
            if (keep[n]) row.push(it.value);
          });
        return row;
      });
      return { caption: tableCaption(name, indices.length, ctx), columns, rows };
    },
  };
}

function tableCaption(name: string, count: number, ctx: WordsContext): string {
  return `${name}数据，${count}行，最新在前，成交量单位${ctx.volumeLot > 1 ? '手' : '股'}`;
}

// ---------------------------------------------------------------- 分时 and 5日

function slotDay(s: MinuteSeries, i: number): string {
  if (s.days === 1) return '';
  const perDay = s.times.length / s.days;
  return monthDayWords(s.dayLabels[Math.floor(i / perDay)] ?? '');
}

/** The slot as the chart's axis labels it: 10:31, or 11-27 10:31 on 5日. */
function slotLabel(s: MinuteSeries, i: number): string {
  if (s.days === 1) return s.times[i];
  return `${s.dayLabels[Math.floor(i / (s.times.length / s.days))] ?? ''} ${s.times[i]}`;
}

function slotWords(s: MinuteSeries, i: number): string {
  const day = slotDay(s, i);
  return day ? `${day} ${s.times[i]}` : s.times[i];
}

const inExtended = (s: MinuteSeries, i: number): boolean =>
  !!s.extended &&
  ((i >= s.extended.pre[0] && i <= s.extended.pre[1]) ||
    (i >= s.extended.after[0] && i <= s.extended.after[1]));

export function minuteValueText(s: MinuteSeries, i: number, ctx: WordsContext, showAvg: boolean): string {
  const p = s.price[i];
  if (!isNum(p)) return '--';
  const parts = [slotWords(s, i), `价格${fixed(p, ctx.decimals)}`];
  const r = rateWords(p, s.preClose);
  if (r !== '--') parts.push(r);
  if (showAvg && isNum(s.avg[i])) parts.push(`均价${fixed(s.avg[i], ctx.decimals + 1)}`);
  parts.push(`成交量${volumeWords(s.volume[i], ctx.volumeLot)}`);
  return parts.join('，');
}

function minuteWords(
  s: MinuteSeries,
  period: 'min' | 'min5',
  showAvg: boolean,
  ctx: WordsContext,
  lastSlot: number,
): ChartWords {
  const name = PERIOD_LABELS[period];
  const indices: number[] = [];
  for (let i = 0; i <= lastSlot; i++) if (isNum(s.price[i])) indices.push(i);
  // The summary is of the regular session; the US pre- and after-hours slots stay on the slider.
  const session = indices.filter((i) => !inExtended(s, i) && i <= s.last);
  let summary: string;
  if (session.length === 0) summary = `${name}，暂无数据`;
  else {
    const first = session[0];
    const last = session[session.length - 1];
    const days = s.dayKeys.filter((k) => k > 0);
    const range =
      days.length === 0
        ? ''
        : days.length === 1
          ? dateWords(days[0])
          : `${dateWords(days[0])}至${dateWords(days[days.length - 1])}`;
    const open = s.price[first] as number;
    const now = s.price[last] as number;
    const hi = extremeAt(s.price, session, 1);
    const lo = extremeAt(s.price, session, -1);
    // 分时 tells the day's change against the previous close, as the price panel; 5日 the change over its days.
    const change =
      period === 'min'
        ? isNum(s.preClose) && s.preClose !== 0
          ? `较昨收${changeWords(s.preClose, now, ctx)}`
          : null
        : `期间${changeWords(open, now, ctx)}`;
    let volume = 0;
    for (const i of session) volume += isNum(s.volume[i]) ? s.volume[i] : 0;
    const parts = [name];
    if (range) parts.push(range);
    parts.push(`${period === 'min' ? '开盘' : '期初'}${price(open, ctx)}`, `最新${price(now, ctx)}`);
    if (change) parts.push(change);
    parts.push(
      `最高${price(s.price[hi] as number, ctx)}（${slotWords(s, hi)}）`,
      `最低${price(s.price[lo] as number, ctx)}（${slotWords(s, lo)}）`,
    );
    if (showAvg && isNum(s.avg[last])) parts.push(`均价${fixed(s.avg[last], ctx.decimals + 1)}${ctx.unit}`);
    parts.push(`成交量${volumeWords(volume, ctx.volumeLot)}`);
    summary = parts.join('，');
  }
  return {
    summary,
    indices,
    valueText: (i) => minuteValueText(s, i, ctx, showAvg),
    table: () => {
      const columns = ['时间', '价格', '涨跌幅', ...(showAvg ? ['均价'] : []), '成交量'];
      const rows = [...indices]
        .reverse()
        .map((i) => [
          slotLabel(s, i),
          fixed(s.price[i] as number, ctx.decimals),
          rateCell(s.price[i], s.preClose),
          ...(showAvg ? [isNum(s.avg[i]) ? fixed(s.avg[i], ctx.decimals + 1) : '--'] : []),
          volumeCell(s.volume[i], ctx.volumeLot),
        ]);
      return { caption: tableCaption(name, indices.length, ctx), columns, rows };
    },
  };
}

// ---------------------------------------------------------------- 净值

function navWords(d: ChartData): ChartWords {
  const nav = d.nav;
  const n = nav?.values.length ?? 0;
  const indices = Array.from({ length: n }, (_, i) => i);
  const ctx = { unit: '', decimals: 4 };
  let summary = '净值，暂无数据';
  if (nav && n > 0) {
    const hi = extremeAt(nav.values, indices, 1);
    const lo = extremeAt(nav.values, indices, -1);
    summary = [
      `净值，${dateWords(nav.dates[0])}至${dateWords(nav.dates[n - 1])}`,
      `期间${changeWords(nav.values[0], nav.values[n - 1], ctx)}`,
      `最新单位净值${fixed(nav.values[n - 1], 4)}`,
      `最高${fixed(nav.values[hi], 4)}（${dateWords(nav.dates[hi])}）`,
      `最低${fixed(nav.values[lo], 4)}（${dateWords(nav.dates[lo])}）`,
    ].join('，');
  }
  return {
    summary,
    indices,
    valueText: (i) =>
      nav && isNum(nav.values[i]) ? `${dateWords(nav.dates[i])}，单位净值${fixed(nav.values[i], 4)}` : '--',
    table: () => ({
      caption: `净值数据，${n}行，最新在前`,
      columns: ['日期', '单位净值'],
      rows: nav ? [...indices].reverse().map((i) => [nav.dates[i], fixed(nav.values[i], 4)]) : [],
    }),
  };
}

/**
 * The chart of `period` in words. `window` is the K-line's visible window (the store's viewport,
 * inclusive indices); the intraday views are always whole.
 */
export function chartWords(
  d: ChartData,
  period: PeriodKey,
  window: { startValue: number; endValue: number } | null,
  ctx: WordsContext,
  palette: ChartPalette,
): ChartWords {
  if (period === 'min' || period === 'min5') {
    const s = period === 'min' ? d.minute : d.fiveDay;
    if (!s)
      return {
        summary: `${PERIOD_LABELS[period]}，暂无数据`,
        indices: [],
        valueText: () => '--',
        table: empty(period),
      };
    return minuteWords(s, period, d.showMa, ctx, Math.max(s.last, s.extendedLast ?? -1));
  }
  if (period === 'nav') return navWords(d);
  const k = isKlineView(period) ? d.klines.get(period) : undefined;
  if (!k)
    return {
      summary: `${PERIOD_LABELS[period]}，暂无数据`,
      indices: [],
      valueText: () => '--',
      table: empty(period),
    };
  return klineWords(k, d, period, window, ctx, palette);
}

const empty = (p: PeriodKey) => (): WordsTable => ({
  caption: `${PERIOD_LABELS[p]}数据，0行`,
  columns: [],
  rows: [],
});
