/** @jest-environment jsdom */
import { createBridge, type Bridge } from './bridge';
import { detectPlatform, parseUserAgent } from './detect';
import { BridgeError } from './errors';
import { APP_DOWNLOAD_URL, USER_INFO_KEY } from './fallback';
import { FakeHost, HostFailure, fakeWindow, type FakeWindow } from './testing';
import type { UserInfo } from './types';
import { BRIDGE_VERSION } from './version';

const user: UserInfo = {
  token: 'tok-host',
  serverId: 7,
  headImage: 'https://img.example.com/a.png',
  nickname: '股友小王',
  username: '13800000000',
};

const allMethods = {
  getToken: () => ({ token: user.token }),
  getUserInfo: () => ({ userInfo: user }),
  getTheme: () => ({ theme: 'dark' }),
  openPage: () => ({}),
  goBack: () => ({}),
  close: () => ({}),
  login: () => ({ userInfo: user }),
  openDownload: () => ({}),
  setTitle: () => ({}),
  setNavButtons: () => ({}),
  setOrientation: () => ({}),
  getWatchlist: () => ({ instruments: ['sh:600000', 'HKSE:00700', 7, 'sh:600000', 'not an id'] }),
  setWatchlist: () => ({}),
  notify: () => ({}),
};

let bridges: Bridge[] = [];
function track(b: Bridge): Bridge {
  bridges.push(b);
  return b;
}

afterEach(() => {
  for (const b of bridges) b.dispose();
  bridges = [];
  window.sessionStorage.clear();
  jest.useRealTimers();
});

async function rejection(p: Promise<unknown>): Promise<BridgeError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(BridgeError);
    return err as BridgeError;
  }
  throw new Error('expected a rejection');
}

describe('detectPlatform', () => {
  it('finds the iOS message handler', () => {
    const win = fakeWindow();
    new FakeHost(win, { platform: 'ios', methods: {} });
    expect(detectPlatform(win)).toBe('ios');
  });

  it('finds the Android interface', () => {
    const win = fakeWindow();
    new FakeHost(win, { platform: 'android', methods: {} });
    expect(detectPlatform(win)).toBe('android');
  });

  it('falls back to the user-agent marker, then to web', () => {
    expect(detectPlatform(fakeWindow(undefined, 'Mozilla/5.0 (Linux) WapQuoteApp/3.2.1 (android)'))).toBe(
      'android',
    );
    expect(detectPlatform(fakeWindow(undefined, 'Mozilla/5.0 (iPhone) Mobile WapQuoteApp/3.2 (iOS)'))).toBe(
      'ios',
    );
    expect(detectPlatform(fakeWindow(undefined, 'Mozilla/5.0 (iPhone) Safari'))).toBe('web');
    expect(detectPlatform(undefined)).toBe('web');
  });

  it('parses the marker version', () => {
    expect(parseUserAgent('x WapQuoteApp/4.10.2 (ios) y')).toEqual({ appVersion: '4.10.2', platform: 'ios' });
    expect(parseUserAgent('WapQuoteApp (ios)')).toBeNull();
  });
});

describe.each(['ios', 'android'] as const)('inside the %s host', (platform) => {
  let win: FakeWindow;
  let host: FakeHost;
  let bridge: Bridge;

  beforeEach(() => {
    win = fakeWindow();
    host = new FakeHost(win, { platform, methods: allMethods, delayMs: 5 });
    bridge = track(createBridge(win));
  });

  it('detects the platform and shakes hands', async () => {
    expect(bridge.platform).toBe(platform);
    expect(bridge.isHost).toBe(true);
    await expect(bridge.handshake()).resolves.toEqual({
      bridgeVersion: '1.3.0',
      platform,
      methods: Object.keys(allMethods),
    });
    expect(host.calls('hello')).toHaveLength(1);
    expect(host.calls('hello')[0].params).toEqual({ bridgeVersion: BRIDGE_VERSION });
  });

  it('hands header buttons to the native bar and reports their taps', async () => {
    const tapped: string[] = [];
    bridge.on('navButtonTapped', ({ id }) => tapped.push(id));
    await expect(bridge.setNavButtons([{ id: 'search', text: '搜索' }])).resolves.toBe(true);
    expect(host.calls('setNavButtons')[0].params).toEqual({ buttons: [{ id: 'search', text: '搜索' }] });
    host.emit('navButtonTapped', { id: 'search' });
    expect(tapped).toEqual(['search']);
  });

  it('reads the native 自选 (distinct well-formed ids) and hands the page’s to the app', async () => {
    await expect(bridge.getWatchlist()).resolves.toEqual(['sh:600000', 'HKSE:00700']);
    await expect(bridge.setWatchlist(['NASDAQ:AAPL', 'sh:600000'])).resolves.toBe(true);
    expect(host.calls('setWatchlist')[0].params).toEqual({ instruments: ['NASDAQ:AAPL', 'sh:600000'] });
  });

  it('hands a notification to the app as plain fields (no path key when none is given)', async () => {
    await expect(
      bridge.notify({ title: '股价提醒', body: '600000 价格涨到 10.1，现价 10.12' }),
    ).resolves.toBe(true);
    await expect(bridge.notify({ title: '股价提醒', body: 'x', path: '/tixing.html' })).resolves.toBe(true);
    expect(host.calls('notify').map((c) => c.params)).toEqual([
      { title: '股价提醒', body: '600000 价格涨到 10.1，现价 10.12' },
      { title: '股价提醒', body: 'x', path: '/tixing.html' },
    ]);
  });

  it('turns the screen through the host and reports the phone turned', async () => {
    const turned: string[] = [];
    bridge.on('orientationChanged', ({ orientation }) => turned.push(orientation));
    await expect(bridge.setOrientation('landscape')).resolves.toBe('host');
    expect(host.calls('setOrientation')[0].params).toEqual({ orientation: 'landscape' });
    host.emit('orientationChanged', { orientation: 'portrait' });
    expect(turned).toEqual(['portrait']);
  });

  it('posts the message in the platform format', async () => {
    await bridge.setTitle('个股详情');
    if (platform === 'ios') expect(typeof host.raw[0]).toBe('object');
    else expect(typeof host.raw[0]).toBe('string');
    const msg = host.calls('setTitle')[0];
    expect(msg).toEqual({ id: expect.any(Number), method: 'setTitle', params: { title: '个股详情' } });
  });

  it('answers every method from the host, not from the web fallback', async () => {
    window.sessionStorage.setItem(USER_INFO_KEY, JSON.stringify({ ...user, token: 'tok-web' }));
    await expect(bridge.getToken()).resolves.toBe('tok-host');
    await expect(bridge.getUserInfo()).resolves.toEqual(user);
    await expect(bridge.getTheme()).resolves.toBe('dark');
    await expect(bridge.login()).resolves.toEqual({ status: 'loggedIn', userInfo: user });
    await bridge.openPage({ page: 'stockDetail', params: { code: '600000' } });
    await bridge.openPage({ url: 'https://www.example.com/news' });
    await bridge.goBack();
    await bridge.close();
    await bridge.openDownload();
    expect(win.assigned).toEqual([]);
    expect(win.backs).toBe(0);
    expect(host.calls('openPage').map((m) => m.params)).toEqual([
      { page: 'stockDetail', params: { code: '600000' } },
      { url: 'https://www.example.com/news' },
    ]);
    expect(host.calls('hello')).toHaveLength(1);
  });

  it('numbers calls consecutively from a random start', async () => {
    await Promise.all([bridge.getToken(), bridge.getTheme(), bridge.getUserInfo()]);
    const ids = host.received.map((m) => m.id);
    expect(ids).toEqual([ids[0], ids[0] + 1, ids[0] + 2, ids[0] + 3]);
    expect(ids[0]).toBeGreaterThan(0);
    expect(ids[3]).toBeLessThan(2 ** 31);
  });

  it('delivers events to subscribers until they unsubscribe', async () => {
    const seen: string[] = [];
    const off = bridge.on('themeChanged', (d) => seen.push(d.theme));
    const tokens: (string | null)[] = [];
    bridge.on('tokenChanged', (d) => tokens.push(d.token));
    host.emit('themeChanged', { theme: 'dark' });
    host.emit('tokenChanged', { token: 'tok-2', userInfo: { ...user, token: 'tok-2' } });
    off();
    host.emit('themeChanged', { theme: 'light' });
    host.emit('tokenChanged', { token: null, userInfo: null });
    expect(seen).toEqual(['dark']);
    expect(tokens).toEqual(['tok-2', null]);
  });

  it('keeps delivering when one listener throws', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: number[] = [];
    bridge.on('pageShown', () => {
      throw new Error('boom');
    });
    bridge.on('pageShown', () => seen.push(1));
    host.emit('pageShown', {});
    expect(seen).toEqual([1]);
    spy.mockRestore();
  });
});

describe('host errors', () => {
  it('passes CANCELLED through and does not fall back to the web login', async () => {
    const win = fakeWindow();
    new FakeHost(win, {
      platform: 'ios',
      methods: {
        login: () => {
          throw new HostFailure('CANCELLED', 'user closed the login');
        },
      },
    });
    const err = await rejection(track(createBridge(win)).login());
    expect(err.code).toBe('CANCELLED');
    expect(err.method).toBe('login');
    expect(win.assigned).toEqual([]);
  });

  it('wraps an unknown host code as HOST_ERROR and keeps it', async () => {
    const win = fakeWindow();
    new FakeHost(win, {
      platform: 'android',
      methods: {
        getToken: () => {
          throw new HostFailure('KEYCHAIN_LOCKED', 'keychain locked');
        },
      },
    });
    const err = await rejection(track(createBridge(win)).getToken());
    expect(err.code).toBe('HOST_ERROR');
    expect(err.hostCode).toBe('KEYCHAIN_LOCKED');
    expect(err.message).toBe('keychain locked');
  });

  it('treats a throwing injected object as unavailable and falls back', async () => {
    const win = fakeWindow();
    win.WapBridgeAndroid = {
      postMessage: () => {
        throw new Error('interface gone');
      },
    };
    window.sessionStorage.setItem(USER_INFO_KEY, JSON.stringify(user));
    const bridge = track(createBridge(win));
    expect(bridge.platform).toBe('android');
    await expect(bridge.getToken()).resolves.toBe('tok-host');
    const err = await rejection(bridge.call('getTheme', {}));
    expect(err.code).toBe('UNAVAILABLE');
  });

  it('rejects pending calls with DISPOSED', async () => {
    const win = fakeWindow();
    const host = new FakeHost(win, { platform: 'ios', methods: allMethods, mode: 'manual' });
    const bridge = createBridge(win);
    const hello = bridge.handshake();
    host.replyTo(host.received[0].id);
    await hello;
    const p = bridge.getToken();
    await Promise.resolve();
    expect(host.calls('getToken')).toHaveLength(1);
    bridge.dispose();
    expect((await rejection(p)).code).toBe('DISPOSED');
  });
});

describe('time-outs', () => {
  it('rejects with TIMEOUT after the default 10 s, not before, and ignores the late reply', async () => {
    jest.useFakeTimers();
    const win = fakeWindow();
    const host = new FakeHost(win, { platform: 'ios', methods: allMethods, mode: 'manual' });
    const bridge = track(createBridge(win));
    const token = bridge.getToken();
    const settled = jest.fn();
    token.then(settled, settled);
    // Hello first.
    await Promise.resolve();
    host.replyTo(host.received[0].id);
    await jest.advanceTimersByTimeAsync(0);
    expect(host.calls('getToken')).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(9_999);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    const err = await rejection(token);
    expect(err.code).toBe('TIMEOUT');
    expect(err.method).toBe('getToken');
    // The host answers too late: nothing happens, nothing throws.
    expect(() => host.replyTo(host.calls('getToken')[0].id)).not.toThrow();
  });

  it('honours a per-call time-out and gives login minutes', async () => {
    jest.useFakeTimers();
    const win = fakeWindow();
    const host = new FakeHost(win, { platform: 'android', methods: allMethods, mode: 'manual' });
    const bridge = track(createBridge(win));
    const hello = bridge.handshake();
    host.replyTo(host.received[0].id);
    await hello;
    const quick = bridge.call('getTheme', {}, { timeoutMs: 50 });
    const login = bridge.login();
    const loginSettled = jest.fn();
    login.then(loginSettled, loginSettled);
    await jest.advanceTimersByTimeAsync(50);
    expect((await rejection(quick)).code).toBe('TIMEOUT');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(loginSettled).not.toHaveBeenCalled();
    host.replyTo(host.calls('login')[0].id);
    await expect(login).resolves.toEqual({ status: 'loggedIn', userInfo: user });
  });

  it('treats a host that never answers hello as absent: web fallback after 3 s', async () => {
    jest.useFakeTimers();
    const win = fakeWindow('https://m.example.com/wap/sh/600000.html?type=dark');
    new FakeHost(win, { platform: 'ios', methods: allMethods, mode: 'manual' });
    window.sessionStorage.setItem(USER_INFO_KEY, JSON.stringify({ ...user, token: 'tok-web' }));
    const bridge = track(createBridge(win));
    const token = bridge.getToken();
    const theme = bridge.getTheme();
    await jest.advanceTimersByTimeAsync(3_000);
    await expect(token).resolves.toBe('tok-web');
    await expect(theme).resolves.toBe('dark');
    await expect(bridge.handshake()).resolves.toBeNull();
  });
});

describe('stale replies', () => {
  it('a reply meant for the page before a reload never resolves a call of the new page', async () => {
    const win = fakeWindow();
    const host = new FakeHost(win, { platform: 'ios', methods: allMethods, mode: 'manual' });
    // Page load 1: its hello is pending when the WebView reloads.
    const before = createBridge(win);
    void before.handshake();
    const oldId = host.received[0].id;
    before.dispose();
    // Page load 2 on the same host.
    const after = track(createBridge(win));
    const hello = after.handshake();
    const newId = host.received[1].id;
    expect(newId).not.toBe(oldId);
    const settled = jest.fn();
    hello.then(settled, settled);
    host.send({ id: oldId, ok: true, result: { bridgeVersion: '1.0.0', platform: 'ios', methods: [] } });
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    host.replyTo(newId);
    await expect(hello).resolves.toMatchObject({ methods: Object.keys(allMethods) });
  });

  it('starts each page load at an unpredictable id', () => {
    const starts = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const win = fakeWindow();
      const host = new FakeHost(win, { platform: 'android', methods: {}, mode: 'manual' });
      const b = createBridge(win);
      void b.handshake();
      starts.add(host.received[0].id);
      b.dispose();
    }
    expect(starts.size).toBe(20);
  });

  it('ignores replies with unknown ids and malformed messages', async () => {
    const win = fakeWindow();
    const host = new FakeHost(win, { platform: 'android', methods: allMethods, mode: 'manual' });
    const bridge = track(createBridge(win));
    const hello = bridge.handshake();
    const id = host.received[0].id;
    win.WapBridge?.receive('{not json');
    win.WapBridge?.receive(null);
    win.WapBridge?.receive({ id: id + 1000, ok: true, result: {} });
    host.replyTo(id);
    await expect(hello).resolves.not.toBeNull();
  });
});

describe('handshake with an older host', () => {
  it('uses the web fallback for a method the host lacks, without asking the host', async () => {
    const win = fakeWindow('https://m.example.com/wap/sh/600000.html?type=dark');
    const { getTheme: _lacking, setTitle: _alsoLacking, ...older } = allMethods;
    const host = new FakeHost(win, { platform: 'ios', methods: older, bridgeVersion: '1.0.0' });
    const bridge = track(createBridge(win));
    await expect(bridge.supports('getTheme')).resolves.toBe(false);
    await expect(bridge.supports('getToken')).resolves.toBe(true);
    await expect(bridge.getTheme()).resolves.toBe('dark');
    await bridge.setTitle('龙虎榜');
    expect(document.title).toBe('龙虎榜');
    await expect(bridge.getToken()).resolves.toBe('tok-host');
    expect(host.calls('getTheme')).toHaveLength(0);
    expect(host.calls('setTitle')).toHaveLength(0);
    expect((await rejection(bridge.call('getTheme', {}))).code).toBe('UNSUPPORTED');
  });

  it('answers false to header buttons when the host lacks them (the page draws its header)', async () => {
    const win = fakeWindow();
    const { setNavButtons: _lacking, ...older } = allMethods;
    const host = new FakeHost(win, { platform: 'android', methods: older, bridgeVersion: '1.0.0' });
    const bridge = track(createBridge(win));
    await expect(bridge.supports('setNavButtons')).resolves.toBe(false);
    await expect(bridge.setNavButtons([{ id: 'search', text: '搜索' }])).resolves.toBe(false);
    expect(host.calls('setNavButtons')).toHaveLength(0);
  });

  it('has no native 自选 on a host before 1.3: the page keeps its own list', async () => {
    const win = fakeWindow();
    const { getWatchlist: _g, setWatchlist: _s, ...older } = allMethods;
    const host = new FakeHost(win, { platform: 'ios', methods: older, bridgeVersion: '1.2.0' });
    const bridge = track(createBridge(win));
    await expect(bridge.getWatchlist()).resolves.toBeNull();
    await expect(bridge.setWatchlist(['sh:600000'])).resolves.toBe(false);
    expect(host.calls('getWatchlist')).toHaveLength(0);
    expect(host.calls('setWatchlist')).toHaveLength(0);
  });

  it('has no notify on a host before 1.4: false, and the host is not asked', async () => {
    const win = fakeWindow();
    const { notify: _n, ...older } = allMethods;
    const host = new FakeHost(win, { platform: 'android', methods: older, bridgeVersion: '1.3.0' });
    const bridge = track(createBridge(win));
    await expect(bridge.notify({ title: '股价提醒', body: 'x' })).resolves.toBe(false);
    expect(host.calls('notify')).toHaveLength(0);
  });

  it('ignores a host of another major version', async () => {
    const win = fakeWindow();
    const host = new FakeHost(win, { platform: 'android', methods: allMethods, bridgeVersion: '2.0.0' });
    window.sessionStorage.setItem(USER_INFO_KEY, JSON.stringify({ ...user, token: 'tok-web' }));
    const bridge = track(createBridge(win));
    await expect(bridge.getToken()).resolves.toBe('tok-web');
    expect(host.calls('getToken')).toHaveLength(0);
  });
});

describe('setOrientation without the host method', () => {
  type Calls = string[];
  function browserWindow(opts: {
    fullscreen?: 'ok' | 'refuse' | 'missing';
    lock?: 'ok' | 'refuse' | 'missing';
  }) {
    const calls: Calls = [];
    const base = fakeWindow();
    const doc = {
      title: '',
      fullscreenElement: null as unknown,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      documentElement:
        opts.fullscreen === 'missing'
          ? {}
          : {
              requestFullscreen: () => {
                calls.push('requestFullscreen');
                if (opts.fullscreen === 'refuse') return Promise.reject(new Error('denied'));
                doc.fullscreenElement = {};
                return Promise.resolve();
              },
            },
      exitFullscreen: () => {
        calls.push('exitFullscreen');
        doc.fullscreenElement = null;
        return Promise.resolve();
      },
    };
    const orientation =
      opts.lock === 'missing'
        ? {}
        : {
            lock: (o: string) => {
              calls.push(`lock:${o}`);
              return opts.lock === 'refuse'
                ? Promise.reject(new Error('NotSupportedError'))
                : Promise.resolve();
            },
            unlock: () => void calls.push('unlock'),
          };
    return { win: { ...base, document: doc, screen: { orientation } }, calls };
  }

  it.each([
    [
      'full screen and the lock granted (Android Chrome)',
      { fullscreen: 'ok', lock: 'ok' },
      'browser',
      ['requestFullscreen', 'lock:landscape'],
    ],
    [
      'the lock refused (iOS Safari has full screen for video only)',
      { fullscreen: 'ok', lock: 'refuse' },
      'refused',
      ['requestFullscreen', 'lock:landscape'],
    ],
    ['no Fullscreen API', { fullscreen: 'missing', lock: 'ok' }, 'refused', []],
    ['no orientation lock', { fullscreen: 'ok', lock: 'missing' }, 'refused', []],
    ['full screen refused', { fullscreen: 'refuse', lock: 'ok' }, 'refused', ['requestFullscreen']],
  ] as const)('landscape: %s', async (_name, opts, expected, calls) => {
    const w = browserWindow(opts);
    const bridge = track(createBridge(w.win));
    await expect(bridge.setOrientation('landscape')).resolves.toBe(expected);
    expect(w.calls).toEqual(calls);
  });

  it('portrait unlocks and leaves full screen', async () => {
    const w = browserWindow({ fullscreen: 'ok', lock: 'ok' });
    const bridge = track(createBridge(w.win));
    await bridge.setOrientation('landscape');
    await expect(bridge.setOrientation('portrait')).resolves.toBe('browser');
    expect(w.calls).toEqual(['requestFullscreen', 'lock:landscape', 'unlock', 'exitFullscreen']);
  });

  it('a host without the method falls back to the browser', async () => {
    const w = browserWindow({ fullscreen: 'ok', lock: 'refuse' });
    const { setOrientation: _lacking, ...older } = allMethods;
    const host = new FakeHost(w.win, { platform: 'ios', methods: older, delayMs: 1 });
    const bridge = track(createBridge(w.win));
    await expect(bridge.setOrientation('landscape')).resolves.toBe('refused');
    expect(host.calls('setOrientation')).toHaveLength(0);
  });
});

describe('web fallback (no host)', () => {
  it('has no native notification: notify answers false (the page shows a toast)', async () => {
    const bridge = track(createBridge(fakeWindow()));
    await expect(bridge.notify({ title: '股价提醒', body: 'x' })).resolves.toBe(false);
  });

  it('has no native 自选: getWatchlist null, setWatchlist false', async () => {
    const bridge = track(createBridge(fakeWindow()));
    await expect(bridge.getWatchlist()).resolves.toBeNull();
    await expect(bridge.setWatchlist(['sh:600000'])).resolves.toBe(false);
  });

  it('keeps header buttons on the page: setNavButtons answers false', async () => {
    const bridge = track(createBridge(fakeWindow()));
    await expect(bridge.setNavButtons([{ id: 'search', text: '搜索' }])).resolves.toBe(false);
  });

  it('reads token and user info from session storage', async () => {
    const bridge = track(createBridge(fakeWindow()));
    expect(bridge.platform).toBe('web');
    expect(bridge.isHost).toBe(false);
    await expect(bridge.getToken()).resolves.toBeNull();
    window.sessionStorage.setItem(USER_INFO_KEY, JSON.stringify(user));
    await expect(bridge.getToken()).resolves.toBe('tok-host');
    await expect(bridge.getUserInfo()).resolves.toEqual(user);
    window.sessionStorage.setItem(USER_INFO_KEY, JSON.stringify({ ...user, userCode: 'u42' }));
    await expect(bridge.getUserInfo()).resolves.toEqual({ ...user, userCode: 'u42' });
    window.sessionStorage.setItem(USER_INFO_KEY, '{broken');
    await expect(bridge.getUserInfo()).resolves.toBeNull();
    window.sessionStorage.setItem(USER_INFO_KEY, JSON.stringify({ ...user, token: '' }));
    await expect(bridge.getToken()).resolves.toBeNull();
    await expect(bridge.handshake()).resolves.toBeNull();
    await expect(bridge.supports('getToken')).resolves.toBe(false);
  });

  it('takes the theme from the type query', async () => {
    await expect(track(createBridge(fakeWindow())).getTheme()).resolves.toBe('light');
    const dark = fakeWindow('https://m.example.com/wap/sh/600000.html?type=dark');
    await expect(track(createBridge(dark)).getTheme()).resolves.toBe('dark');
    const other = fakeWindow('https://m.example.com/wap/?type=light');
    await expect(track(createBridge(other)).getTheme()).resolves.toBe('light');
  });

  it('sends login to the web login page with the current route as redirect', async () => {
    const win = fakeWindow('https://m.example.com/wap/viewDetail/sh/600000/42.html?type=dark');
    const bridge = track(createBridge(win));
    await expect(bridge.login()).resolves.toEqual({ status: 'redirected' });
    expect(win.assigned).toEqual([
      '/wap/login.html?redirect=' + encodeURIComponent('/viewDetail/sh/600000/42.html?type=dark'),
    ]);
  });

  it('moves between /wap/ routes with the app router when one is set', async () => {
    const win = fakeWindow();
    const bridge = track(createBridge(win));
    const routes: string[] = [];
    bridge.setWebNavigator((r) => routes.push(r));
    await bridge.login({ redirect: '/send/sh/600000/send.html' });
    await bridge.openPage({ url: '/wap/search.html' });
    await bridge.openPage({ url: 'https://www.example.com/fund/1' });
    expect(routes).toEqual(['/login.html?redirect=%2Fsend%2Fsh%2F600000%2Fsend.html', '/search.html']);
    expect(win.assigned).toEqual(['https://www.example.com/fund/1']);
  });

  it('navigates, goes back, sets the title and opens the download page', async () => {
    const win = fakeWindow();
    const bridge = track(createBridge(win));
    await bridge.openPage({ url: '/wap/stock-list.html' });
    await bridge.goBack();
    await bridge.close();
    await bridge.setTitle('融资融券');
    await bridge.openDownload();
    expect(win.assigned).toEqual(['/wap/stock-list.html', APP_DOWNLOAD_URL]);
    expect(win.backs).toBe(2);
    expect(document.title).toBe('融资融券');
  });

  it('refuses native-only pages and script URLs', async () => {
    const bridge = track(createBridge(fakeWindow()));
    expect((await rejection(bridge.openPage({ page: 'stockDetail' }))).code).toBe('UNSUPPORTED');
    expect((await rejection(bridge.openPage({ url: 'javascript:alert(1)' }))).code).toBe('INVALID_PARAMS');
    expect((await rejection(bridge.openPage({ url: '//evil.example.com/x' }))).code).toBe('INVALID_PARAMS');
    expect((await rejection(bridge.call('getToken', {}))).code).toBe('UNAVAILABLE');
  });

  it('reports pageShown when the page becomes visible again', () => {
    const bridge = track(createBridge(fakeWindow()));
    const shown = jest.fn();
    const off = bridge.on('pageShown', shown);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(shown).toHaveBeenCalledTimes(1);
    off();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('uses the user-agent marker to know it is inside the app even without a channel', async () => {
    const win = fakeWindow(undefined, 'Mozilla/5.0 WapQuoteApp/3.0.0 (ios)');
    window.sessionStorage.setItem(USER_INFO_KEY, JSON.stringify(user));
    const bridge = track(createBridge(win));
    expect(bridge.platform).toBe('ios');
    expect(bridge.isHost).toBe(true);
    await expect(bridge.getToken()).resolves.toBe('tok-host');
  });
});
