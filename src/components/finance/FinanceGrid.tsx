/**
 * The statement table: a fixed label column and one column per fiscal period that swipes sideways
 * (scroll snapping to whole columns). With date tabs (CN) a row of period tabs sits above: tapping a
 * tab brings its column into view, and swiping marks the first visible column's tab.
 */
import { useEffect, useRef, useState } from 'react';
import type { FinanceTable } from '../../lib/info/finance';

export function FinanceGrid({
  table,
  yoy,
  dateTabs = false,
}: {
  table: FinanceTable;
  yoy: boolean;
  dateTabs?: boolean;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const tabsRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);

  const columnCount = table.columns.length;
  const firstColumn = table.columns[0]?.key;
  useEffect(() => {
    setActive(0);
    scroller.current?.scrollTo({ left: 0 });
  }, [columnCount, firstColumn]);

  const onScroll = () => {
    const el = scroller.current;
    const col = el?.firstElementChild as HTMLElement | null;
    if (!el || !col) return;
    const index = Math.round(el.scrollLeft / col.offsetWidth);
    if (index !== active) setActive(index);
  };

  // Keep the active date tab visible by scrolling only the tab row (scrollIntoView would also move
  // the page and the statement tabs above).
  useEffect(() => {
    const row = tabsRef.current;
    const tab = row?.children[active] as HTMLElement | undefined;
    if (!row || !tab) return;
    const left = tab.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft) row.scrollLeft = left;
    else if (left + tab.offsetWidth > row.scrollLeft + row.clientWidth)
      row.scrollLeft = left + tab.offsetWidth - row.clientWidth;
  }, [active]);

  const goTo = (i: number) => {
    const el = scroller.current;
    const col = el?.children[i] as HTMLElement | undefined;
    if (el && col)
      el.scrollTo({
        left: col.offsetLeft - (el.firstElementChild as HTMLElement).offsetLeft,
        behavior: 'smooth',
      });
    setActive(i);
  };

  const tone = (s: string) => (s.startsWith('+') ? 'rise' : s.startsWith('-') && s !== '--' ? 'fall' : '');

  return (
    <div className={yoy ? 'finance-grid finance-grid--yoy' : 'finance-grid'}>
      {dateTabs && (
        <div className="finance-grid__dates" ref={tabsRef} role="tablist" aria-label="报告期">
          {table.columns.map((c, i) => (
            <button
              type="button"
              role="tab"
              aria-selected={i === active}
              key={c.key}
              className={
                i === active ? 'finance-grid__date finance-grid__date--active' : 'finance-grid__date'
              }
              onClick={() => goTo(i)}
            >
              {c.title}
            </button>
          ))}
        </div>
      )}
      <div className="finance-grid__body">
        <div className="finance-grid__labels">
          <div className="finance-grid__head">报告期</div>
          {table.rows.map((r) => (
            <div className="finance-grid__cell finance-grid__label" key={r.label}>
              <span>{r.label}</span>
            </div>
          ))}
          <div className="finance-grid__cell finance-grid__label">
            <span>公告日期</span>
          </div>
        </div>
        <div className="finance-grid__columns" ref={scroller} onScroll={onScroll}>
          {table.columns.map((c, ci) => (
            <div className="finance-grid__column" key={c.key} data-end={c.end}>
              <div className="finance-grid__head">
                <span>{c.title}</span>
                <small>{c.end}</small>
              </div>
              {table.rows.map((r) => (
                <div className="finance-grid__cell" key={r.label}>
                  <span>{r.values[ci]}</span>
                  {yoy && <small className={`finance-grid__yoy ${tone(r.yoy[ci])}`}>{r.yoy[ci]}</small>}
                </div>
              ))}
              <div className="finance-grid__cell finance-grid__publish">{c.publishDate || '--'}</div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
