import { type CallTiming, criticalPath, formatPath, gatingCall } from './critical-path';

const call = (name: string, startTime: number, responseEnd: number, initiatorType = 'fetch'): CallTiming => ({
  name: `http://127.0.0.1:1${name}`,
  initiatorType,
  startTime,
  requestStart: startTime + 2,
  responseStart: responseEnd - 3,
  responseEnd,
});

describe('gatingCall', () => {
  it.each<[string, CallTiming[], number, number, string | null]>([
    ['none at all', [], 0, 500, null],
    ['the only call', [call('/a', 100, 300)], 0, 500, '/a'],
    ['the one answered last before the row', [call('/a', 100, 300), call('/b', 120, 400)], 0, 500, '/b'],
    ['not one answered after the row', [call('/a', 100, 300), call('/b', 120, 600)], 0, 500, '/a'],
    ['not a script or a style', [call('/a', 100, 300), call('/x.js', 50, 450, 'script')], 0, 500, '/a'],
    ['an XHR counts', [call('/a', 100, 300, 'xmlhttprequest')], 0, 500, '/a'],
    ['not a call made before the action', [call('/a', 100, 300), call('/b', 700, 900)], 600, 1000, '/b'],
    ['none after the action', [call('/a', 100, 300)], 600, 1000, null],
  ])('%s', (_, entries, t0, rowAt, expected) => {
    const got = gatingCall(entries, t0, rowAt);
    expect(got ? new URL(got.name).pathname : null).toBe(expected);
  });
});

describe('criticalPath', () => {
  it('splits the time around the gating call', () => {
    expect(criticalPath([call('/list', 400, 700)], 0, 760)).toEqual({
      call: '/list',
      before: 400,
      server: 295, // requestStart 402 → responseStart 697
      call_ms: 300,
      after: 60,
    });
  });

  it('measures from the action, not navigation, for a tap or typing', () => {
    const p = criticalPath([call('/a', 100, 300), call('/search', 1600, 1700)], 1000, 1750);
    expect([p.call, p.before, p.after]).toEqual(['/search', 600, 50]);
  });

  it('without a call everything is before', () => {
    expect(criticalPath([], 100, 900)).toEqual({ call: '', before: 800, server: 0, call_ms: 0, after: 0 });
  });

  it('never reports a negative server time when requestStart is hidden', () => {
    const c = { ...call('/a', 100, 300), requestStart: 0, responseStart: 0 };
    expect(criticalPath([c], 0, 400).server).toBe(0);
  });

  it('formats whole milliseconds', () => {
    expect(formatPath(criticalPath([call('/list', 400.4, 700.6)], 0, 760.2))).toBe(
      'before the call 400, call 300 (server+RTT 295), after 60 ms',
    );
    expect(formatPath(criticalPath([], 0, 512.6))).toBe('no HTTP call on the path, 513 ms');
  });
});
