import type { DragonTigerSummary, RankItem } from '../../../contract/dragon-tiger';
import { HeadStarts } from '../../lib/head-start';
import type { BoardApi } from './board-store';
import { beijingDay, boardCalls, warmBoard } from './route';

jest.mock('../../services/dragon-tiger', () => ({}));

const DAYS = ['2026-11-20', '2026-11-23', '2026-11-24', '2026-11-25'];
const summary = { tradingDay: '2026-11-24' } as unknown as DragonTigerSummary;
const rank = (secuCode: string) => ({ secuCode }) as RankItem;

function fakeApi(days: Promise<string[]> = Promise.resolve(DAYS)) {
  return {
    getTradingDays: jest.fn(() => days),
    getSummary: jest.fn(() => Promise.resolve(summary)),
    getRankList: jest.fn(() => Promise.resolve([rank('600519')])),
    getSalesList: jest.fn(() => Promise.resolve([])),
  } satisfies BoardApi;
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the board started at boot', () => {
  test('days, then the default day (before today) summary and first rank page, each taken once', async () => {
    const headStarts = new HeadStarts();
    const api = fakeApi();
    warmBoard({ headStarts }, {}, new URLSearchParams(), api, () => '2026-11-25');
    await settle();
    expect(api.getSummary).toHaveBeenCalledWith('2026-11-24');
    expect(api.getRankList).toHaveBeenCalledWith('2026-11-24', 1, 'pxChangeRate', 'desc');

    const calls = boardCalls(headStarts, api);
    await expect(calls.getTradingDays()).resolves.toEqual(DAYS);
    await expect(calls.getSummary('2026-11-24')).resolves.toBe(summary);
    await expect(calls.getRankList('2026-11-24', 1, 'pxChangeRate', 'desc')).resolves.toEqual([
      rank('600519'),
    ]);
    expect(api.getTradingDays).toHaveBeenCalledTimes(1);
    expect(api.getSummary).toHaveBeenCalledTimes(1);
    expect(api.getRankList).toHaveBeenCalledTimes(1);

    // A refresh, another page, sort or day asks the server.
    await calls.getRankList('2026-11-24', 1, 'pxChangeRate', 'desc');
    await calls.getRankList('2026-11-24', 2, 'pxChangeRate', 'desc');
    await calls.getRankList('2026-11-24', 1, 'pxChangeRate', 'asc');
    await calls.getSummary('2026-11-23');
    expect(api.getRankList).toHaveBeenCalledTimes(4);
    expect(api.getSummary).toHaveBeenCalledTimes(2);
  });

  test('no trading days: nothing more is started', async () => {
    const headStarts = new HeadStarts();
    const api = fakeApi(Promise.resolve([]));
    warmBoard({ headStarts }, {}, new URLSearchParams(), api, () => '2026-11-25');
    await settle();
    expect(api.getSummary).not.toHaveBeenCalled();
    expect(api.getRankList).not.toHaveBeenCalled();
  });

  test('failed days at boot: the page asks again', async () => {
    const headStarts = new HeadStarts();
    const api = fakeApi(Promise.reject(new Error('offline')));
    warmBoard({ headStarts }, {}, new URLSearchParams(), api, () => '2026-11-25');
    await settle();
    api.getTradingDays.mockImplementation(() => Promise.resolve(DAYS));
    await expect(boardCalls(headStarts, api).getTradingDays()).resolves.toEqual(DAYS);
    expect(api.getTradingDays).toHaveBeenCalledTimes(2);
    expect(api.getRankList).not.toHaveBeenCalled();
  });
});

describe('Beijing day', () => {
  it.each([
    [Date.UTC(2026, 10, 24, 15, 59, 59), '2026-11-24'],
    [Date.UTC(2026, 10, 24, 16, 0, 0), '2026-11-25'],
    [Date.UTC(2026, 11, 31, 16, 0, 0), '2027-01-01'],
  ])('%i → %s', (ms, day) => expect(beijingDay(ms)).toBe(day));
});
