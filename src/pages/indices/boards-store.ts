/** The 板块 and 环球 tabs' polls: bkUpDownPlate and the global rows, each refreshed in place. */
import type { GlobalIndexItem } from '../../../contract/indices';
import { PagedList, singlePage } from '../../components/list/paged-list';
import type { IndicesServices } from '../../services/indices';

/** §9 (business constants and limits) poll sector ranking 5 s: the sector blocks follow the sector ranking's pace. */
export const SECTOR_POLL_MS = 5000;
/** The global rows follow the rank list's pace. */
export const GLOBAL_POLL_MS = 4000;

/** The eight global rows: a one-page list polled in place (`poll`). */
export function globalIndicesList(
  services: Pick<IndicesServices, 'fetchGlobalIndices'>,
): PagedList<GlobalIndexItem, null> {
  return new PagedList({
    first: null,
    keyOf: (i) => i.Symbol,
    fetchPage: singlePage(() => services.fetchGlobalIndices()),
  });
}
