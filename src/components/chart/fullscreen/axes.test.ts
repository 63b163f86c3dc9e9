import type { ChartOption } from '../options/common';
import { largerAxisLabels } from './axes';

describe('largerAxisLabels', () => {
  it('enlarges shown labels only and leaves the rest of the option', () => {
    const option = {
      xAxis: [
        { id: 'x', axisLabel: { show: true, fontSize: 10, color: '#999' } },
        { id: 'x2', axisLabel: { show: false } },
      ],
      yAxis: [{ id: 'y', axisLabel: { inside: true, fontSize: 10 } }, { id: 'y2' }],
      series: [{ id: 'candle', type: 'candlestick' }],
    } as unknown as ChartOption;
    const out = largerAxisLabels(option, 12) as unknown as {
      xAxis: Array<{ axisLabel?: Record<string, unknown> }>;
      yAxis: Array<{ axisLabel?: Record<string, unknown> }>;
      series: unknown;
    };
    expect(out.xAxis[0].axisLabel).toEqual({ show: true, fontSize: 12, color: '#999' });
    expect(out.xAxis[1].axisLabel).toEqual({ show: false });
    expect(out.yAxis[0].axisLabel).toEqual({ inside: true, fontSize: 12 });
    expect(out.yAxis[1].axisLabel).toBeUndefined();
    expect(out.series).toBe((option as unknown as { series: unknown }).series);
    // The input is not changed.
    expect(
      (option as unknown as { xAxis: Array<{ axisLabel: { fontSize: number } }> }).xAxis[0].axisLabel
        .fontSize,
    ).toBe(10);
  });
});
