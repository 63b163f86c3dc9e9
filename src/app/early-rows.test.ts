/** @jest-environment jsdom */
import type { EnvConfig } from '../config/environments';
import { localEnvironment } from '../config/environments';
import { earlyCallKey } from '../api/early-calls';
import { tradingDaysCall } from '../services/dragon-tiger-calls';
import { earlyRowsStart, type EarlyRowsWindow } from './early-rows';

const NOW = Date.UTC(2026, 10, 30, 2, 0);
const DAYS = ['2026-11-26', '2026-11-27', '2026-11-30'];
const ROW = {
  secuCode: '600001',
  chiNameAbbr: '股一',
  pxChangeRate: 0.1,
  totalRankNetBuySum: 1e8,
  rankCount: 1,
};

/** A browser window on `path` whose server answers the board's calls. */
function boardWindow(path: string, extra: Record<string, unknown> = {}) {
  document.body.innerHTML = '<div id="root"></div>';
  const asked: string[] = [];
  const fetch = async (url: string) => {
    asked.push(url);
    const body = url.includes('/tradingdays')
      ? DAYS
      : url.includes('/summary')
        ? { totalRankCount: 1 }
        : url.includes('/list')
          ? [ROW]
          : null;
    return { ok: body !== null, status: body ? 200 : 404, json: async () => ({ data: body }) };
  };
  const [pathname, search = ''] = path.split('?');
  const win = {
    location: { pathname, search: search ? `?${search}` : '' },
    document,
    fetch,
    ...extra,
  } as unknown as Window & EarlyRowsWindow;
  return { win, asked };
}

const config = (): Promise<EnvConfig | null> => Promise.resolve(localEnvironment());
const root = () => document.getElementById('root')!;
const block = () => document.getElementById('early-rows');

describe('earlyRowsStart', () => {
  it('draws the board’s first rows before the root, inert and hidden, and holds the app until then', async () => {
    const { win, asked } = boardWindow('/wap/stock-list.html');
    expect(earlyRowsStart(win, config, () => NOW)).toBe(win.__wapHoldApp);
    expect(block()).toBeNull();
    await win.__wapHoldApp;
    expect(block()!.nextElementSibling).toBe(root());
    expect(block()!.hasAttribute('inert')).toBe(true);
    expect(block()!.getAttribute('aria-hidden')).toBe('true');
    expect(block()!.querySelectorAll('.data-table__row:not(.data-table__row--head)')).toHaveLength(1);
    expect(asked).toHaveLength(3);
    // The page's calls find the answers waiting for them.
    const cfg = localEnvironment();
    const days = tradingDaysCall();
    expect(Object.keys(win.__wapEarlyCalls!)).toContain(
      earlyCallKey(cfg[days.service], days.path, days.params),
    );
  });

  it('goes in the task the page’s own rows come in', async () => {
    const { win } = boardWindow('/wap/stock-list.html');
    void earlyRowsStart(win, config, () => NOW);
    await win.__wapHoldApp;
    root().innerHTML =
      '<div class="lhb-page"><div class="data-table__row data-table__row--head"></div></div>';
    await Promise.resolve();
    expect(block()).not.toBeNull(); // the page's header row alone is not its rows
    root().querySelector('.lhb-page')!.insertAdjacentHTML('beforeend', '<div class="data-table__row"></div>');
    await Promise.resolve();
    expect(block()).toBeNull();
  });

  it.each([
    [
      'its list ended empty (react-vant List)',
      '<div class="lhb-page"><div class="rv-list__finished">暂无数据</div></div>',
    ],
    [
      'its list failed (react-vant List)',
      '<div class="lhb-page"><div class="rv-list__error">加载失败</div></div>',
    ],
    ['its code failed (the shell’s error page)', '<div class="page-error"></div>'],
  ])('goes when %s', async (_what, html) => {
    const { win } = boardWindow('/wap/stock-list.html');
    void earlyRowsStart(win, config, () => NOW);
    await win.__wapHoldApp;
    root().innerHTML = html;
    await Promise.resolve();
    expect(block()).toBeNull();
  });

  it('goes when the page shows its failure instead', async () => {
    const { win } = boardWindow('/wap/stock-list.html');
    void earlyRowsStart(win, config, () => NOW);
    await win.__wapHoldApp;
    root().innerHTML = '<div class="lhb-page"><div class="load-failed"></div></div>';
    await Promise.resolve();
    expect(block()).toBeNull();
  });

  it('draws nothing when the page’s own rows are already in', async () => {
    const { win } = boardWindow('/wap/stock-list.html');
    void earlyRowsStart(win, config, () => NOW);
    root().innerHTML = '<div class="lhb-page"><div class="data-table__row"></div></div>';
    await win.__wapHoldApp;
    expect(block()).toBeNull();
  });

  it.each([
    ['another screen', '/wap/rzrq.html', {}],
    ['the department tab', '/wap/stock-list.html?tab=department', {}],
    [
      'inside the app (the host may draw the header)',
      '/wap/stock-list.html',
      { WapBridgeAndroid: { postMessage: () => undefined } },
    ],
  ])('%s: not started', (_what, path, extra) => {
    const { win, asked } = boardWindow(path, extra);
    expect(earlyRowsStart(win, config, () => NOW)).toBeNull();
    expect(win.__wapHoldApp).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it('no config.json, nothing asked and nothing drawn; the app is not held past it', async () => {
    const { win, asked } = boardWindow('/wap/stock-list.html');
    void earlyRowsStart(
      win,
      () => Promise.resolve(null),
      () => NOW,
    );
    await win.__wapHoldApp;
    expect(asked).toEqual([]);
    expect(block()).toBeNull();
  });

  it('a failed call draws nothing and releases the app', async () => {
    const { win } = boardWindow('/wap/stock-list.html', {
      fetch: async () => ({ ok: false, status: 503, json: async () => ({}) }),
    });
    void earlyRowsStart(win, config, () => NOW);
    await expect(win.__wapHoldApp).resolves.toBeUndefined();
    expect(block()).toBeNull();
  });
});
