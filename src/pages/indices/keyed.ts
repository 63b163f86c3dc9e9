/**
 * Keeps one observable object per instrument across polls: a new reply updates the objects in place
 * (so only the cells whose value changed re-render) and the list itself is replaced only when its
 * order or membership changed (so a poll that moves nothing re-renders no list).
 */
import { observable, runInAction } from 'mobx';

export class KeyedRows<Item, Row extends object> {
  private readonly byKey = new Map<string, Row>();
  private order: string[] = [];
  readonly list = observable.array<Row>([], { deep: false });

  constructor(
    private readonly keyOf: (item: Item) => string,
    private readonly rowOf: (item: Item) => Row,
  ) {}

  /** Applies a reply: rows updated in place, new ones created, missing ones dropped. */
  apply(items: readonly Item[]): void {
    runInAction(() => {
      const keys: string[] = [];
      const seen = new Map<string, Row>();
      for (const item of items) {
        const key = this.keyOf(item);
        if (seen.has(key)) continue;
        const fresh = this.rowOf(item);
        const row = this.byKey.get(key);
        if (row) assignChanged(row, fresh);
        seen.set(key, row ?? observable(fresh));
        keys.push(key);
      }
      this.byKey.clear();
      for (const [k, r] of seen) this.byKey.set(k, r);
      if (keys.length !== this.order.length || keys.some((k, i) => k !== this.order[i])) {
        this.order = keys;
        this.list.replace(keys.map((k) => seen.get(k)!));
      }
    });
  }

  clear(): void {
    runInAction(() => {
      this.byKey.clear();
      this.order = [];
      this.list.clear();
    });
  }
}

/** Writes only the fields whose value differs, so observers of unchanged fields are not notified. */
function assignChanged<T extends object>(target: T, next: T): void {
  for (const k of Object.keys(next) as (keyof T)[]) {
    if (target[k] !== next[k]) target[k] = next[k];
  }
}
