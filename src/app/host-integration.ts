/**
 * Connects the app-wide stores to the host app through the bridge (docs/bridge.md): whether the page
 * runs inside the app, the app's theme and its changes, and the page titles for the native bar.
 * The user store takes its token from the bridge on its own (community work).
 */
import type { Bridge } from '../../bridge';
import type { RootStore } from '../stores/root';
import { onTitleChange } from '../components/page/title';

/** The parts of the bridge used here (a fake in tests). */
export type HostBridge = Pick<Bridge, 'isHost' | 'call' | 'on' | 'setTitle' | 'supports'>;

export interface HostConnection {
  /** Settles when the host's theme is applied, or at once when there is no host or it failed. */
  themeReady: Promise<void>;
  /** Settles when it is known whether the host's bar takes the header (host.navBar). */
  navBarReady: Promise<void>;
  disconnect(): void;
}

export function connectHost(root: Pick<RootStore, 'host' | 'theme'>, bridge: HostBridge): HostConnection {
  root.host.setInApp(bridge.isHost);
  if (!bridge.isHost) {
    return { themeReady: Promise.resolve(), navBarReady: Promise.resolve(), disconnect: () => undefined };
  }

  // Only a theme the host really answered counts: `bridge.getTheme()` would fall back to the URL
  // query, and taking that as the host's would stop the query from being followed.
  const themeReady = bridge
    .call('getTheme', {})
    .then(({ theme, updown }) => {
      root.theme.applyHost(theme === 'dark' ? 'dark' : 'light');
      root.theme.applyHostUpdown(updown);
    })
    .catch(() => undefined);
  // Pages draw their header unless the host's bar shows their buttons (docs/bridge.md setNavButtons).
  const navBarReady = bridge
    .supports('setNavButtons')
    .then((yes) => root.host.setNavBar(yes))
    .catch(() => undefined);
  const offTheme = bridge.on('themeChanged', ({ theme, updown }) => {
    root.theme.applyHost(theme === 'dark' ? 'dark' : 'light');
    root.theme.applyHostUpdown(updown);
  });
  // Titles go to the native navigation bar; a host without setTitle just keeps its own.
  const offTitle = onTitleChange((title) => {
    bridge.setTitle(title).catch(() => undefined);
  });
  if (typeof document !== 'undefined' && document.title)
    bridge.setTitle(document.title).catch(() => undefined);
  return {
    themeReady,
    navBarReady,
    disconnect() {
      offTheme();
      offTitle();
    },
  };
}

/** Resolves when `promise` settles or after `ms`, whichever comes first (never rejects). */
export function waitAtMost(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    promise.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      () => {
        clearTimeout(timer);
        resolve();
      },
    );
  });
}
