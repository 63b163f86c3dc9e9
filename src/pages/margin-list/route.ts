/**
 * The 100-row list's one request, started at boot while the page chunk still downloads (the table is
 * the whole first screen, so its data is on the critical path). The page takes it once; a later
 * visit, or a warm request that failed, asks again.
 */
import type { MarginDetailRow } from '../../api/contract/margin';
import { MARGIN_LIST_SIZE } from '../../api/contract/margin';
import { parseMarginDate, parseMarginMarket } from '../../components/margin/market';
import { getDetail } from '../../services/margin';

let warm: { key: string; rows: Promise<MarginDetailRow[] | null> } | null = null;

const keyOf = (market: string, date: string | undefined) => `${market}|${date ?? ''}`;

export function warmMarginList(
  _store: unknown,
  _params: Record<string, string | undefined>,
  query: URLSearchParams,
): void {
  const market = parseMarginMarket(query.get('market'));
  const date = parseMarginDate(query.get('date'));
  warm = {
    key: keyOf(market, date),
    rows: getDetail(market, date, MARGIN_LIST_SIZE).catch(() => null),
  };
}

/** The list the boot asked for these parameters, once; null when there is none to take. */
export function takeWarmList(
  market: string,
  date: string | undefined,
): Promise<MarginDetailRow[] | null> | null {
  if (!warm || warm.key !== keyOf(market, date)) return null;
  const rows = warm.rows;
  warm = null;
  return rows;
}
