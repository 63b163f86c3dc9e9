/** Request parameters of the 自选 calls (contract/watchlist.ts), validated by the server. */
import { Type, type Static } from '@sinclair/typebox';
import { Int, Params, Text } from './envelope.schema';

const Token = Type.Optional(Text(500, { description: 'login token (else the `token` header)' }));
/** "market:code"; the server checks it names an instrument of the universe. */
const Instrument = Text(40, { minLength: 3, description: 'instrument id "market:code"' });
const Instruments = Type.Array(Instrument, { maxItems: 200 });
const GroupId = Int(1, Number.MAX_SAFE_INTEGER);
/** Checked for length (GROUP_NAME_MAX characters) and blankness by the server, with its message. */
const GroupName = Text(100);

export const WatchTokenParams = Params({ token: Token });
export type WatchTokenParams = Static<typeof WatchTokenParams>;

export const WatchAddPayload = Params({ token: Token, instrument: Instrument });
export type WatchAddPayload = Static<typeof WatchAddPayload>;

export const WatchListPayload = Params({ token: Token, instruments: Instruments });
export type WatchListPayload = Static<typeof WatchListPayload>;

export const GroupCreatePayload = Params({ token: Token, name: GroupName });
export type GroupCreatePayload = Static<typeof GroupCreatePayload>;

export const GroupRenamePayload = Params({ token: Token, groupId: GroupId, name: GroupName });
export type GroupRenamePayload = Static<typeof GroupRenamePayload>;

export const GroupDeletePayload = Params({ token: Token, groupId: GroupId });
export type GroupDeletePayload = Static<typeof GroupDeletePayload>;

export const GroupMovePayload = Params({
  token: Token,
  groupId: GroupId,
  instruments: Instruments,
  member: Type.Boolean({ description: 'true: into the group; false: out of it' }),
});
export type GroupMovePayload = Static<typeof GroupMovePayload>;
