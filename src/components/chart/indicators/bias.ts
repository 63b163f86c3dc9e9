// BIAS(6,12,24) (§9 (business constants and limits)).
import { biasCalc } from '../../../lib/indicators';
import { periodLinesTemplate, type IndicatorTemplate } from './template';

const PERIODS = [6, 12, 24] as const;

export const BIAS: IndicatorTemplate = periodLinesTemplate('BIAS', PERIODS, biasCalc(PERIODS));
