/** The 横屏 button at the end of the period tabs: opens the chart full screen in landscape. */
export function LandscapeButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      className="main-chart__landscape-button"
      aria-label="横屏"
      data-testid="chart-landscape"
      onClick={onClick}
    >
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        <path
          d="M2 6V2h4M14 6V2h-4M2 10v4h4M14 10v4h-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
