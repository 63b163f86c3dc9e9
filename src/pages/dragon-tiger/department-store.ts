/** The department page's state: the seat's description and its listings, 30 a page from page 1 (§9 (business constants and limits)). */
import { makeObservable, observableRef, runInAction } from 'mobx';
import {
  DEPARTMENT_PAGE_SIZE,
  type DepartmentInfo,
  type DepartmentListingRow,
} from '../../../contract/dragon-tiger';
import { PagedList, pageNumberPaging } from '../../components/list/paged-list';

export interface DepartmentApi {
  getDepartmentDetail(departmentId: string): Promise<DepartmentInfo>;
  getDepartmentStocks(departmentId: string, page: number): Promise<DepartmentListingRow[]>;
}

export type InfoState =
  { kind: 'loading' } | { kind: 'ready'; info: DepartmentInfo } | { kind: 'missing' } | { kind: 'failed' };

export class DepartmentStore {
  info: InfoState = { kind: 'loading' };
  readonly listings: PagedList<DepartmentListingRow, number>;

  constructor(
    private readonly api: DepartmentApi,
    readonly departmentId: string,
  ) {
    this.listings = new PagedList<DepartmentListingRow, number>({
      first: 1,
      keyOf: (r) => `${r.secuCode}:${r.tradingDay}`,
      fetchPage: pageNumberPaging(
        (page) => this.api.getDepartmentStocks(departmentId, page),
        DEPARTMENT_PAGE_SIZE,
      ),
    });
    makeObservable(this, { info: observableRef });
  }

  async loadInfo(): Promise<void> {
    runInAction(() => (this.info = { kind: 'loading' }));
    try {
      const info = await this.api.getDepartmentDetail(this.departmentId);
      runInAction(() => (this.info = { kind: 'ready', info }));
    } catch (err) {
      // An unknown seat answers 404: a page of its own, not a retry.
      const missing = (err as { status?: number }).status === 404;
      runInAction(() => (this.info = { kind: missing ? 'missing' : 'failed' }));
    }
  }
}
