/** The status line's words (docs/reliability.md "Status line"). */
export interface QuoteStatusText {
  message: string;
  /** The retry button's label, only once the connection gave up. */
  action?: string;
}

export const QUOTE_STATUS_RECONNECTING = '行情连接已断开，正在重连…';
export const QUOTE_STATUS_GAVE_UP = '行情连接已断开';
export const QUOTE_STATUS_RETRY = '点击重试';

export function quoteStatusText(gaveUp: boolean): QuoteStatusText {
  return gaveUp
    ? { message: QUOTE_STATUS_GAVE_UP, action: QUOTE_STATUS_RETRY }
    : { message: QUOTE_STATUS_RECONNECTING };
}
