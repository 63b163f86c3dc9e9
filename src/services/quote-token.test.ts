/** quoteToken: the early script's request taken over once, asked again when it failed; one cache. */
import type { EarlyToken, QuoteTokenGrant } from '../api/quote-token';
import { dropQuoteToken, quoteToken } from './quote';

const mockPost = jest.fn();
// The HTTP layer's post, as the token call uses it (hoisted: the factory calls through a closure).
jest.mock('../api/http', () => ({ http: { post: (...args: unknown[]) => mockPost(...args) } }));

const holder = globalThis as { __wapEarlyToken?: EarlyToken | null };
const T0 = Date.UTC(2026, 10, 25, 2, 0);

beforeEach(() => {
  mockPost.mockReset();
  mockPost.mockResolvedValue({ Code: 0, Data: { Token: 'app-token', ExpiresIn: 3600 } });
  dropQuoteToken();
  delete holder.__wapEarlyToken;
});

const early = (grant: Promise<QuoteTokenGrant>): EarlyToken => ({ url: '/hq-passport/api/1/token', grant });

describe('quoteToken with the early request', () => {
  it("takes the early script's token: no call of its own, and the page's later calls share it", async () => {
    holder.__wapEarlyToken = early(
      Promise.resolve({ token: 'early-token', expiresInSeconds: 3600, receivedAt: T0 }),
    );
    await expect(quoteToken(() => T0 + 1000)).resolves.toBe('early-token');
    await expect(quoteToken(() => T0 + 2000)).resolves.toBe('early-token');
    expect(mockPost).not.toHaveBeenCalled();
    expect(holder.__wapEarlyToken).toBeNull(); // claimed: the early script asks no more
  });

  it('asks itself when the early request failed (or timed out: it aborts itself)', async () => {
    holder.__wapEarlyToken = early(Promise.reject(new Error('aborted')));
    await expect(quoteToken(() => T0)).resolves.toBe('app-token');
    expect(mockPost).toHaveBeenCalledTimes(1);
  });

  it("the early token's lifetime counts from its answer, not from when the app took it", async () => {
    // Answered at T0 for 120 s; taken 100 s later: within the 60 s margin, so it is asked again next.
    holder.__wapEarlyToken = early(
      Promise.resolve({ token: 'early-token', expiresInSeconds: 120, receivedAt: T0 }),
    );
    await expect(quoteToken(() => T0 + 100_000)).resolves.toBe('early-token');
    await expect(quoteToken(() => T0 + 100_001)).resolves.toBe('app-token');
    expect(mockPost).toHaveBeenCalledTimes(1);
  });

  it('no early request (another page, or taken already): its own call', async () => {
    await expect(quoteToken(() => T0)).resolves.toBe('app-token');
    expect(mockPost).toHaveBeenCalledTimes(1);
    expect(holder.__wapEarlyToken).toBeNull();
  });
});
