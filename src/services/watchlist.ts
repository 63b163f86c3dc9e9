/**
 * 自选 calls (beyond the spec: docs/watchlist-and-alerts.md; paths in contract/watchlist.ts). The
 * community server answers them, so they go to the same service host as the forum's (`circle`).
 * The raw envelope is returned: the store decides on `code`.
 */
import { http } from '../api/http';
import { WatchPaths } from '../../contract/watchlist';
import type { WatchStateResponse } from '../../contract/watchlist.schema';

const S = 'circle' as const;

/** The transport the 自选 store takes (tests pass a fake). */
export interface WatchTransport {
  list(token: string): Promise<WatchStateResponse>;
  add(token: string, instrument: string): Promise<WatchStateResponse>;
  remove(token: string, instruments: string[]): Promise<WatchStateResponse>;
  reorder(token: string, instruments: string[]): Promise<WatchStateResponse>;
  merge(token: string, instruments: string[]): Promise<WatchStateResponse>;
  createGroup(token: string, name: string): Promise<WatchStateResponse>;
  renameGroup(token: string, groupId: number, name: string): Promise<WatchStateResponse>;
  deleteGroup(token: string, groupId: number): Promise<WatchStateResponse>;
  moveToGroup(
    token: string,
    groupId: number,
    instruments: string[],
    member: boolean,
  ): Promise<WatchStateResponse>;
}

const post = (path: string, body: object): Promise<WatchStateResponse> =>
  http.post<WatchStateResponse>(S, path, body, { raw: true });

export const httpWatchTransport: WatchTransport = {
  // A GET's parameters end up in URLs that proxies and servers log: the login token travels in the
  // `token` header instead (beyond the spec, so free to; issue 32 row 6, docs/security.md).
  list: (token) => http.get<WatchStateResponse>(S, WatchPaths.list, {}, { raw: true, headers: { token } }),
  add: (token, instrument) => post(WatchPaths.add, { token, instrument }),
  remove: (token, instruments) => post(WatchPaths.remove, { token, instruments }),
  reorder: (token, instruments) => post(WatchPaths.reorder, { token, instruments }),
  merge: (token, instruments) => post(WatchPaths.merge, { token, instruments }),
  createGroup: (token, name) => post(WatchPaths.createGroup, { token, name }),
  renameGroup: (token, groupId, name) => post(WatchPaths.renameGroup, { token, groupId, name }),
  deleteGroup: (token, groupId) => post(WatchPaths.deleteGroup, { token, groupId }),
  moveToGroup: (token, groupId, instruments, member) =>
    post(WatchPaths.moveToGroup, { token, groupId, instruments, member }),
};
