// Technical indicators in 通达信 conventions (issue 4 item 6). Every output has the input's length,
// with null before the warm-up, computed over the whole loaded history.
export {
  ma,
  ema,
  sma,
  maAt,
  emaStep,
  smaStep,
  hhvAt,
  llvAt,
  rollingHighLow,
  type Series,
  type Column,
} from './moving';
export { macd, type MacdResult } from './macd';
export { kdj, type KdjResult } from './kdj';
export { rsi } from './rsi';
export { bias } from './bias';
export { cci, typicalPrices } from './cci';
export { boll, sampleStdAt, type BollResult } from './boll';
export { obv } from './obv';
export { wr } from './wr';
export {
  createIndicatorSet,
  createIndicatorSetFromColumns,
  type AnyCalc,
  type Bar,
  type BarColumns,
  type IndicatorCalc,
  type IndicatorSet,
  type SetInputs,
} from './set';
export {
  biasCalc,
  bollCalc,
  cciCalc,
  kdjCalc,
  macdCalc,
  maCalc,
  obvCalc,
  rsiCalc,
  volumeMaCalc,
  wrCalc,
  type ByPeriod,
} from './calcs';
