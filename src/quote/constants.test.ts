import { quoteTimingFrom } from './constants';

describe("quoteTimingFrom: an environment's quoteConnection setting", () => {
  it.each<[string, unknown, object]>([
    ['unset', undefined, {}],
    ['not an object', 'fast', {}],
    ['known fields', { maxRetries: 100, reconnectDelayMs: 500 }, { maxRetries: 100, reconnectDelayMs: 500 }],
    ['zero is a value', { reconnectJitterMs: 0 }, { reconnectJitterMs: 0 }],
    ['unknown field ignored', { retries: 3, heartbeatMs: 10_000 }, { heartbeatMs: 10_000 }],
    ['negative ignored', { reconnectDelayMs: -1 }, {}],
    ['not finite ignored', { heartbeatTimeoutMs: Infinity, requestTimeoutMs: NaN }, {}],
    ['a string ignored', { maxRetries: '5' }, {}],
    ['a fraction of a retry ignored', { maxRetries: 2.5 }, {}],
  ])('%s', (_, setting, want) => {
    expect(quoteTimingFrom(setting)).toEqual(want);
  });
});
