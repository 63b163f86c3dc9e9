/** @jest-environment jsdom */
import { earlyCallKey, type GetCall } from '../../api/early-calls';
import { stockHistoryCall } from '../../services/margin-calls';
import { detailCall } from '../../services/margin-calls';
import { marginHistoryEarlyView, marginListEarlyView } from './early';
import { listSubtitle } from './market';
import { firstHistorySize } from './rows';

describe('marginHistoryEarlyView.matches', () => {
  it.each([
    ['/wap/rzrq-stock-list.html', '?innerCode=1234&name=%E8%8C%85%E5%8F%B0', true],
    ['/wap/rzrq-stock-list.html', '?innerCode=1234', true],
    ['/wap/rzrq-stock-list.html', '?innerCode=0', false],
    ['/wap/rzrq-stock-list.html', '?innerCode=abc', false],
    ['/wap/rzrq-stock-list.html', '', false],
    ['/wap/rzrq-list.html', '?innerCode=1234', false],
  ])('%s%s → %s', (path, search, want) => expect(marginHistoryEarlyView.matches(path, search)).toBe(want));
});

const day = (d: string, change: number) => ({
  TradingDay: d,
  ClosePrice: 1500,
  ChangePCT: change,
  FinanceValue: 1.5e10,
  FinanceBuyValue: 1e8,
  FinanceRefundValue: 2e8,
  NetFinanceBuyValue: -1e8,
});

describe('marginHistoryEarlyView.load', () => {
  const key = (c: GetCall) => earlyCallKey(c.service, c.path, c.params)!;

  it('asks the first page as the page does and draws its header, subtitle and first rows', async () => {
    const asked: string[] = [];
    const rows = Array.from({ length: 100 }, (_, i) =>
      day(`2026-08-${String((i % 28) + 1).padStart(2, '0')}`, i - 50),
    );
    const get = async <T>(c: GetCall): Promise<T> => {
      asked.push(key(c));
      return rows as T;
    };
    const draw = await marginHistoryEarlyView.load(
      get,
      () => 0,
      '/wap/rzrq-stock-list.html',
      '?innerCode=1234&name=贵州茅台',
    );
    expect(asked).toEqual([key(stockHistoryCall(1234, firstHistorySize()))]);
    const page = draw!(document);
    expect(page.className).toBe('margin-list-page margin-list-page--header');
    expect(page.querySelector('.page-header__title')!.innerHTML).toBe('贵州茅台融资融券明细');
    expect(page.querySelector('.margin-subtitle')!.textContent).toBe('按交易日，最新在前');
    const table = page.querySelector<HTMLElement>('.data-table')!;
    expect(table.className).toBe('data-table data-table--scroll-y margin-list-page__table');
    expect(table.style.maxHeight).toBe('var(--margin-list-height)');
    const body = table.querySelectorAll('.data-table__row:not(.data-table__row--head)');
    expect(body).toHaveLength(30);
    expect(body[0].children[0].innerHTML).toBe('2026-08-01'); // the date as text, as DataTable prints it
  });

  it('no rows (or a 404, which rejects): nothing drawn', async () => {
    const get = async <T>(): Promise<T> => [] as T;
    await expect(
      marginHistoryEarlyView.load(get, () => 0, '/wap/rzrq-stock-list.html', '?innerCode=1'),
    ).resolves.toBeNull();
  });
});

describe('marginListEarlyView', () => {
  const key = (c: GetCall) => earlyCallKey(c.service, c.path, c.params)!;
  const stock = (i: number) => ({
    InnerCode: i,
    SecuCode: String(600000 + i),
    SecuAbbr: `股${i}`,
    FinanceValue: 1e10 - i,
  });

  it.each([
    ['?market=sh', 'sh', undefined, '沪市'],
    ['?market=both&date=2026-11-27', 'both', '2026-11-27', '两市'],
    ['?market=xx', 'both', undefined, '两市'],
  ] as const)('%s: asks as the page does and draws its first screen', async (search, market, date, label) => {
    const asked: string[] = [];
    const get = async <T>(c: GetCall): Promise<T> => {
      asked.push(key(c));
      return Array.from({ length: 100 }, (_, i) => stock(i + 1)) as T;
    };
    const draw = await marginListEarlyView.load(get, () => 0, '/wap/rzrq-list.html', search);
    expect(asked).toEqual([key(detailCall(market, date, 100))]);
    const page = draw!(document);
    expect(page.querySelector('.margin-subtitle')!.textContent).toBe(listSubtitle(market, date));
    expect(page.querySelector('.margin-subtitle')!.textContent.startsWith(label)).toBe(true);
    expect(page.querySelectorAll('.data-table__row--link')).toHaveLength(25);
    expect(page.querySelectorAll('.data-table__sort--none').length).toBeGreaterThan(10);
    expect(page.querySelector('.margin-name')!.textContent).toBe('股1');
  });

  it('matches its page only', () => {
    expect(marginListEarlyView.matches('/wap/rzrq-list.html', '')).toBe(true);
    expect(marginListEarlyView.matches('/wap/rzrq-stock-list.html', '?innerCode=1')).toBe(false);
  });
});
