/**
 * A month calendar (§4 (states and transitions) "Calendar modes: single, multiple, during; swipe changes month"; §5 (validation rules) disabled
 * days): one month at a time, a horizontal swipe or the arrows change it within the bounds, disabled
 * days cannot be picked. The logic lives in calendar-logic.ts; this view only draws and forwards taps.
 */
import { useRef, useState, type TouchEvent } from 'react';
import {
  WEEKDAY_LABELS,
  addMonths,
  compareMonths,
  isSelected,
  monthAfterSwipe,
  monthGrid,
  monthOf,
  select,
  type CalendarMode,
} from './calendar-logic';
import './calendar.css';

export interface SwipeCalendarProps {
  mode: CalendarMode;
  /** Selected days ('YYYY-MM-DD'): one in single mode, the two ends of a range in during mode. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  min: string;
  max: string;
  isDisabled: (day: string) => boolean;
  testId?: string;
}

export function SwipeCalendar({ mode, value, onChange, min, max, isDisabled, testId }: SwipeCalendarProps) {
  const minMonth = monthOf(min);
  const maxMonth = monthOf(max);
  const [month, setMonth] = useState(() => monthOf(value[value.length - 1] ?? max));
  const touchX = useRef<number | null>(null);
  const canPrev = compareMonths(month, minMonth) > 0;
  const canNext = compareMonths(month, maxMonth) < 0;

  const onTouchStart = (e: TouchEvent) => {
    touchX.current = e.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX.current;
    touchX.current = null;
    const end = e.changedTouches[0]?.clientX;
    if (start === null || end === undefined) return;
    setMonth((m) => monthAfterSwipe(m, end - start, minMonth, maxMonth));
  };

  return (
    <div className="swipe-calendar" data-testid={testId}>
      <div className="swipe-calendar__head">
        <button
          type="button"
          className="swipe-calendar__nav"
          aria-label="上个月"
          disabled={!canPrev}
          onClick={() => setMonth((m) => addMonths(m, -1))}
        >
          ‹
        </button>
        <span className="swipe-calendar__title" data-testid="calendar-month">
          {month.year}年{month.month}月
        </span>
        <button
          type="button"
          className="swipe-calendar__nav"
          aria-label="下个月"
          disabled={!canNext}
          onClick={() => setMonth((m) => addMonths(m, 1))}
        >
          ›
        </button>
      </div>
      <div className="swipe-calendar__week">
        {WEEKDAY_LABELS.map((w) => (
          <span key={w}>{w}</span>
        ))}
      </div>
      <div className="swipe-calendar__grid" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        {monthGrid(month).map((week, i) => (
          <div className="swipe-calendar__row" key={i}>
            {week.map((cell, j) => {
              if (!cell) return <span className="swipe-calendar__day swipe-calendar__day--pad" key={j} />;
              const disabled = isDisabled(cell.day);
              const selected = isSelected(mode, value, cell.day);
              return (
                <button
                  type="button"
                  key={cell.day}
                  data-day={cell.day}
                  disabled={disabled}
                  aria-pressed={selected}
                  className={`swipe-calendar__day${selected ? ' swipe-calendar__day--selected' : ''}`}
                  onClick={() => onChange(select(mode, value, cell.day))}
                >
                  {cell.date}
                </button>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
