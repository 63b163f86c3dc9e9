import type { MarginDetailRow, MarginHistoryRow } from '../../../contract/margin';

const getDetail = jest.fn<Promise<MarginDetailRow[]>, [string, string | undefined, number]>();
const getStockHistory = jest.fn<Promise<MarginHistoryRow[]>, [number, number]>();
jest.mock('../../services/margin', () => ({
  getDetail: (...a: [string, string | undefined, number]) => getDetail(...a),
  getStockHistory: (...a: [number, number]) => getStockHistory(...a),
}));

import { HeadStarts } from '../../lib/head-start';
import {
  firstHistorySize,
  marginList,
  marginStockHistory,
  warmMarginList,
  warmMarginStockList,
} from './route';

const row = (InnerCode: number) => ({ InnerCode }) as MarginDetailRow;

describe('the list request started at boot', () => {
  beforeEach(() => getDetail.mockReset());

  test("asks for the URL's market and date, 100 rows; the page takes it once", async () => {
    const headStarts = new HeadStarts();
    getDetail.mockResolvedValueOnce([row(1)]).mockResolvedValueOnce([row(2)]);
    warmMarginList({ headStarts }, {}, new URLSearchParams('market=sh&date=2026-11-24'));
    expect(getDetail).toHaveBeenCalledWith('sh', '2026-11-24', 100);
    await expect(marginList(headStarts, 'sh', '2026-11-24')).resolves.toEqual([row(1)]);
    expect(getDetail).toHaveBeenCalledTimes(1);
    // Taken: a second visit asks again.
    await expect(marginList(headStarts, 'sh', '2026-11-24')).resolves.toEqual([row(2)]);
    expect(getDetail).toHaveBeenCalledTimes(2);
  });

  test.each<[string, 'sz' | 'sh', string | undefined]>([
    ['another market', 'sz', '2026-11-24'],
    ['another date', 'sh', undefined],
  ])('%s is not taken: the page asks for its own', async (_name, market, date) => {
    const headStarts = new HeadStarts();
    getDetail.mockResolvedValue([]);
    warmMarginList({ headStarts }, {}, new URLSearchParams('market=sh&date=2026-11-24'));
    await marginList(headStarts, market, date);
    expect(getDetail).toHaveBeenLastCalledWith(market, date, 100);
    expect(getDetail).toHaveBeenCalledTimes(2);
  });

  test('a failed warm request is asked again', async () => {
    const headStarts = new HeadStarts();
    getDetail.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([row(3)]);
    warmMarginList({ headStarts }, {}, new URLSearchParams(''));
    expect(getDetail).toHaveBeenCalledWith('both', undefined, 100);
    await expect(marginList(headStarts, 'both', undefined)).resolves.toEqual([row(3)]);
    expect(getDetail).toHaveBeenCalledTimes(2);
  });
});

describe("a stock's history started at boot", () => {
  beforeEach(() => getStockHistory.mockReset());
  const day = (TradingDay: string) => ({ TradingDay }) as MarginHistoryRow;

  test("the URL's stock, the first page's size; the page takes it once", async () => {
    const headStarts = new HeadStarts();
    getStockHistory.mockResolvedValueOnce([day('2026-11-27')]).mockResolvedValueOnce([day('2026-11-26')]);
    warmMarginStockList({ headStarts }, {}, new URLSearchParams('innerCode=1234&name=x'));
    expect(getStockHistory).toHaveBeenCalledWith(1234, firstHistorySize());
    await expect(marginStockHistory(headStarts, 1234, firstHistorySize())).resolves.toEqual([
      day('2026-11-27'),
    ]);
    await expect(marginStockHistory(headStarts, 1234, firstHistorySize())).resolves.toEqual([
      day('2026-11-26'),
    ]);
    expect(getStockHistory).toHaveBeenCalledTimes(2);
  });

  test('another stock or size asks the server; no stock starts nothing', async () => {
    const headStarts = new HeadStarts();
    getStockHistory.mockResolvedValue([]);
    warmMarginStockList({ headStarts }, {}, new URLSearchParams('innerCode=1234'));
    await marginStockHistory(headStarts, 99, firstHistorySize());
    await marginStockHistory(headStarts, 1234, firstHistorySize() + 100);
    expect(getStockHistory).toHaveBeenCalledTimes(3);
    warmMarginStockList({ headStarts }, {}, new URLSearchParams('innerCode=abc'));
    expect(getStockHistory).toHaveBeenCalledTimes(3);
  });
});
