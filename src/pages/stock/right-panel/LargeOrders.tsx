/** 大单 (§2 (screens and routes)): pie of U / D / N volume (slices over 10 %) and the list of trades above 1,000,000. */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { EChartsType } from 'echarts/core';
import { useAsync } from '../../../components/async/use-async';
import { ChartCanvas } from '../../../components/chart/ChartCanvas';
import { LoadFailed } from '../../../components/feedback/LoadFailed';
import { useRefreshEvery } from '../../../components/list/use-refresh-every';
import type { ChartPalette } from '../../../components/chart/palette';
import { formatNumber } from '../../../lib/format/number';
import { formatPrice } from '../../../lib/format/price';
import { formatMarketTime } from '../../../lib/format/market-time';
import type { Region } from '../../../lib/market';
import { summarizeLargeOrders, type LargeOrder } from './large-orders';

/** Large orders are refreshed this often while the tab shows (they are not on the live channel). */
export const LARGE_ORDER_REFRESH_MS = 10_000;

export function LargeOrders({
  load,
  active,
  market,
  code,
  region,
  lotSize,
  palette,
}: {
  load: () => Promise<LargeOrder[]>;
  active: boolean;
  market: string;
  code: string;
  region: Region;
  lotSize: number;
  palette: ChartPalette;
}) {
  const state = useAsync(load, [load], { enabled: active });
  useRefreshEvery(state, active ? LARGE_ORDER_REFRESH_MS : null);
  const orders = state.data ?? null;
  const failed = orders === null && !state.loading;
  const chartRef = useRef<EChartsType | null>(null);

  const summary = useMemo(() => summarizeLargeOrders(orders ?? []), [orders]);
  const colors = useMemo<Record<string, string>>(
    () => ({ U: palette.rise, D: palette.fall, N: palette.flat }),
    [palette],
  );

  const draw = useCallback(
    (chart: EChartsType | null) => {
      if (!chart) return;
      chart.setOption(
        {
          animation: false,
          series: [
            {
              id: 'pie',
              type: 'pie',
              radius: ['48%', '86%'],
              silent: true,
              label: { show: false },
              data: summary.shown.map((s) => ({
                name: s.label,
                value: s.volume,
                itemStyle: { color: colors[s.kind] },
              })),
            },
          ],
        },
        { notMerge: true },
      );
    },
    [summary, colors],
  );

  useEffect(() => draw(chartRef.current), [draw]);

  return (
    <div className="large" data-testid="large-orders">
      <div className="large__pie">
        <ChartCanvas
          height={50}
          onChart={(c) => {
            chartRef.current = c;
            draw(c);
          }}
        />
        <ul className="large__legend">
          {summary.slices.map((s) => (
            <li key={s.kind}>
              <i style={{ background: colors[s.kind] }} />
              {s.label}
              <span className="num">{s.percent}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="large__list">
        {orders === null && !failed && <div className="ticks__empty">正在加载...</div>}
        {failed && <LoadFailed className="ticks__empty" onRetry={state.reload} />}
        {orders !== null && summary.list.length === 0 && <div className="ticks__empty">暂无大单</div>}
        {summary.list.map((o, i) => (
          <div className="ticks__row" key={`${o.ticktime}-${i}`}>
            <span className="ticks__time num">{formatMarketTime(o.ticktime, region, 'HH:mm')}</span>
            <span className="ticks__price num">{formatPrice(o.price, market, code)}</span>
            <span className={`ticks__vol num ${o.kind === 'U' ? 'rise' : o.kind === 'D' ? 'fall' : ''}`}>
              {formatNumber(Math.round(o.volume / lotSize)).replace(/\.00$/, '')}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
