/**
 * The chart's remembered settings (issue 21): 复权 mode and whether event markers show. Kept in
 * localStorage under one key, read once when a chart store is made; a storage that throws (private
 * mode, quota) or holds junk falls back to the defaults (前复权, markers on).
 */
import { ADJUST_MODES, type AdjustMode } from '../../../contract/market-rules/adjust';

export interface ChartSettings {
  adjust: AdjustMode;
  markers: boolean;
}

export const DEFAULT_CHART_SETTINGS: ChartSettings = { adjust: 'forward', markers: true };

export const CHART_SETTINGS_KEY = 'wapquote.chart.settings';

/** The part of Storage the settings use (window.localStorage in the app, a map in tests). */
export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function parseChartSettings(text: string | null): ChartSettings {
  if (!text) return { ...DEFAULT_CHART_SETTINGS };
  try {
    const v = JSON.parse(text) as Partial<Record<keyof ChartSettings, unknown>>;
    return {
      adjust: ADJUST_MODES.includes(v.adjust as AdjustMode)
        ? (v.adjust as AdjustMode)
        : DEFAULT_CHART_SETTINGS.adjust,
      markers: typeof v.markers === 'boolean' ? v.markers : DEFAULT_CHART_SETTINGS.markers,
    };
  } catch {
    return { ...DEFAULT_CHART_SETTINGS };
  }
}

export function loadChartSettings(storage: SettingsStorage | null): ChartSettings {
  try {
    return parseChartSettings(storage?.getItem(CHART_SETTINGS_KEY) ?? null);
  } catch {
    return { ...DEFAULT_CHART_SETTINGS };
  }
}

export function saveChartSettings(storage: SettingsStorage | null, s: ChartSettings): void {
  try {
    storage?.setItem(CHART_SETTINGS_KEY, JSON.stringify(s));
  } catch {
    /* a full or refused storage only loses the memory of the choice */
  }
}

/** The browser's localStorage when there is one. */
export function browserStorage(): SettingsStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}
