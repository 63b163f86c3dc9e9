/**
 * Canvas colours of the charts. ECharts draws on a canvas and cannot read CSS variables, so the two
 * themes are spelled out here; they match src/app/theme.css.
 */
import { FALL_COLOR, RISE_COLOR } from '../../lib/colors';
import { DEFAULT_UPDOWN, riseFallColors, type UpdownScheme } from '../../lib/updown-colors';

export interface ChartPalette {
  rise: string;
  fall: string;
  flat: string;
  text: string;
  axisText: string;
  grid: string;
  /** The intraday price line and its area. */
  price: string;
  priceArea: string;
  /** The intraday average-price line. */
  avg: string;
  /** MA 5 / 10 / 20, indicator lines 1 / 2 / 3. */
  lines: readonly [string, string, string];
  crosshair: string;
  /** The shade of the US pre-market and after-hours parts of the 分时 chart. */
  extendedShade: string;
  /** The chart's card (theme.css --bg-card): behind value labels drawn over the lines. */
  background: string;
}

export const LIGHT_PALETTE: ChartPalette = {
  rise: RISE_COLOR,
  fall: FALL_COLOR,
  flat: '#9aa0a8',
  text: '#1f2329',
  axisText: '#9aa0a8',
  grid: '#eef0f3',
  price: '#2f6fde',
  priceArea: 'rgba(47,111,222,0.08)',
  avg: '#f0a020',
  lines: ['#f0a020', '#2f6fde', '#c13dd1'],
  crosshair: '#5b6069',
  extendedShade: 'rgba(120,130,145,0.09)',
  background: '#ffffff',
};

export const DARK_PALETTE: ChartPalette = {
  rise: RISE_COLOR,
  fall: FALL_COLOR,
  flat: '#6f7680',
  text: '#e6e8eb',
  axisText: '#6f7680',
  grid: '#252a31',
  price: '#5b9bff',
  priceArea: 'rgba(91,155,255,0.10)',
  avg: '#f0b840',
  lines: ['#f0b840', '#5b9bff', '#d766e6'],
  crosshair: '#a2a8b1',
  extendedShade: 'rgba(150,160,175,0.10)',
  background: '#181b21',
};

/** The theme's palette with the user's 涨跌颜色 (lib/updown-colors.ts). */
export function paletteOf(dark: boolean, updown: UpdownScheme = DEFAULT_UPDOWN): ChartPalette {
  const base = dark ? DARK_PALETTE : LIGHT_PALETTE;
  if (updown === DEFAULT_UPDOWN) return base;
  // One object per combination: charts memoise on the palette's identity.
  const key = `${dark ? 'dark' : 'light'}|${updown}`;
  let p = VARIANTS.get(key);
  if (!p) VARIANTS.set(key, (p = { ...base, ...riseFallColors(updown, dark) }));
  return p;
}

const VARIANTS = new Map<string, ChartPalette>();
