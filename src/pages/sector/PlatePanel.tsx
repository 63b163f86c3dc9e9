/**
 * The sector's data panel (§2 (screens and routes) "Sector detail"): last value, change and rate, high, low, volume,
 * amount, advancers / unchanged / decliners, live from the block snapshot (203), and the plate
 * status (§4 (states and transitions) "Plate status": 开盘, 交易中, 已收盘, 休市; an unknown code shows nothing).
 */
import { liveClass, liveKeyOf, useIsLive } from '../../components/live/live';
import { observer } from 'mobx-react-lite';
import { Num } from '../../components/number/Num';
import { trendOf } from '../../lib/colors';
import { formatNumber, formatFixed } from '../../lib/format/number';
import { formatRatioPercent } from '../../lib/format/percent';
import { plateStatusText } from '../../lib/status';
import type { SecurityStore } from '../../stores/security';

/** Sector volumes are in shares; shown in lots like the A-shares they are made of. */
const LOT = 100;

export const PlatePanel = observer(function PlatePanel({ security }: { security: SecurityStore }) {
  const d = security.dyna;
  const pre = security.statistic?.PreClosePrice;
  const change = d ? d.Updown : null;
  const trend = trendOf(change);
  const rate = d && pre ? d.Updown / pre : null;
  const status = plateStatusText(security.status?.StatusType);
  const cell = (label: string, value: string, t?: ReturnType<typeof trendOf>, testId?: string) => (
    <div className="plate-panel__cell">
      <span className="plate-panel__label">{label}</span>
      <Num value={value} trend={t} testId={testId} />
    </div>
  );
  const live = useIsLive(liveKeyOf(security.market, security.symbol));
  return (
    <section
      className={liveClass(live, 'plate-panel')}
      data-testid="plate-panel"
      data-live={live ? 'true' : 'false'}
    >
      <div className="plate-panel__head">
        <Num
          className="plate-panel__last"
          value={formatFixed(d?.LastPrice)}
          trend={trend}
          testId="plate-last"
        />
        <div className="plate-panel__change">
          <Num
            value={change === null ? '--' : `${change > 0 ? '+' : ''}${formatFixed(change)}`}
            trend={trend}
          />
          <Num value={rate === null ? '--' : formatRatioPercent(rate)} trend={trend} testId="plate-rate" />
        </div>
        {status && (
          <span className="plate-panel__status" data-testid="plate-status">
            {status}
          </span>
        )}
      </div>
      <div className="plate-panel__grid">
        {cell('最高', formatFixed(d?.HighestPrice), pre && d ? trendOf(d.HighestPrice - pre) : undefined)}
        {cell('最低', formatFixed(d?.LowestPrice), pre && d ? trendOf(d.LowestPrice - pre) : undefined)}
        {cell('成交量', d ? `${formatNumber(d.Volume / LOT)}手` : '--')}
        {cell('成交额', formatNumber(d?.Amount))}
        {cell('上涨', d ? String(d.Z ?? '--') : '--', 'rise', 'plate-up')}
        {cell('平盘', d ? String(d.P ?? '--') : '--', 'flat')}
        {cell('下跌', d ? String(d.D ?? '--') : '--', 'fall')}
        {cell('昨收', formatFixed(pre))}
      </div>
    </section>
  );
});
