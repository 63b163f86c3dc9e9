/** Larger axis labels for the landscape full screen (the option builders draw the page's 10 px). */
import type { ChartOption } from '../options/common';
import { LANDSCAPE_AXIS_FONT_PX } from './layout';

type Axis = { axisLabel?: Record<string, unknown> };

function larger<T>(axes: T, fontSize: number): T {
  if (!Array.isArray(axes)) return axes;
  return axes.map((a: Axis) =>
    a.axisLabel && a.axisLabel.show !== false ? { ...a, axisLabel: { ...a.axisLabel, fontSize } } : a,
  ) as T;
}

/** The same option with every shown axis label at `fontSize` px. */
export function largerAxisLabels(option: ChartOption, fontSize = LANDSCAPE_AXIS_FONT_PX): ChartOption {
  return { ...option, xAxis: larger(option.xAxis, fontSize), yAxis: larger(option.yAxis, fontSize) };
}
