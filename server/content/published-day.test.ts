import type { MarketSimulator } from '../market/api';
import { CLOSED, publishedCnDay } from './published-day';

type Fake = Pick<MarketSimulator, 'tradingDays' | 'status'>;
const fake = (days: number[], status: number): Fake => ({
  tradingDays: (_market, limit) => days.slice(-limit),
  status: (id) => ({ StatusType: status, ExchangeID: 'sh', InstrumentID: id.split(':')[1] }),
});

it.each([
  ['closed: today', [20261125, 20261126], CLOSED, 20261126],
  ['trading: the day before', [20261125, 20261126], 2, 20261125],
  ['pre-open: the day before', [20261125, 20261126], 0, 20261125],
  ['one day only, closed', [20261126], CLOSED, 20261126],
  ['one day only, trading', [20261126], 2, 20261126],
  ['three days, closed: the newest', [20261124, 20261125, 20261126], CLOSED, 20261126],
])('%s', (_name, days, status, want) => {
  expect(publishedCnDay(fake(days, status))).toBe(want);
});
