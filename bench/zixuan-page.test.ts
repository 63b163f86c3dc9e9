import { marketGroupOf, parseStoredList } from '../src/lib/watchlist';
import { benchWatchlist } from './zixuan-page';

test('the 自选 bench list: 50 distinct ids a device would keep, 40 A shares, 5 HK, 5 US', () => {
  const ids = benchWatchlist();
  expect(ids).toHaveLength(50);
  expect(parseStoredList(JSON.stringify(ids))).toEqual(ids);
  const groups = ids.map(marketGroupOf);
  expect(groups.filter((g) => g === '沪深')).toHaveLength(40);
  expect(groups.filter((g) => g === '港股')).toHaveLength(5);
  expect(groups.filter((g) => g === '美股')).toHaveLength(5);
});
