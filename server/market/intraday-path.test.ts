/**
 * The 分时 line of a past day moves like a market (issue 34): minute by minute about as much as the
 * day's own range implies (a random walk's path is about 6–10 times its range over 240 minutes),
 * not a zigzag across the whole range every few minutes (it was 13–25 times, 0.2 % a minute for
 * 贵州茅台 on a 2.4 % day), and never a single minute that spikes to an extreme and back.
 */
import { createMarket } from './index';

const AFTER_CLOSE = Date.parse('2026-11-24T07:10:00Z'); // a Tuesday, 15:10 Beijing

test('minute moves of large caps over five days: path about a random walk’s, volatility from the day’s range', () => {
  const market = createMarket({ clock: 'real' }, { now: () => AFTER_CLOSE });
  const ratios: number[] = [];
  const excess: number[] = [];
  const spikes: number[] = [];
  for (const id of ['sh:600519', 'sh:601318', 'sz:300750', 'sh:600036']) {
    for (const day of market.minutes(id, 5)) {
      const p = day.data.map((m) => m.Price);
      const r = p.slice(1).map((v, i) => Math.log(v / p[i]));
      const range = Math.log(Math.max(...p) / Math.min(...p));
      ratios.push(r.reduce((a, b) => a + Math.abs(b), 0) / range);
      // Realised minute volatility against the day's Parkinson estimate spread over its minutes.
      const std = Math.sqrt(r.reduce((a, b) => a + b * b, 0) / r.length);
      excess.push(std / (range / 1.665 / Math.sqrt(r.length)));
      // A spike: one minute that jumps away and straight back (the smaller of the two moves).
      let spike = 0;
      for (let i = 2; i < p.length - 1; i++)
        spike = Math.max(spike, Math.min(Math.abs(r[i - 1]), Math.abs(r[i])) / range);
      spikes.push(spike);
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  expect(ratios.length).toBe(20);
  expect(median(ratios)).toBeGreaterThan(4);
  expect(median(ratios)).toBeLessThan(11);
  expect(median(excess)).toBeLessThan(1.6);
  // Stretching only what went past the open and close once sent one minute to the day's low and
  // back (half the range); a day's extremes now come on a hump of several minutes.
  expect(Math.max(...spikes)).toBeLessThan(0.25);
});

test('HK days reach their high and low as a random walk does, not on a hump', () => {
  // After the HK close (16:10 Hong Kong), five full days of every HK stock.
  const market = createMarket({ clock: 'real' }, { now: () => Date.parse('2026-11-24T09:30:00Z') });
  const ids = market
    .list()
    .filter((s) => s.market === 'HKSE' && s.kind === 'stock')
    .map((s) => market.idOf(s));
  // At each extreme away from the session's ends: the smaller of the climb over the ten minutes
  // before it and the retreat over the ten after, as a share of the day's range. A random walk
  // of 330 minutes (simulated, 3,000 days): median 0.115, 90th percentile 0.225, over 0.3 on 2.6 %.
  // One walk stretched to the range with a 24-minute hump to the rest: 0.122, 0.249 and 3.8 %
  // (00700's climb of 0.7 of its range in 13 minutes and back).
  const humps: number[] = [];
  for (const id of ids)
    for (const day of market.minutes(id, 5)) {
      const p = day.data.map((m) => m.Price);
      const hi = Math.max(...p);
      const lo = Math.min(...p);
      const range = Math.log(hi / lo);
      if (!(range > 0)) continue;
      for (const [ext, sign] of [
        [hi, 1],
        [lo, -1],
      ] as const) {
        const k = p.indexOf(ext);
        if (k < 10 || k > p.length - 11) continue;
        humps.push(Math.min(sign * Math.log(ext / p[k - 10]), sign * Math.log(ext / p[k + 10])) / range);
      }
    }
  humps.sort((a, b) => a - b);
  expect(humps.length).toBeGreaterThan(800);
  expect(humps[Math.floor(humps.length * 0.5)]).toBeLessThan(0.118);
  expect(humps[Math.floor(humps.length * 0.9)]).toBeLessThan(0.235);
  expect(humps.filter((h) => h > 0.3).length / humps.length).toBeLessThan(0.03);
});
