/**
 * A small chart's data in words (issue 37 item 2): the rings and bars drawn from a whole ECharts
 * option (OptionChart) are one image to a screen reader, named by the page; this says what they
 * show. Read from the option itself, so every small chart has it without its page doing anything:
 * a pie's slices with their shares, a bar or line series' value at each category.
 *
 * Not ECharts' own `aria` option: it needs the AriaComponent in the chart chunk and writes its
 * label on ECharts' inner element, which sits inside the wrapper's `role="img"` (whose children a
 * screen reader does not read); the wrapper points at this text with `aria-describedby` instead.
 */
import { fixed, formatNumber } from '../../../lib/format/number';

/** More points than this: the series is told by its first, last, highest and lowest. */
export const LISTED_POINTS = 12;

type Datum = number | null | undefined | { name?: unknown; value?: unknown } | unknown[];

interface SeriesLike {
  type?: unknown;
  name?: unknown;
  data?: readonly Datum[];
}

function valueOf(d: Datum): number | null {
  const v = Array.isArray(d) ? d[d.length - 1] : d !== null && typeof d === 'object' ? d.value : d;
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

const nameOf = (d: Datum): string =>
  d !== null && typeof d === 'object' && !Array.isArray(d) && typeof d.name === 'string' ? d.name : '';

const asArray = <T>(v: T | readonly T[] | undefined): readonly T[] =>
  v === undefined ? [] : Array.isArray(v) ? (v as readonly T[]) : [v as T];

function categoriesOf(option: Record<string, unknown>): readonly string[] {
  const axis = asArray(option.xAxis as { data?: unknown[] } | undefined)[0];
  return (axis?.data ?? []).map((c) =>
    typeof c === 'string' || typeof c === 'number' ? String(c) : nameOf(c as Datum),
  );
}

function pieWords(s: SeriesLike): string {
  const slices = (s.data ?? []).map((d) => ({ name: nameOf(d), value: valueOf(d) ?? 0 }));
  const total = slices.reduce((sum, x) => sum + Math.max(0, x.value), 0);
  if (total <= 0) return '暂无数据';
  return slices.map((x) => `${x.name}${fixed((Math.max(0, x.value) / total) * 100, 1)}%`).join('，');
}

function seriesWords(s: SeriesLike, categories: readonly string[]): string {
  const points = (s.data ?? [])
    .map((d, i) => ({ at: categories[i] ?? (nameOf(d) || String(i + 1)), value: valueOf(d) }))
    .filter((p): p is { at: string; value: number } => p.value !== null);
  if (points.length === 0) return '暂无数据';
  const say = (p: { at: string; value: number }) => `${p.at} ${formatNumber(p.value)}`;
  if (points.length <= LISTED_POINTS) return points.map(say).join('，');
  const hi = points.reduce((a, b) => (b.value > a.value ? b : a));
  const lo = points.reduce((a, b) => (b.value < a.value ? b : a));
  return `共${points.length}个数据，首个${say(points[0])}，最后${say(points[points.length - 1])}，最高${say(hi)}，最低${say(lo)}`;
}

/** What the option's series show, one clause per series ('' when it has none). */
export function describeOption(option: object): string {
  const o = option as Record<string, unknown>;
  const categories = categoriesOf(o);
  const series = asArray(o.series as SeriesLike | SeriesLike[] | undefined);
  return series
    .map((s) => {
      const body = s.type === 'pie' ? pieWords(s) : seriesWords(s, categories);
      return typeof s.name === 'string' && s.name ? `${s.name}：${body}` : body;
    })
    .join('；');
}
