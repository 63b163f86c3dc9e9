/** The stock home's subscription as the store and the early script both ask it. */
import { MsgType } from '../../contract/quote-protocol';
import { kindFromDictionary, kindOf, pageSnapshot } from './page-subscription';

test.each([
  ['XBHS', 'BK1205', 'sector'],
  ['HKIDX', '.HSI', 'index'],
  ['sh', '000001', 'index'],
  ['sz', '000001', 'stock'],
  ['sh', '510300', 'etf'],
  ['sh', '600519', 'stock'],
] as const)('kindOf %s %s is %s', (market, code, kind) => expect(kindOf(market, code)).toBe(kind));

test.each([
  ['index', 'stock', 'index'],
  ['sector', 'stock', 'sector'],
  ['etf', 'stock', 'etf'],
  ['stock', 'index', 'index'],
  [undefined, 'etf', 'etf'],
] as const)('the dictionary says %s, the code %s: %s', (said, fallback, kind) =>
  expect(kindFromDictionary(said, fallback)).toBe(kind),
);

test.each([
  ['stock', MsgType.StockSnapshot],
  ['etf', MsgType.StockSnapshot],
  ['index', MsgType.IndexSnapshot],
  ['sector', MsgType.BlockSnapshot],
] as const)('a %s page subscribes %i with the page sections', (kind, type) => {
  const key = { market: 1, code: '600519' };
  expect(pageSnapshot(kind, key)).toEqual({
    type,
    body: {
      key: [key],
      level: 2,
      sections: ['dyna', 'statistics', 'status', 'static', 'tick'],
      timestamp: true,
    },
  });
});
