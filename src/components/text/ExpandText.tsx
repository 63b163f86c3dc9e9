/**
 * A text block that collapses when longer than 48 characters (§9 (business constants and limits) "Text expand threshold 48") with a
 * 展开 / 收起 toggle; shorter text shows whole without a toggle.
 */
import { useState } from 'react';
import { EXPAND_THRESHOLD, needsExpand } from '../../lib/text';
import './expand-text.css';

export function ExpandText({ text, className }: { text: string | null | undefined; className?: string }) {
  const [expanded, setExpanded] = useState(false);
  const full = text ?? '';
  if (!needsExpand(full)) return <span className={className}>{full || '--'}</span>;
  const shown = expanded ? full : `${Array.from(full).slice(0, EXPAND_THRESHOLD).join('')}...`;
  return (
    <span className={className}>
      {shown}
      <button
        type="button"
        className="expand-text__toggle touch-target"
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? '收起' : '展开'}
      </button>
    </span>
  );
}

/** 展开 / 收起 under a list that shows 3 rows until expanded. */
export function RowToggle({ expanded, onToggle }: { expanded: boolean; onToggle: () => void }) {
  return (
    <button type="button" className="row-toggle touch-target" onClick={onToggle}>
      {expanded ? '收起' : '展开更多'}
      <span
        className={expanded ? 'row-toggle__arrow row-toggle__arrow--up' : 'row-toggle__arrow'}
        aria-hidden
      />
    </button>
  );
}
