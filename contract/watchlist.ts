/**
 * 自选 (the watchlist) calls, beyond the spec (docs/watchlist-and-alerts.md): a logged-in user's
 * list and groups, kept by the community store. Same envelope as the community calls: HTTP 200,
 * `{ code, msg?, data? }`, code 1 success, else a Chinese `msg` fit for a toast. Every call answers
 * the whole state after it (WatchState), so any page and device can resync from one reply.
 * Instruments are ids "market:code" (e.g. "sh:600000").
 */
export const WATCH_PREFIX = '/rjhy-watch/api/1';

export const WatchPaths = {
  /** GET { token } → WatchStateResponse */
  list: `${WATCH_PREFIX}/watchlist`,
  /** POST JSON { token, instrument } → WatchStateResponse (at the top; present: no change) */
  add: `${WATCH_PREFIX}/watchlist/add`,
  /** POST JSON { token, instruments } → WatchStateResponse */
  remove: `${WATCH_PREFIX}/watchlist/remove`,
  /** POST JSON { token, instruments } → WatchStateResponse (the same set, new order) */
  reorder: `${WATCH_PREFIX}/watchlist/reorder`,
  /** POST JSON { token, instruments } → WatchStateResponse (login: the device's list joins) */
  merge: `${WATCH_PREFIX}/watchlist/merge`,
  /** POST JSON { token, name } → WatchStateResponse */
  createGroup: `${WATCH_PREFIX}/group/create`,
  /** POST JSON { token, groupId, name } → WatchStateResponse */
  renameGroup: `${WATCH_PREFIX}/group/rename`,
  /** POST JSON { token, groupId } → WatchStateResponse */
  deleteGroup: `${WATCH_PREFIX}/group/delete`,
  /** POST JSON { token, groupId, instruments, member } → WatchStateResponse */
  moveToGroup: `${WATCH_PREFIX}/group/move`,
} as const;

export const GROUP_NAME_MAX = 10;
