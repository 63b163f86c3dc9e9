/** Boot: config → stores → router. */
import { createRoot } from 'react-dom/client';
import 'react-vant/es/styles/css-variables.css';
import './app/theme.css';
import { App } from './app/App';
import { loadConfig } from './config/load';
import { rootFontSize } from './lib/layout';
import { RootStore } from './stores/root';

function applyRootFontSize(): void {
  document.documentElement.style.fontSize = `${rootFontSize(document.documentElement.clientWidth)}px`;
}

async function boot(): Promise<void> {
  applyRootFontSize();
  window.addEventListener('resize', applyRootFontSize);
  await loadConfig('/wap/');
  const store = new RootStore();
  createRoot(document.getElementById('root')!).render(<App store={store} />);
}

void boot();
