/**
 * What the chart shows before its data: the last known intraday line (grey, 非实时, issue 21) while
 * 分时 loads, else 正在加载..., or the retry after a failure.
 */
import type { CachedLine } from '../../lib/chart/cached-line';
import { LoadFailed } from '../feedback/LoadFailed';
import { CachedLineChart } from './CachedLineChart';
import type { LoadState } from './chart-store';

export function ChartLoadState({
  state,
  line,
  onRetry,
}: {
  state: LoadState;
  /** The cached intraday line (分时 only), or none. */
  line?: CachedLine | null;
  onRetry: () => void;
}) {
  if (line && state !== 'error')
    return (
      <div className="main-chart__state main-chart__state--line">
        <CachedLineChart line={line} />
      </div>
    );
  return (
    <div className="main-chart__state">
      {state === 'error' ? <LoadFailed onRetry={onRetry} /> : '正在加载...'}
    </div>
  );
}
