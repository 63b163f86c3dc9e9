/** The day's summary: counts per signal, net buy, buy and sell sums (§3 Dragon-Tiger summary). */
import { observer } from 'mobx-react-lite';
import type { DragonTigerSummary } from '../../api/contract/dragonTiger';
import { NumCell } from '../../components/number/Num';
import { summaryCells } from './format';

export const SummaryStrip = observer(function SummaryStrip({
  summary,
}: {
  summary: DragonTigerSummary | null;
}) {
  return (
    <div className="lhb-summary" data-testid="lhb-summary">
      {summaryCells(summary).map((c) => (
        <NumCell
          key={c.key}
          label={c.label}
          value={c.value}
          trend={c.trend}
          testId={`lhb-summary-${c.key}`}
        />
      ))}
    </div>
  );
});
