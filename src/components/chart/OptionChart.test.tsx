/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartCanvasProps } from './ChartCanvas';

const mockSetOption = jest.fn();
let mockPartsLoaded: () => void = () => undefined;
const mockLoadInfoParts = jest.fn(() => new Promise<void>((resolve) => (mockPartsLoaded = resolve)));
let mockChartReady: () => void = () => undefined;

// ChartCanvas hands over the chart once ECharts' chunk is there: here when the test says so.
jest.mock('./ChartCanvas', () => ({
  ChartCanvas: ({ onChart, testId }: ChartCanvasProps) => {
    mockChartReady = () =>
      onChart({ setOption: mockSetOption } as never, { loadInfoParts: mockLoadInfoParts } as never);
    return <div data-testid={testId} />;
  },
}));

import { OptionChart } from './OptionChart';

const first: EChartsCoreOption = { series: [{ type: 'pie', data: [1] }] };
const second: EChartsCoreOption = { series: [{ type: 'pie', data: [2] }] };

beforeEach(() => {
  mockSetOption.mockClear();
  mockLoadInfoParts.mockClear();
});

test('an option changed while ECharts loads: the newest one is drawn, not the one at mount', () => {
  const { rerender } = render(<OptionChart option={first} label="主营构成环形图" />);
  rerender(<OptionChart option={second} label="主营构成环形图" />);
  expect(mockSetOption).not.toHaveBeenCalled();
  act(() => mockChartReady());
  expect(mockSetOption.mock.calls).toEqual([[second, { notMerge: true }]]);
  expect(mockLoadInfoParts).not.toHaveBeenCalled();
  expect(screen.getByRole('img', { name: '主营构成环形图' })).toBeTruthy();
});

test('a later option replaces the drawn one whole', () => {
  const { rerender } = render(<OptionChart option={first} label="图" />);
  act(() => mockChartReady());
  rerender(<OptionChart option={second} label="图" />);
  expect(mockSetOption.mock.calls.map((c) => c[0])).toEqual([first, second]);
});

test('with a legend, nothing is drawn until the legend and tooltip parts are registered', async () => {
  render(<OptionChart option={first} label="业绩表现柱状图" withLegend />);
  act(() => mockChartReady());
  expect(mockLoadInfoParts).toHaveBeenCalledTimes(1);
  expect(mockSetOption).not.toHaveBeenCalled();
  await act(async () => mockPartsLoaded());
  expect(mockSetOption.mock.calls).toEqual([[first, { notMerge: true }]]);
});

test('the chart is an image named by the page and described by its data in words', () => {
  render(
    <OptionChart
      option={{
        series: [
          {
            type: 'pie',
            data: [
              { name: '白酒', value: 3 },
              { name: '其他', value: 1 },
            ],
          },
        ],
      }}
      label="主营构成环形图"
      testId="ring"
    />,
  );
  const img = screen.getByRole('img', { name: '主营构成环形图' });
  expect(img.getAttribute('aria-describedby')).toBe(screen.getByTestId('ring-words').id);
  expect(screen.getByTestId('ring-words').textContent).toBe('白酒75.0%，其他25.0%');
});
