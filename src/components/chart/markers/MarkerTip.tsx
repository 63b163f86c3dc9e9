/** The one-line summary of a tapped bar's marks, with a link to the item (issue 21). */
import { Link } from 'react-router-dom';
import type { BarMarks } from './markers';
import { MARKER_LINK_TEXT, markerLink } from './markers';
import { MARKER_COLOR } from './marker-layer';
import { MARKER_LETTER } from './markers';

export interface MarkerTipProps {
  marks: BarMarks;
  market: string;
  code: string;
  onClose: () => void;
}

export function MarkerTip({ marks, market, code, onClose }: MarkerTipProps) {
  const first = marks.items[0];
  const link = markerLink(first, market, code);
  const more = marks.items.length - 1;
  return (
    <div className="chart-marker-tip" data-testid="marker-tip" role="status">
      <span className="chart-marker-tip__mark" style={{ background: MARKER_COLOR[first.kind] }}>
        {MARKER_LETTER[first.kind]}
      </span>
      <span className="chart-marker-tip__text">
        {first.text}
        {more > 0 ? `（另${more}条）` : ''}
      </span>
      {link && (
        <Link className="chart-marker-tip__link" to={link}>
          {MARKER_LINK_TEXT[first.kind]}
        </Link>
      )}
      <button type="button" className="chart-marker-tip__close" aria-label="关闭" onClick={onClose}>
        ×
      </button>
    </div>
  );
}
