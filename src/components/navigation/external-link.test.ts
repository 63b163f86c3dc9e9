/** @jest-environment jsdom */
import { createBridge, type Bridge } from '../../../bridge';
import { FakeHost, fakeWindow, type FakeWindow } from '../../../bridge/testing';
import { externalClick, goBack, openAppDownload, openExternal } from './external-link';

jest.mock('../../config/load', () => ({
  getConfig: () => ({ downloadUrl: 'https://www.example.com/app/download' }),
}));

const settle = () => new Promise((r) => setTimeout(r, 5));

function inHost(): { bridge: Bridge; host: FakeHost } {
  const win = fakeWindow();
  const host = new FakeHost(win, {
    platform: 'android',
    methods: { openPage: () => ({}), openDownload: () => ({}), goBack: () => ({}) },
  });
  return { bridge: createBridge(win), host };
}

describe('links leaving the H5 screens', () => {
  it('inside the app open a native screen through the bridge', async () => {
    const { bridge, host } = inHost();
    await openExternal('https://fund.example.com/detail/000001', { title: '基金' }, bridge);
    expect(host.calls('openPage')[0].params).toEqual({
      url: 'https://fund.example.com/detail/000001',
      title: '基金',
    });
    // A PDF too: newTabOnWeb only matters in a browser.
    const click = { preventDefault: jest.fn() };
    externalClick('https://static.example.com/a.pdf', { newTabOnWeb: true }, bridge)(click);
    await settle();
    expect(click.preventDefault).toHaveBeenCalled();
    expect(host.calls('openPage')[1].params).toEqual({ url: 'https://static.example.com/a.pdf' });
    await openAppDownload(bridge);
    expect(host.calls('openDownload')[0].params).toEqual({ url: 'https://www.example.com/app/download' });
    const navigate = jest.fn();
    goBack(navigate, bridge);
    await settle();
    expect(host.calls('goBack')).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
    bridge.dispose();
  });

  it('never follows a javascript: URL', async () => {
    const { bridge, host } = inHost();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openExternal('javascript:alert(1)', {}, bridge);
    expect(host.calls('openPage')).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('INVALID_PARAMS'));
    warn.mockRestore();
    bridge.dispose();
  });

  describe('in a browser', () => {
    let win: FakeWindow;
    let bridge: Bridge;
    beforeEach(() => {
      win = fakeWindow();
      bridge = createBridge(win);
    });
    afterEach(() => bridge.dispose());

    it('navigate the page, a /wap/ path through the router', async () => {
      await openExternal('https://fund.example.com/detail/000001', {}, bridge);
      expect(win.assigned).toEqual(['https://fund.example.com/detail/000001']);
      const routes: string[] = [];
      bridge.setWebNavigator((r) => routes.push(r));
      await openExternal('/wap/search.html', {}, bridge);
      expect(routes).toEqual(['/search.html']);
      await openAppDownload(bridge);
      expect(win.assigned).toEqual([
        'https://fund.example.com/detail/000001',
        'https://www.example.com/app/download',
      ]);
    });

    it('open a PDF in a new tab and leave modified clicks to the browser', () => {
      const open = jest.spyOn(window, 'open').mockImplementation(() => null);
      const click = { preventDefault: jest.fn() };
      externalClick('https://static.example.com/a.pdf', { newTabOnWeb: true }, bridge)(click);
      expect(open).toHaveBeenCalledWith('https://static.example.com/a.pdf', '_blank', 'noopener,noreferrer');
      const modified = { preventDefault: jest.fn(), metaKey: true };
      externalClick('https://static.example.com/a.pdf', { newTabOnWeb: true }, bridge)(modified);
      expect(modified.preventDefault).not.toHaveBeenCalled();
      expect(open).toHaveBeenCalledTimes(1);
      open.mockRestore();
    });

    it('go back through the router', () => {
      const navigate = jest.fn();
      window.history.pushState({}, '', '/wap/sh/600000.html');
      goBack(navigate, bridge);
      expect(navigate).toHaveBeenLastCalledWith(-1);
      expect(win.backs).toBe(0);
    });
  });
});
