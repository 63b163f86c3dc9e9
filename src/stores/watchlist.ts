/**
 * 自选 (the watchlist), beyond the spec (docs/watchlist-and-alerts.md). A visitor's list lives on
 * the device (storage key WATCH_STORAGE_KEY); on login it joins the account's through the server's
 * merge call and from then on the server keeps it — the device's copy is cleared once merged, so a
 * later logout does not carry the account's list into a visitor's. Every server reply is the whole
 * state, which replaces the store's: a second device's edits show at the next call.
 * Writes apply at once (the star answers a tap without a round trip) and the reply then settles
 * the state; a refused write shows its message and resyncs from the server.
 * User groups are the account's (rows on the server); a visitor has the market groups only.
 */
import { action, computed, makeObservable, observable, reaction, runInAction } from 'mobx';
import type { WatchGroup, WatchState, WatchStateResponse } from '../../contract/watchlist.schema';
import type { WatchTransport } from '../services/watchlist';
import { addToList, moveInList, parseStoredList, removeFromList, unionOf, type Move } from '../lib/watchlist';

export const WATCH_STORAGE_KEY = 'wapquote.watchlist';
export const GROUPS_NEED_LOGIN_MSG = '登录后可使用自定义分组';
const FAILED_MSG = '网络异常，请稍后重试';

export type WatchStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The host app's native 自选 (bridge getWatchlist / setWatchlist): `get` answers null where there
 * is none (a browser, an older host).
 */
export interface NativeWatchlist {
  get(): Promise<string[] | null>;
  set(instruments: readonly string[]): Promise<boolean>;
}

export class WatchlistStore {
  instruments: string[] = [];
  groups: WatchGroup[] = [];
  /** The last refusal's message (a toast), null when none. */
  error: string | null = null;
  loaded = false;
  private token: string | null = null;
  /** The native list, read once per page: it joins the first list the page settles on. */
  private nativeRead: Promise<string[]> | null = null;
  private nativeTaken = false;

  constructor(
    private readonly transport: WatchTransport,
    private readonly storage: WatchStorage,
    private readonly native: NativeWatchlist | null = null,
  ) {
    makeObservable<WatchlistStore, 'token' | 'apply' | 'nativeTaken'>(this, {
      instruments: observable,
      groups: observable,
      error: observable,
      loaded: observable,
      token: observable,
      nativeTaken: observable,
      loggedIn: computed,
      apply: action,
      toggle: action,
      remove: action,
      move: action,
      clearError: action,
    });
    this.instruments = parseStoredList(storage.getItem(WATCH_STORAGE_KEY));
    // Every settled list goes back to the app (after the first one has taken the app's in).
    if (native) {
      reaction(
        // A string, so an unchanged list (a reply equal to what was applied) sends nothing.
        () => (this.loaded && this.nativeTaken ? this.instruments.join(',') : null),
        (ids) => ids !== null && void native.set(ids ? ids.split(',') : []).catch(() => false),
      );
    }
  }

  get loggedIn(): boolean {
    return this.token !== null;
  }

  has(id: string): boolean {
    return this.instruments.includes(id);
  }

  clearError(): void {
    this.error = null;
  }

  /**
   * The user changed: a token merges the device's list into the account's (then the server keeps
   * it); null returns to the device's list.
   */
  async setToken(token: string | null): Promise<void> {
    if (token === this.token && this.loaded) return;
    runInAction(() => {
      this.token = token;
    });
    // In the host app its native list joins the device's, once per page, as a device list would.
    let native: string[] = [];
    if (this.native && !this.nativeTaken) {
      this.nativeRead ??= this.native.get().then(
        (l) => l ?? [],
        () => [],
      );
      native = await this.nativeRead;
      if (token !== this.token) return;
    }
    const stored = parseStoredList(this.storage.getItem(WATCH_STORAGE_KEY));
    const device = unionOf(stored, native);
    if (!token) {
      if (device.length > stored.length) this.storage.setItem(WATCH_STORAGE_KEY, JSON.stringify(device));
      runInAction(() => {
        this.instruments = device;
        this.groups = [];
        this.loaded = true;
        this.nativeTaken = true;
      });
      return;
    }
    const ok = await this.call(() =>
      device.length ? this.transport.merge(token, device) : this.transport.list(token),
    );
    if (ok && device.length) this.storage.removeItem(WATCH_STORAGE_KEY);
    // Only a list that took the app's in goes back to it: a failed merge must not overwrite the
    // app's list with one that lacks its instruments.
    if (ok && token === this.token) {
      runInAction(() => {
        this.nativeTaken = true;
      });
    }
  }

  /** The star: add at the top, or remove. */
  toggle(id: string): Promise<boolean> {
    if (this.has(id)) return this.remove([id]);
    let next: string[];
    try {
      next = addToList(this.instruments, id);
    } catch (e) {
      this.error = (e as Error).message;
      return Promise.resolve(false);
    }
    return this.write(next, (t) => this.transport.add(t, id));
  }

  remove(ids: string[]): Promise<boolean> {
    const next = removeFromList(this.instruments, ids);
    const groups = this.groups.map((g) => ({ ...g, instruments: removeFromList(g.instruments, ids) }));
    this.groups = groups;
    return this.write(next, (t) => this.transport.remove(t, ids));
  }

  move(id: string, how: Move): Promise<boolean> {
    const next = moveInList(this.instruments, id, how);
    if (next.every((x, i) => x === this.instruments[i])) return Promise.resolve(true);
    return this.write(next, (t) => this.transport.reorder(t, next));
  }

  createGroup(name: string): Promise<boolean> {
    return this.groupCall((t) => this.transport.createGroup(t, name.trim()));
  }

  renameGroup(groupId: number, name: string): Promise<boolean> {
    return this.groupCall((t) => this.transport.renameGroup(t, groupId, name.trim()));
  }

  deleteGroup(groupId: number): Promise<boolean> {
    return this.groupCall((t) => this.transport.deleteGroup(t, groupId));
  }

  /** Put instruments in (member true) or take them out of a user group. */
  moveToGroup(groupId: number, instruments: string[], member: boolean): Promise<boolean> {
    return this.groupCall((t) => this.transport.moveToGroup(t, groupId, instruments, member));
  }

  private apply(state: WatchState): void {
    this.instruments = state.instruments;
    this.groups = state.groups;
    this.loaded = true;
  }

  private groupCall(run: (token: string) => Promise<WatchStateResponse>): Promise<boolean> {
    const token = this.token;
    if (!token) {
      runInAction(() => {
        this.error = GROUPS_NEED_LOGIN_MSG;
      });
      return Promise.resolve(false);
    }
    return this.call(() => run(token));
  }

  /** Local at once; for an account, the server's reply settles it. */
  private write(next: string[], run: (token: string) => Promise<WatchStateResponse>): Promise<boolean> {
    this.instruments = next;
    const token = this.token;
    if (!token) {
      this.storage.setItem(WATCH_STORAGE_KEY, JSON.stringify(next));
      return Promise.resolve(true);
    }
    return this.call(() => run(token));
  }

  /** One server call; a refusal or failure shows its message and resyncs from the server. */
  private async call(run: () => Promise<WatchStateResponse>): Promise<boolean> {
    const token = this.token;
    let res: WatchStateResponse | null = null;
    try {
      res = await run();
    } catch {
      res = null;
    }
    if (token !== this.token) return false; // the user changed meanwhile: that reply is not theirs
    if (res && res.code === 1 && res.data) {
      this.apply(res.data);
      return true;
    }
    runInAction(() => {
      this.error = res?.msg || FAILED_MSG;
    });
    if (token) {
      try {
        const again = await this.transport.list(token);
        if (token === this.token && again.code === 1 && again.data) this.apply(again.data);
      } catch {
        // The message is shown; the next call resyncs.
      }
    }
    return false;
  }
}
