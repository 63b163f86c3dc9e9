import type { MarketSimulator } from '../../market/api';
import { createMarket } from '../../market';
import { MarginBook, publishedDay, ymdText } from './book';

describe('a day is published after its close', () => {
  const fake = (status: number, days: number[]) =>
    ({
      tradingDays: (_m: string, n: number) => days.slice(-n),
      status: () => ({ StatusType: status, ExchangeID: 'sh', InstrumentID: '000001' }),
    }) as unknown as MarketSimulator;
  test.each([
    ['trading (3): the day before', 3, 20261124],
    ['midday break (5): the day before', 5, 20261124],
    ['call auction (7): the day before', 7, 20261124],
    ['closed (4): today', 4, 20261125],
  ])('%s', (_name, status, day) => {
    expect(publishedDay(fake(status, [20261123, 20261124, 20261125]))).toBe(day);
  });
});

describe('margin figures agree with the prices of every other screen', () => {
  // A fixed instant: nothing depends on the hour the test runs.
  const market = createMarket({ clock: 'demo' }, { now: () => Date.UTC(2026, 10, 25, 3, 0) });
  const view = new MarginBook(market).view();

  test('the latest day is the previous trading day while the demo session trades', () => {
    expect(view.latest).toBe(market.tradingDays('sh', 2)[0]);
  });

  test.each(['sh:600519', 'sz:000858', 'sz:300750'])('%s closes are the daily K-line closes', (id) => {
    const seed = market.byId(id)!;
    const st = view.data.stocks.find((s) => s.seed === seed)!;
    expect(st).toBeDefined();
    const closes = new Map(
      market.klines(id, 'DAY', { limit: 400 }).map((k) => [ymdText(k.TradingDay), k.Close]),
    );
    for (const row of view.stockHistory(st, 365)) expect(row.ClosePrice).toBe(closes.get(row.TradingDay));
  });

  test('the same seed gives the same figures on a second build', () => {
    const again = new MarginBook(
      createMarket({ clock: 'demo' }, { now: () => Date.UTC(2026, 10, 25, 3, 0) }),
    ).view();
    const j = view.data.days.length - 1;
    expect(again.detail('both', j, 100)).toEqual(view.detail('both', j, 100));
  });
});
