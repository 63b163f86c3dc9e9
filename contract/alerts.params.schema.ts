/** Request parameters of the 股价提醒 calls (contract/alerts.ts), validated by the server. */
import { Type, type Static } from '@sinclair/typebox';
import { ALERT_KINDS, ALERT_REPEATS, QUIET_MINUTES_MAX, QUIET_MINUTES_MIN } from './alerts';
import { Int, OneOf, Params, Text } from './envelope.schema';

const Token = Type.Optional(Text(500, { description: 'login token (else the `token` header)' }));

export const AlertTokenParams = Params({ token: Token });
export type AlertTokenParams = Static<typeof AlertTokenParams>;

export const AlertCreatePayload = Params({
  token: Token,
  instrument: Text(40, { minLength: 3, description: 'instrument id "market:code"' }),
  kind: OneOf(ALERT_KINDS),
  /** A price, or a percentage for change and speed; its range is checked by the server per kind. */
  level: Type.Number(),
  repeat: OneOf(ALERT_REPEATS, { default: 'once' }),
  quietMinutes: Int(QUIET_MINUTES_MIN, QUIET_MINUTES_MAX, { default: 5 }),
});
export type AlertCreatePayload = Static<typeof AlertCreatePayload>;

export const AlertDeletePayload = Params({ token: Token, alertId: Int(1, Number.MAX_SAFE_INTEGER) });
export type AlertDeletePayload = Static<typeof AlertDeletePayload>;

export const AlertReadPayload = Params({
  token: Token,
  ids: Type.Array(Int(1, Number.MAX_SAFE_INTEGER), { maxItems: 100 }),
});
export type AlertReadPayload = Static<typeof AlertReadPayload>;
