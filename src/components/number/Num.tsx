/**
 * A number as quote apps print it: tabular digits so columns align and live updates do not jitter,
 * coloured rise red / fall green / flat.
 */
import type { Trend } from '../../lib/colors';
import './number.css';

export function Num({
  value,
  trend,
  className,
  testId,
}: {
  value: string;
  trend?: Trend;
  className?: string;
  testId?: string;
}) {
  return (
    <span
      className={`num-text${trend ? ` num-text--${trend}` : ''}${className ? ` ${className}` : ''}`}
      data-testid={testId}
    >
      {value}
    </span>
  );
}

/** A label over (or beside) its value, the cell of quote panels. */
export function NumCell({
  label,
  value,
  trend,
  testId,
}: {
  label: string;
  value: string;
  trend?: Trend;
  testId?: string;
}) {
  return (
    <div className="num-cell" data-testid={testId}>
      <span className="num-cell__label">{label}</span>
      <Num value={value} trend={trend} className="num-cell__value" />
    </div>
  );
}
