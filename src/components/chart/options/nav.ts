/** 净值 (ETF unit net value history, §2 (screens and routes)): one line over the trading days. */
import type { ChartPalette } from '../palette';
import type { NavData } from '../types';
import {
  axisLine,
  BARE_VALUE_AXIS,
  fixedOrDash,
  insideValueLabel,
  splitLine,
  type ChartOption,
} from './common';

export function buildNavOption(nav: NavData, palette: ChartPalette, height: number): ChartOption {
  const p = palette;
  return {
    animation: false,
    grid: [{ id: 'main', left: 1, right: 1, top: 14, height: Math.max(60, height - 34) }],
    xAxis: [
      {
        id: 'x-main',
        type: 'category',
        data: nav.dates,
        boundaryGap: false,
        axisLine: axisLine(p),
        axisTick: { show: false },
        axisLabel: {
          fontSize: 10,
          color: p.axisText,
          hideOverlap: true,
          showMinLabel: true,
          showMaxLabel: true,
          alignMinLabel: 'left',
          alignMaxLabel: 'right',
        },
      },
    ],
    yAxis: [
      {
        id: 'y-main',
        scale: true,
        splitNumber: 3,
        ...BARE_VALUE_AXIS,
        splitLine: splitLine(p),
        axisLabel: insideValueLabel(p.axisText, 'bottom', (v) => fixedOrDash(v, 4)),
      },
    ],
    series: [
      {
        id: 'nav',
        type: 'line',
        data: nav.values,
        showSymbol: false,
        symbol: 'none',
        lineStyle: { width: 1.2, color: p.price },
        areaStyle: { color: p.priceArea },
        silent: true,
      },
    ],
  };
}
