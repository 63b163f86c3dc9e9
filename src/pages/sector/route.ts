/**
 * The sector pages' first data, started at boot while their chunk still downloads (the route table's
 * `warm`). Sector detail: the quote channel opens (token, socket, dictionary) and the block's snapshot
 * (203) is subscribed, so the data panel waits for the slower of code and data, not for both in turn;
 * the page takes the subscribed store. Ranking: the open tab's first page in the default sort.
 * Constituents: the first page in the default sort (the table is the whole first screen).
 */
import type {
  BkRankReply,
  BkRankSortField,
  SectorType,
  StockGrpReply,
  StockGrpSortField,
} from '../../../contract/plate';
import { headStartKey, type HeadStarts } from '../../lib/head-start';
import { RANK_TABS, rankTabOf } from '../../lib/sector/sector';
import { fetchBkRank, fetchStockGroup, type PageQuery } from '../../services/plate';
import type { QuoteConnectionStore } from '../../stores/quote-connection';
import { SecurityStore } from '../../stores/security';
import { BK_RANK_FIRST_PAGE, CONSTITUENT_FIRST_PAGE } from './columns';

/** Sector snapshots are subscribed under this market (the block feed). */
export const PLATE_MARKET = 'XBHS';

/** The route's sector code as the page uses it. */
export const plateCodeOf = (params: Record<string, string | undefined>): string =>
  (params.prodCode ?? '').toUpperCase();

const plateSecurityKey = (prodCode: string) => headStartKey<SecurityStore>('plate-security', prodCode);

interface WarmStores {
  headStarts: HeadStarts;
  quoteConnection: QuoteConnectionStore;
}

/** /plate/{typeCode}/{prodCode}.html's `warm`. Returns the undo (leaves the subscription). */
export function warmPlate(
  store: WarmStores,
  params: Record<string, string | undefined>,
): (() => void) | undefined {
  const prodCode = plateCodeOf(params);
  const security = new SecurityStore(store.quoteConnection);
  security.setSymbol(PLATE_MARKET, prodCode);
  if (!security.key) return undefined; // the page shows what it shows for a code the channel refuses
  store.quoteConnection.connect();
  security.enter();
  store.headStarts.put(plateSecurityKey(prodCode), security);
  return () => {
    store.headStarts.take(plateSecurityKey(prodCode));
    security.leave();
  };
}

/** The sector's live store: the one boot subscribed, once, else a new one. */
export function plateSecurity(store: WarmStores, prodCode: string): SecurityStore {
  return store.headStarts.take(plateSecurityKey(prodCode)) ?? new SecurityStore(store.quoteConnection);
}

const bkRankKey = (type: SectorType, q: PageQuery<BkRankSortField>) =>
  headStartKey<Promise<BkRankReply>>('bk-rank', type, q.sortField, q.descending, q.pageNum, q.pageSize);

/** /bkRank.html's `warm`: the open tab's first page in the default sort. */
export function warmBkRank(
  store: { headStarts: HeadStarts },
  _params: Record<string, string | undefined>,
  query: URLSearchParams,
): void {
  const type = RANK_TABS[rankTabOf(query.get('tab'))].type;
  const q = BK_RANK_FIRST_PAGE;
  store.headStarts.put(bkRankKey(type, q), fetchBkRank(type, q));
}

/** One page of the ranking: the one boot asked for, once, else a new request. */
export function bkRankPage(
  starts: HeadStarts,
  type: SectorType,
  q: PageQuery<BkRankSortField>,
): Promise<BkRankReply> {
  return starts.request(bkRankKey(type, q), () => fetchBkRank(type, q));
}

export { BK_RANK_DEFAULT_FIELD, CONSTITUENT_DEFAULT_FIELD } from './columns';

const stockGrpKey = (typeCode: string, prodCode: string, q: PageQuery<StockGrpSortField>) =>
  headStartKey<Promise<StockGrpReply>>(
    'stock-grp',
    typeCode,
    prodCode,
    q.sortField,
    q.descending,
    q.pageNum,
    q.pageSize,
  );

/**
 * /plateConstituentStock/{block}/{code}.html's `warm`: the first page in the default sort, asked for
 * while the page's code still downloads (the floors bench found the call sent 1.7–1.9 s after
 * navigation at 4× CPU, after the chunk had run).
 */
export function warmConstituents(
  store: { headStarts: HeadStarts },
  params: Record<string, string | undefined>,
): void {
  const typeCode = (params.block ?? '').toUpperCase();
  const prodCode = (params.code ?? '').toUpperCase();
  if (!typeCode || !prodCode) return;
  const q = CONSTITUENT_FIRST_PAGE;
  store.headStarts.put(stockGrpKey(typeCode, prodCode, q), fetchStockGroup(typeCode, prodCode, q));
}

/** One page of a sector's constituents: the one boot asked for, once, else a new request. */
export function stockGroupPage(
  starts: HeadStarts,
  typeCode: string,
  prodCode: string,
  q: PageQuery<StockGrpSortField>,
): Promise<StockGrpReply> {
  return starts.request(stockGrpKey(typeCode, prodCode, q), () => fetchStockGroup(typeCode, prodCode, q));
}
