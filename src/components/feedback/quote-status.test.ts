import {
  QUOTE_STATUS_GAVE_UP,
  QUOTE_STATUS_RECONNECTING,
  QUOTE_STATUS_RETRY,
  quoteStatusText,
} from './quote-status';

test.each([
  [false, { message: QUOTE_STATUS_RECONNECTING }],
  [true, { message: QUOTE_STATUS_GAVE_UP, action: QUOTE_STATUS_RETRY }],
])('gave up %s → %j', (gaveUp, text) => expect(quoteStatusText(gaveUp)).toEqual(text));

test('the words (docs/reliability.md "Status line")', () => {
  expect([QUOTE_STATUS_RECONNECTING, QUOTE_STATUS_GAVE_UP, QUOTE_STATUS_RETRY]).toEqual([
    '行情连接已断开，正在重连…',
    '行情连接已断开',
    '点击重试',
  ]);
});
