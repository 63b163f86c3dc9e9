/**
 * 大单 (§2 (screens and routes), §5 (validation rules)): a pie of buy (U), sell (D) and neutral (N) volume, slices over 10 % shown,
 * percentages to one decimal; and the list of trades whose price × volume is above 1,000,000.
 */
export interface LargeOrder {
  price: number;
  volume: number;
  /** unix seconds */
  ticktime: number;
  /** 'U' buy, 'D' sell, 'N' neutral; any other value counts as neutral */
  kind: string;
}

/** §5 (validation rules) large-order filter: price × volume above 1,000,000. */
export const LARGE_ORDER_AMOUNT = 1_000_000;
/** §2 (screens and routes): pie slices over 10 percent are shown. */
export const PIE_MIN_SHARE = 0.1;

export const KIND_LABEL: Record<'U' | 'D' | 'N', string> = { U: '买盘', D: '卖盘', N: '中性' };

export interface PieSlice {
  kind: 'U' | 'D' | 'N';
  label: string;
  volume: number;
  /** share of the total, 0..1 */
  share: number;
  /** '45.3%' */
  percent: string;
}

export function isLargeOrder(o: LargeOrder): boolean {
  return Number.isFinite(o.price) && Number.isFinite(o.volume) && o.price * o.volume > LARGE_ORDER_AMOUNT;
}

export function summarizeLargeOrders(orders: readonly LargeOrder[]): {
  slices: PieSlice[];
  shown: PieSlice[];
  list: LargeOrder[];
} {
  const volume = { U: 0, D: 0, N: 0 };
  for (const o of orders) {
    const k = o.kind === 'U' || o.kind === 'D' ? o.kind : 'N';
    if (Number.isFinite(o.volume)) volume[k] += o.volume;
  }
  const total = volume.U + volume.D + volume.N;
  const slices: PieSlice[] = (['U', 'D', 'N'] as const).map((kind) => {
    const share = total > 0 ? volume[kind] / total : 0;
    return {
      kind,
      label: KIND_LABEL[kind],
      volume: volume[kind],
      share,
      percent: `${(share * 100).toFixed(1)}%`,
    };
  });
  return {
    slices,
    shown: slices.filter((s) => s.share > PIE_MIN_SHARE),
    list: orders.filter(isLargeOrder),
  };
}
