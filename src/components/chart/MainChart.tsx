/**
 * The main chart block (§2 (screens and routes)): period tabs, the chart with its crosshair and
 * legends, a page's own panel beside the intraday chart (`aside`: the stock home's order book and
 * ticks), and the indicator tabs under K-lines. A thin component: who paints, the window, live
 * patches and the crosshair are the view object's (kline-view.ts, docs/chart.md); this sends it the
 * props (a full redraw when the period, indicator, theme or loaded data change) and draws what it
 * says.
 */
import { liveClass, useIsLive } from '../live/live';
import { observer } from 'mobx-react-lite';
import { useMemo, useRef, type ReactNode } from 'react';
import { ChartCanvas } from './ChartCanvas';
import { pageChartHeight } from './ChartLoading';
import { ChartLoadState } from './ChartLoadState';
import { LiveLineChart } from './LiveLineChart';
import type { CachedLine } from '../../lib/chart/cached-line';
import { CrosshairOverlay } from './CrosshairOverlay';
import { gridBoxes, KLINE_LABEL_GAP, SUB_TITLE_OFFSET } from './options/common';
import { paletteOf, type ChartPalette } from './palette';
import type { UpdownScheme } from '../../lib/updown-colors';
import { INDICATOR_TABS } from './indicators/registry';
import { isKlineView, PERIOD_LABELS, type PeriodKey } from './types';
import { PeriodBar } from './PeriodBar';
import { SegmentTabs } from '../tabs/SegmentTabs';
import type { ChartStore } from './chart-store';
import { LandscapeButton } from './fullscreen/LandscapeButton';
import { LANDSCAPE_AXIS_FONT_PX } from './fullscreen/layout';
import { useKlineView } from './use-kline-view';
import { ChartLegend } from './ChartLegend';
import { legendsAt } from './views';
import { ChartSettingsBar } from './markers/ChartSettingsBar';
import { MarkerTip } from './markers/MarkerTip';
import { useChartMarkers } from './markers/use-chart-markers';
import './main-chart.css';
import './markers/markers.css';
import { ChartWords } from './a11y/ChartWords';
import { DataTableButton } from './a11y/DataTableButton';
import { chartWords } from './a11y/words';
import { unitOf } from '../price-panel/spoken';

/** What a page's panel beside the intraday chart is drawn with. */
export interface ChartAsideContext {
  height: number;
  palette: ChartPalette;
}

export interface MainChartProps {
  store: ChartStore;
  /** The period tabs the page offers, in order (stockPeriods(etf) on the stock home). */
  periods: readonly PeriodKey[];
  dark: boolean;
  /** 涨跌颜色 (the theme store's): candles, volume and labels in the user's rise and fall colours. */
  updown?: UpdownScheme;
  decimals: number;
  /** What volumes are divided by on screen: the lot in CN, 1 (shares) elsewhere. */
  volumeLot: number;
  /** A panel beside the intraday chart (分时 only); null or absent draws none. */
  aside?: (ctx: ChartAsideContext) => ReactNode;
  /** Shows the 横屏 button beside the period tabs (issue 21: the landscape full screen). */
  onLandscape?: () => void;
  /** Drawn in the landscape full screen: this height (px), larger axis labels, `rotated` layout. */
  landscape?: { height: number; rotated: boolean };
  /** The instrument's last known intraday line, drawn while 分时 loads its first minutes (issue 21). */
  cachedLine?: CachedLine | null;
  /** The instrument's keyId (live/liveKeyOf): the canvas takes the 非实时 style while it is not live. */
  liveKey?: string;
  /** What prices are said in (spoken.ts unitOf: 元, 港元, 美元, 点); absent: the region's currency. */
  unit?: string;
}

export const MainChart = observer(function MainChart(props: MainChartProps) {
  const { store, periods, dark, decimals, volumeLot, aside, onLandscape, landscape, cachedLine } = props;
  const live = useIsLive(props.liveKey);
  const period = store.period;
  const indicator = store.indicator;
  const loadState = store.state[period];
  const version = store.version;
  const palette = paletteOf(dark, props.updown);
  const pageHeight = useMemo(pageChartHeight, []);
  const height = landscape?.height ?? pageHeight;
  const boxes = gridBoxes(height, isKlineView(period) ? KLINE_LABEL_GAP : undefined);
  const style = useMemo(() => ({ palette, height, decimals }), [palette, height, decimals]);
  const fontSize = landscape ? LANDSCAPE_AXIS_FONT_PX : 10;

  // Who paints, the window, the crosshair: kline-view.ts. This component sends it input and
  // re-renders when it says so (the legends, the crosshair, the summary).
  const redrawKey = [period, indicator, version, loadState, style, store, landscape];
  const rotated = landscape?.rotated ?? false;
  const viewStyle = { ...style, fontSize, volumeLot, landscape: landscape ? { rotated } : null };
  const { view, chartReady, wrapperRef, frameRef, spareFrameRef, onChart } = useKlineView(
    store,
    viewStyle,
    redrawKey,
  );
  const marksRef = useRef<HTMLCanvasElement>(null);
  // Issue 21: event marks on K-lines, merged after the full redraw above.
  const markers = useChartMarkers(
    view.chartRef,
    wrapperRef,
    marksRef,
    store,
    period,
    [chartReady, ...redrawKey],
    { decimals, fontSize },
  );
  view.onFrame = markers.paintFrame;
  const marketCode = store.marketCode;

  // ---- legends (K-line views only; hidden with the indicator tabs on intraday and 5-day) ----
  const cross = view.crosshairAt;
  const { top, bottom } = legendsAt(store, period, cross?.index ?? null, style, volumeLot);

  const width = wrapperRef.current?.clientWidth ?? 375;
  const empty = loadState !== 'ready';

  // ---- the chart in words (issue 37 item 2): summary, slider, data table ----
  const barWindow = isKlineView(period) ? view.windowOf(period) : null;
  const words = chartWords(
    store,
    period,
    barWindow,
    { unit: props.unit ?? unitOf('stock', store.region), decimals, volumeLot },
    palette,
  );
  const chartName = `${PERIOD_LABELS[period]}图`;

  return (
    <section
      className={landscape ? 'main-chart main-chart--landscape' : 'main-chart'}
      data-testid={landscape ? 'landscape-chart-block' : 'main-chart-block'}
    >
      <div className="main-chart__period-row">
        <PeriodBar
          periods={periods}
          active={period}
          onChange={(p) => store.selectPeriod(p)}
          testId={landscape ? 'landscape-period-tabs' : 'period-tabs'}
        />
        {/* On the page the row has no width to spare (seven 44 px tabs and 横屏 at 375 px): 数据表
            goes to the tools row under the chart. */}
        {landscape && !empty && <DataTableButton table={words.table} name={chartName} />}
        {onLandscape && <LandscapeButton onClick={onLandscape} />}
      </div>
      <div className="main-chart__body">
        <ChartCanvas
          height={height}
          onChart={onChart}
          onResize={view.resized}
          wrapperRef={wrapperRef}
          className={liveClass(live, 'main-chart__canvas')}
          testId={landscape ? 'landscape-chart' : 'main-chart'}
        >
          <canvas ref={frameRef} className="chart-frame" aria-hidden="true" hidden />
          <canvas ref={spareFrameRef} className="chart-frame" aria-hidden="true" hidden />
          <canvas ref={marksRef} className="chart-marks" aria-hidden="true" />
          {top && <ChartLegend row={top} className="main-chart__legend main-chart__legend--top" />}
          {bottom && (
            <ChartLegend
              row={bottom}
              className="main-chart__legend"
              style={{ top: boxes.sub.top - SUB_TITLE_OFFSET }}
              testId="sub-title"
            />
          )}
          {!empty && (
            <ChartWords
              words={words}
              summaryKey={`${period}|${indicator}|${barWindow?.startValue ?? ''}|${barWindow?.endValue ?? ''}`}
              name={chartName}
              crossIndex={cross?.index ?? null}
              onMove={view.showAt}
              onHide={view.hideCrosshair}
            />
          )}
          {cross && (
            <CrosshairOverlay
              state={cross.state}
              width={width}
              xLabelTop={boxes.main.top + boxes.main.height + 3}
            />
          )}
          {markers.tip && marketCode && (
            <MarkerTip
              marks={markers.tip}
              market={marketCode.market}
              code={marketCode.code}
              onClose={markers.closeTip}
            />
          )}
          {/* 分时's minutes are here and ECharts has not drawn them yet (its code still loading or
              running): the day's live line meanwhile. */}
          {!empty && period === 'min' && view.drawnPeriod !== 'min' && (
            <LiveLineChart store={store} palette={palette} box={boxes.main} />
          )}
          {empty && (
            <ChartLoadState
              state={loadState}
              line={period === 'min' ? cachedLine : null}
              onRetry={() => store.retry(period)}
            />
          )}
        </ChartCanvas>
        {period === 'min' && aside?.({ height, palette })}
      </div>
      {isKlineView(period) && (
        <SegmentTabs
          className="main-chart__indicators"
          variant="chip"
          tabs={INDICATOR_TABS}
          active={indicator}
          onChange={(k) => store.selectIndicator(k)}
          testId={landscape ? 'landscape-indicator-tabs' : 'indicator-tabs'}
        />
      )}
      {/* The landscape layer has no row to spare: the mode chosen on the page applies there too. */}
      {/* The row is there before the data too, its button disabled: shown only once the bars came,
          it pushed everything under the chart down 33 px on every load and on every return to a
          kept-alive stock home (which then restored its scroll 33 px off). */}
      {!landscape && (
        <div className="main-chart__tools">
          {isKlineView(period) && <ChartSettingsBar store={store} />}
          <DataTableButton table={words.table} name={chartName} disabled={empty} />
        </div>
      )}
    </section>
  );
});
