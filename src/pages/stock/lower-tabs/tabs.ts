// Which lower tabs an instrument gets and what they are called. The set comes from src/lib/market.ts
// (§4 (states and transitions) tab sets: known index → news only (+ focus); ETF → news and announcements; others all).
import { lowerTabs, type LowerTabKey } from '../../../lib/market';
export { infoSymbol } from '../../../lib/info/symbol';

export const TAB_LABELS: Readonly<Record<LowerTabKey, string>> = {
  zixun: '资讯',
  gonggao: '公告',
  yanbao: '研报',
  jiankuang: '简况',
  caiwu: '财务',
  guba: '股吧',
  bankuai: '板块',
  focus: '要闻',
};

export interface TabDef {
  key: LowerTabKey;
  label: string;
}

/** The tabs to show; guba only once the forum tab is plugged in (see forum-slot.ts). */
export function tabsFor(market: string, code: string, forumAvailable: boolean): TabDef[] {
  return lowerTabs(market, code)
    .filter((k) => k !== 'guba' || forumAvailable)
    .map((key) => ({ key, label: TAB_LABELS[key] }));
}
