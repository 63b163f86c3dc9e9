import { BrowserRouter } from 'react-router-dom';
import { StoresProvider } from '../stores/context';
import type { RootStore } from '../stores/root';
import { ThemeFromUrl } from './ThemeFromUrl';
import { BridgeNavigator } from './BridgeNavigator';
import { BASENAME } from '../config/base-path';
import { Shell } from './Shell';
import { QuoteStatus } from './QuoteStatus';

export function App({ store }: { store: RootStore }) {
  return (
    <StoresProvider store={store}>
      <BrowserRouter basename={BASENAME}>
        <ThemeFromUrl />
        <BridgeNavigator />
        <Shell />
        <QuoteStatus />
      </BrowserRouter>
    </StoresProvider>
  );
}
