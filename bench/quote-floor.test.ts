import { frameType, quoteFloorHtml, type QuoteStart } from './quote-floor';

it.each<[string, number | null]>([
  ['{"header":{"type":92,"seq":1},"body":{}}', 92],
  ['{"header":{"type":"92"},"body":{}}', null],
  ['{"body":{}}', null],
  ['not json', null],
])('frameType(%s) → %p', (text, type) => {
  expect(frameType(text)).toBe(type);
});

const START: QuoteStart = {
  token: {
    url: 'http://127.0.0.1:1/hq-passport/api/1/token',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  },
  socketUrl: 'ws://127.0.0.1:1/ws/quote',
  auth: '{"header":{"type":92,"seq":1,"length":2,"rawLength":2},"body":{"token":"old"}}',
  snapshot: '{"header":{"type":201,"seq":2},"body":{"hq":[]}}',
  minute: '{"header":{"type":501,"seq":3},"body":{"hq":[]}}',
};

it('the floor page replays the recorded start with no framework and no script file', () => {
  const html = quoteFloorHtml(START, 375, 240);
  expect(html).toContain(JSON.stringify(START.socketUrl));
  expect(html).toContain('width="375" height="240"');
  // The token is replaced and the header's length recomputed, not sent as recorded.
  expect(html).toContain('m.body.token = v[0]');
  expect(html).toContain('m.header.length = m.header.rawLength');
  expect(html).not.toMatch(/<script[^>]+src=/);
});
