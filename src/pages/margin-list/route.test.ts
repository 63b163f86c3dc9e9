import type { MarginDetailRow } from '../../api/contract/margin';

const getDetail = jest.fn<Promise<MarginDetailRow[]>, [string, string | undefined, number]>();
jest.mock('../../services/margin', () => ({
  getDetail: (...a: [string, string | undefined, number]) => getDetail(...a),
}));

import { takeWarmList, warmMarginList } from './route';

describe('the list request started at boot', () => {
  beforeEach(() => getDetail.mockReset());

  test("asks for the URL's market and date, 100 rows; the page takes it once", async () => {
    getDetail.mockResolvedValue([]);
    warmMarginList(null, {}, new URLSearchParams('market=sh&date=2026-11-24'));
    expect(getDetail).toHaveBeenCalledWith('sh', '2026-11-24', 100);
    await expect(takeWarmList('sh', '2026-11-24')).resolves.toEqual([]);
    expect(takeWarmList('sh', '2026-11-24')).toBeNull();
  });

  test.each([
    ['another market', 'sz', '2026-11-24'],
    ['another date', 'sh', undefined],
  ])('%s is not taken', (_name, market, date) => {
    getDetail.mockResolvedValue([]);
    warmMarginList(null, {}, new URLSearchParams('market=sh&date=2026-11-24'));
    expect(takeWarmList(market, date)).toBeNull();
  });

  test('a failed warm request hands over null (the page asks again)', async () => {
    getDetail.mockRejectedValue(new Error('offline'));
    warmMarginList(null, {}, new URLSearchParams(''));
    expect(getDetail).toHaveBeenCalledWith('both', undefined, 100);
    await expect(takeWarmList('both', undefined)).resolves.toBeNull();
  });
});
