/**
 * The K-line settings row (issue 21): 复权 mode (不复权, 前复权, 后复权) and the event markers switch.
 * Both are remembered by the chart store (settings.ts).
 */
import { observer } from 'mobx-react-lite';
import { ADJUST_LABELS, ADJUST_MODES, type AdjustMode } from '../../../../contract/market-rules/adjust';
import { SegmentTabs } from '../../tabs/SegmentTabs';
import type { ChartStore } from '../chart-store';

const ADJUST_TABS = ADJUST_MODES.map((key) => ({ key, label: ADJUST_LABELS[key] }));

export const ChartSettingsBar = observer(function ChartSettingsBar({ store }: { store: ChartStore }) {
  return (
    <div className="chart-settings" data-testid="chart-settings">
      <SegmentTabs
        className="chart-settings__adjust"
        variant="chip"
        tabs={ADJUST_TABS}
        active={store.adjust}
        onChange={(k: AdjustMode) => store.selectAdjust(k)}
        testId="adjust-tabs"
      />
      <button
        type="button"
        className={`chart-settings__markers${store.markersOn ? ' chart-settings__markers--on' : ''}`}
        aria-pressed={store.markersOn}
        data-testid="markers-toggle"
        onClick={() => store.toggleMarkers(!store.markersOn)}
      >
        事件标记
      </button>
    </div>
  );
});
