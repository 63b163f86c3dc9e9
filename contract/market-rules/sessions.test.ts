import {
  DEMO_CLOSE_SECONDS,
  DEMO_LOOP_SECONDS,
  type SessionExchange,
  demoLoopAt,
  STATUS,
  demoRunSeconds,
  demoWallSeconds,
  elapsedAt,
  minuteEndSeconds,
  minuteStartSeconds,
  phaseAt,
  secondsAtElapsed,
  sessionMinutes,
} from './sessions';

const hm = (h: number, m: number, s = 0) => h * 3600 + m * 60 + s;
const ALL: SessionExchange[] = ['CN', 'HK', 'US', 'DE', 'UK'];

test.each([
  ['CN', 240],
  ['HK', 330],
  ['US', 390],
  ['DE', 510],
  ['UK', 510],
] as const)('%s session: %i continuous minutes', (ex, minutes) => {
  expect(sessionMinutes(ex)).toBe(minutes);
});

test.each([
  // [exchange, local time, phase]
  ['CN', hm(9, 20), 'auction'],
  ['CN', hm(9, 27), 'auctionDone'],
  ['CN', hm(10, 0), 'continuous'],
  ['CN', hm(12, 0), 'break'],
  ['CN', hm(14, 58), 'closingAuction'],
  ['CN', hm(15, 0), 'closed'],
  ['HK', hm(16, 5), 'closingAuction'],
  ['US', hm(5, 0), 'preMarket'],
  ['US', hm(16, 30), 'afterHours'],
  ['UK', hm(7, 55), 'auction'],
] as const)('%s at %i s is %s', (ex, seconds, phase) => {
  expect(phaseAt(ex, seconds)).toBe(phase);
});

test.each([
  // [exchange, minute k, starts, ends]
  ['CN', 0, hm(9, 30), hm(9, 31)],
  ['CN', 119, hm(11, 29), hm(11, 30)],
  ['CN', 120, hm(13, 0), hm(13, 1)],
  ['CN', 239, hm(14, 59), hm(15, 0)],
  ['HK', 150, hm(13, 0), hm(13, 1)],
  ['US', 389, hm(15, 59), hm(16, 0)],
] as const)('%s minute %i runs from %i to %i', (ex, k, from, to) => {
  expect([minuteStartSeconds(ex, k), minuteEndSeconds(ex, k)]).toEqual([from, to]);
});

test('elapsed continuous seconds and local time convert both ways, skipping the break', () => {
  for (const ex of ALL) {
    for (let e = 0; e < sessionMinutes(ex) * 60; e += 517) {
      expect(elapsedAt(ex, secondsAtElapsed(ex, e))).toBe(e);
    }
  }
  expect(elapsedAt('CN', hm(12, 0))).toBe(7200);
  expect(elapsedAt('CN', hm(8, 0))).toBe(0);
});

test.each(ALL)(
  '%s demo loops: a whole number a day, the regular session within 10 %% of real speed',
  (ex) => {
    const loop = DEMO_LOOP_SECONDS[ex];
    expect(Number.isInteger(86400 / loop)).toBe(true);
    const speed = (sessionMinutes(ex) * 60) / (demoRunSeconds(ex) + DEMO_CLOSE_SECONDS);
    expect(Math.abs(speed - 1)).toBeLessThanOrEqual(0.1);
  },
);

test.each([
  // [exchange, local time, loop, elapsed, closed]
  ['CN', 0, 0, 0, false],
  ['CN', hm(3, 59, 56), 0, ((hm(3, 59, 56) * 14400) / (14400 - DEMO_CLOSE_SECONDS)) | 0, false],
  ['CN', hm(3, 59, 58), 0, 14400, true],
  ['CN', hm(4, 0), 1, 0, false],
  ['CN', hm(23, 59, 59.9), 5, 14400, true],
  ['HK', hm(6, 0), 1, 0, false],
  ['US', hm(16, 0), 2, 0, false],
  ['US', hm(16, 45), 2, 0, false],
  ['US', hm(16, 45) + 390 * 60 - DEMO_CLOSE_SECONDS, 2, 390 * 60, true],
  ['DE', hm(16, 0), 2, 0, false],
] as const)(
  '%s demo at local %p s: loop %i, about %p s elapsed, closing print %p',
  (ex, at, loop, elapsed, closed) => {
    const p = demoLoopAt(ex, at);
    expect(p.loop).toBe(loop);
    expect(Math.floor(p.elapsed)).toBe(elapsed);
    expect(p.closed).toBe(closed);
  },
);

test.each([
  // [local wall time, phase, status, virtual local time 'HH:mm:ss', closed]
  [hm(0, 0), 'preMarket', 12, '04:00:00', false],
  [hm(0, 22, 30), 'preMarket', 12, '06:45:00', false],
  [hm(0, 44, 59), 'preMarket', 12, '09:29:52', false],
  [hm(0, 45), 'continuous', 3, '09:30:00', false],
  [hm(4, 0), 'continuous', 3, '12:45:01', false], // 390 min in 390 min − 3 s
  [hm(7, 14, 58), 'continuous', 3, '16:00:00', true],
  [hm(7, 15), 'afterHours', 13, '16:00:00', true],
  [hm(7, 37, 30), 'afterHours', 13, '18:00:00', true],
  [hm(7, 59, 59), 'afterHours', 13, '19:59:54', true],
  [hm(8, 0), 'preMarket', 12, '04:00:00', false],
] as const)('US demo at wall %p s: %s (status %i), plays %s', (at, phase, status, plays, closed) => {
  const p = demoLoopAt('US', at);
  expect([p.phase, STATUS[p.phase], p.closed]).toEqual([phase, status, closed]);
  const t = Math.floor(p.seconds);
  const hms = [t / 3600, (t / 60) % 60, t % 60].map((v) => String(Math.floor(v)).padStart(2, '0')).join(':');
  expect(hms).toBe(plays);
});

test.each(ALL)('%s demoWallSeconds puts session times back where demoLoopAt plays them', (ex) => {
  const length = DEMO_LOOP_SECONDS[ex];
  for (let wall = 1; wall < length - DEMO_CLOSE_SECONDS; wall += 97) {
    const p = demoLoopAt(ex, wall);
    if (p.closed && p.phase === 'continuous') continue; // the closing print: one session instant
    expect(Math.abs(demoWallSeconds(ex, p.seconds) - wall)).toBeLessThan(0.01);
  }
});
