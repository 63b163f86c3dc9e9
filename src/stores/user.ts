/**
 * The logged-in user (§3 (entities and their fields) user info, §6 (roles and permissions) roles): who the community calls act as. Inside the host app
 * the token and user come from the host through the bridge (and its tokenChanged event); on the
 * web from session storage key 'userInfo', which the login page writes here and the bridge's web
 * fallback reads. `requireLogin` is the one gate of §5 (validation rules) "posting, commenting, replying, liking and
 * opening the post page require a token".
 */
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { LoginResult, UserInfo as BridgeUserInfo, WebNavigator } from '../../bridge';
import type { UserInfo } from '../../contract/community';
import { normalizeUserInfo, readStoredUser, USER_INFO_KEY } from '../lib/community/stored-user';

/** The part of the bridge the user store needs (tests pass a fake). */
export interface UserBridge {
  readonly isHost: boolean;
  getUserInfo(): Promise<BridgeUserInfo | null>;
  getToken(): Promise<string | null>;
  login(params?: { redirect?: string }): Promise<LoginResult>;
  on(
    event: 'tokenChanged',
    listener: (data: { token: string | null; userInfo: BridgeUserInfo | null }) => void,
  ): () => void;
  setWebNavigator(navigator: WebNavigator | null): void;
}

export type UserStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export class UserStore {
  userInfo: UserInfo | null = null;
  /** Bumped on every logout so page lists (the forum's list and page number, §4 (states and transitions)) start over. */
  logoutCount = 0;
  private readonly offTokenChanged: () => void;

  constructor(
    private readonly bridge: UserBridge,
    private readonly storage: UserStorage | null,
  ) {
    makeObservable(this, {
      userInfo: observable,
      logoutCount: observable,
      token: computed,
      isLoggedIn: computed,
      setUserInfo: action,
      logout: action,
    });
    // Web: synchronous, so the first render already knows the user.
    this.userInfo = readStoredUser(storage);
    this.offTokenChanged = bridge.on('tokenChanged', ({ token, userInfo }) => {
      const info = normalizeUserInfo(userInfo ?? (token ? { ...this.userInfo, token } : null));
      if (info) this.setUserInfo(info);
      else if (this.userInfo) this.logout();
    });
  }

  get token(): string {
    return this.userInfo?.token ?? '';
  }

  get isLoggedIn(): boolean {
    return this.token !== '';
  }

  /** Inside the host: ask it for the user (the host owns the login). No-op on the web. */
  async init(): Promise<void> {
    if (!this.bridge.isHost) return;
    try {
      const info = normalizeUserInfo(await this.bridge.getUserInfo());
      if (info) this.setUserInfo(info);
      else {
        const token = await this.bridge.getToken();
        if (token) this.setUserInfo(normalizeUserInfo({ token }));
      }
    } catch {
      // Host unavailable or failing: stay a visitor; requireLogin asks again when needed.
    }
  }

  /** After a login (web login page or host): keep it in memory and in session storage. */
  setUserInfo(info: UserInfo | null): void {
    if (!info) return this.logout();
    this.userInfo = info;
    try {
      this.storage?.setItem(USER_INFO_KEY, JSON.stringify(info));
    } catch {
      // Storage full or disabled: the user stays logged in for this page's life.
    }
  }

  /** Clears the user (memory and storage); forum lists watching logoutCount start over. */
  logout(): void {
    this.userInfo = null;
    this.logoutCount += 1;
    try {
      this.storage?.removeItem(USER_INFO_KEY);
    } catch {
      // Nothing stored to clear.
    }
  }

  /**
   * True when a token is present. Otherwise asks the bridge to log in and answers false: inside the
   * host the host's login runs (and its user is kept); on the web the bridge goes to
   * /login.html?redirect={redirectPath} (a route path relative to /wap) and the login page comes back.
   */
  async requireLogin(redirectPath: string): Promise<boolean> {
    if (this.isLoggedIn) return true;
    try {
      const result = await this.bridge.login({ redirect: redirectPath });
      if (result.status === 'loggedIn') {
        const info = normalizeUserInfo(result.userInfo);
        runInAction(() => this.setUserInfo(info));
        return info !== null;
      }
    } catch {
      // Cancelled or failed host login: stay a visitor; the action is simply not done.
    }
    return false;
  }

  /** Lets the bridge's web login fallback move inside the SPA (router navigate). */
  setNavigator(navigator: WebNavigator | null): void {
    this.bridge.setWebNavigator(navigator);
  }

  dispose(): void {
    this.offTokenChanged();
  }
}
