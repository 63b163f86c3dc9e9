/** The status line's words (docs/reliability.md "Status line"). */
import type { NotLiveReason } from '../../quote/freshness';

export interface QuoteStatusText {
  message: string;
  /** The retry button's label, only once the connection gave up. */
  action?: string;
}

export type QuoteStatusReason = NotLiveReason;

export const QUOTE_STATUS_RECONNECTING = '行情连接已断开，正在重连…';
export const QUOTE_STATUS_GAVE_UP = '行情连接已断开';
export const QUOTE_STATUS_RETRY = '点击重试';
export const QUOTE_STATUS_DELAYED = '行情数据延迟';

export function quoteStatusText(reason: QuoteStatusReason): QuoteStatusText {
  switch (reason) {
    case 'gave-up':
      return { message: QUOTE_STATUS_GAVE_UP, action: QUOTE_STATUS_RETRY };
    case 'delayed':
      return { message: QUOTE_STATUS_DELAYED };
    default:
      return { message: QUOTE_STATUS_RECONNECTING };
  }
}
