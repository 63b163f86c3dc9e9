/**
 * The main chart for a screen reader (issue 37 item 2): its summary as text in the accessibility
 * tree, and the crosshair as an adjustable control (`role="slider"`) walking the visible bars. The
 * arrow keys (and the screen reader's adjust gestures, which send them) move the chart's own
 * crosshair bar by bar; its value text is that bar in words. Escape or leaving it hides the crosshair.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ANNOUNCE_EVERY_MS } from '../../price-panel/spoken';
import { summaryToShow, type ShownSummary } from './summary-rate';
import type { ChartWords as Words } from './words';

/** The summary, rewritten at most every 10 s for the same key (summary-rate.ts). */
function useSummary(key: string, text: string): string {
  const shown = useRef<ShownSummary | null>(null);
  const [value, setValue] = useState(text);
  const [wake, setWake] = useState(0);
  useEffect(() => {
    const now = Date.now();
    const next = summaryToShow(key, text, shown.current, now);
    if (next !== null) {
      shown.current = { key, text: next, at: now };
      setValue(next);
      return;
    }
    if (!shown.current || shown.current.text === text) return;
    const timer = setTimeout(() => setWake((n) => n + 1), shown.current.at + ANNOUNCE_EVERY_MS - now);
    return () => clearTimeout(timer);
  }, [key, text, wake]);
  return value;
}

/** The slider position (1-based) a key moves to from `pos` of `count`, or null for a key it ignores. */
export function sliderStep(key: string, pos: number, count: number): number | null {
  const clamp = (n: number) => Math.max(1, Math.min(count, n));
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(pos - 1);
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(pos + 1);
    case 'PageDown':
      return clamp(pos - 10);
    case 'PageUp':
      return clamp(pos + 10);
    case 'Home':
      return 1;
    case 'End':
      return count;
    default:
      return null;
  }
}

export function ChartWords({
  words,
  summaryKey,
  name,
  crossIndex,
  onMove,
  onHide,
}: {
  words: Words;
  /** What the user chose (period, indicator, window): a change shows the new summary at once. */
  summaryKey: string;
  /** The chart's name: 分时图, 日K图 … */
  name: string;
  /** The bar under the crosshair, null while it is hidden. */
  crossIndex: number | null;
  onMove: (index: number) => void;
  onHide: () => void;
}) {
  const summary = useSummary(summaryKey, words.summary);
  const id = useId();
  const { indices } = words;
  const count = indices.length;
  const at = crossIndex === null ? -1 : indices.indexOf(crossIndex);
  const pos = at >= 0 ? at + 1 : count;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      if (crossIndex !== null) {
        e.preventDefault();
        onHide();
      }
      return;
    }
    const next = sliderStep(e.key, pos, count);
    if (next === null) return;
    e.preventDefault();
    onMove(indices[next - 1]);
  };
  return (
    <>
      <p className="sr-only" id={id} data-testid="chart-summary">
        {summary}
      </p>
      {count > 0 && (
        <div
          role="slider"
          tabIndex={0}
          className="sr-only"
          aria-label={`${name}十字光标`}
          aria-orientation="horizontal"
          aria-valuemin={1}
          aria-valuemax={count}
          aria-valuenow={pos}
          aria-valuetext={words.valueText(indices[pos - 1])}
          aria-describedby={id}
          data-testid="chart-slider"
          onKeyDown={onKeyDown}
          onBlur={() => crossIndex !== null && onHide()}
        />
      )}
    </>
  );
}
