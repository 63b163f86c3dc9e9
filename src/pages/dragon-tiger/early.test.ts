/** @jest-environment jsdom */
import type { GetCall } from '../../api/early-calls';
import { earlyCallKey } from '../../api/early-calls';
import { rankListCall, summaryCall, tradingDaysCall } from '../../services/dragon-tiger-calls';
import { boardEarlyView } from './early';

describe('boardEarlyView.matches', () => {
  it.each([
    ['/wap/stock-list.html', '', true],
    ['/wap/stock-list.html', '?tab=stock', true],
    ['/wap/stock-list.html', '?type=dark', true],
    ['/wap/stock-list.html', '?tab=department', false],
    ['/wap/stock-list.htm', '', false],
    ['/wap/rzrq-list.html', '', false],
    ['/wap/stock/detail/600519.html', '', false],
  ])('%s%s → %s', (path, search, want) => expect(boardEarlyView.matches(path, search)).toBe(want));
});

const item = (code: string, rate: number) => ({
  secuCode: code,
  chiNameAbbr: `股${code}`,
  pxChangeRate: rate,
  totalRankNetBuySum: rate * 1e8,
  rankCount: 2,
});

/** Answers by call, and the calls in the order they were asked. */
function fakeGet(answers: Map<string, unknown>) {
  const asked: string[] = [];
  const keyOf = (c: GetCall) => earlyCallKey(c.service, c.path, c.params)!;
  const get = async <T>(c: GetCall): Promise<T> => {
    asked.push(keyOf(c));
    if (!answers.has(keyOf(c))) throw new Error(`unexpected ${keyOf(c)}`);
    const a = answers.get(keyOf(c));
    if (a instanceof Error) throw a;
    return a as T;
  };
  return { get, asked, keyOf };
}

// Monday 2026-11-30 10:00 Beijing: the default day is the trading day before today (§5).
const NOW = Date.UTC(2026, 10, 30, 2, 0);
const DAYS = ['2026-11-26', '2026-11-27', '2026-11-30'];

describe('boardEarlyView.load', () => {
  const k = (c: GetCall) => earlyCallKey(c.service, c.path, c.params)!;
  const summary = {
    totalRankCount: 25,
    pxChangeSignalCount: 20,
    turnoverSignalCount: 9,
    amplitudeSignalCount: 1,
    totalRankNetBuySum: -1.2e8,
    totalRankBuySum: 8e9,
    totalRankSaleSum: 7e9,
  };

  it('asks the days, then the default day’s summary and first page in the default sort, as the page does', async () => {
    const f = fakeGet(
      new Map<string, unknown>([
        [k(tradingDaysCall()), DAYS],
        [k(summaryCall('2026-11-27')), summary],
        [
          k(rankListCall('2026-11-27', 1, 'pxChangeRate', 'desc')),
          [item('600001', 0.1), item('000002', -0.05)],
        ],
      ]),
    );
    const draw = await boardEarlyView.load(f.get, () => NOW, '/wap/stock-list.html', '');
    expect(f.asked).toEqual([
      k(tradingDaysCall()),
      k(summaryCall('2026-11-27')),
      k(rankListCall('2026-11-27', 1, 'pxChangeRate', 'desc')),
    ]);
    const page = draw!(document);
    expect(page.className).toBe('lhb-page');
    expect(page.querySelector('.page-header h1')!.textContent).toBe('龙虎榜单');
    expect(page.querySelector('.seg-tabs__tab--active')!.textContent).toBe('个股榜单');
    expect(page.querySelector('.lhb-date')!.textContent).toBe('2026-11-27');
    const sums = Array.from(page.querySelectorAll('.lhb-summary__value'), (e) => [
      e.textContent,
      e.className,
    ]);
    expect(sums[0]).toEqual(['25只', 'num-text lhb-summary__value']);
    expect(sums[4]).toEqual(['-1.20亿', 'num-text num-text--fall lhb-summary__value']);
    const rows = page.querySelectorAll('.data-table__row:not(.data-table__row--head)');
    expect(Array.from(rows, (r) => Array.from(r.children, (c) => c.textContent))).toEqual([
      ['股600001600001', '+10.00%', '1000.00万', '2'],
      ['股000002000002', '-5.00%', '-500.00万', '2'],
    ]);
  });

  it('draws the summary as dashes when its call failed, the rows all the same', async () => {
    const f = fakeGet(
      new Map<string, unknown>([
        [k(tradingDaysCall()), DAYS],
        [k(summaryCall('2026-11-27')), new Error('down')],
        [k(rankListCall('2026-11-27', 1, 'pxChangeRate', 'desc')), [item('600001', 0.1)]],
      ]),
    );
    const page = (await boardEarlyView.load(f.get, () => NOW, '/wap/stock-list.html', ''))!(document);
    expect(page.querySelector('.lhb-summary__value')!.textContent).toBe('--');
    expect(page.querySelectorAll('.data-table__row')).toHaveLength(2);
  });

  it.each([
    ['no trading days', [], []],
    ['an empty first page', DAYS, []],
  ])('%s: nothing to draw (the page shows its own state)', async (_what, days, rows) => {
    const f = fakeGet(
      new Map<string, unknown>([
        [k(tradingDaysCall()), days],
        [k(summaryCall('2026-11-27')), summary],
        [k(rankListCall('2026-11-27', 1, 'pxChangeRate', 'desc')), rows],
      ]),
    );
    await expect(boardEarlyView.load(f.get, () => NOW, '/wap/stock-list.html', '')).resolves.toBeNull();
  });

  it('a failed list call fails the view (nothing drawn)', async () => {
    const f = fakeGet(
      new Map<string, unknown>([
        [k(tradingDaysCall()), DAYS],
        [k(summaryCall('2026-11-27')), summary],
      ]),
    );
    await expect(boardEarlyView.load(f.get, () => NOW, '/wap/stock-list.html', '')).rejects.toThrow(
      'unexpected',
    );
  });
});
