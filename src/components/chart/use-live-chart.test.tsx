/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import { MsgType } from '../../../contract/quote-protocol';
import type { QuoteTransport } from '../../quote/transport';
import { instrumentOf } from './chart-store';
import type { PeriodKey } from './types';
import { useLiveChart, type LiveChartOptions } from './use-live-chart';

function fakeQuote() {
  const open = new Map<number, { type: number; code: string }>();
  let next = 0;
  const quote: QuoteTransport = {
    subscribe: (type, body) => {
      const id = next++;
      open.set(id, { type, code: body.key[0].code });
      return () => open.delete(id);
    },
    request: () => Promise.reject(new Error('unused')),
  };
  return { quote, open: () => [...open.values()] };
}

const services = {
  fetchKlines: () => new Promise<never>(() => undefined),
  fetchNav: () => new Promise<never>(() => undefined),
};

function mount(first: Partial<LiveChartOptions>) {
  const q = fakeQuote();
  const base: LiveChartOptions = {
    quote: q.quote,
    services,
    instrument: instrumentOf('sh', '000300'),
    periods: ['min', 'day'],
    active: true,
    ...first,
  };
  const hook = renderHook((p: LiveChartOptions) => useLiveChart(p), { initialProps: base });
  return { ...hook, ...q, base };
}

describe('useLiveChart', () => {
  it('opens the first offered period of the instrument while the page is active', () => {
    const t = mount({});
    expect(t.open()).toEqual([{ type: MsgType.Minute, code: '000300' }]);
    expect(t.result.current.period).toBe('min');
  });

  it.each<[string, PeriodKey[], number]>([
    ['daily K-lines', ['day', 'week', 'month'], MsgType.Kline],
    ['intraday', ['min', 'min5'], MsgType.Minute],
  ])('starts on the first offered period: %s', (_name, periods, type) => {
    const t = mount({ periods });
    expect(t.result.current.period).toBe(periods[0]);
    expect(t.open().map((s) => s.type)).toEqual([type]);
  });

  it('a new instrument releases the old feed and opens the new one; the same one keeps its store', () => {
    const t = mount({});
    const store = t.result.current;
    t.rerender({ ...t.base, instrument: instrumentOf('sh', '000300') });
    expect(t.open()).toHaveLength(1);
    t.rerender({ ...t.base, instrument: instrumentOf('sz', '399001') });
    expect(t.open()).toEqual([{ type: MsgType.Minute, code: '399001' }]);
    expect(t.result.current).toBe(store);
  });

  it('a hidden page holds no feed, and opens it again when shown', () => {
    const t = mount({});
    t.rerender({ ...t.base, active: false });
    expect(t.open()).toEqual([]);
    t.rerender({ ...t.base, active: true });
    expect(t.open()).toHaveLength(1);
  });

  it('nothing is opened without an instrument, and nothing stays after unmount', () => {
    const none = mount({ instrument: null });
    expect(none.open()).toEqual([]);
    const t = mount({});
    t.unmount();
    expect(t.open()).toEqual([]);
  });
});
