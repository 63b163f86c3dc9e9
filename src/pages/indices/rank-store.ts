/**
 * The 沪深 tab's ranking: one sub-tab's 30 rows (§9 (business constants and limits)), polled in place
 * every 4 s (§9 "poll rank list 4 s"); never more rows (§4 (states and transitions): the major-index
 * rank list never reports more). The rows are a one-page PagedList (components/list), so the
 * in-place update, the generation guard against a late reply of the previous sub-tab and the
 * failed state are the kit's.
 */
import { action, makeObservable, observable } from 'mobx';
import type { RankListItem, RankType } from '../../../contract/quote';
import { PagedList, singlePage } from '../../components/list/paged-list';
import type { IndicesServices } from '../../services/indices';
import { DEFAULT_RANK_TYPE } from './route';

/** §9 (business constants and limits) poll rank list 4 s. */
export const RANK_POLL_MS = 4000;

export class RankStore {
  type: RankType = DEFAULT_RANK_TYPE;
  readonly list: PagedList<RankListItem, null>;

  constructor(services: Pick<IndicesServices, 'fetchRankList'>) {
    this.list = new PagedList({
      first: null,
      keyOf: (i) => i.SecurityCode,
      fetchPage: singlePage(() => services.fetchRankList(this.type)),
    });
    makeObservable(this, { type: observable, select: action });
  }

  /** Another sub-tab: its rows start afresh (a failed sub-tab tapped again loads again). */
  select(type: RankType): void {
    if (type === this.type && !this.list.failed) return;
    this.type = type;
    this.list.reset();
    void this.list.loadMore();
  }

  /** The poll (useRefreshEvery) and the first load. */
  refresh = (): Promise<void> => this.list.poll();
}
