/**
 * Light or dark theme: `?type=dark` on the URL (§2 (screens and routes)), or the host app through the bridge.
 * Applied as data-theme on <html>, which switches the CSS variables in app/theme.css. The same for
 * 涨跌颜色 (data-updown; lib/updown-colors.ts): chosen on the settings page and kept on the device,
 * or given by the host app.
 */
import { action, makeObservable, observable } from 'mobx';
import { DEFAULT_UPDOWN, updownOf, type UpdownScheme } from '../lib/updown-colors';

/** Where the 涨跌颜色 choice is kept on the device (null where there is no storage). */
export interface SettingStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const UPDOWN_STORAGE_KEY = 'wapq.updown';

export type ThemeName = 'light' | 'dark';

export function themeFromQuery(search: string): ThemeName {
  return new URLSearchParams(search).get('type') === 'dark' ? 'dark' : 'light';
}

export class ThemeStore {
  theme: ThemeName = 'light';
  /** Set when the host app decides the theme; the URL query no longer overrides it then. */
  fromHost = false;
  updown: UpdownScheme = DEFAULT_UPDOWN;

  constructor(
    private readonly root: HTMLElement | null = typeof document !== 'undefined'
      ? document.documentElement
      : null,
    private readonly storage: SettingStorage | null = null,
  ) {
    makeObservable(this, {
      theme: observable,
      fromHost: observable,
      updown: observable,
      applyQuery: action,
      applyHost: action,
      chooseUpdown: action,
      applyHostUpdown: action,
    });
    this.setUpdown(updownOf(this.read()) ?? DEFAULT_UPDOWN);
  }

  /** The user's choice on the settings page: applied and kept on the device. */
  chooseUpdown(scheme: UpdownScheme): void {
    this.setUpdown(scheme);
    try {
      this.storage?.setItem(UPDOWN_STORAGE_KEY, scheme);
    } catch {
      // Full or blocked storage: the choice holds for this page's life.
    }
  }

  /** The host app's setting (getTheme / themeChanged): applied, not stored (the host keeps it). */
  applyHostUpdown(value: unknown): void {
    const scheme = updownOf(value);
    if (scheme) this.setUpdown(scheme);
  }

  private read(): string | null {
    try {
      return this.storage?.getItem(UPDOWN_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  }

  private setUpdown(scheme: UpdownScheme): void {
    this.updown = scheme;
    if (!this.root) return;
    if (scheme === DEFAULT_UPDOWN) this.root.removeAttribute('data-updown');
    else this.root.setAttribute('data-updown', scheme);
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
