/**
 * The main chart block (§2 (screens and routes)): period tabs, the chart with its crosshair and legends, a page's own
 * panel beside the intraday chart (`aside`: the stock home's order book and ticks), and the
 * indicator tabs under K-lines. Full redraws happen when the
 * period, indicator, theme or loaded data change; live trades are patched in, batched to ≤ 4 redraws
 * a second, with only the changed series' data (`setOption` merge by id). The patch is merged, laid
 * out and rendered into ECharts' scene in a timer task, and zrender paints the canvas on its next
 * animation frame (paint-later.ts), so no single task does both (issue 4: no main-thread task over
 * 50 ms while streaming).
 */
import { liveClass, useIsLive } from '../live/live';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { EChartsType } from 'echarts/core';
import { ChartCanvas, type ChartLib } from './ChartCanvas';
import { CHART_HEIGHT_REM } from './ChartLoading';
import { CachedLineChart } from './CachedLineChart';
import type { CachedLine } from '../../lib/chart/cached-line';
import { attachCrosshairGestures, type CrosshairGestures } from './crosshair';
import { CrosshairOverlay, type CrosshairState } from './CrosshairOverlay';
import type { LegendRow } from './legend';
import { gridBoxes, KLINE_LABEL_GAP, SUB_TITLE_OFFSET } from './options/common';
import { setOptionPaintLater } from './paint-later';
import { paletteOf, type ChartPalette } from './palette';
import type { UpdownScheme } from '../../lib/updown-colors';
import { afterNextFrame, LIVE_REDRAW_INTERVAL_MS, RedrawScheduler } from './redraw';
import { INDICATOR_TABS } from './indicators/registry';
import { isKlineView, PERIOD_LABELS, type PeriodKey } from './types';
import { PeriodBar } from './PeriodBar';
import { SegmentTabs } from '../tabs/SegmentTabs';
import type { ChartStore } from './chart-store';
import { LandscapeButton } from './fullscreen/LandscapeButton';
import { largerAxisLabels } from './fullscreen/axes';
import { LANDSCAPE_AXIS_FONT_PX, localPoint } from './fullscreen/layout';
import { gestureRunning } from './gestures/touch';
import { usePanZoom, viewportIndices, withFollowedWindow, withViewportWindow } from './gestures/use-pan-zoom';
import { TextMeasure } from './gestures/frame-layer';
import { SERIES_Z, SeriesRaster, seriesRasterEnabled, type RasterInput } from './series-raster';
import { RasterControl, type BarIndices } from './raster-control';
import type { KlineFrame } from './gestures/frame/kline-frame';
import {
  crosshairTextAt,
  fullOption,
  klineOptionInput,
  lastIndex,
  legendsAt,
  livePatch,
  type PriceRange,
} from './views';
import { ChartSettingsBar } from './markers/ChartSettingsBar';
import { MarkerTip } from './markers/MarkerTip';
import { useChartMarkers } from './markers/use-chart-markers';
import './main-chart.css';
import './markers/markers.css';
import { LoadFailed } from '../feedback/LoadFailed';
import { ChartWords } from './a11y/ChartWords';
import { DataTableButton } from './a11y/DataTableButton';
import { chartWords } from './a11y/words';
import { unitOf } from '../price-panel/spoken';

function remPx(): number {
  const fs =
    typeof document !== 'undefined' ? parseFloat(getComputedStyle(document.documentElement).fontSize) : 100;
  return Number.isFinite(fs) && fs > 0 ? fs : 100;
}

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
  const pageHeight = useMemo(() => Math.round(remPx() * CHART_HEIGHT_REM), []);
  const height = landscape?.height ?? pageHeight;
  const rotatedRef = useRef(false);
  rotatedRef.current = landscape?.rotated ?? false;
  // The chart element's box, read once per touch sequence: reading it on every move laid the page
  // out again after each frame's writes (a forced layout per move). Any touch start, scroll or
  // resize drops it (a window capture listener runs before the chart's own).
  const boxRef = useRef<DOMRect | null>(null);
  useEffect(() => {
    const drop = () => {
      boxRef.current = null;
    };
    const opts = { capture: true, passive: true } as const;
    for (const type of ['touchstart', 'scroll', 'resize'] as const) window.addEventListener(type, drop, opts);
    return () => {
      for (const type of ['touchstart', 'scroll', 'resize'] as const)
        window.removeEventListener(type, drop, opts);
    };
  }, []);
  const toLocal = useCallback((t: Touch) => {
    const el = wrapperRef.current;
    if (!boxRef.current && el) boxRef.current = el.getBoundingClientRect();
    const r = boxRef.current ?? { left: 0, top: 0, right: 0, bottom: 0 };
    return localPoint(r, t.clientX, t.clientY, rotatedRef.current);
  }, []);
  const boxes = gridBoxes(height, isKlineView(period) ? KLINE_LABEL_GAP : undefined);

  const chartRef = useRef<EChartsType | null>(null);
  const [chartReady, setChartReady] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const marksRef = useRef<HTMLCanvasElement>(null);
  const frameRef = useRef<HTMLCanvasElement>(null);
  // The main thread's frame canvas: the first is handed to the painter's worker where it can be.
  const spareFrameRef = useRef<HTMLCanvasElement>(null);
  const gestures = useRef<CrosshairGestures | null>(null);
  const rangeRef = useRef<PriceRange>(null);
  const drawnPeriod = useRef<PeriodKey | null>(null);
  const appendedRef = useRef(false);
  const [cross, setCross] = useState<CrosshairState | null>(null);
  const crossIndex = useRef<number | null>(null);
  const [, setLiveStamp] = useState(0);

  const style = useMemo(() => ({ palette, height, decimals }), [palette, height, decimals]);
  const fontSize = landscape ? LANDSCAPE_AXIS_FONT_PX : 10;

  // The window ECharts is about to be given at rest (the raster follows it; see below).
  const chartWindow = useRef<(indices: BarIndices) => boolean>(() => false);

  // ---- pinch and drag (K-line periods): frames painted by our own painter, ECharts at rest ----
  const frameStyle = useRef({ style, fontSize });
  frameStyle.current = { style, fontSize };
  const paintMarks = useRef<(frame: KlineFrame | null) => void>(() => undefined);
  const panZoom = usePanZoom({
    store,
    chartRef,
    wrapperRef,
    frameRef,
    spareFrameRef,
    frameSource: () => {
      const { style: s, fontSize } = frameStyle.current;
      const option = klineOptionInput(store, store.period, s);
      return option ? { option, fontSize, palette: s.palette } : null;
    },
    onFrame: (frame) => paintMarks.current(frame),
    chartWindow: (indices) => chartWindow.current(indices),
    redrawHeld: () => {
      if (!heldRedraw.current) return false;
      redrawNow.current();
      return true;
    },
    drawnPeriod,
    onGesture: () => gestures.current?.hide(),
    toLocal,
  });

  // ---- the K-line's candles and bars at rest: our raster in ECharts' scene (series-raster.ts) ----
  const rasterRef = useRef<RasterControl | null>(null);
  /** What the raster paints for `p` at `indices` with the store's data now, or null (not a K-line). */
  const rasterInput = (chart: EChartsType, p: PeriodKey, indices: BarIndices | null): RasterInput | null => {
    const option = indices && klineOptionInput(store, p, style);
    return option && indices ? { option, width: chart.getWidth(), window: indices, fontSize } : null;
  };
  /**
   * The live patch (the data as they are now) given to ECharts, with the raster painted for it. At
   * the hand-back (`atRest`: the window the gesture left) it carries that window too, in place of
   * the dataZoom action: the patches held during the gesture and the window land in one update.
   * Answers whether ECharts was given anything.
   */
  const applyLive = useRef<(atRest?: BarIndices) => boolean>(() => false);
  applyLive.current = (atRest) => {
    const chart = chartRef.current;
    const p = store.period;
    if (!chart || drawnPeriod.current !== p) return false;
    const live = livePatch(store, p, style, rangeRef.current, appendedRef.current);
    if (!live) return false;
    const appended = appendedRef.current;
    appendedRef.current = false;
    rangeRef.current = live.range;
    let patch = live.patch;
    const r = rasterRef.current;
    let indices: BarIndices | null;
    if (atRest) {
      patch = { ...patch, dataZoom: [{ id: 'zoom', ...atRest }] };
      indices = atRest;
    } else if (appended) {
      patch = withFollowedWindow(store, p, patch, wrapperRef.current);
      indices = viewportIndices(store, p);
    } else {
      // ECharts keeps its window: the one it was last given (the viewport may have moved in another
      // view of the store, which redraws this one when it comes back).
      indices = r?.window ?? viewportIndices(store, p);
    }
    if (r) patch = r.patch(chart, patch, rasterInput(chart, p, indices), palette);
    setOptionPaintLater(chart, patch);
    panZoom.chartDrew(false);
    // The legends read the new last bar; they re-render after ECharts' frame, not inside it.
    afterNextFrame(() => setLiveStamp((n) => n + 1));
    return true;
  };
  const liveScheduler = useRef<RedrawScheduler | null>(null);
  /**
   * ECharts is about to be given `indices` at rest (a gesture's hand-back): answers true when a live
   * patch was due and was given with the window instead (use-pan-zoom.ts then sends no action).
   */
  chartWindow.current = (indices) => {
    const chart = chartRef.current;
    if (!chart) return false;
    const live = liveScheduler.current;
    if (live?.pending && applyLive.current(indices)) {
      live.cancel();
      return true;
    }
    rasterRef.current?.moved(chart, rasterInput(chart, store.period, indices), palette);
    // The summary and the slider (a11y/) read the window the gesture left.
    afterNextFrame(() => setLiveStamp((n) => n + 1));
    return false;
  };
  const onResize = useCallback(() => {
    const chart = chartRef.current;
    if (!chart) return;
    const live = liveScheduler.current;
    // Newer data waiting (and no gesture holding them): ECharts and the raster get them now, at the
    // new size, rather than the raster alone.
    const ready = live?.pending && !gestureRunning(wrapperRef.current) && !panZoom.painting();
    if (ready && applyLive.current()) live.cancel();
    else rasterRef.current?.resized(chart);
  }, [panZoom]);

  // ---- full redraw ----
  // Held while painted gesture frames hide ECharts' canvas (older bars came in mid-gesture): the new
  // option for 2,000 bars was a task of 70 ms at 4× CPU inside the gesture; it runs at the hand-back.
  const heldRedraw = useRef(false);
  const redrawNow = useRef<() => void>(() => undefined);
  redrawNow.current = () => {
    const chart = chartRef.current;
    const wrapper = wrapperRef.current;
    if (!chart || !wrapper) return;
    heldRedraw.current = false;
    // The K-line window is the store's viewport (gestures/): kept across indicator, theme and views.
    const view = fullOption(store, period, style);
    if (!view) {
      rasterRef.current?.cleared();
      chart.clear();
      drawnPeriod.current = null;
      delete wrapper.dataset.drawn;
      return;
    }
    rangeRef.current = view.range;
    const option = withViewportWindow(store, period, view.option, wrapper);
    const sized = landscape ? largerAxisLabels(option) : option;
    const r = rasterRef.current;
    const full = r
      ? r.full(chart, sized, rasterInput(chart, period, viewportIndices(store, period)), palette)
      : sized;
    // Over painted gesture frames (the option held back while they showed, given at the hand-back),
    // ECharts paints on its next frame, not in this task: the layer then goes on that paint's
    // `rendered` (use-pan-zoom.ts), which a paint inside setOption fired before anyone listened.
    if (panZoom.painting()) setOptionPaintLater(chart, full, { notMerge: true });
    else chart.setOption(full, { notMerge: true });
    drawnPeriod.current = period;
    panZoom.chartDrew(true);
    // Markers for tests and the load benchmark: what the canvas shows now.
    wrapper.dataset.drawn = period;
    wrapper.dataset.indicator = isKlineView(period) ? indicator : '';
  };
  useEffect(() => {
    if (drawnPeriod.current === period && gestureRunning(wrapperRef.current) && panZoom.painting()) {
      heldRedraw.current = true;
      return;
    }
    redrawNow.current();
    // panZoom is one object for the chart's life: listed for the linter, it never triggers a redraw.
  }, [chartReady, period, indicator, version, loadState, style, store, landscape, panZoom]);
  // Issue 21: event marks on K-lines, merged after the full redraw above.
  const markers = useChartMarkers(
    chartRef,
    wrapperRef,
    marksRef,
    store,
    period,
    [chartReady, period, indicator, version, loadState, style, store, landscape],
    { decimals, fontSize: landscape ? LANDSCAPE_AXIS_FONT_PX : 10 },
  );
  paintMarks.current = markers.paintFrame;
  const marketCode = store.marketCode;

  // ---- live patches, batched ----
  const scheduler = useMemo(
    () =>
      new RedrawScheduler(
        () => applyLive.current(),
        LIVE_REDRAW_INTERVAL_MS,
        undefined,
        // Held while a gesture runs and until ECharts has taken its last window back.
        () => gestureRunning(wrapperRef.current) || panZoom.painting(),
      ),
    [panZoom],
  );
  liveScheduler.current = scheduler;
  useEffect(() => {
    const off = store.onLive((p, appended) => {
      if (p !== store.period) return;
      if (appended) appendedRef.current = true;
      scheduler.request();
    });
    return () => {
      off();
      scheduler.cancel();
    };
  }, [store, scheduler]);

  // ---- crosshair ----
  /** The crosshair on bar i (a finger's bar, or the screen reader's slider's). */
  const showAt = useCallback(
    (i: number) => {
      const chart = chartRef.current;
      if (!chart || drawnPeriod.current !== store.period) return;
      // §8 (the error catalogue): errors while building the tooltip are swallowed (the crosshair just does not move).
      try {
        const text = crosshairTextAt(store, store.period, i, decimals, volumeLot);
        if (!text) return;
        const px = Number(chart.convertToPixel({ xAxisIndex: 0 }, i));
        const py =
          text.price === null ? boxes.main.top : Number(chart.convertToPixel({ yAxisIndex: 0 }, text.price));
        crossIndex.current = i;
        setCross({ x: px, y: py, xLabel: text.xLabel, yLabel: text.yLabel, rows: text.rows });
      } catch {
        /* swallowed per §8 (the error catalogue) */
      }
    },
    [store, decimals, volumeLot, boxes.main.top],
  );
  const locate = useCallback(
    (x: number) => {
      const chart = chartRef.current;
      const last = lastIndex(store, store.period);
      if (!chart || last < 0 || drawnPeriod.current !== store.period) return;
      try {
        const raw = Number(chart.convertFromPixel({ xAxisIndex: 0 }, x));
        if (Number.isFinite(raw)) showAt(Math.max(0, Math.min(last, Math.round(raw))));
      } catch {
        /* swallowed per §8 (the error catalogue) */
      }
    },
    [store, showAt],
  );
  const hideCross = useCallback(() => {
    crossIndex.current = null;
    setCross(null);
  }, []);
  const locateRef = useRef(locate);
  locateRef.current = locate;

  useEffect(() => {
    const el = wrapperRef.current;
    if (!el) return;
    const g = attachCrosshairGestures(
      el,
      {
        show: (x) => locateRef.current(x),
        move: (x) => locateRef.current(x),
        hide: () => {
          crossIndex.current = null;
          setCross(null);
        },
      },
      { toLocal },
    );
    gestures.current = g;
    return () => g.detach();
  }, [toLocal]);

  // §4 (states and transitions): choosing a period tab clears the crosshair.
  useEffect(() => {
    gestures.current?.hide();
    hideCross(); // one the screen reader's slider showed
  }, [period, hideCross]);

  // ---- legends (K-line views only; hidden with the indicator tabs on intraday and 5-day) ----
  const { top, bottom } = legendsAt(store, period, crossIndex.current, style, volumeLot);

  const onChart = useCallback((c: EChartsType | null, lib?: ChartLib) => {
    chartRef.current = c;
    let raster: SeriesRaster | null = null;
    if (c && lib && seriesRasterEnabled()) {
      const canvas = document.createElement('canvas');
      // The same pixel ratio as ECharts' own canvas (echarts-lib.ts createChart).
      raster = new SeriesRaster(
        canvas,
        lib.sceneImage(canvas, SERIES_Z),
        new TextMeasure(),
        window.devicePixelRatio || 2,
      );
    }
    rasterRef.current = raster && new RasterControl(raster, () => wrapperRef.current);
    setChartReady(c !== null);
  }, []);

  const width = wrapperRef.current?.clientWidth ?? 375;
  const empty = loadState !== 'ready';

  // ---- the chart in words (issue 37 item 2): summary, slider, data table ----
  const barWindow = isKlineView(period) ? viewportIndices(store, period) : null;
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
          onResize={onResize}
          wrapperRef={wrapperRef}
          className={liveClass(live, 'main-chart__canvas')}
          testId={landscape ? 'landscape-chart' : 'main-chart'}
        >
          <canvas ref={frameRef} className="chart-frame" aria-hidden="true" hidden />
          <canvas ref={spareFrameRef} className="chart-frame" aria-hidden="true" hidden />
          <canvas ref={marksRef} className="chart-marks" aria-hidden="true" />
          {top && <Legend row={top} className="main-chart__legend main-chart__legend--top" />}
          {bottom && (
            <Legend
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
              crossIndex={cross ? crossIndex.current : null}
              onMove={showAt}
              onHide={hideCross}
            />
          )}
          {cross && (
            <CrosshairOverlay
              state={cross}
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
          {empty && period === 'min' && cachedLine && loadState !== 'error' ? (
            <div className="main-chart__state main-chart__state--line">
              <CachedLineChart line={cachedLine} />
            </div>
          ) : (
            empty && (
              <div className="main-chart__state">
                {loadState === 'error' ? <LoadFailed onRetry={() => store.retry(period)} /> : '正在加载...'}
              </div>
            )
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
      {!landscape && (isKlineView(period) || !empty) && (
        <div className="main-chart__tools">
          {isKlineView(period) && <ChartSettingsBar store={store} />}
          {!empty && <DataTableButton table={words.table} name={chartName} />}
        </div>
      )}
    </section>
  );
});

function Legend({
  row,
  className,
  style,
  testId,
}: {
  row: LegendRow;
  className: string;
  style?: React.CSSProperties;
  testId?: string;
}) {
  return (
    <div className={className} style={style} data-testid={testId}>
      {row.title && <span className="main-chart__legend-title">{row.title}</span>}
      {row.items.map((it) => (
        <span key={it.name} style={{ color: it.color }}>
          {it.name}:{it.value}
        </span>
      ))}
    </div>
  );
}
