/**
 * The chart full screen in landscape (issue 21 item 3): a bar with 返回 and the instrument, then the
 * same chart store's period tabs, chart (larger axis labels, crosshair, pinch and drag) and
 * indicator tabs, over the whole screen. The store and its window are the page's, so closing it
 * returns to the page at the period and window chosen here. Where the screen could not be turned
 * (`rotated`), the whole layer is turned by 90° and touches are mapped back (layout.ts).
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ChartStore } from '../chart-store';
import { viewportOf } from '../gestures/viewport';
import { MainChart } from '../MainChart';
import type { PeriodKey } from '../types';
import { landscapeChartHeight } from './layout';
import './landscape.css';
import type { UpdownScheme } from '../../../lib/updown-colors';

export interface LandscapeChartProps {
  store: ChartStore;
  periods: readonly PeriodKey[];
  dark: boolean;
  updown?: UpdownScheme;
  decimals: number;
  volumeLot: number;
  /** The currency or 点 its prices are said in (the chart in words; MainChart's `unit`). */
  unit?: string;
  /** The bar's title (name and code). */
  title: string;
  rotated: boolean;
  onClose: () => void;
}

/** Bar, period row and indicator row (px), before the first measure. */
const CHROME_ESTIMATE_PX = 116;

function shortSide(rotated: boolean): number {
  const w = window.innerWidth;
  const h = window.innerHeight;
  return rotated ? w : Math.min(w, h);
}

export const LandscapeChart = observer(function LandscapeChart(props: LandscapeChartProps) {
  const { store, periods, dark, decimals, volumeLot, title, rotated, onClose } = props;
  const layer = useRef<HTMLDivElement>(null);
  const [side, setSide] = useState(() => shortSide(rotated));
  const [chrome, setChrome] = useState(CHROME_ESTIMATE_PX);

  useEffect(() => {
    const onResize = () => setSide(shortSide(rotated));
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [rotated]);

  // Whatever is not the chart: measured once drawn (the rows' heights follow the root font size).
  useLayoutEffect(() => {
    const el = layer.current;
    const canvas = el?.querySelector<HTMLElement>('[data-testid=landscape-chart]');
    if (!el || !canvas) return;
    const rest = el.getBoundingClientRect()[rotated ? 'width' : 'height'] - canvas.offsetHeight;
    if (Math.abs(rest - chrome) > 1) setChrome(Math.ceil(rest));
  }, [rotated, chrome, side, store.period]);

  // The page underneath does not scroll while the layer is up; the page's chart redraws the window
  // chosen here when it comes back.
  useEffect(() => {
    const body = document.body.style;
    const overflow = body.overflow;
    body.overflow = 'hidden';
    return () => {
      body.overflow = overflow;
      viewportOf(store).restored();
    };
  }, [store]);

  const height = landscapeChartHeight(side, chrome);
  const landscape = useMemo(() => ({ height, rotated }), [height, rotated]);

  return createPortal(
    <div
      ref={layer}
      className={rotated ? 'landscape landscape--rotated' : 'landscape'}
      data-testid="landscape"
      data-rotated={rotated ? 'yes' : 'no'}
      role="dialog"
      aria-label="横屏K线"
    >
      <div className="landscape__bar">
        <button type="button" className="landscape__back" onClick={onClose} data-testid="landscape-back">
          ‹ 返回
        </button>
        <span className="landscape__title">{title}</span>
      </div>
      <MainChart
        store={store}
        periods={periods}
        dark={dark}
        updown={props.updown}
        decimals={decimals}
        volumeLot={volumeLot}
        unit={props.unit}
        landscape={landscape}
      />
    </div>,
    document.body,
  );
});
