/** The 自选 transport keeps the login token out of URLs (issue 32 row 6). */
import { WatchPaths } from '../../contract/watchlist';
import { httpWatchTransport } from './watchlist';

const mockGet = jest.fn();
const mockPost = jest.fn();
jest.mock('../api/http', () => ({
  http: {
    get: (...args: unknown[]) => mockGet(...args),
    post: (...args: unknown[]) => mockPost(...args),
  },
}));

beforeEach(() => {
  mockGet.mockReset().mockResolvedValue({ code: 1 });
  mockPost.mockReset().mockResolvedValue({ code: 1 });
});

test('the list (a GET) sends the token in the token header, not as a parameter', async () => {
  await httpWatchTransport.list('login-token-1');
  expect(mockGet).toHaveBeenCalledTimes(1);
  const [, path, params, opts] = mockGet.mock.calls[0] as [
    string,
    string,
    Record<string, unknown>,
    { headers: Record<string, string> },
  ];
  expect(path).toBe(WatchPaths.list);
  expect(JSON.stringify(params)).not.toContain('login-token-1');
  expect(opts.headers).toEqual({ token: 'login-token-1' });
});

test('writes (POST) carry it in the body, never the URL', async () => {
  await httpWatchTransport.add('login-token-2', 'sh:600000');
  const [, path, body] = mockPost.mock.calls[0] as [string, string, Record<string, unknown>];
  expect(path).not.toContain('login-token-2');
  expect(body.token).toBe('login-token-2');
});
