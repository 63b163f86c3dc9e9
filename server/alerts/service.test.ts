import type { Alerts } from '../community/alerts';
import type { MarketUpdate } from '../market/api';
import type { Firing, IndexedAlert } from './alert-index';
import { AlertService } from './service';

/** A market of one instrument whose trades the test sets, and a store that records firings. */
function rig(code: string) {
  let listener: (u: MarketUpdate) => void = () => undefined;
  const fired: Firing[] = [];
  const alerts = {
    all: () => Promise.resolve([]),
    fired: (f: Firing[]) => (fired.push(...f), Promise.resolve()),
  };
  const market = {
    onUpdate: (l: (u: MarketUpdate) => void) => ((listener = l), () => undefined),
    statistics: () => ({ PreClosePrice: 100 }),
    dyna: () => ({ FiveMinsUpdown: 0 }),
  };
  const service = new AlertService(alerts as unknown as Alerts, market as never, () => undefined);
  const trade = (iso: string, price: number) =>
    listener({
      changed: [code],
      ticks: new Map([[code, [{ Time: Date.parse(iso) / 1000, Price: price }]]]),
    } as unknown as MarketUpdate);
  return { service, fired, trade };
}

const daily = (code: string): IndexedAlert => ({
  id: 1,
  userId: 1,
  code,
  metric: 'price',
  direction: 'up',
  level: 101,
  repeat: 'daily',
  quietMs: 0,
  mutedUntil: 0,
});

describe('AlertService: a daily alert wakes at its own exchange’s next day', () => {
  it.each([
    // Fired 10:00 New York (15:00 UTC); after Beijing's midnight (16:00 UTC) it is still the same
    // New York day: no second firing until 00:00 New York (05:00 UTC).
    ['NASDAQ:AAPL', '2026-11-24T15:00:00Z', '2026-11-24T17:00:00Z', '2026-11-25T05:00:01Z'],
    // 沪深: Beijing's midnight is its day.
    ['sh:600000', '2026-11-24T02:00:00Z', '2026-11-24T15:00:00Z', '2026-11-24T16:00:01Z'],
  ])('%s', async (code, first, sameDay, nextDay) => {
    const { service, fired, trade } = rig(code);
    await service.start();
    service.add(daily(code));
    const cross = (iso: string) => {
      trade(iso, 100);
      trade(iso, 102);
    };
    cross(first);
    cross(sameDay);
    await service.settled();
    expect(fired.map((f) => new Date(f.at).toISOString())).toEqual([new Date(first).toISOString()]);
    cross(nextDay);
    await service.settled();
    expect(fired).toHaveLength(2);
    await service.close();
  });
});
