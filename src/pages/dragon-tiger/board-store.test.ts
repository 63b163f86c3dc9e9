import type { DragonTigerSummary, RankItem, SalesDepartment } from '../../../contract/dragon-tiger';
import { BoardStore, boardTabOf, type BoardApi } from './board-store';

const DAYS = ['2025-11-24', '2026-11-19', '2026-11-20', '2026-11-23'];

function summary(day: string): DragonTigerSummary {
  return {
    totalRankCount: 3,
    pxChangeSignalCount: 2,
    turnoverSignalCount: 1,
    amplitudeSignalCount: 0,
    totalRankNetBuySum: 1e8,
    totalRankBuySum: 3e8,
    totalRankSaleSum: 2e8,
    tradingDay: day,
  };
}

function rank(code: string): RankItem {
  return {
    secuCode: code,
    chiNameAbbr: code,
    rankCount: 1,
    pxChangeRate: 0.1,
    totalRankNetBuySum: 1,
    abnormalTypeInfo: '',
  };
}

function fakeApi() {
  const calls: string[] = [];
  const api: BoardApi = {
    getTradingDays: () => Promise.resolve(DAYS),
    getSummary: (day) => {
      calls.push(`summary ${day}`);
      return Promise.resolve(summary(day));
    },
    getRankList: (day, page, field, dir) => {
      calls.push(`list ${day} p${page} ${field} ${dir}`);
      return Promise.resolve(
        page === 1 ? Array.from({ length: 30 }, (_, i) => rank(`6000${i}`)) : [rank('000001')],
      );
    },
    getSalesList: (countType, field, dir, page) => {
      calls.push(`sales ${countType} ${field} ${dir} p${page}`);
      return Promise.resolve([] as SalesDepartment[]);
    },
  };
  return { api, calls };
}

describe('BoardStore', () => {
  it('opens on the §5 default day with the rank list sorted pxChangeRate desc (§9)', async () => {
    const { api, calls } = fakeApi();
    const store = new BoardStore(api, () => '2026-11-24');
    await store.init();
    expect(store.day).toBe('2026-11-23');
    await store.rankList.loadMore();
    await store.rankList.loadMore();
    expect(calls).toEqual([
      'summary 2026-11-23',
      'list 2026-11-23 p1 pxChangeRate desc',
      'list 2026-11-23 p2 pxChangeRate desc',
    ]);
    expect(store.rankList.items).toHaveLength(31);
    expect(store.rankList.finished).toBe(true);
    expect(store.summary?.tradingDay).toBe('2026-11-23');
  });

  it('today in the list: the default is the trading day before it', async () => {
    const { api } = fakeApi();
    const store = new BoardStore(api, () => '2026-11-23');
    await store.init();
    expect(store.day).toBe('2026-11-20');
  });

  it('a disabled day cannot be picked; a new day starts the list over', async () => {
    const { api, calls } = fakeApi();
    const store = new BoardStore(api, () => '2026-11-24');
    await store.init();
    await store.rankList.loadMore();
    expect(store.setDay('2026-11-21')).toBe(false);
    expect(store.setDay('2025-11-20')).toBe(false);
    expect(store.day).toBe('2026-11-23');
    expect(store.setDay('2026-11-19')).toBe(true);
    expect(store.rankList.items).toHaveLength(0);
    await store.rankList.loadMore();
    expect(calls.slice(-2)).toEqual(['summary 2026-11-19', 'list 2026-11-19 p1 pxChangeRate desc']);
  });

  it('sort: the same field toggles, a new field starts desc (§4)', async () => {
    const { api, calls } = fakeApi();
    const store = new BoardStore(api, () => '2026-11-24');
    await store.init();
    store.rankList.setSort('pxChangeRate');
    await store.rankList.loadMore();
    store.rankList.setSort('totalRankNetBuySum');
    await store.rankList.loadMore();
    expect(calls.filter((c) => c.startsWith('list'))).toEqual([
      'list 2026-11-23 p1 pxChangeRate asc',
      'list 2026-11-23 p1 totalRankNetBuySum desc',
    ]);
  });

  it('sales list: one month first, a new range starts over, sorts by rankCount desc first', async () => {
    const { api, calls } = fakeApi();
    const store = new BoardStore(api, () => '2026-11-24');
    await store.salesList.loadMore();
    store.setCountType(3);
    await store.salesList.loadMore();
    store.salesList.setSort('totalBuySum');
    await store.salesList.loadMore();
    expect(calls).toEqual([
      'sales 2 rankCount desc p1',
      'sales 3 rankCount desc p1',
      'sales 3 totalBuySum desc p1',
    ]);
  });

  it('trading days that fail to load leave the page on its retry state', async () => {
    const { api } = fakeApi();
    const store = new BoardStore(
      { ...api, getTradingDays: () => Promise.reject(new Error('net')) },
      () => '2026-11-24',
    );
    await store.init();
    expect(store.daysFailed).toBe(true);
    expect(store.day).toBeNull();
  });
});

describe('the tab comes back from the URL (issue 31 item 8)', () => {
  it.each([
    ['department', 'department'],
    ['stock', 'stock'],
    [null, 'stock'],
    ['', 'stock'],
    ['Department', 'stock'],
    ['<script>', 'stock'],
  ])('tab=%p → %s', (value, tab) => expect(boardTabOf(value)).toBe(tab));
});
