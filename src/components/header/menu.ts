/**
 * The common header's drop menu (§2 (screens and routes): 资讯, 股票, 基金, 板块, 环球, each opening its own page) and the
 * screens a browser user reaches from the major-indices page. Data-driven: a screen family that
 * arrives adds its line here. Each target can be set per environment (EnvConfig.menuTargets, by
 * key): an in-app route ('/…') or an external page (http…); by default our own routes where we have
 * them, an external page otherwise (an entry with neither is left out).
 */
import type { EnvConfig } from '../../config/environments';

export interface MenuEntry {
  key: string;
  label: string;
  /** An in-app route (relative to /wap). */
  to?: string;
  /** A page outside the app (through the bridge), or null where this environment has none. */
  external?: (config: Pick<EnvConfig, 'fundHost' | 'hqInfo'>) => string | null;
}

export const MENU_ENTRIES: readonly MenuEntry[] = [
  // The information center's own site (config hqInfo; in the local environment the reference
  // server's /info/): no page of ours lists news by itself.
  { key: 'news', label: '资讯', external: (c) => (c.hqInfo ? `${c.hqInfo}/` : null) },
  { key: 'stocks', label: '股票', to: '/markIndex.html?tab=0' },
  // Fund pages live on the fund host (as search results of fund type do; locally /fund/).
  { key: 'funds', label: '基金', external: (c) => (c.fundHost ? `${c.fundHost}/` : null) },
  { key: 'sectors', label: '板块', to: '/bkRank.html' },
  { key: 'global', label: '环球', to: '/markIndex.html?tab=2' },
  // Beyond the spec (issue 36): 自选 and the 股价提醒 inbox (docs/watchlist-and-alerts.md).
  { key: 'zixuan', label: '自选', to: '/zixuan.html' },
  { key: 'alerts', label: '提醒', to: '/tixing.html' },
  // Beyond the spec (issue 37): 涨跌颜色 and the colour-blind scheme (docs/accessibility.md); last, as settings are.
  { key: 'settings', label: '设置', to: '/settings.html' },
];

export type MenuLink = { key: string; label: string } & ({ to: string } | { href: string });

/** The entries this environment can open, each with where it goes (the environment's target first). */
export function menuLinks(
  entries: readonly MenuEntry[],
  config: Pick<EnvConfig, 'fundHost' | 'hqInfo' | 'menuTargets'>,
): MenuLink[] {
  return entries.flatMap<MenuLink>((e) => {
    const target = config.menuTargets?.[e.key];
    if (target?.startsWith('/')) return [{ key: e.key, label: e.label, to: target }];
    if (target && /^https?:\/\//.test(target)) return [{ key: e.key, label: e.label, href: target }];
    if (e.to) return [{ key: e.key, label: e.label, to: e.to }];
    const href = e.external?.(config) ?? null;
    return href ? [{ key: e.key, label: e.label, href }] : [];
  });
}
