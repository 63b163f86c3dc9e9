import type { WatchState, WatchStateResponse } from '../../contract/watchlist.schema';
import type { WatchTransport } from '../services/watchlist';
import { GROUPS_NEED_LOGIN_MSG, WATCH_STORAGE_KEY, WatchlistStore, type NativeWatchlist } from './watchlist';

/** The server's merge order (server/community/watchlist.ts mergedOrder; the app never imports server/). */
const mergedOrder = (account: string[], device: string[]): string[] => [
  ...account,
  ...device.filter((x, i) => !account.includes(x) && device.indexOf(x) === i),
];

/** An in-memory server keeping one account's state, answering as the real calls do. */
function fakeServer(initial: WatchState = { instruments: [], groups: [] }) {
  const state: WatchState = JSON.parse(JSON.stringify(initial));
  const calls: string[] = [];
  let refuseNext: string | null = null;
  const ok = (): WatchStateResponse => ({ code: 1, data: JSON.parse(JSON.stringify(state)) });
  const run = async (name: string, f: () => void): Promise<WatchStateResponse> => {
    calls.push(name);
    if (refuseNext) {
      const msg = refuseNext;
      refuseNext = null;
      return { code: 6, msg };
    }
    f();
    return ok();
  };
  const transport: WatchTransport = {
    list: (t) => run('list', () => void t),
    add: (_t, id) =>
      run('add', () => {
        if (!state.instruments.includes(id)) state.instruments = [id, ...state.instruments];
      }),
    remove: (_t, ids) =>
      run('remove', () => {
        state.instruments = state.instruments.filter((x) => !ids.includes(x));
        state.groups.forEach((g) => (g.instruments = g.instruments.filter((x) => !ids.includes(x))));
      }),
    reorder: (_t, ids) => run('reorder', () => (state.instruments = [...ids])),
    merge: (_t, ids) => run('merge', () => (state.instruments = mergedOrder(state.instruments, ids))),
    createGroup: (_t, name) =>
      run('createGroup', () => state.groups.push({ id: state.groups.length + 1, name, instruments: [] })),
    renameGroup: (_t, id, name) =>
      run('renameGroup', () => (state.groups.find((g) => g.id === id)!.name = name)),
    deleteGroup: (_t, id) =>
      run('deleteGroup', () => (state.groups = state.groups.filter((g) => g.id !== id))),
    moveToGroup: (_t, id, ids, member) =>
      run('moveToGroup', () => {
        const g = state.groups.find((x) => x.id === id)!;
        g.instruments = member
          ? state.instruments.filter((x) => g.instruments.includes(x) || ids.includes(x))
          : g.instruments.filter((x) => !ids.includes(x));
      }),
  };
  return {
    transport,
    calls,
    state: () => state,
    edit: (f: (s: WatchState) => void) => f(state),
    refuseNext: (msg: string) => (refuseNext = msg),
  };
}

function memoryStorage(init: Record<string, string> = {}) {
  const m = new Map(Object.entries(init));
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    map: m,
  };
}

describe('WatchlistStore, visitor', () => {
  it('keeps the list on the device and makes no call', async () => {
    const server = fakeServer();
    const storage = memoryStorage();
    const s = new WatchlistStore(server.transport, storage);
    await s.toggle('sh:600000');
    await s.toggle('HKSE:00700');
    expect(s.instruments).toEqual(['HKSE:00700', 'sh:600000']);
    expect(JSON.parse(storage.map.get(WATCH_STORAGE_KEY)!)).toEqual(['HKSE:00700', 'sh:600000']);
    await s.move('sh:600000', 'top');
    await s.toggle('HKSE:00700');
    expect(s.instruments).toEqual(['sh:600000']);
    expect(new WatchlistStore(server.transport, storage).instruments).toEqual(['sh:600000']);
    expect(server.calls).toEqual([]);
  });

  it('refuses user groups until login', async () => {
    const s = new WatchlistStore(fakeServer().transport, memoryStorage());
    expect(await s.createGroup('银行')).toBe(false);
    expect(s.error).toBe(GROUPS_NEED_LOGIN_MSG);
  });
});

describe('WatchlistStore, login', () => {
  it('merges the device list into the account, then the server keeps it', async () => {
    const server = fakeServer({ instruments: ['sz:000001', 'sh:600000'], groups: [] });
    const storage = memoryStorage({ [WATCH_STORAGE_KEY]: JSON.stringify(['HKSE:00700', 'sh:600000']) });
    const s = new WatchlistStore(server.transport, storage);
    await s.setToken('tk');
    expect(server.calls).toEqual(['merge']);
    expect(s.instruments).toEqual(['sz:000001', 'sh:600000', 'HKSE:00700']);
    expect(storage.map.has(WATCH_STORAGE_KEY)).toBe(false);

    await s.toggle('NASDAQ:AAPL');
    expect(server.state().instruments[0]).toBe('NASDAQ:AAPL');

    // A fresh device with nothing stored gets the account's list back by the list call.
    const again = new WatchlistStore(server.transport, memoryStorage());
    await again.setToken('tk');
    expect(again.instruments).toEqual(server.state().instruments);
    expect(server.calls.slice(-1)).toEqual(['list']);

    // Logout: the device's list (cleared at the merge), not the account's.
    await s.setToken(null);
    expect(s.instruments).toEqual([]);
  });

  it('reorders and removes through the server', async () => {
    const server = fakeServer({ instruments: ['a:1', 'b:2', 'c:3'], groups: [] });
    const s = new WatchlistStore(server.transport, memoryStorage());
    await s.setToken('tk');
    await s.move('c:3', 'up');
    expect(server.state().instruments).toEqual(['a:1', 'c:3', 'b:2']);
    await s.remove(['a:1']);
    expect(s.instruments).toEqual(['c:3', 'b:2']);
    await s.move('c:3', 'up'); // already first: no call
    expect(server.calls.filter((c) => c === 'reorder')).toHaveLength(1);
  });

  it('a refused write shows the message and resyncs from the server', async () => {
    const server = fakeServer({ instruments: ['a:1', 'b:2'], groups: [] });
    const s = new WatchlistStore(server.transport, memoryStorage());
    await s.setToken('tk');
    server.edit((st) => (st.instruments = ['x:9', 'a:1', 'b:2'])); // another device added one
    server.refuseNext('自选已在别处修改，请刷新后重试');
    expect(await s.move('b:2', 'top')).toBe(false);
    expect(s.error).toBe('自选已在别处修改，请刷新后重试');
    expect(s.instruments).toEqual(['x:9', 'a:1', 'b:2']);
  });

  it('groups: create, rename, move in and out, delete', async () => {
    const server = fakeServer({ instruments: ['a:1', 'b:2', 'c:3'], groups: [] });
    const s = new WatchlistStore(server.transport, memoryStorage());
    await s.setToken('tk');
    await s.createGroup(' 银行 ');
    expect(s.groups).toEqual([{ id: 1, name: '银行', instruments: [] }]);
    await s.moveToGroup(1, ['c:3', 'a:1'], true);
    expect(s.groups[0].instruments).toEqual(['a:1', 'c:3']);
    await s.renameGroup(1, '金融');
    await s.moveToGroup(1, ['a:1'], false);
    expect(s.groups).toEqual([{ id: 1, name: '金融', instruments: ['c:3'] }]);
    await s.remove(['c:3']);
    expect(s.groups[0].instruments).toEqual([]);
    await s.deleteGroup(1);
    expect(s.groups).toEqual([]);
  });

  it('drops a reply that arrives after the user changed', async () => {
    const server = fakeServer({ instruments: ['a:1'], groups: [] });
    const s = new WatchlistStore(server.transport, memoryStorage());
    const pending = s.setToken('tk');
    await s.setToken(null);
    expect(await pending).toBeUndefined();
    expect(s.instruments).toEqual([]);
  });
});

/** The host app's native list as the bridge gives it (null: no host or an older one). */
function fakeNative(initial: string[] | null) {
  let list = initial;
  const sets: string[][] = [];
  const native: NativeWatchlist = {
    get: () => Promise.resolve(list ? [...list] : null),
    set: (ids) => {
      sets.push([...ids]);
      list = [...ids];
      return Promise.resolve(true);
    },
  };
  return { native, sets, list: () => list };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('WatchlistStore, the host app’s native list (bridge)', () => {
  it('a visitor: the native list joins the device’s, and every change goes back to the app', async () => {
    const storage = memoryStorage({ [WATCH_STORAGE_KEY]: JSON.stringify(['sh:600000']) });
    const n = fakeNative(['HKSE:00700', 'sh:600000']);
    const s = new WatchlistStore(fakeServer().transport, storage, n.native);
    await s.setToken(null);
    expect(s.instruments).toEqual(['sh:600000', 'HKSE:00700']);
    expect(JSON.parse(storage.map.get(WATCH_STORAGE_KEY)!)).toEqual(['sh:600000', 'HKSE:00700']);
    await settle();
    expect(n.list()).toEqual(['sh:600000', 'HKSE:00700']);
    await s.toggle('HKSE:00700');
    await settle();
    expect(n.list()).toEqual(['sh:600000']);
  });

  it('at login the native list goes into the merge, as a device list', async () => {
    const server = fakeServer({ instruments: ['sz:000001'], groups: [] });
    const n = fakeNative(['NASDAQ:AAPL']);
    const s = new WatchlistStore(server.transport, memoryStorage(), n.native);
    await s.setToken('tk');
    expect(server.calls).toEqual(['merge']);
    expect(s.instruments).toEqual(['sz:000001', 'NASDAQ:AAPL']);
    await settle();
    expect(n.list()).toEqual(['sz:000001', 'NASDAQ:AAPL']);
  });

  it('a failed merge never overwrites the app’s list', async () => {
    const server = fakeServer({ instruments: ['sz:000001'], groups: [] });
    server.refuseNext('网络异常，请稍后重试');
    const n = fakeNative(['NASDAQ:AAPL']);
    const s = new WatchlistStore(server.transport, memoryStorage(), n.native);
    await s.setToken('tk');
    await settle();
    expect(n.sets).toEqual([]);
  });

  it('no host (null): the store works as in a browser and tells nobody', async () => {
    const n = fakeNative(null);
    const s = new WatchlistStore(fakeServer().transport, memoryStorage(), n.native);
    await s.setToken(null);
    await s.toggle('sh:600000');
    expect(s.instruments).toEqual(['sh:600000']);
  });
});
