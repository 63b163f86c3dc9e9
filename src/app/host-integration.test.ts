/** @jest-environment jsdom */
import { createBridge, type Bridge } from '../../bridge';
import { FakeHost, fakeWindow } from '../../bridge/testing';
import { HostStore } from '../stores/host';
import { ThemeStore } from '../stores/theme';
import { connectHost, waitAtMost } from './host-integration';
import { setDocumentTitle } from '../components/page/title';

function stores() {
  const root = document.createElement('html');
  return { root, host: new HostStore(), theme: new ThemeStore(root) };
}

const settle = () => new Promise((r) => setTimeout(r, 5));

describe('connectHost', () => {
  let bridge: Bridge;
  afterEach(() => bridge.dispose());

  it('on the open web leaves the host switch off and the theme to the URL', async () => {
    bridge = createBridge(fakeWindow());
    const s = stores();
    s.theme.applyQuery('?type=dark');
    const conn = connectHost(s, bridge);
    await conn.themeReady;
    await conn.navBarReady;
    expect(s.host.inApp).toBe(false);
    expect(s.host.navBar).toBe(false);
    expect(s.theme.theme).toBe('dark');
    expect(s.theme.fromHost).toBe(false);
    conn.disconnect();
  });

  it('inside the app takes the theme, its changes and reports titles', async () => {
    const win = fakeWindow();
    const host = new FakeHost(win, {
      platform: 'ios',
      methods: { getTheme: () => ({ theme: 'dark' }), setTitle: () => ({}) },
    });
    bridge = createBridge(win);
    const s = stores();
    const conn = connectHost(s, bridge);
    expect(s.host.inApp).toBe(true);
    await conn.themeReady;
    expect(s.theme.theme).toBe('dark');
    expect(s.root.getAttribute('data-theme')).toBe('dark');
    // The URL no longer decides once the host did.
    s.theme.applyQuery('');
    expect(s.theme.theme).toBe('dark');

    host.emit('themeChanged', { theme: 'light' });
    expect(s.theme.theme).toBe('light');
    expect(s.root.hasAttribute('data-theme')).toBe(false);

    setDocumentTitle('贵州茅台(600519)');
    await settle();
    expect(host.calls('setTitle').map((m) => m.params)).toContainEqual({ title: '贵州茅台(600519)' });

    conn.disconnect();
    host.emit('themeChanged', { theme: 'dark' });
    setDocumentTitle('另一个标题');
    await settle();
    expect(s.theme.theme).toBe('light');
    expect(host.calls('setTitle').map((m) => m.params)).not.toContainEqual({ title: '另一个标题' });
  });

  it("takes the host's 涨跌颜色 with its theme and its changes; ignores an unknown one", async () => {
    const win = fakeWindow();
    const host = new FakeHost(win, {
      platform: 'android',
      methods: { getTheme: () => ({ theme: 'light', updown: 'green-up' }), setTitle: () => ({}) },
    });
    bridge = createBridge(win);
    const s = stores();
    const conn = connectHost(s, bridge);
    await conn.themeReady;
    expect(s.theme.updown).toBe('green-up');
    expect(s.root.getAttribute('data-updown')).toBe('green-up');
    host.emit('themeChanged', { theme: 'dark', updown: 'blue-orange' });
    expect(s.root.getAttribute('data-updown')).toBe('blue-orange');
    host.emit('themeChanged', { theme: 'dark', updown: 'purple-up' });
    expect(s.theme.updown).toBe('blue-orange');
    host.emit('themeChanged', { theme: 'dark', updown: 'red-up' });
    expect(s.root.hasAttribute('data-updown')).toBe(false);
    conn.disconnect();
  });

  it('keeps the URL theme when an older host has no getTheme', async () => {
    const win = fakeWindow();
    const host = new FakeHost(win, { platform: 'android', methods: { setTitle: () => ({}) } });
    bridge = createBridge(win);
    const s = stores();
    s.theme.applyQuery('?type=dark');
    const conn = connectHost(s, bridge);
    await conn.themeReady;
    expect(s.host.inApp).toBe(true);
    expect(s.theme.theme).toBe('dark');
    expect(s.theme.fromHost).toBe(false);
    expect(host.calls('getTheme')).toHaveLength(0);
    conn.disconnect();
  });

  it.each([
    ['takes the header', { setNavButtons: () => ({}) }, true],
    ['leaves the header to the page', { setTitle: () => ({}) }, false],
  ])('a host whose bar %s', async (_name, methods, navBar) => {
    const win = fakeWindow();
    new FakeHost(win, { platform: 'ios', methods });
    bridge = createBridge(win);
    const s = stores();
    const conn = connectHost(s, bridge);
    await conn.navBarReady;
    expect(s.host.navBar).toBe(navBar);
    conn.disconnect();
  });
});

describe('waitAtMost', () => {
  it('gives up after the limit and never rejects', async () => {
    jest.useFakeTimers();
    let done = false;
    const p = waitAtMost(new Promise(() => undefined), 250).then(() => (done = true));
    await jest.advanceTimersByTimeAsync(249);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await p;
    expect(done).toBe(true);
    jest.useRealTimers();
    await expect(waitAtMost(Promise.reject(new Error('x')), 1000)).resolves.toBeUndefined();
  });
});
