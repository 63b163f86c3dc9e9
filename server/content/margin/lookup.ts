/** The parts of a margin call that are not parameter syntax: which day, which stock (404 otherwise). */
import { notFound } from '../../errors';
import type { MarginStock, MarginView } from './book';

/** Window index of the asked day ('YYYY-MM-DD' or 'YYYYMMDD'; none: the latest), or a 404. */
export function dayOr404(view: MarginView, date: string | undefined): number {
  if (!date) return view.data.days.length - 1;
  const ymd = Number(date.replace(/-/g, ''));
  const j = view.dayIndex(ymd);
  if (j < 0) throw notFound(`${date}没有融资融券数据（非交易日、尚未发布或早于一年）`);
  return j;
}

export function stockOr404(view: MarginView, innerCode: number): MarginStock {
  const st = view.stock(innerCode);
  if (!st) throw notFound(`InnerCode ${innerCode}不是融资融券标的`);
  return st;
}
