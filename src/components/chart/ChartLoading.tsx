/**
 * Where the main chart will be while its code and the chart library load: the chart block's height
 * (period row and canvas), so the page below does not move when the chart arrives. Kept out of
 * MainChart's module, which loads lazily (issue 21).
 */
import type { CachedLine } from '../../lib/chart/cached-line';
import { CachedLineChart } from './CachedLineChart';
import './chart-loading.css';

/** The canvas height of the page's main chart, in rem (1 rem = 100 px on a 375-wide phone). */
export const CHART_HEIGHT_REM = 2.5;

/** The page's main chart height in px: CHART_HEIGHT_REM at the document's rem (100 px without one). */
export function pageChartHeight(): number {
  const fs =
    typeof document !== 'undefined' ? parseFloat(getComputedStyle(document.documentElement).fontSize) : 100;
  return Math.round((Number.isFinite(fs) && fs > 0 ? fs : 100) * CHART_HEIGHT_REM);
}

export function ChartLoading({
  withTabs = false,
  line = null,
}: {
  withTabs?: boolean;
  /** The instrument's last known intraday line, drawn meanwhile (issue 21). */
  line?: CachedLine | null;
}) {
  return (
    <section className="chart-loading" data-testid="main-chart-loading" aria-busy="true">
      {withTabs && <div className="chart-loading__tabs" />}
      <div className="chart-loading__canvas" style={{ height: `${CHART_HEIGHT_REM}rem` }}>
        {line && <CachedLineChart line={line} />}
      </div>
    </section>
  );
}
