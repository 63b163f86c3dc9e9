// WR (威廉指标, W&R) as Chinese apps show it: WR1 = WR(10) and WR2 = WR(6), 0 at the top of the
// range and 100 at the bottom (lib/indicators/wr.ts). Beyond the spec: docs/product.md.
import { wrCalc } from '../../../lib/indicators';
import { periodLinesTemplate, type IndicatorTemplate } from './template';

const PERIODS = [10, 6] as const;

export const WR: IndicatorTemplate = periodLinesTemplate('WR', PERIODS, wrCalc(PERIODS), ['WR1', 'WR2']);
