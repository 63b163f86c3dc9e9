/**
 * A deterministic K-line history for the frame tests (no server, no clock): a random walk from a
 * fixed seed with doji days, gaps up and down, a run of limit-up days and a few volume spikes, the
 * indicator set computed over it as the chart does (kline-indicators.ts), and the option input built
 * as views.ts klineInput does.
 */
import { createIndicatorSetFromColumns } from '../../../../lib/indicators';
import type { KlineOptionInput } from '../../options/kline';
import type { ChartPalette } from '../../palette';
import type { IndicatorKey, KlineData } from '../../types';

/** Mulberry32: a small seeded generator, the same numbers on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round2 = (v: number): number => Math.round(v * 100) / 100;

export interface TestHistory {
  data: KlineData;
  labels: string[];
  candles: number[][];
}

/** `count` daily bars starting 2020-01-02 (weekdays), prices with 2 decimals. */
export function testHistory(count = 1500, seed = 21): TestHistory {
  const rnd = seeded(seed);
  const data: KlineData = {
    time: [],
    open: [],
    high: [],
    low: [],
    close: [],
    volume: [],
    amount: [],
    preClose: [],
  };
  const labels: string[] = [];
  const candles: number[][] = [];
  let prev = 23.5;
  let day = Date.UTC(2020, 0, 2);
  for (let i = 0; i < count; i++) {
    while ([0, 6].includes(new Date(day).getUTCDay())) day += 86_400_000;
    let open = round2(prev * (1 + (rnd() - 0.5) * 0.02));
    let close: number;
    if (i % 97 === 13) open = round2(prev * 1.06); // gap up
    if (i % 131 === 40) open = round2(prev * 0.93); // gap down
    if (i >= 700 && i < 706) {
      // a limit-up run: opens at the limit, closes at it, high = low = close on the last days
      close = round2(prev * 1.1);
      open = i < 703 ? round2(prev * 1.03) : close;
    } else if (i % 17 === 5 || i % 61 === 0) {
      close = open; // doji
    } else {
      close = round2(open * (1 + (rnd() - 0.49) * 0.05));
    }
    const high = round2(Math.max(open, close) * (1 + rnd() * (i >= 703 && i < 706 ? 0 : 0.02)));
    const low = round2(Math.min(open, close) * (1 - rnd() * (i >= 703 && i < 706 ? 0 : 0.02)));
    const volume = Math.round((5e5 + rnd() * 2e6) * (i % 53 === 7 ? 6 : 1));
    data.time.push(day / 1000);
    data.open.push(open);
    data.high.push(high);
    data.low.push(low);
    data.close.push(close);
    data.volume.push(volume);
    data.amount.push(volume * close);
    data.preClose.push(prev);
    const d = new Date(day);
    labels.push(
      `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`,
    );
    candles.push([open, close, low, high]);
    prev = close;
    day += 86_400_000;
  }
  return { data, labels, candles };
}

/** The option input of a chart of `h` as views.ts klineInput builds it. */
export function testInput(
  h: TestHistory,
  opts: {
    indicator: IndicatorKey;
    showMa: boolean;
    palette: ChartPalette;
    height: number;
    decimals?: number;
  },
): KlineOptionInput {
  const set = createIndicatorSetFromColumns(h.data);
  return {
    data: h.data,
    labels: h.labels,
    candles: h.candles,
    set,
    indicator: opts.indicator,
    showMa: opts.showMa,
    palette: opts.palette,
    height: opts.height,
    decimals: opts.decimals ?? 2,
  };
}
