/** One reason's top-five list of seats: name with nature and faction, buy and sell amounts. */
import { Link } from 'react-router-dom';
import type { StockRankRow } from '../../../contract/dragon-tiger';
import { Num } from '../../components/number/Num';
import { seatAmount, departmentPath } from './format';
import { SEAT_COLUMNS } from './texts';

export function SeatTable({
  title,
  rows,
  side,
  testId,
}: {
  title: string;
  rows: readonly StockRankRow[];
  /** The amount this list ranks by, drawn in its colour: buys red, sales green. */
  side: 'buy' | 'sale';
  testId?: string;
}) {
  return (
    <section className="lhb-seats" data-testid={testId}>
      <h3 className={`lhb-seats__title lhb-seats__title--${side}`}>{title}</h3>
      <div className="lhb-seats__head">
        <span>{SEAT_COLUMNS.name}</span>
        <span>{SEAT_COLUMNS.buy}</span>
        <span>{SEAT_COLUMNS.sale}</span>
      </div>
      {rows.map((r, i) => (
        <Link
          key={`${r.departmentId}:${i}`}
          className="lhb-seats__row"
          to={departmentPath(r.departmentId)}
          data-seat={r.departmentId}
        >
          <span className="lhb-seats__name">
            <span className="lhb-seats__seat">{r.departmentName}</span>
            <span className="lhb-seats__tags">
              <span className="lhb-tag">{r.natureName}</span>
              {r.factionName !== '--' && <span className="lhb-tag lhb-tag--faction">{r.factionName}</span>}
            </span>
          </span>
          <Num value={seatAmount(r.buySum)} trend={side === 'buy' ? 'rise' : undefined} />
          <Num value={seatAmount(r.saleSum)} trend={side === 'sale' ? 'fall' : undefined} />
        </Link>
      ))}
    </section>
  );
}
