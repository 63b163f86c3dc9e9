/** Thumbs-up with the like count; red while the user likes it. */
import './community.css';

export function LikeButton({
  on,
  count,
  onClick,
  label = '点赞',
}: {
  on: boolean;
  count: number;
  onClick: () => void;
  label?: string;
}) {
  return (
    <button
      type="button"
      className={`like-button touch-target${on ? ' like-button--on' : ''}`}
      aria-pressed={on}
      // The name says what it does, then the count it shows: a name that hid the count failed
      // axe's label-content-name-mismatch (issue 37).
      aria-label={`${label} ${count}`}
      data-testid="like-button"
      onClick={(e) => {
        e.stopPropagation();
        onClick();
      }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M2 21h4V9H2v12zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 6.6 7.6C6.2 8 6 8.5 6 9v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1c.1-.2.2-.5.2-.7v-2z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth={on ? 0 : 1.6}
        />
      </svg>
      <span>{count}</span>
    </button>
  );
}
