// RSI(6,12,24) (§9 (business constants and limits)).
import { rsiCalc } from '../../../lib/indicators';
import { periodLinesTemplate, type IndicatorTemplate } from './template';

const PERIODS = [6, 12, 24] as const;

export const RSI: IndicatorTemplate = periodLinesTemplate('RSI', PERIODS, rsiCalc(PERIODS));
