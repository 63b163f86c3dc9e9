/**
 * A user's 自选 in the community store (beyond the spec: docs/watchlist-and-alerts.md): the
 * instruments in the user's order, and the user's own groups (a name and a subset of the list).
 * The markets' groups (全部, 沪深, 港股, 美股) are views the page derives from the market tag; they
 * are not stored. Instruments are ids "market:code" the route has checked against the universe.
 */
import { badInput, conflict, notFound } from './failure';
import { list, sql, type SqlDb, type SqlRunner } from './sql';

export const MAX_WATCH_ITEMS = 200;
export const MAX_WATCH_GROUPS = 20;
export const WATCH_FULL_MSG = `自选最多${MAX_WATCH_ITEMS}只`;
export const GROUPS_FULL_MSG = `分组最多${MAX_WATCH_GROUPS}个`;
export const GROUP_EXISTS_MSG = '分组名称已存在';
export const GROUP_NOT_FOUND_MSG = '分组不存在';
export const NOT_IN_WATCHLIST_MSG = '该股票不在自选中';

export interface WatchGroup {
  id: number;
  name: string;
  instruments: string[];
}

export interface WatchState {
  instruments: string[];
  groups: WatchGroup[];
}

/** The account's order first, then the visitor's instruments it lacks, in the visitor's order. */
export function mergedOrder(account: readonly string[], visitor: readonly string[]): string[] {
  const seen = new Set(account);
  const out = [...account];
  for (const id of visitor) {
    if (!seen.has(id)) {
      seen.add(id);
      out.push(id);
    }
  }
  return out;
}

async function instrumentsOf(tx: SqlRunner, userId: number): Promise<string[]> {
  const rows = await tx.all<{ instrument: string }>(
    sql`SELECT instrument FROM watch_items WHERE user_id = ${userId} ORDER BY position, instrument`,
  );
  return rows.map((r) => r.instrument);
}

/** Rewrites the user's list in this order (positions 0…n-1); groups lose what left the list. */
async function writeOrder(tx: SqlRunner, userId: number, ids: readonly string[]): Promise<void> {
  if (ids.length > MAX_WATCH_ITEMS) throw badInput(WATCH_FULL_MSG);
  await tx.run(sql`DELETE FROM watch_items WHERE user_id = ${userId}`);
  for (let i = 0; i < ids.length; i++)
    await tx.run(
      sql`INSERT INTO watch_items (user_id, instrument, position) VALUES (${userId}, ${ids[i]}, ${i})`,
    );
  const groupsOfUser = sql`SELECT id FROM watch_groups WHERE user_id = ${userId}`;
  if (ids.length === 0) await tx.run(sql`DELETE FROM watch_group_items WHERE group_id IN (${groupsOfUser})`);
  else
    await tx.run(
      sql`DELETE FROM watch_group_items WHERE group_id IN (${groupsOfUser}) AND instrument NOT IN (${list(ids)})`,
    );
}

async function groupOf(tx: SqlRunner, userId: number, groupId: number): Promise<void> {
  const g = await tx.get(sql`SELECT id FROM watch_groups WHERE id = ${groupId} AND user_id = ${userId}`);
  if (!g) throw notFound(GROUP_NOT_FOUND_MSG);
}

export class Watchlists {
  constructor(private readonly db: SqlDb) {}

  async state(userId: number): Promise<WatchState> {
    return this.db.read((tx) => stateOf(tx, userId));
  }

  /** Adds at the top (the newest first, as quote apps do); adding what is there is a no-op. */
  async add(userId: number, id: string): Promise<WatchState> {
    return this.db.write(async (tx) => {
      const now = await instrumentsOf(tx, userId);
      if (!now.includes(id)) await writeOrder(tx, userId, [id, ...now]);
      return stateOf(tx, userId);
    });
  }

  async remove(userId: number, ids: readonly string[]): Promise<WatchState> {
    return this.db.write(async (tx) => {
      const drop = new Set(ids);
      const now = await instrumentsOf(tx, userId);
      await writeOrder(
        tx,
        userId,
        now.filter((id) => !drop.has(id)),
      );
      return stateOf(tx, userId);
    });
  }

  /** The list in a new order: exactly the same instruments, or the call is refused. */
  async reorder(userId: number, ids: readonly string[]): Promise<WatchState> {
    return this.db.write(async (tx) => {
      const now = await instrumentsOf(tx, userId);
      const same =
        ids.length === now.length && new Set(ids).size === ids.length && ids.every((id) => now.includes(id));
      if (!same) throw conflict('自选已在别处修改，请刷新后重试');
      await writeOrder(tx, userId, ids);
      return stateOf(tx, userId);
    });
  }

  /** Login: the visitor's device list joins the account's (the account's order first). */
  async merge(userId: number, visitor: readonly string[]): Promise<WatchState> {
    return this.db.write(async (tx) => {
      const merged = mergedOrder(await instrumentsOf(tx, userId), visitor);
      await writeOrder(tx, userId, merged.slice(0, MAX_WATCH_ITEMS));
      return stateOf(tx, userId);
    });
  }

  async createGroup(userId: number, name: string): Promise<WatchState> {
    return this.db.write(async (tx) => {
      const rows = await tx.all<{ name: string; position: number }>(
        sql`SELECT name, position FROM watch_groups WHERE user_id = ${userId}`,
      );
      if (rows.some((r) => r.name === name)) throw conflict(GROUP_EXISTS_MSG);
      if (rows.length >= MAX_WATCH_GROUPS) throw badInput(GROUPS_FULL_MSG);
      const position = rows.reduce((m, r) => Math.max(m, Number(r.position) + 1), 0);
      await tx.run(
        sql`INSERT INTO watch_groups (user_id, name, position) VALUES (${userId}, ${name}, ${position})`,
      );
      return stateOf(tx, userId);
    });
  }

  async renameGroup(userId: number, groupId: number, name: string): Promise<WatchState> {
    return this.db.write(async (tx) => {
      await groupOf(tx, userId, groupId);
      const clash = await tx.get(
        sql`SELECT id FROM watch_groups WHERE user_id = ${userId} AND name = ${name} AND id <> ${groupId}`,
      );
      if (clash) throw conflict(GROUP_EXISTS_MSG);
      await tx.run(sql`UPDATE watch_groups SET name = ${name} WHERE id = ${groupId}`);
      return stateOf(tx, userId);
    });
  }

  async deleteGroup(userId: number, groupId: number): Promise<WatchState> {
    return this.db.write(async (tx) => {
      await groupOf(tx, userId, groupId);
      await tx.run(sql`DELETE FROM watch_group_items WHERE group_id = ${groupId}`);
      await tx.run(sql`DELETE FROM watch_groups WHERE id = ${groupId}`);
      return stateOf(tx, userId);
    });
  }

  /** Puts instruments of the list into a group, or takes them out of it. */
  async moveToGroup(
    userId: number,
    groupId: number,
    ids: readonly string[],
    member: boolean,
  ): Promise<WatchState> {
    return this.db.write(async (tx) => {
      await groupOf(tx, userId, groupId);
      const now = new Set(await instrumentsOf(tx, userId));
      for (const id of ids) {
        if (!now.has(id)) throw badInput(NOT_IN_WATCHLIST_MSG);
        if (member) {
          const has = await tx.get(
            sql`SELECT 1 AS x FROM watch_group_items WHERE group_id = ${groupId} AND instrument = ${id}`,
          );
          if (!has)
            await tx.run(
              sql`INSERT INTO watch_group_items (group_id, instrument) VALUES (${groupId}, ${id})`,
            );
        } else
          await tx.run(sql`DELETE FROM watch_group_items WHERE group_id = ${groupId} AND instrument = ${id}`);
      }
      return stateOf(tx, userId);
    });
  }
}

async function stateOf(tx: SqlRunner, userId: number): Promise<WatchState> {
  const instruments = await instrumentsOf(tx, userId);
  const groups = await tx.all<{ id: number; name: string }>(
    sql`SELECT id, name FROM watch_groups WHERE user_id = ${userId} ORDER BY position, id`,
  );
  const members = await tx.all<{ group_id: number; instrument: string }>(
    sql`SELECT gi.group_id, gi.instrument FROM watch_group_items gi
        JOIN watch_groups g ON g.id = gi.group_id WHERE g.user_id = ${userId}`,
  );
  const order = new Map(instruments.map((id, i) => [id, i]));
  return {
    instruments,
    groups: groups.map((g) => ({
      id: Number(g.id),
      name: g.name,
      instruments: members
        .filter((m) => Number(m.group_id) === Number(g.id))
        .map((m) => m.instrument)
        .sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)),
    })),
  };
}
