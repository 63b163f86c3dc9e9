import type { DepartmentInfo, DepartmentListingRow } from '../../../contract/dragon-tiger';
import { DepartmentStore, type DepartmentApi } from './department-store';

const INFO: DepartmentInfo = {
  departmentId: '10001',
  salesDepartmentName: '中信证券股份有限公司上海溧阳路证券营业部',
  natureName: '知名游资',
  styleName: '打板',
  factionName: '上海帮',
};

function row(i: number): DepartmentListingRow {
  return {
    secuCode: `6000${String(i).padStart(2, '0')}`,
    chiNameAbbr: 'x',
    tradingDay: '2026-11-20',
    pxChangeRate: 0.1,
    closePrice: 10,
    totalRankBuySum: 1,
    totalRankSaleSum: 0,
    nextPxChangeRate: null,
  };
}

describe('DepartmentStore', () => {
  it('pages from 1 by 30 until a short page (§9 department list 30)', async () => {
    const pages: number[] = [];
    const api: DepartmentApi = {
      getDepartmentDetail: () => Promise.resolve(INFO),
      getDepartmentStocks: (id, page) => {
        pages.push(page);
        expect(id).toBe('10001');
        return Promise.resolve(Array.from({ length: page === 1 ? 30 : 4 }, (_, i) => row(page * 100 + i)));
      },
    };
    const store = new DepartmentStore(api, '10001');
    await store.loadInfo();
    expect(store.info).toEqual({ kind: 'ready', info: INFO });
    await store.listings.loadMore();
    await store.listings.loadMore();
    await store.listings.loadMore();
    expect(pages).toEqual([1, 2]);
    expect(store.listings.items).toHaveLength(34);
    expect(store.listings.finished).toBe(true);
  });

  it.each([
    [404, 'missing'],
    [500, 'failed'],
  ])('a %i on the description → %s', async (status, kind) => {
    const api: DepartmentApi = {
      getDepartmentDetail: () => Promise.reject(Object.assign(new Error('x'), { status })),
      getDepartmentStocks: () => Promise.resolve([]),
    };
    const store = new DepartmentStore(api, '9');
    await store.loadInfo();
    expect(store.info.kind).toBe(kind);
  });
});
