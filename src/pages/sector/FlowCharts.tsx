/**
 * The 资金 tab: today's capital flow (pie and net bars by size group) and the five-day net flow,
 * from todayCapitalFlow / fiveDayCapitalFlow, fetched again every 5 s while the market is live
 * (§9 (business constants and limits)); a failed poll keeps the charts shown.
 */
import type { CapitalFlow, FlowDay } from '../../../contract/plate';
import { OptionChart } from '../../components/chart/OptionChart';
import { paletteOf } from '../../components/chart/palette';
import { Num } from '../../components/number/Num';
import { trendOf } from '../../lib/colors';
import { formatMoney } from '../../lib/format/number';
import { fiveDayBars, flowSlices, groupNetBars } from '../../lib/sector/sector';
import { fetchFiveDayCapitalFlow, fetchTodayCapitalFlow } from '../../services/plate';
import { useAsync } from '../../components/async/use-async';
import { LoadFailed } from '../../components/feedback/LoadFailed';
import { useRefreshEvery } from '../../components/list/use-refresh-every';
import { SECTOR_POLL_MS } from './ConstituentTable';
import { flowBarOption, flowPieOption } from './flow-options';
import type { UpdownScheme } from '../../lib/updown-colors';

const CHART_HEIGHT = 180;

interface Flows {
  today: CapitalFlow;
  days: FlowDay[];
}

export function FlowCharts({
  prodCode,
  dark,
  updown,
  live,
}: {
  prodCode: string;
  dark: boolean;
  updown?: UpdownScheme;
  live: boolean;
}) {
  const state = useAsync<Flows>(
    () =>
      Promise.all([fetchTodayCapitalFlow(prodCode), fetchFiveDayCapitalFlow(prodCode)]).then(
        ([today, days]) => ({
          today,
          days,
        }),
      ),
    [prodCode],
  );
  useRefreshEvery(state, live ? SECTOR_POLL_MS : null);
  const flows = state.data;
  if (!flows) {
    if (state.loading) return <div className="sector-flow__state">正在加载...</div>;
    return <LoadFailed className="sector-flow__state" onRetry={state.reload} />;
  }
  const palette = paletteOf(dark, updown);
  return (
    <div className="sector-flow" data-testid="sector-flow">
      <h3 className="sector-flow__title">
        今日资金流向
        <span className="sector-flow__net">
          净流入 <Num value={formatMoney(flows.today.Flowinout)} trend={trendOf(flows.today.Flowinout)} />
        </span>
      </h3>
      <OptionChart
        option={flowPieOption(flowSlices(flows.today), palette)}
        height={CHART_HEIGHT}
        label="今日资金流向饼图"
        testId="flow-pie"
      />
      <OptionChart
        option={flowBarOption(groupNetBars(flows.today), palette)}
        height={CHART_HEIGHT}
        label="今日各类资金净流入柱状图"
        testId="flow-bars"
      />
      <h3 className="sector-flow__title">近5日资金净流入</h3>
      <OptionChart
        option={flowBarOption(fiveDayBars(flows.days), palette)}
        height={CHART_HEIGHT}
        label="近5日资金净流入柱状图"
        testId="flow-five-day"
      />
    </div>
  );
}
