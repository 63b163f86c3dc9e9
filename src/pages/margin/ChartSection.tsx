/** The balance chart of /rzrq.html with its three sub-metrics (§2 (screens and routes)). */
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/context';
import { useMemo } from 'react';
import { balanceInput, diffInput, ratioInput } from './chart-input';
import type { MarginChartInput } from './chart-option';
import { MarginLineChart } from './MarginLineChart';
import { ERROR_TEXT, LOADING_TEXT } from '../../components/list/texts';
import { SegmentTabs } from '../../components/tabs/SegmentTabs';
import type { ChartData, ChartMetric, MarginHomeStore } from './margin-home-store';

const METRIC_TABS: ReadonlyArray<{ key: ChartMetric; label: string }> = [
  { key: 'balance', label: '融资融券余额' },
  { key: 'ratio', label: '融资余额占比' },
  { key: 'diff', label: '融资融券差额' },
];

const CHART_HEIGHT = 180;

function inputOf(data: ChartData): MarginChartInput {
  if (data.metric === 'ratio') return ratioInput(data.points);
  if (data.metric === 'diff') return diffInput(data.points);
  return balanceInput(data.points);
}

export const ChartSection = observer(function ChartSection({ store }: { store: MarginHomeStore }) {
  const { theme } = useStores();
  const data = store.chart;
  const input = useMemo(() => (data ? inputOf(data) : null), [data]);
  return (
    <section className="margin-section">
      <SegmentTabs
        tabs={METRIC_TABS}
        active={store.metric}
        onChange={(m) => store.setMetric(m)}
        variant="chip"
        className="margin-home__metrics"
        testId="margin-metric-tabs"
      />
      {input ? (
        <MarginLineChart
          input={input}
          dark={theme.isDark}
          updown={theme.updown}
          height={CHART_HEIGHT}
          testId="margin-chart"
        />
      ) : (
        <div className="margin-chart__placeholder" style={{ height: CHART_HEIGHT + 30 }}>
          {store.chartFailed ? ERROR_TEXT : LOADING_TEXT}
        </div>
      )}
    </section>
  );
});
