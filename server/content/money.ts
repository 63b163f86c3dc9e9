/** Money words for generated Chinese text. */
import type { InstrumentSeed } from '../data/types';

export function currencyWord(seed: InstrumentSeed): string {
  if (seed.currency === 'HKD') return '港元';
  if (seed.currency === 'USD') return '美元';
  return '元';
}

/** 12345678901 → '123.46亿'; below 1亿 → '万'. */
export function yi(v: number): string {
  const a = Math.abs(v);
  if (a >= 1e8) return `${(v / 1e8).toFixed(2)}亿`;
  return `${(v / 1e4).toFixed(2)}万`;
}

export function pct(ratio: number, digits = 2): string {
  return `${(ratio * 100).toFixed(digits)}%`;
}

/** '增长12.30%' or '下降4.50%'. */
export function growthWords(ratio: number): string {
  return ratio >= 0 ? `增长${pct(ratio)}` : `下降${pct(-ratio)}`;
}

/** The symbol as Chinese media print it: 贵州茅台(600519)、腾讯控股(00700.HK)、苹果(AAPL.US). */
export function printedSymbol(seed: InstrumentSeed): string {
  if (seed.region === 'HK') return `${seed.name}(${seed.code}.HK)`;
  if (seed.region === 'USA') return `${seed.name}(${seed.code}.US)`;
  return `${seed.name}(${seed.code})`;
}
