/** Response shapes of the 股价提醒 calls (contract/alerts.ts). */
import { Type, type Static } from '@sinclair/typebox';
import { CommunityResultOf } from './community.schema';

const Metric = Type.Union([Type.Literal('price'), Type.Literal('change'), Type.Literal('speed')]);
const Direction = Type.Union([Type.Literal('up'), Type.Literal('down')]);

export const PriceAlert = Type.Object({
  id: Type.Integer(),
  instrument: Type.String(),
  /** The instrument's name ('' when the universe no longer has it): shown as 名称(代码). */
  name: Type.String(),
  metric: Metric,
  direction: Direction,
  level: Type.Number(),
  repeat: Type.Union([Type.Literal('once'), Type.Literal('daily'), Type.Literal('every')]),
  quietMs: Type.Integer(),
  createdAt: Type.Integer(),
});
export type PriceAlert = Static<typeof PriceAlert>;

export const AlertListResponse = CommunityResultOf(Type.Array(PriceAlert));
export type AlertListResponse = Static<typeof AlertListResponse>;

export const AlertInboxEntry = Type.Object({
  id: Type.Integer(),
  alertId: Type.Integer(),
  instrument: Type.String(),
  /** The instrument's name ('' when the universe no longer has it): shown as 名称(代码). */
  name: Type.String(),
  metric: Metric,
  direction: Direction,
  level: Type.Number(),
  /** The metric at the trade that fired it (a price, or a percentage). */
  value: Type.Number(),
  /** Market ms of that trade. */
  at: Type.Integer(),
  read: Type.Boolean(),
});
export type AlertInboxEntry = Static<typeof AlertInboxEntry>;

export const AlertInboxResponse = CommunityResultOf(Type.Array(AlertInboxEntry));
export type AlertInboxResponse = Static<typeof AlertInboxResponse>;
