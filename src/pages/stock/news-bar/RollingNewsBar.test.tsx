/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

jest.mock('../../../services/news', () => ({ getRollingNews: jest.fn() }));

import { getRollingNews } from '../../../services/news';
import RollingNewsBar, { ROLL_INTERVAL_MS, rollIndex } from './RollingNewsBar';

const item = (newId: number, title: string) => ({ newId, title, media: 'm', releaseTime: 0, dataTime: 0 });
const mocked = getRollingNews as jest.MockedFunction<typeof getRollingNews>;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function mount(code: string) {
  const view = render(
    <MemoryRouter>
      <RollingNewsBar market="sh" code={code} />
    </MemoryRouter>,
  );
  await act(async () => {
    await Promise.resolve();
  });
  return view;
}

const offset = (c: HTMLElement) => (c.querySelector('.rolling-news__track') as HTMLElement).style.transform;

test('§9: moves to the next item every 10 s and wraps around', async () => {
  expect(ROLL_INTERVAL_MS).toBe(10_000);
  mocked.mockResolvedValue([item(1, '第一条'), item(2, '第二条')]);
  const { container } = await mount('600519');
  expect(mocked).toHaveBeenCalledWith('600519', 'sh');
  expect(offset(container)).toBe('translateY(0%)');
  act(() => jest.advanceTimersByTime(9_999));
  expect(offset(container)).toBe('translateY(0%)');
  act(() => jest.advanceTimersByTime(1));
  expect(offset(container)).toBe('translateY(-100%)');
  act(() => jest.advanceTimersByTime(10_000));
  expect(offset(container)).toBe('translateY(0%)');
  expect(container.querySelector('a')?.getAttribute('href')).toBe('/detail/sh/600519/1/1.html');
});

test('a single item stays put; no items render nothing', async () => {
  mocked.mockResolvedValue([item(1, '唯一')]);
  const one = await mount('600000');
  act(() => jest.advanceTimersByTime(30_000));
  expect(offset(one.container)).toBe('translateY(0%)');
  one.unmount();
  mocked.mockResolvedValue([]);
  const none = await mount('600001');
  expect(none.container.querySelector('.rolling-news')).toBeNull();
});

test('rollIndex wraps', () => {
  expect(rollIndex(0, 3)).toBe(0);
  expect(rollIndex(4, 3)).toBe(1);
  expect(rollIndex(5, 0)).toBe(0);
});

test('the bar keeps its place while the list is on its way, then shows it or gives the place back', async () => {
  let answer!: (items: ReturnType<typeof item>[]) => void;
  mocked.mockReturnValue(new Promise((r) => (answer = r)));
  const view = render(
    <MemoryRouter>
      <RollingNewsBar market="sh" code="600002" />
    </MemoryRouter>,
  );
  const pending = view.container.querySelector('[data-testid=rolling-news-pending]');
  expect(pending?.classList.contains('rolling-news')).toBe(true);
  expect(pending?.getAttribute('aria-hidden')).toBe('true');
  expect(pending?.querySelector('.rolling-news__viewport')).not.toBeNull();
  await act(async () => answer([item(1, '到了')]));
  expect(view.container.querySelector('[data-testid=rolling-news-pending]')).toBeNull();
  expect(view.container.querySelector('.rolling-news__item')?.textContent).toBe('到了');
  view.unmount();
  mocked.mockRejectedValue(new Error('down'));
  const failed = await mount('600003');
  expect(failed.container.querySelector('.rolling-news')).toBeNull();
});
