/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ChartWords, sliderStep } from './ChartWords';
import { DataTableButton } from './DataTableButton';
import { summaryToShow } from './summary-rate';
import type { ChartWords as Words } from './words';

describe('summaryToShow: at most every 10 s for the same choice, at once for a new one', () => {
  const shown = { key: 'day|MACD|0|99', text: 'A', at: 1_000 };
  test.each([
    ['nothing shown yet', 'day|MACD|0|99', 'A', null, 1_000, 'A'],
    ['the same text', 'day|MACD|0|99', 'A', shown, 20_000, null],
    ['new text inside 10 s', 'day|MACD|0|99', 'B', shown, 10_999, null],
    ['new text after 10 s', 'day|MACD|0|99', 'B', shown, 11_000, 'B'],
    ['another indicator inside 10 s', 'day|KDJ|0|99', 'B', shown, 1_001, 'B'],
    ['a panned window inside 10 s', 'day|MACD|5|104', 'B', shown, 1_001, 'B'],
  ])('%s', (_, key, text, last, now, want) => expect(summaryToShow(key, text, last, now)).toBe(want));
});

describe('sliderStep', () => {
  test.each([
    ['ArrowLeft', 5, 10, 4],
    ['ArrowDown', 5, 10, 4],
    ['ArrowRight', 5, 10, 6],
    ['ArrowUp', 5, 10, 6],
    ['ArrowLeft', 1, 10, 1],
    ['ArrowRight', 10, 10, 10],
    ['PageDown', 5, 10, 1],
    ['PageUp', 5, 30, 15],
    ['Home', 5, 10, 1],
    ['End', 5, 10, 10],
    ['a', 5, 10, null],
  ])('%s from %d of %d → %p', (key, pos, count, want) => expect(sliderStep(key, pos, count)).toBe(want));
});

function words(summary: string, indices = [3, 4, 5]): Words {
  return {
    summary,
    indices,
    valueText: (i) => `第${i}根`,
    table: () => ({
      caption: '日K数据，2行，最新在前，成交量单位手',
      columns: ['日期', '收盘'],
      rows: [
        ['2026-11-27', '1469.38'],
        ['2026-11-26', '1470.00'],
      ],
    }),
  };
}

describe('ChartWords', () => {
  test('the slider starts on the last bar, walks with the arrows, Escape hides the crosshair', () => {
    const onMove = jest.fn();
    const onHide = jest.fn();
    const { rerender } = render(
      <ChartWords
        words={words('日K…')}
        summaryKey="k"
        name="日K图"
        crossIndex={null}
        onMove={onMove}
        onHide={onHide}
      />,
    );
    const slider = screen.getByRole('slider', { name: '日K图十字光标' });
    expect(slider.getAttribute('aria-valuenow')).toBe('3');
    expect(slider.getAttribute('aria-valuemax')).toBe('3');
    expect(slider.getAttribute('aria-valuetext')).toBe('第5根');
    expect(slider.getAttribute('aria-describedby')).toBe(screen.getByTestId('chart-summary').id);
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(onMove).toHaveBeenLastCalledWith(4);
    rerender(
      <ChartWords
        words={words('日K…')}
        summaryKey="k"
        name="日K图"
        crossIndex={4}
        onMove={onMove}
        onHide={onHide}
      />,
    );
    expect(slider.getAttribute('aria-valuenow')).toBe('2');
    expect(slider.getAttribute('aria-valuetext')).toBe('第4根');
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(onMove).toHaveBeenLastCalledWith(3);
    fireEvent.keyDown(slider, { key: 'Escape' });
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  test('no bars: the summary alone, no slider', () => {
    render(
      <ChartWords
        words={words('分时，暂无数据', [])}
        summaryKey="k"
        name="分时图"
        crossIndex={null}
        onMove={jest.fn()}
        onHide={jest.fn()}
      />,
    );
    expect(screen.getByTestId('chart-summary').textContent).toBe('分时，暂无数据');
    expect(screen.queryByRole('slider')).toBeNull();
  });

  test('live data rewrite the summary at most every 10 s; another choice at once', () => {
    jest.useFakeTimers();
    try {
      const el = (s: string, key = 'a') => (
        <ChartWords
          words={words(s)}
          summaryKey={key}
          name="分时图"
          crossIndex={null}
          onMove={jest.fn()}
          onHide={jest.fn()}
        />
      );
      const { rerender } = render(el('one'));
      const text = () => screen.getByTestId('chart-summary').textContent;
      expect(text()).toBe('one');
      rerender(el('two'));
      rerender(el('three'));
      expect(text()).toBe('one');
      act(() => jest.advanceTimersByTime(9_000));
      expect(text()).toBe('one');
      act(() => jest.advanceTimersByTime(1_000));
      expect(text()).toBe('three');
      rerender(el('four', 'b'));
      expect(text()).toBe('four');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('DataTableButton', () => {
  test('opens a real table with caption and column headers; closing gives focus back', async () => {
    render(<DataTableButton table={words('').table} name="日K图" />);
    const button = screen.getByRole('button', { name: '日K图数据表' });
    fireEvent.click(button);
    const table = await screen.findByRole('table');
    expect(table.querySelector('caption')?.textContent).toBe('日K数据，2行，最新在前，成交量单位手');
    const heads = screen.getAllByRole('columnheader');
    expect(heads.map((h) => [h.textContent, h.getAttribute('scope')])).toEqual([
      ['日期', 'col'],
      ['收盘', 'col'],
    ]);
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['2026-11-271469.38', '2026-11-261470.00']);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
