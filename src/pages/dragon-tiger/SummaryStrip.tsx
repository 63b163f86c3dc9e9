/**
 * The day's summary (§3 (entities and their fields) Dragon-Tiger summary): the counts per signal on one line, the net buy
 * (rise red / fall green), buy and sell sums on the next.
 */
import type { DragonTigerSummary } from '../../../contract/dragon-tiger';
import { Num } from '../../components/number/Num';
import { summaryLines, type SummaryCell } from './format';

function Cell({ c }: { c: SummaryCell }) {
  return (
    <div className="lhb-summary__cell" data-testid={`lhb-summary-${c.key}`}>
      <span className="lhb-summary__label">{c.label}</span>
      <Num value={c.value} trend={c.trend} className="lhb-summary__value" />
    </div>
  );
}

export function SummaryStrip({ summary }: { summary: DragonTigerSummary | null }) {
  const [counts, sums] = summaryLines(summary);
  return (
    <div className="lhb-summary" data-testid="lhb-summary">
      <div className="lhb-summary__row lhb-summary__row--counts">
        {counts.map((c) => (
          <Cell key={c.key} c={c} />
        ))}
      </div>
      <div className="lhb-summary__row lhb-summary__row--sums">
        {sums.map((c) => (
          <Cell key={c.key} c={c} />
        ))}
      </div>
    </div>
  );
}
