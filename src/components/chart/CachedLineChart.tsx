/**
 * The instrument's last known intraday line (lib/chart/cached-line.ts), drawn grey and marked 非实时
 * where the chart will be while its code or its first minutes load (issue 21 item 6). The same path
 * rule (linePath) draws index.html's early block.
 */
import { LINE_VIEWBOX, linePath, refPath, type CachedLine } from '../../lib/chart/cached-line';
import { NOT_LIVE_LABEL } from '../price-panel/not-live';

const { width: W, height: H } = LINE_VIEWBOX;

export function CachedLineChart({ line }: { line: CachedLine }) {
  const { d, ref } = linePath(line, W, H);
  return (
    <div className="cached-line" data-testid="chart-cached-line">
      <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" aria-hidden="true">
        {ref !== null && <path className="cached-line__ref" d={refPath(ref)} />}
        <path className="cached-line__price" d={d} />
      </svg>
      <span className="cached-line__mark">{NOT_LIVE_LABEL}</span>
    </div>
  );
}
