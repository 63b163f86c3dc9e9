/**
 * 自选 calls (beyond the spec: docs/watchlist-and-alerts.md), thin over the Watchlists repository:
 * every call needs a login, every write counts against the 'watch' limits per user and per IP, and
 * every instrument must name one of the universe.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CommunityCode } from '../../contract/community';
import { replies } from '../../contract/envelope.schema';
import { GROUP_NAME_MAX, WatchPaths } from '../../contract/watchlist';
import {
  GroupCreatePayload,
  GroupDeletePayload,
  GroupMovePayload,
  GroupRenamePayload,
  WatchAddPayload,
  WatchListPayload,
  WatchTokenParams,
} from '../../contract/watchlist.params.schema';
import { WatchStateResponse } from '../../contract/watchlist.schema';
import { showControls } from '../../contract/user-text';
import type { Community } from '../community';
import { badInput } from '../community/failure';
import { countText } from '../community/text-length';
import type { WatchState } from '../community/watchlist';
import { instrumentById } from '../data/universe';
import { canonicalInstrumentId } from '../../contract/instrument-id';
import { tokenOf } from './caller-token';

export const UNKNOWN_INSTRUMENT_MSG = '股票代码不存在';
export const GROUP_NAME_MSG = `分组名称须为1至${GROUP_NAME_MAX}个字`;

/**
 * The universe's id of an instrument named in any form the app's routes write (`hk:00700` is
 * `HKSE:00700`, contract/instrument-id.ts), or null when the universe has no such instrument.
 */
export function universeId(id: string): string | null {
  const canonical = canonicalInstrumentId(id);
  return canonical && instrumentById(canonical) ? canonical : null;
}

/** The universe's id of an instrument, or the call is refused with the code named. */
export function knownInstrument(id: string): string {
  const known = universeId(id);
  if (!known) throw badInput(`${UNKNOWN_INSTRUMENT_MSG}：${id}`);
  return known;
}

/** Counted as written; stored with hidden and bidi characters shown as markers (issue 32 row 9). */
export function groupName(name: string): string {
  const n = name.trim();
  if (n.length === 0 || countText(n) > GROUP_NAME_MAX) throw badInput(GROUP_NAME_MSG);
  return showControls(n);
}

const ok = (data: WatchState): WatchStateResponse => ({ code: CommunityCode.Ok, data });

export function registerWatchlistRoutes(app: FastifyInstance, community: Community): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { accounts, watchlists, limiter } = community;
  const schema = <B>(body: B) => ({ body, response: replies(WatchStateResponse) });

  /** The caller, counted against the write limits. */
  const writer = async (req: { ip: string }, token: string | undefined) => {
    const user = await accounts.require(token);
    await limiter.take('watch', user.id, req.ip);
    return user;
  };

  api.get(
    WatchPaths.list,
    { schema: { querystring: WatchTokenParams, response: replies(WatchStateResponse) } },
    async (req) => ok(await watchlists.state((await accounts.require(tokenOf(req, req.query.token))).id)),
  );

  api.post(WatchPaths.add, { schema: schema(WatchAddPayload) }, async (req) => {
    const user = await writer(req, tokenOf(req, req.body.token));
    return ok(await watchlists.add(user.id, knownInstrument(req.body.instrument)));
  });

  api.post(WatchPaths.remove, { schema: schema(WatchListPayload) }, async (req) => {
    const user = await writer(req, tokenOf(req, req.body.token));
    return ok(await watchlists.remove(user.id, req.body.instruments));
  });

  api.post(WatchPaths.reorder, { schema: schema(WatchListPayload) }, async (req) => {
    const user = await writer(req, tokenOf(req, req.body.token));
    return ok(await watchlists.reorder(user.id, req.body.instruments));
  });

  api.post(WatchPaths.merge, { schema: schema(WatchListPayload) }, async (req) => {
    const user = await writer(req, tokenOf(req, req.body.token));
    // A device may hold an id the universe no longer has: it is dropped, not the whole merge.
    const known = req.body.instruments.map(universeId).filter((id): id is string => id !== null);
    return ok(await watchlists.merge(user.id, known));
  });

  api.post(WatchPaths.createGroup, { schema: schema(GroupCreatePayload) }, async (req) => {
    const user = await writer(req, tokenOf(req, req.body.token));
    return ok(await watchlists.createGroup(user.id, groupName(req.body.name)));
  });

  api.post(WatchPaths.renameGroup, { schema: schema(GroupRenamePayload) }, async (req) => {
    const user = await writer(req, tokenOf(req, req.body.token));
    return ok(await watchlists.renameGroup(user.id, req.body.groupId, groupName(req.body.name)));
  });

  api.post(WatchPaths.deleteGroup, { schema: schema(GroupDeletePayload) }, async (req) => {
    const user = await writer(req, tokenOf(req, req.body.token));
    return ok(await watchlists.deleteGroup(user.id, req.body.groupId));
  });

  api.post(WatchPaths.moveToGroup, { schema: schema(GroupMovePayload) }, async (req) => {
    const user = await writer(req, tokenOf(req, req.body.token));
    const b = req.body;
    return ok(await watchlists.moveToGroup(user.id, b.groupId, b.instruments, b.member));
  });
}
