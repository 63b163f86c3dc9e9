/**
 * The one root store wiring the app-wide stores. Transport is injected so tests can fake it.
 * Page stores live beside their pages and take what they need from here.
 */
import { ThemeStore } from './theme';

export interface RootDeps {
  document?: HTMLElement | null;
}

export class RootStore {
  readonly theme: ThemeStore;

  constructor(deps: RootDeps = {}) {
    this.theme = new ThemeStore(deps.document === undefined ? undefined : deps.document);
  }
}
