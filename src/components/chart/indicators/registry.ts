/**
 * The K-line chart's indicators, in tab order (§2 (screens and routes): 成交量, MACD, KDJ, RSI, BIAS,
 * CCI, BOLL, OBV; WR beyond it). Adding one: a template file beside this one and a line here.
 */
import type { AnyCalc } from '../../../lib/indicators';
import type { IndicatorKey } from '../types';
import { BIAS } from './bias';
import { BOLL } from './boll';
import { CCI } from './cci';
import { KDJ } from './kdj';
import { MA_CALC } from './ma';
import { MACD } from './macd';
import { OBV } from './obv';
import { RSI } from './rsi';
import type { IndicatorTemplate } from './template';
import { VOL } from './vol';
import { WR } from './wr';

export const INDICATORS: readonly IndicatorTemplate[] = [VOL, MACD, KDJ, RSI, BIAS, CCI, BOLL, OBV, WR];

/** The indicator tabs, in order. */
export const INDICATOR_TABS: ReadonlyArray<{ key: IndicatorKey; label: string }> = INDICATORS.map((t) => ({
  key: t.key,
  label: t.label,
}));

// A map: the gesture painter looks the template up for every bar it tones.
const BY_KEY = new Map(INDICATORS.map((t) => [t.key, t]));

/** The template of a key; an unknown key (a setting from another version) reads as the first, 成交量. */
export function indicatorTemplate(key: IndicatorKey): IndicatorTemplate {
  return BY_KEY.get(key) ?? INDICATORS[0];
}

/** Every calculation drawn with `template`: its own and MA 5/10/20 on the candles where those show. */
export function calcsDrawn(template: IndicatorTemplate, showMa: boolean): AnyCalc[] {
  return template.main || !showMa ? [...template.calcs] : [...template.calcs, MA_CALC];
}
