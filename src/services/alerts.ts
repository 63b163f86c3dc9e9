/**
 * 股价提醒 calls (beyond the spec: docs/watchlist-and-alerts.md; paths in contract/alerts.ts), on
 * the community host (`circle`) like the 自选 calls. The raw envelope is returned: the store
 * decides on `code`.
 */
import { http } from '../api/http';
import { AlertPaths } from '../../contract/alerts';
import type { AlertDraft } from '../lib/alert-form';
import type { AlertInboxResponse, AlertListResponse } from '../../contract/alerts.schema';

const S = 'circle' as const;

/** The transport the 提醒 store takes (tests pass a fake). */
export interface AlertTransport {
  list(token: string): Promise<AlertListResponse>;
  create(token: string, draft: AlertDraft): Promise<AlertListResponse>;
  remove(token: string, alertId: number): Promise<AlertListResponse>;
  inbox(token: string): Promise<AlertInboxResponse>;
  markRead(token: string, ids: number[]): Promise<AlertInboxResponse>;
}

// A GET's parameters end up in logged URLs: the login token travels in the `token` header.
const get = <T>(path: string, token: string): Promise<T> =>
  http.get<T>(S, path, {}, { raw: true, headers: { token } });
const post = <T>(path: string, body: object): Promise<T> => http.post<T>(S, path, body, { raw: true });

export const httpAlertTransport: AlertTransport = {
  list: (token) => get<AlertListResponse>(AlertPaths.list, token),
  create: (token, draft) => post<AlertListResponse>(AlertPaths.create, { token, ...draft }),
  remove: (token, alertId) => post<AlertListResponse>(AlertPaths.remove, { token, alertId }),
  inbox: (token) => get<AlertInboxResponse>(AlertPaths.inbox, token),
  markRead: (token, ids) => post<AlertInboxResponse>(AlertPaths.markRead, { token, ids }),
};
