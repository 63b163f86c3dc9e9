/** One legend row over the chart: the MA or BOLL values above, the indicator's below (legend.ts). */
import type { CSSProperties } from 'react';
import type { LegendRow } from './legend';

export function ChartLegend({
  row,
  className,
  style,
  testId,
}: {
  row: LegendRow;
  className: string;
  style?: CSSProperties;
  testId?: string;
}) {
  return (
    <div className={className} style={style} data-testid={testId}>
      {row.title && <span className="main-chart__legend-title">{row.title}</span>}
      {row.items.map((it) => (
        <span key={it.name} style={{ color: it.color }}>
          {it.name}:{it.value}
        </span>
      ))}
    </div>
  );
}
