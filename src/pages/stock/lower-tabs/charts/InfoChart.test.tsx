/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import type { EChartsCoreOption } from 'echarts/core';

const mockSetOption = jest.fn();
jest.mock('./echarts-info', () => ({
  echarts: { init: () => ({ setOption: mockSetOption, resize: jest.fn(), dispose: jest.fn() }) },
}));

import { InfoChart } from './InfoChart';

const first: EChartsCoreOption = { series: [{ type: 'pie', data: [1] }] };
const second: EChartsCoreOption = { series: [{ type: 'pie', data: [2] }] };

/** Lets the lazy `import('./echarts-info')` resolve and its `then` run. */
const loadEcharts = () => act(async () => undefined);

describe('InfoChart', () => {
  beforeEach(() => mockSetOption.mockClear());

  it.each([
    ['an option that never changes is drawn once ECharts is there', [first], [[first]]],
    [
      'an option changed while ECharts loads: the newest one is drawn, not the one at mount',
      [first, second],
      [[second]],
    ],
  ])('%s', async (_name, beforeLoad, drawn) => {
    const { rerender } = render(<InfoChart option={beforeLoad[0]} label="图" />);
    for (const option of beforeLoad.slice(1)) rerender(<InfoChart option={option} label="图" />);
    await loadEcharts();
    expect(mockSetOption.mock.calls).toEqual(drawn);
  });

  it('replaces the drawn option when it changes after ECharts loaded', async () => {
    const { rerender } = render(<InfoChart option={first} label="图" />);
    await loadEcharts();
    rerender(<InfoChart option={second} label="图" />);
    expect(mockSetOption.mock.calls).toEqual([[first], [second, true]]);
  });
});
