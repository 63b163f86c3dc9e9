/**
 * The few number rules of ECharts 6.1 / zrender 6 that decide where a K-line chart's pixels go,
 * ported one to one so the gesture painter lands on the same pixels (docs/notes/chart-gestures-landscape-
 * cold-start.md, "Gesture frames drawn by our own painter"). Each says where it comes from.
 */

/** echarts/lib/util/number.js round: toFixed with the precision clamped to [0, 20]. */
export function ecRound(x: number, precision: number): number {
  const p = Math.min(Math.max(0, precision), 20);
  return +x.toFixed(p);
}

/** echarts/lib/util/number.js getPrecision (the fast loop, then the string fallback). */
export function getPrecision(val: number): number {
  if (Number.isNaN(val)) return 0;
  if (val > 1e-14) {
    let e = 1;
    for (let i = 0; i < 15; i++, e *= 10) {
      if (Math.round(val * e) / e === val) return i;
    }
  }
  const str = val.toString().toLowerCase();
  const eIndex = str.indexOf('e');
  const exp = eIndex > 0 ? +str.slice(eIndex + 1) : 0;
  const significandPartLen = eIndex > 0 ? eIndex : str.length;
  const dotIndex = str.indexOf('.');
  const decimalPartLen = dotIndex < 0 ? 0 : significandPartLen - 1 - dotIndex;
  return Math.max(0, decimalPartLen - exp);
}

/** echarts/lib/util/number.js quantityExponent. */
export function quantityExponent(val: number): number {
  if (val === 0) return 0;
  let exp = Math.floor(Math.log(val) / Math.LN10);
  if (val / Math.pow(10, exp) >= 10) exp++;
  return exp;
}

/** echarts/lib/util/number.js nice(val, NICE_MODE_ROUND): 1, 2, 3, 5 or 10 times a power of ten. */
export function niceRound(val: number): number {
  const exponent = quantityExponent(val);
  const exp10 = Math.pow(10, exponent);
  const f = val / exp10;
  const nf = f < 1.5 ? 1 : f < 2.5 ? 2 : f < 4 ? 3 : f < 7 ? 5 : 10;
  return ecRound(nf * exp10, -exponent);
}

/** echarts/lib/scale/helper.js getIntervalPrecision. */
export const intervalPrecision = (interval: number): number => getPrecision(interval) + 2;

/** echarts/lib/util/number.js linearMap without clamping (the axes' dataToCoord). */
export function linearMap(val: number, d0: number, d1: number, r0: number, r1: number): number {
  const subDomain = d1 - d0;
  const subRange = r1 - r0;
  if (subDomain === 0) return subRange === 0 ? r0 : (r0 + r1) / 2;
  if (val === d0) return r0;
  if (val === d1) return r1;
  return ((val - d0) / subDomain) * subRange + r0;
}

/** zrender/lib/graphic/helper/subPixelOptimize.js subPixelOptimize. */
export function subPixelOptimize(position: number, lineWidth: number, positive: boolean): number {
  if (!lineWidth) return position;
  const doubled = Math.round(position * 2);
  return (doubled + Math.round(lineWidth)) % 2 === 0 ? doubled / 2 : (doubled + (positive ? 1 : -1)) / 2;
}

/**
 * The nice ticks of a value axis (echarts/lib/coord/axisNiceTicks.js intervalScaleCalcNiceTicks and
 * calcNiceForIntervalOrLogScale, echarts/lib/scale/helper.js intervalScaleEnsureValidExtent): the
 * interval for about `splitNumber` steps over the extent and, for each end that is not fixed, the
 * end moved out to a multiple of it.
 */
export interface NiceScale {
  extent: [number, number];
  interval: number;
  precision: number;
  /** The first and last multiples of the interval inside the extent (computed before the ends moved). */
  niceExtent: [number, number];
}

export function niceScale(
  raw: [number, number],
  splitNumber: number,
  fixMin: boolean,
  fixMax: boolean,
  containShape = false,
): NiceScale {
  const e: [number, number] = [raw[0], raw[1]];
  if (e[0] === e[1]) {
    if (e[0] !== 0) {
      const expand = Math.abs(e[0]);
      if (!fixMax) {
        e[1] += expand / 2;
        e[0] -= expand / 2;
      } else e[0] -= expand / 2;
    } else if (containShape) {
      e[0] = -1;
      e[1] = 1;
    } else e[1] = 1;
  }
  if (!Number.isFinite(e[0]) || !Number.isFinite(e[1])) {
    e[0] = 0;
    e[1] = 1;
  }
  if (e[1] < e[0]) e.reverse();
  const interval = niceRound((e[1] - e[0]) / Math.max(1, Math.round(splitNumber)));
  const precision = intervalPrecision(interval);
  const niceExtent: [number, number] = [
    ecRound(Math.ceil(e[0] / interval) * interval, precision),
    ecRound(Math.floor(e[1] / interval) * interval, precision),
  ];
  if (!fixMin) e[0] = ecRound(Math.floor(e[0] / interval) * interval, precision);
  if (!fixMax) e[1] = ecRound(Math.ceil(e[1] / interval) * interval, precision);
  return { extent: e, interval, precision, niceExtent };
}

/**
 * echarts/lib/scale/Interval.js getTicks: the extent's start when it is not a multiple, every
 * multiple of the interval inside, the extent's end when it is not one.
 */
export function intervalTicks(s: NiceScale): number[] {
  const { extent, interval, precision, niceExtent } = s;
  const ticks: number[] = [];
  if (!interval) return ticks;
  if (extent[0] < niceExtent[0]) ticks.push(extent[0]);
  for (let tick = niceExtent[0]; ;) {
    if (tick > niceExtent[1] || !Number.isFinite(tick) || !Number.isFinite(niceExtent[1])) break;
    ticks.push(tick);
    tick = ecRound(tick + interval, precision);
    if (tick === ticks[ticks.length - 1]) break;
    if (ticks.length > 3000) return [];
  }
  const last = ticks.length ? ticks[ticks.length - 1] : niceExtent[1];
  if (extent[1] > last) ticks.push(extent[1]);
  return ticks;
}
