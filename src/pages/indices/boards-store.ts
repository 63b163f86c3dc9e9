/** The 板块 and 环球 tabs' data: bkUpDownPlate and the global rows, each refreshed in place. */
import { action, makeObservable, observable, observableRef } from 'mobx';
import type { BkUpDownPlate, GlobalIndexItem } from '../../../contract/indices';
import type { IndicesServices } from '../../services/indices';
import { KeyedRows } from './keyed';

/** §9 (business constants and limits) poll sector ranking 5 s: the sector blocks follow the sector ranking's pace. */
export const SECTOR_POLL_MS = 5000;
/** The global rows follow the rank list's pace. */
export const GLOBAL_POLL_MS = 4000;

type State = 'loading' | 'ready' | 'failed';

export class SectorBlocksStore {
  plate: BkUpDownPlate | null = null;
  state: State = 'loading';

  constructor(private readonly services: Pick<IndicesServices, 'fetchBkUpDownPlate'>) {
    makeObservable(this, { plate: observableRef, state: observable, set: action });
  }

  async refresh(): Promise<void> {
    try {
      this.set(await this.services.fetchBkUpDownPlate(), 'ready');
    } catch {
      if (!this.plate) this.set(null, 'failed');
    }
  }

  set(plate: BkUpDownPlate | null, state: State): void {
    this.plate = plate;
    this.state = state;
  }
}

export class GlobalIndicesStore {
  state: State = 'loading';
  readonly rows = new KeyedRows<GlobalIndexItem, GlobalIndexItem>(
    (i) => i.Symbol,
    (i) => ({ ...i }),
  );

  constructor(private readonly services: Pick<IndicesServices, 'fetchGlobalIndices'>) {
    makeObservable(this, { state: observable, setState: action });
  }

  async refresh(): Promise<void> {
    try {
      this.rows.apply(await this.services.fetchGlobalIndices());
      if (this.state !== 'ready') this.setState('ready');
    } catch {
      if (this.rows.list.length === 0) this.setState('failed');
    }
  }

  setState(state: State): void {
    this.state = state;
  }
}
