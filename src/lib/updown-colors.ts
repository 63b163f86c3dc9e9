/**
 * 涨跌颜色: which colour says rise and which says fall (issue 37 item 3). The spec's red rise /
 * green fall (§5 colours) is the default; 绿涨红跌 is what some HK and US investors expect; the
 * colour-blind scheme uses orange and blue, the pair the 5–8 % of men with red-green colour
 * blindness tell apart (Okabe–Ito), both at WCAG AA contrast on the light and the dark card. The
 * CSS variables in app/theme.css carry the same values (a test reads them back).
 */
import { FALL_COLOR, RISE_COLOR } from './colors';

export type UpdownScheme = 'red-up' | 'green-up' | 'blue-orange';

export const DEFAULT_UPDOWN: UpdownScheme = 'red-up';

export interface UpdownOption {
  id: UpdownScheme;
  label: string;
  note: string;
}

/** The settings page's choices, in its order. */
export const UPDOWN_OPTIONS: readonly UpdownOption[] = [
  { id: 'red-up', label: '红涨绿跌', note: '默认，沪深市场习惯' },
  { id: 'green-up', label: '绿涨红跌', note: '部分港美股投资者的习惯' },
  { id: 'blue-orange', label: '色弱友好', note: '橙涨蓝跌，红绿色弱也能分清' },
];

export interface RiseFall {
  rise: string;
  fall: string;
}

const COLORS: Record<UpdownScheme, { light: RiseFall; dark: RiseFall }> = {
  'red-up': {
    light: { rise: RISE_COLOR, fall: FALL_COLOR },
    dark: { rise: RISE_COLOR, fall: FALL_COLOR },
  },
  'green-up': {
    light: { rise: FALL_COLOR, fall: RISE_COLOR },
    dark: { rise: FALL_COLOR, fall: RISE_COLOR },
  },
  'blue-orange': {
    light: { rise: '#C85200', fall: '#0072B2' },
    dark: { rise: '#F0883E', fall: '#4DA3FF' },
  },
};

export function riseFallColors(scheme: UpdownScheme, dark: boolean): RiseFall {
  return COLORS[scheme][dark ? 'dark' : 'light'];
}

/** A scheme from stored or host-given text; null for anything else. */
export function updownOf(value: unknown): UpdownScheme | null {
  return value === 'red-up' || value === 'green-up' || value === 'blue-orange' ? value : null;
}
