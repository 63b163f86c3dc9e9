/** The crosshair drawn over a chart: lines through the snapped bar, axis labels and a tooltip box. */
import type { Trend } from '../../lib/colors';

export interface TooltipRow {
  label: string;
  value: string;
  trend?: Trend;
}

export interface CrosshairState {
  /** Pixel position of the snapped bar and of its price. */
  x: number;
  y: number;
  xLabel: string;
  yLabel: string;
  rows: TooltipRow[];
}

export function CrosshairOverlay({
  state,
  width,
  xLabelTop,
}: {
  state: CrosshairState;
  width: number;
  xLabelTop: number;
}) {
  // The tooltip sits on the side away from the finger.
  const left = state.x > width / 2;
  return (
    <div className="crosshair" data-testid="crosshair">
      <div className="crosshair__v" style={{ left: Math.round(state.x) }} />
      <div className="crosshair__h" style={{ top: Math.round(state.y) }} />
      <div
        className="crosshair__label"
        style={{ top: Math.round(state.y) - 7, left: 0 }}
        data-testid="crosshair-price"
      >
        {state.yLabel}
      </div>
      <div
        className="crosshair__label"
        style={{ top: xLabelTop, left: Math.min(Math.max(0, state.x - 30), width - 60) }}
        data-testid="crosshair-time"
      >
        {state.xLabel}
      </div>
      <dl
        className={`crosshair__tip ${left ? 'crosshair__tip--left' : 'crosshair__tip--right'}`}
        data-testid="crosshair-tip"
      >
        {state.rows.map((r) => (
          <div className="crosshair__row" key={r.label}>
            <dt>{r.label}</dt>
            <dd className={r.trend ? `num ${r.trend}` : 'num'}>{r.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
