/** Response shapes of the 自选 calls (contract/watchlist.ts). */
import { Type, type Static } from '@sinclair/typebox';
import { CommunityResultOf } from './community.schema';

export const WatchGroup = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Members in the list's order. */
  instruments: Type.Array(Type.String()),
});
export type WatchGroup = Static<typeof WatchGroup>;

export const WatchState = Type.Object({
  /** The user's order, "market:code" ids. */
  instruments: Type.Array(Type.String()),
  groups: Type.Array(WatchGroup),
});
export type WatchState = Static<typeof WatchState>;

export const WatchStateResponse = CommunityResultOf(WatchState);
export type WatchStateResponse = Static<typeof WatchStateResponse>;
