/**
 * The one failure line of a block that did not load: one wording (`加载失败，点击重试`) and a tap
 * that tries again, on every page (lists use the same text through components/list/texts.ts). A
 * block whose answer was "not found" says so in its own words instead: that is not a failure.
 */
import './feedback.css';

export const LOAD_FAILED_TEXT = '加载失败，点击重试';

export function LoadFailed({
  onRetry,
  className,
  testId,
}: {
  onRetry: () => void;
  /** The block's own spacing class, beside the shared look. */
  className?: string;
  testId?: string;
}) {
  return (
    <button
      type="button"
      className={className ? `load-failed ${className}` : 'load-failed'}
      onClick={onRetry}
      data-testid={testId}
    >
      {LOAD_FAILED_TEXT}
    </button>
  );
}
