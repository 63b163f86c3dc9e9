/**
 * A compact tab bar for dense quote screens (chart periods, indicators, the order-book panel). Plain
 * buttons: switching is instant and costs no animation frame, unlike a swipeable tab component.
 */
import './segment-tabs.css';

export interface SegmentTab<K extends string> {
  key: K;
  label: string;
}

export function SegmentTabs<K extends string>({
  tabs,
  active,
  onChange,
  variant = 'line',
  className,
  testId,
  onReselect,
}: {
  tabs: ReadonlyArray<SegmentTab<K>>;
  active: K;
  onChange: (key: K) => void;
  /** line: underlined active tab (periods); chip: filled pill (indicators, small panels). */
  variant?: 'line' | 'chip';
  className?: string;
  testId?: string;
  /** A tap on the active tab (a menu tab opens its menu again). */
  onReselect?: (key: K) => void;
}) {
  return (
    <div
      className={`seg-tabs seg-tabs--${variant}${className ? ` ${className}` : ''}`}
      role="tablist"
      data-testid={testId}
    >
      {tabs.map((t) => (
        <button
          key={t.key}
          type="button"
          role="tab"
          aria-selected={t.key === active}
          className={`seg-tabs__tab${t.key === active ? ' seg-tabs__tab--active' : ''}`}
          onClick={() => (t.key !== active ? onChange(t.key) : onReselect?.(t.key))}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
