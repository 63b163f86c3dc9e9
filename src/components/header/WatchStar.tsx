/**
 * The 自选 star (beyond the spec: docs/watchlist-and-alerts.md) on the stock home's header and on
 * search hits: a toggle button named 加自选 or 删自选 by what a tap will do, pressed while the
 * instrument is in the list. Thin: the caller owns the list (stores/watchlist.ts).
 */
import './header.css';

export function WatchStar({
  active,
  onToggle,
  label,
}: {
  active: boolean;
  onToggle: () => void;
  /** What the star is for, where a page shows many (a search hit's name): 加自选 腾讯控股. */
  label?: string;
}) {
  const action = active ? '删自选' : '加自选';
  return (
    <button
      type="button"
      className={`header-icon-button watch-star${active ? ' watch-star--on' : ''}`}
      aria-label={label ? `${action} ${label}` : action}
      aria-pressed={active}
      data-testid="watch-star"
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z"
          fill={active ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
