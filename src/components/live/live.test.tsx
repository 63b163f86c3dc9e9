/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { makeAutoObservable } from 'mobx';
import { LiveArea, LiveContext, liveClass, liveKeyOf } from './live';

test.each([
  ['sh', '600519', '1:600519'],
  ['HKSE', '700', undefined],
  ['nowhere', '1', undefined],
  ['', '600519', undefined],
])('liveKeyOf(%p, %p)', (market, code, expected) => {
  const key = liveKeyOf(market, code);
  if (expected === undefined && market === 'HKSE') expect(key).toMatch(/:00700$/);
  else expect(key).toBe(expected);
});

test.each([
  [true, 'a', 'a'],
  [false, 'a', 'a quote-not-live'],
  [false, undefined, 'quote-not-live'],
  [true, undefined, undefined],
])('liveClass(%p, %p) = %p', (live, cls, expected) => expect(liveClass(live, cls)).toBe(expected));

test('an area follows the source: per connection without a key, per instrument with one', () => {
  const source = makeAutoObservable({
    link: true,
    silent: new Set<string>(),
    isLive(key?: string) {
      return this.link && (key === undefined || !this.silent.has(key));
    },
  });
  const { getByTestId } = render(
    <LiveContext.Provider value={source}>
      <LiveArea>
        <span data-testid="list">1</span>
      </LiveArea>
      <LiveArea liveKey="1:600519" className="panel">
        <span data-testid="panel">2</span>
      </LiveArea>
    </LiveContext.Provider>,
  );
  const list = () => getByTestId('list').parentElement!;
  const panel = () => getByTestId('panel').parentElement!;
  expect([list().dataset.live, panel().dataset.live]).toEqual(['true', 'true']);
  void act(() => source.silent.add('1:600519'));
  expect([list().dataset.live, panel().dataset.live]).toEqual(['true', 'false']);
  expect(panel().className).toBe('panel quote-not-live');
  act(() => {
    source.silent.clear();
    source.link = false;
  });
  expect([list().dataset.live, panel().dataset.live]).toEqual(['false', 'false']);
});

test('a polled list whose last refresh failed is not live, the connection up or not', () => {
  const { getByTestId, rerender } = render(
    <LiveArea stale>
      <span data-testid="rows">1</span>
    </LiveArea>,
  );
  expect(getByTestId('rows').parentElement!.dataset.live).toBe('false');
  rerender(
    <LiveArea stale={false}>
      <span data-testid="rows">1</span>
    </LiveArea>,
  );
  expect(getByTestId('rows').parentElement!.dataset.live).toBe('true');
});
