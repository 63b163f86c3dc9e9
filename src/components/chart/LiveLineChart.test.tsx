/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import type { MinuteUpdate } from '../../quote/minute-feed';
import { flatMinute, shanghaiTime } from '../../quote/test-entries';
import { ChartStore } from './chart-store';
import { LiveLineChart } from './LiveLineChart';
import { LIGHT_PALETTE } from './palette';

/** 09:30 Shanghai time plus `i` minutes. */
const minute = (i: number) => shanghaiTime(9, 30 + i);

function storeWithFeed() {
  const listeners: Array<(u: MinuteUpdate) => void> = [];
  const store = new ChartStore({
    subscribeMinute: (_key, _days, fn) => {
      listeners.push(fn);
      return () => undefined;
    },
    quote: { subscribe: () => () => undefined, request: () => Promise.reject(new Error('unused')) },
    fetchKlines: () => Promise.reject(new Error('unused')),
    fetchNav: () => Promise.reject(new Error('unused')),
  });
  store.reset({
    market: 'sh',
    code: '600519',
    region: 'CN',
    key: { market: 1, code: '600519' },
    preClose: () => 10,
  });
  store.enter();
  const feed = (u: Partial<MinuteUpdate>) =>
    act(() =>
      listeners.forEach((fn) => fn({ tradingDay: 20261120, preClose: 10, data: [], full: false, ...u })),
    );
  return { store, feed };
}

const BOX = { top: 10, height: 160 };

describe('LiveLineChart: the day drawn before ECharts', () => {
  it('draws the minutes in the chart price colour and follows each pushed minute', () => {
    const { store, feed } = storeWithFeed();
    feed({ full: true, data: [flatMinute(minute(0), 10.2), flatMinute(minute(1), 10.4)] });
    const { getByTestId } = render(<LiveLineChart store={store} palette={LIGHT_PALETTE} box={BOX} />);
    const price = () => getByTestId('chart-live-line').querySelector('.live-line__price')!;
    // 242 CN slots, 1000 / 241 apart; 10.2 and 10.4 over 10–10.4 in a 400-high box, 8 % margins.
    expect(price().getAttribute('d')).toBe('M0 200L4.1 32');
    expect((price() as SVGPathElement).style.stroke).toBe('#2f6fde');
    // In the price grid's box, where ECharts will draw the same line.
    const svg = getByTestId('chart-live-line').querySelector('svg')!;
    expect([svg.style.top, svg.style.height]).toEqual(['10px', '160px']);
    expect(getByTestId('chart-live-line').querySelector('.cached-line__ref')!.getAttribute('d')).toBe(
      'M0 368L1000 368',
    );
    feed({ data: [flatMinute(minute(2), 10.4)] });
    expect(price().getAttribute('d')).toBe('M0 200L4.1 32L8.3 32');
    store.leave();
  });

  it('draws nothing before a minute has traded', () => {
    const { store, feed } = storeWithFeed();
    feed({ full: true, data: [] });
    const { queryByTestId } = render(<LiveLineChart store={store} palette={LIGHT_PALETTE} box={BOX} />);
    expect(queryByTestId('chart-live-line')).toBeNull();
    store.leave();
  });
});
