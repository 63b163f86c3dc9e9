/**
 * The common header's drop menu (§2: information, stocks, funds, sectors, global, each opening its
 * own page). Data-driven: a screen family that arrives adds its line here. Only pages that exist
 * today are listed; still to come:
 *   { key: 'global', label: '全球', to: '/markIndex.html?tab=2' },
 * and 资讯 once an information page exists.
 */
import type { EnvConfig } from '../../config/environments';

export interface MenuEntry {
  key: string;
  label: string;
  /** An in-app route (relative to /wap). */
  to?: string;
  /** A page outside the app (through the bridge), or null where this environment has none. */
  external?: (config: Pick<EnvConfig, 'fundHost'>) => string | null;
}

export const MENU_ENTRIES: readonly MenuEntry[] = [
  { key: 'stocks', label: '股票', to: '/' },
  // Fund pages live on the fund host (as search results of fund type do).
  { key: 'funds', label: '基金', external: (c) => (c.fundHost ? `${c.fundHost}/` : null) },
  { key: 'sectors', label: '板块', to: '/bkRank.html' },
];

export type MenuLink = { key: string; label: string } & ({ to: string } | { href: string });

/** The entries this environment can open, each with where it goes. */
export function menuLinks(entries: readonly MenuEntry[], config: Pick<EnvConfig, 'fundHost'>): MenuLink[] {
  return entries.flatMap<MenuLink>((e) => {
    if (e.to) return [{ key: e.key, label: e.label, to: e.to }];
    const href = e.external?.(config) ?? null;
    return href ? [{ key: e.key, label: e.label, href }] : [];
  });
}
