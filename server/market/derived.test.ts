import { sinceListing } from './derived';

describe('sinceListing', () => {
  const bars = [20200401, 20200402, 20200403, 20200406].map((TradingDay) => ({ TradingDay }));
  const days = (b: { TradingDay: number }[]) => b.map((x) => x.TradingDay);

  it.each([
    ['no listing date', undefined, [20200401, 20200402, 20200403, 20200406]],
    ['listed before the first bar', '1991-07-29', [20200401, 20200402, 20200403, 20200406]],
    ['listed on a trading day', '2020-04-02', [20200402, 20200403, 20200406]],
    // Listed on a Saturday (or a holiday): from the next trading day.
    ['listed on a day without trading', '2020-04-04', [20200406]],
    ['listed after the last bar', '2020-04-07', []],
    ['an unreadable date keeps every bar', 'soon', [20200401, 20200402, 20200403, 20200406]],
  ])('%s', (_, listDate, expected) => {
    expect(days(sinceListing(bars, listDate))).toEqual(expected);
  });
});
