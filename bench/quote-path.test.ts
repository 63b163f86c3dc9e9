import { formatQuotePath, quotePath, type QuoteMarks } from './quote-path';

const token = { startTime: 120, requestStart: 125, responseStart: 165, responseEnd: 170 };
const marks = (over: Partial<QuoteMarks> = {}): QuoteMarks => ({
  created: 130,
  open: 160,
  sent: 175,
  replies: { '92': 200, '100': 205, '201': 215 },
  token,
  ...over,
});

describe('quotePath', () => {
  it.each<[string, QuoteMarks, number, ReturnType<typeof quotePath>]>([
    [
      'token first: before is until the token call',
      marks(),
      260,
      { before: 120, channel: 55, tokenServer: 40, roundTrip: 40, after: 45 },
    ],
    [
      'socket first',
      marks({ created: 100 }),
      260,
      { before: 100, channel: 75, tokenServer: 40, roundTrip: 40, after: 45 },
    ],
    [
      'no token call (a token in hand)',
      marks({ token: null }),
      260,
      { before: 130, channel: 45, tokenServer: 0, roundTrip: 40, after: 45 },
    ],
    [
      'a cross-origin token without timing: its start stands for the request',
      marks({ token: { ...token, requestStart: 0 } }),
      260,
      { before: 120, channel: 55, tokenServer: 45, roundTrip: 40, after: 45 },
    ],
    ['no snapshot reply', marks({ replies: { '92': 200 } }), 260, null],
    ['the price before the reply (cached)', marks(), 210, null],
    ['never sent', marks({ sent: 0 }), 260, null],
  ])('%s', (_, m, priceAt, want) => expect(quotePath(m, 201, priceAt)).toEqual(want));
});

it('formats the split in whole ms, or says there is none', () => {
  expect(formatQuotePath(quotePath(marks(), 201, 260.4))).toBe(
    "before the channel 120, token and socket 55 (token server+RTT 40), requests to the snapshot's reply 40, after 45 ms",
  );
  expect(formatQuotePath(null)).toBe(
    'no quote path: a mark is missing (no socket sent, no snapshot reply) or the price came first',
  );
});
