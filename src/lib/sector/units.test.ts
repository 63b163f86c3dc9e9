import type { PlateCandle, PlateTrend } from '../../../contract/plate';
import type { KlineEntry, MinuteEntry } from '../../../contract/quote-protocol';
import {
  candleKlines,
  fromHundredths,
  fromThousandths,
  liveDailyBar,
  liveMinute,
  sameMinute,
  trendMinutes,
  type SectorSnapshot,
} from './units';

describe('§5 units', () => {
  it.each([
    [12345, 12.345],
    [0, 0],
    [-1500, -1.5],
    [1, 0.001],
  ])('thousandths %p → %p', (raw, value) => expect(fromThousandths(raw)).toBeCloseTo(value, 9));

  it.each([
    [123, 0.0123],
    [-50, -0.005],
    [0, 0],
    [10000, 1],
  ])('hundredths of a percent %p → ratio %p', (raw, ratio) =>
    expect(fromHundredths(raw)).toBeCloseTo(ratio, 9),
  );
});

const trend: PlateTrend = {
  prodCode: 'BK0477',
  tradingDay: 20261124,
  preClosePx: 1500000,
  trend: [
    {
      time: 1795570260,
      lastPx: 1501234,
      avgPx: 1500500,
      pxChangeRate: 8,
      businessAmount: 1200,
      businessBalance: 34000,
    },
    {
      time: 1795570320,
      lastPx: 1499000,
      avgPx: 1500100,
      pxChangeRate: -7,
      businessAmount: 800,
      businessBalance: 21000,
    },
  ],
};

it('turns a plate trend into minute entries', () =>
  expect(trendMinutes(trend)).toEqual([
    {
      Time: 1795570260,
      Open: 1501.234,
      Price: 1501.234,
      High: 1501.234,
      Low: 1501.234,
      Volume: 1200,
      Amount: 34000,
      AvgPrice: 1500.5,
      PreClose: 1500,
      TickCount: 0,
    },
    {
      Time: 1795570320,
      Open: 1499,
      Price: 1499,
      High: 1499,
      Low: 1499,
      Volume: 800,
      Amount: 21000,
      AvgPrice: 1500.1,
      PreClose: 1500,
      TickCount: 0,
    },
  ]));

it('turns plate candles into K-line entries', () => {
  const c: PlateCandle = {
    time: 1795449600,
    tradingDay: 20261124,
    openPx: 1000000,
    highPx: 1020500,
    lowPx: 990250,
    closePx: 1010000,
    preClosePx: 1000000,
    pxChangeRate: 100,
    businessAmount: 5_000_000,
    businessBalance: 80_000_000,
  };
  expect(candleKlines([c])).toEqual([
    {
      Time: 1795449600,
      Open: 1000,
      Close: 1010,
      High: 1020.5,
      Low: 990.25,
      Amount: 80_000_000,
      Volume: 5_000_000,
      TradingDay: 20261124,
      PreClose: 1000,
      TickCount: 0,
    },
  ]);
});

const snap = (over: Partial<SectorSnapshot>): SectorSnapshot => ({
  Time: 1795570330,
  TradingDay: 20261124,
  LastPrice: 1500,
  HighestPrice: 1510,
  LowestPrice: 1490,
  Volume: 10_000,
  Amount: 300_000,
  ...over,
});

describe('live snapshot (203) on the chart', () => {
  const minute: MinuteEntry = trendMinutes(trend)[1];

  it('moves the last minute by what the day grew since the previous snapshot', () => {
    const next = liveMinute(minute, snap({}), snap({ LastPrice: 1502, Volume: 10_300, Amount: 309_000 }));
    expect(next).toMatchObject({
      Time: minute.Time,
      Price: 1502,
      High: 1502,
      Low: 1499,
      Volume: 1100,
      Amount: 30_000,
    });
    const down = liveMinute(next, snap({ Volume: 10_300 }), snap({ LastPrice: 1497, Volume: 10_300 }));
    expect(down).toMatchObject({ Price: 1497, High: 1502, Low: 1497, Volume: 1100 });
  });

  it('never takes volume away (a snapshot older than the previous one)', () =>
    expect(liveMinute(minute, snap({ Volume: 10_000 }), snap({ Volume: 9_000 })).Volume).toBe(800));

  const today: KlineEntry = candleKlines([
    {
      time: 1795449600,
      tradingDay: 20261124,
      openPx: 1000000,
      highPx: 1005000,
      lowPx: 995000,
      closePx: 1001000,
      preClosePx: 1000000,
      pxChangeRate: 10,
      businessAmount: 100,
      businessBalance: 1000,
    },
  ])[0];

  it.each([
    [
      'the same day: the snapshot’s figures',
      snap({ LastPrice: 1003, HighestPrice: 1006, LowestPrice: 994 }),
      { Close: 1003, High: 1006, Low: 994, Volume: 10_000, Amount: 300_000 },
    ],
    ['another day: none (reload)', snap({ TradingDay: 20261125 }), null],
    ['no value yet: none', snap({ LastPrice: 0 }), null],
  ])('today’s bar, %s', (_, s, want) => {
    const bar = liveDailyBar(today, s);
    if (want === null) expect(bar).toBeNull();
    else expect(bar).toMatchObject({ ...want, Time: today.Time, Open: 1000 });
  });

  it.each([
    [1795570320, 1795570379, true],
    [1795570379, 1795570380, false],
    [1795570320, 1795570440, false],
  ])('minutes %p and %p are the same: %p', (a, b, same) => expect(sameMinute(a, b)).toBe(same));
});
