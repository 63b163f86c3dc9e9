/**
 * 明细 (§2 (screens and routes)): the latest 50 trades, time HH:mm (exchange time), price, volume; volume coloured by
 * direction (1 green, 2 red, otherwise grey). Follows the newest trade unless scrolled by hand > 20 times.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { tickDirectionTrend, trendAgainst } from '../../../lib/colors';
import { formatNumber } from '../../../lib/format/number';
import { formatPrice } from '../../../lib/format/price';
import { formatMarketTime } from '../../../lib/format/market-time';
import type { SecurityStore } from '../../../stores/security';
import { AutoScrollRule } from './auto-scroll';

export const TickList = observer(function TickList({
  security,
  lotSize,
}: {
  security: SecurityStore;
  lotSize: number;
}) {
  const ticks = security.tick;
  const pre = security.statistic?.PreClosePrice;
  const listRef = useRef<HTMLDivElement>(null);
  const rule = useRef(new AutoScrollRule());

  useEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const onScroll = () => rule.current.onScroll();
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el || !rule.current.follows) return;
    const target = el.scrollHeight - el.clientHeight;
    if (Math.abs(el.scrollTop - target) > 1) {
      rule.current.willScroll();
      el.scrollTop = target;
    }
  }, [ticks]);

  return (
    // A scrolling region must be reachable without touch (keyboard, switch access; issue 37).
    <div
      className="ticks"
      ref={listRef}
      data-testid="tick-list"
      tabIndex={0}
      role="region"
      aria-label="成交明细"
    >
      {ticks.length === 0 && <div className="ticks__empty">暂无成交</div>}
      {ticks.map((t) => (
        <div className="ticks__row" key={t.ID}>
          <span className="ticks__time num">{formatMarketTime(t.Time, security.region, 'HH:mm')}</span>
          <span className={`ticks__price num ${trendAgainst(t.Price, pre)}`}>
            {formatPrice(t.Price, security.market, security.symbol)}
          </span>
          <span className={`ticks__vol num ticks__vol--${tickDirectionTrend(t.Property)}`}>
            {formatNumber(Math.round(t.Volume / lotSize)).replace(/\.00$/, '')}
          </span>
        </div>
      ))}
    </div>
  );
});
