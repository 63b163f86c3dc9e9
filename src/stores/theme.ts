/**
 * Light or dark theme: `?type=dark` on the URL (§2 (screens and routes)), or the host app through the bridge.
 * Applied as data-theme on <html>, which switches the CSS variables in app/theme.css.
 */
import { action, makeObservable, observable } from 'mobx';

export type ThemeName = 'light' | 'dark';

export function themeFromQuery(search: string): ThemeName {
  return new URLSearchParams(search).get('type') === 'dark' ? 'dark' : 'light';
}

export class ThemeStore {
  theme: ThemeName = 'light';
  /** Set when the host app decides the theme; the URL query no longer overrides it then. */
  fromHost = false;

  constructor(
    private readonly root: HTMLElement | null = typeof document !== 'undefined'
      ? document.documentElement
      : null,
  ) {
    makeObservable(this, { theme: observable, fromHost: observable, applyQuery: action, applyHost: action });
  }

  get isDark(): boolean {
    return this.theme === 'dark';
  }

  applyQuery(search: string): void {
    if (this.fromHost) return;
    this.set(themeFromQuery(search));
  }

  applyHost(theme: ThemeName): void {
    this.fromHost = true;
    this.set(theme);
  }

  private set(theme: ThemeName): void {
    this.theme = theme;
    if (!this.root) return;
    if (theme === 'dark') this.root.setAttribute('data-theme', 'dark');
    else this.root.removeAttribute('data-theme');
  }
}
