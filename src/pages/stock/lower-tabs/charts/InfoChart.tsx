/**
 * A small ECharts canvas for the profile charts (main-business ring, US earnings, revenue split,
 * holders, analyst recommendations). The option comes from a pure builder (options.ts); ECharts is
 * imported on first use.
 */
import { useEffect, useRef } from 'react';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';

export function InfoChart({
  option,
  height = 180,
  label,
}: {
  option: EChartsCoreOption;
  height?: number;
  label: string;
}) {
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  // The option to draw when ECharts arrives: the newest one, not the one at mount.
  const latest = useRef(option);

  useEffect(() => {
    let disposed = false;
    void import('./echarts-info').then(({ echarts }) => {
      if (disposed || !el.current) return;
      chart.current = echarts.init(el.current, undefined, { renderer: 'canvas' });
      chart.current.setOption(latest.current);
    });
    const onResize = () => chart.current?.resize();
    window.addEventListener('resize', onResize);
    return () => {
      disposed = true;
      window.removeEventListener('resize', onResize);
      chart.current?.dispose();
      chart.current = null;
    };
    // Created once; option changes are applied by the effect below.
  }, []);

  useEffect(() => {
    latest.current = option;
    chart.current?.setOption(option, true);
  }, [option]);

  return <div ref={el} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
