import { useState } from 'react';
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { StoresProvider } from '../stores/context';
import type { RootStore } from '../stores/root';
import { ThemeFromUrl } from './ThemeFromUrl';
import { BridgeNavigator } from './BridgeNavigator';
import { BASENAME } from '../config/base-path';
import { Shell } from './Shell';
import { AlertToast } from './AlertToast';
import { QuoteStatus } from './QuoteStatus';
import { carryingHistory } from './carry-params';
import { LiveContext } from '../components/live/live';

export function App({ store }: { store: RootStore }) {
  // BrowserRouter's own history, wrapped so every navigation keeps `?type` (carry-params.ts). The
  // history API react-router marks unstable/UNSAFE is the one BrowserRouter itself is made of.
  const [history] = useState(() => carryingHistory(UNSAFE_createBrowserHistory({ v5Compat: true })));
  return (
    <StoresProvider store={store}>
      <LiveContext.Provider value={store.quoteConnection}>
        <HistoryRouter basename={BASENAME} history={history}>
          <ThemeFromUrl />
          <BridgeNavigator />
          <Shell />
          <QuoteStatus />
          <AlertToast />
        </HistoryRouter>
      </LiveContext.Provider>
    </StoresProvider>
  );
}
