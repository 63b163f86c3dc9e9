/**
 * The 沪深 tab's ranking: one sub-tab's 30 rows (§9 (business constants and limits)), polled in place every 4 s (§9 (business constants and limits) "poll rank list
 * 4 s"); never more rows (§4 (states and transitions): the major-index rank list never reports more).
 */
import { action, makeObservable, observable } from 'mobx';
import type { RankListItem, RankType } from '../../../contract/quote';
import type { IndicesServices } from '../../services/indices';
import { KeyedRows } from './keyed';

/** §9 (business constants and limits) poll rank list 4 s. */
export const RANK_POLL_MS = 4000;

export class RankStore {
  type: RankType = 'up';
  /** First load of the current sub-tab still running. */
  loading = true;
  failed = false;
  readonly rows = new KeyedRows<RankListItem, RankListItem>(
    (i) => i.SecurityCode,
    (i) => ({ ...i }),
  );
  /** Guards replies: one for an earlier sub-tab is dropped. */
  private generation = 0;

  constructor(private readonly services: Pick<IndicesServices, 'fetchRankList'>) {
    makeObservable(this, { type: observable, loading: observable, failed: observable, select: action });
  }

  select(type: RankType): void {
    if (type === this.type && !this.failed) return;
    this.type = type;
    this.loading = true;
    this.failed = false;
    this.generation++;
    this.rows.clear();
    void this.refresh();
  }

  /** Loads the current sub-tab again; the rows already shown stay while the reply is on its way. */
  async refresh(): Promise<void> {
    const generation = this.generation;
    const type = this.type;
    try {
      const items = await this.services.fetchRankList(type);
      if (generation !== this.generation) return;
      this.rows.apply(items);
      this.settle(false);
    } catch {
      // A failed poll keeps the last rows; only a first load without rows shows the error.
      if (generation === this.generation) this.settle(this.rows.list.length === 0);
    }
  }

  private settle(failed: boolean): void {
    if (this.loading !== false || this.failed !== failed) {
      action(() => {
        this.loading = false;
        this.failed = failed;
      })();
    }
  }
}
