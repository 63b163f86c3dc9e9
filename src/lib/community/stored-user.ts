/**
 * The web's logged-in user as session storage holds it (key 'userInfo', written by the login page
 * and the user store, read by the bridge's web fallback). Free of MobX and the DOM, so the user
 * store (stores/user.ts) and the common header's early twin (components/header/
 * early-common-header.ts) read it with the same rule and never disagree about the login state.
 */
import type { UserInfo } from '../../../contract/community';

/** Session-storage key of the §3 (entities and their fields) user info (the bridge's USER_INFO_KEY). */
export const USER_INFO_KEY = 'userInfo';

/** A user as the host or storage gives it (the bridge's UserInfo, any field possibly missing). */
export interface RawUserInfo {
  token?: unknown;
  serverId?: unknown;
  headImage?: unknown;
  nickname?: unknown;
  username?: unknown;
  userCode?: unknown;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Host or stored user info → the contract's shape; null without a token. */
export function normalizeUserInfo(v: RawUserInfo | null | undefined): UserInfo | null {
  if (!v || typeof v !== 'object' || typeof v.token !== 'string' || !v.token) return null;
  return {
    token: v.token,
    serverId: typeof v.serverId === 'string' || typeof v.serverId === 'number' ? String(v.serverId) : '',
    headImage: text(v.headImage),
    nickname: text(v.nickname),
    username: text(v.username),
    userCode: text(v.userCode),
  };
}

/** The stored user, or null (none, storage disabled, a damaged value: logged out). */
export function readStoredUser(storage: Pick<Storage, 'getItem'> | null): UserInfo | null {
  try {
    const stored = storage?.getItem(USER_INFO_KEY);
    return stored ? normalizeUserInfo(JSON.parse(stored) as RawUserInfo) : null;
  } catch {
    return null;
  }
}
