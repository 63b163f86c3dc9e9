/** Boot: config → bridge handshake → stores → router. */
import { createRoot } from 'react-dom/client';
import 'react-vant/es/styles/css-variables.css';
import './app/theme.css';
import { bridge } from '../bridge';
import { App } from './app/App';
import { connectHost, waitAtMost } from './app/host-integration';
import { resumeQuotesOn } from './app/quote-resume';
import { preloadRoute, warmRoute } from './app/preload';
import { loadConfig } from './config/load';
import { rootFontSize } from './lib/layout';
import { RootStore } from './stores/root';

/**
 * How long the first paint waits for the host's theme. A live host answers in a few milliseconds
 * (no dark page flashing white); a silent one must not hold the page up for the 3 s hello time-out.
 */
const HOST_THEME_WAIT_MS = 250;

function applyRootFontSize(): void {
  const root = document.documentElement;
  // The chart's landscape full screen (issue 21): sized by the short side, as in portrait.
  const width = root.dataset.landscape ? Math.min(root.clientWidth, root.clientHeight) : root.clientWidth;
  root.style.fontSize = `${rootFontSize(width)}px`;
}

async function boot(): Promise<void> {
  applyRootFontSize();
  window.addEventListener('resize', applyRootFontSize);
  const pageLoad = preloadRoute(location.pathname);
  // The handshake runs while the config loads (no-op in a browser).
  void bridge.handshake();
  await loadConfig('/wap/');
  const store = new RootStore();
  warmRoute(store, location.pathname, location.search, pageLoad);
  const host = connectHost(store, bridge);
  resumeQuotesOn(store.quoteConnection, bridge);
  // The header question rides on the same hello answer as the theme: no header flashing in or out.
  if (bridge.isHost) await waitAtMost(Promise.all([host.themeReady, host.navBarReady]), HOST_THEME_WAIT_MS);
  createRoot(document.getElementById('root')!).render(<App store={store} />);
}

void boot();
