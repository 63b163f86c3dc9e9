/** The panel beside the intraday chart (§2 (screens and routes)): 五档 / 明细 / 大单, tab bar for CN only. */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import type { ChartPalette } from '../../../components/chart/palette';
import { SegmentTabs } from '../../../components/tabs/SegmentTabs';
import type { SecurityStore } from '../../../stores/security';
import type { LargeOrder } from './large-orders';
import { OrderBook } from './OrderBook';
import { TickList } from './TickList';
import { RIGHT_TAB_LABEL, type RightTab } from './tabs';
import './right-panel.css';

/** The 大单 tab draws a chart: its code comes when the tab is opened, not before the first render. */
const LargeOrders = lazy(() => import('./LargeOrders').then((m) => ({ default: m.LargeOrders })));

export const RightPanel = observer(function RightPanel({
  security,
  tabs,
  lotSize,
  loadLargeOrders,
  palette,
  active,
  height,
}: {
  security: SecurityStore;
  tabs: RightTab[];
  lotSize: number;
  loadLargeOrders: () => Promise<LargeOrder[]>;
  palette: ChartPalette;
  active: boolean;
  height: number;
}) {
  const [tab, setTab] = useState<RightTab>(tabs[0]);
  const current = tabs.includes(tab) ? tab : tabs[0];
  return (
    <aside className="right-panel" style={{ height }} data-testid="right-panel">
      {tabs.length > 1 && (
        <SegmentTabs
          className="right-panel__tabs"
          variant="chip"
          tabs={tabs.map((k) => ({ key: k, label: RIGHT_TAB_LABEL[k] }))}
          active={current}
          onChange={setTab}
          testId="right-tabs"
        />
      )}
      <div className="right-panel__body">
        {current === 'book' && <OrderBook security={security} lotSize={lotSize} />}
        {current === 'ticks' && <TickList security={security} lotSize={lotSize} />}
        {current === 'large' && (
          <Suspense fallback={null}>
            <LargeOrders
              // One instance per instrument: another starts from nothing, and `load` (the page's
              // stable method, reading the instrument when called) is asked again at once.
              key={`${security.market}/${security.symbol}`}
              load={loadLargeOrders}
              active={active}
              market={security.market}
              code={security.symbol}
              region={security.region}
              lotSize={lotSize}
              palette={palette}
            />
          </Suspense>
        )}
      </div>
    </aside>
  );
});
