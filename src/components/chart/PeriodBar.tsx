/**
 * The chart's period bar: §2's tabs, then the 分钟 and 更多 menus (periods.ts periodBarTabs). A
 * menu tab opens an action sheet of its periods; the chosen one replaces the tab's label.
 */
import { useMemo, useState } from 'react';
import ActionSheet from 'react-vant/es/action-sheet';
import { SegmentTabs } from '../tabs/SegmentTabs';
import { activeBarTab, PERIODS, periodBarTabs, type PeriodBarTab, type PeriodKey } from './periods';

export function PeriodBar({
  periods,
  active,
  onChange,
  testId,
}: {
  periods: readonly PeriodKey[];
  active: PeriodKey;
  onChange: (p: PeriodKey) => void;
  testId: string;
}) {
  const tabs = useMemo(() => periodBarTabs(periods, active), [periods, active]);
  const [menu, setMenu] = useState<PeriodKey[] | null>(null);
  const choose = (key: PeriodBarTab['key']) => {
    const tab = tabs.find((t) => t.key === key);
    if (tab?.menu) setMenu(tab.menu);
    else onChange(key as PeriodKey);
  };
  return (
    <>
      <SegmentTabs
        className="main-chart__periods"
        tabs={tabs}
        active={activeBarTab(tabs, active)}
        onChange={choose}
        onReselect={(key) => key.startsWith('menu:') && choose(key)}
        testId={testId}
      />
      <ActionSheet
        visible={menu !== null}
        actions={(menu ?? []).map((p) => ({
          name: PERIODS[p].label,
          className: p === active ? 'period-menu__item--active' : undefined,
        }))}
        cancelText="取消"
        onCancel={() => setMenu(null)}
        onClose={() => setMenu(null)}
        onSelect={(_, i) => {
          const p = menu?.[i];
          setMenu(null);
          if (p && p !== active) onChange(p);
        }}
        className="period-menu"
      />
    </>
  );
}
