/**
 * The screen families a user opens from outside a page (routes relative to /wap/): a browser user
 * from the major-indices page, a host-app user from the app's own buttons (the native stub shells
 * list the same as host buttons). One place for the list: a new screen family adds its line.
 */
export interface ScreenEntry {
  key: string;
  label: string;
  to: string;
}

export const SCREEN_ENTRIES: readonly ScreenEntry[] = [
  { key: 'indices', label: '行情', to: '/markIndex.html' },
  { key: 'global', label: '环球', to: '/markIndex.html?tab=2' },
  { key: 'sectors', label: '板块', to: '/bkRank.html' },
  { key: 'dragon-tiger', label: '龙虎榜', to: '/stock-list.html' },
  { key: 'margin', label: '融资融券', to: '/rzrq.html' },
  { key: 'zixuan', label: '自选', to: '/zixuan.html' },
];
