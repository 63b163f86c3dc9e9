import {
  QUOTE_STATUS_DELAYED,
  QUOTE_STATUS_GAVE_UP,
  QUOTE_STATUS_RECONNECTING,
  QUOTE_STATUS_RETRY,
  quoteStatusText,
  type QuoteStatusReason,
} from './quote-status';

test.each<[QuoteStatusReason, object]>([
  ['reconnecting', { message: QUOTE_STATUS_RECONNECTING }],
  ['gave-up', { message: QUOTE_STATUS_GAVE_UP, action: QUOTE_STATUS_RETRY }],
  ['delayed', { message: QUOTE_STATUS_DELAYED }],
])('%s → %j', (reason, text) => expect(quoteStatusText(reason)).toEqual(text));

test('the words (docs/reliability.md "Status line")', () => {
  expect([QUOTE_STATUS_RECONNECTING, QUOTE_STATUS_GAVE_UP, QUOTE_STATUS_RETRY, QUOTE_STATUS_DELAYED]).toEqual(
    ['行情连接已断开，正在重连…', '行情连接已断开', '点击重试', '行情数据延迟'],
  );
});
