/** The price panel (§2 (screens and routes)): headline and rows, tap to expand or collapse. */
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { NumCell, Num } from '../number/Num';
import type { Region } from '../../lib/market';
import {
  canExpand,
  collapsedSections,
  expandedSections,
  extendedLine,
  headline,
  type PanelInput,
} from './fields';
import { NOT_LIVE_CLASS, NOT_LIVE_LABEL, priceTestId } from './not-live';
import { liveKeyOf, useIsLive } from '../live/live';
import './price-panel.css';

const REGION_BADGE: Record<Region, string> = { CN: '', HK: '港', USA: '美' };

function badgeOf(market: string, region: Region): string {
  if (region !== 'CN') return REGION_BADGE[region];
  const m = market.toLowerCase();
  return m === 'sz' ? '深' : m === 'bj' ? '京' : '沪';
}

export const PricePanel = observer(function PricePanel({ input }: { input: () => PanelInput }) {
  const [expanded, setExpanded] = useState(false);
  const data = input();
  const h = headline(data);
  // A cold start's cached quote, or a live quote that no longer is (link down, feed stale, silent).
  const live = useIsLive(liveKeyOf(data.market, data.code));
  const stale = data.cachedAt != null || !live;
  const rows = collapsedSections(data);
  const expandable = canExpand(data);
  const more = expanded && expandable ? expandedSections(data) : [];
  const ext = stale ? null : extendedLine(data);
  return (
    <section
      className={`price-panel${expanded ? ' price-panel--expanded' : ''}`}
      data-testid="price-panel"
      data-expanded={expanded ? 'true' : 'false'}
      data-live={stale ? 'false' : 'true'}
      onClick={() => expandable && setExpanded((e) => !e)}
    >
      <div className="price-panel__headline">
        <Num
          value={h.price}
          trend={stale ? undefined : h.trend}
          className={stale ? 'price-panel__price price-panel__price--not-live' : 'price-panel__price'}
          testId={priceTestId(data.cachedAt)}
        />
        <div className="price-panel__change">
          <Num value={h.change} trend={stale ? undefined : h.trend} testId="panel-change" />
          <Num value={h.percent} trend={stale ? undefined : h.trend} testId="panel-percent" />
        </div>
        {stale && (
          <span className="price-panel__not-live" data-testid="panel-not-live">
            {NOT_LIVE_LABEL}
          </span>
        )}
        <span className="price-panel__badge" aria-label="市场">
          {badgeOf(data.market, data.region)}
        </span>
      </div>
      {ext && (
        <div className="price-panel__extended" data-testid="panel-extended">
          <span className="price-panel__extended-label">{ext.label}</span>
          <Num value={ext.price} trend={ext.trend} testId="panel-extended-price" />
          <Num value={ext.change} trend={ext.trend} />
          <Num value={ext.percent} trend={ext.trend} />
        </div>
      )}
      <div className={stale ? `price-panel__grid ${NOT_LIVE_CLASS}` : 'price-panel__grid'}>
        {rows.map((row, r) => (
          <div className="price-panel__row" key={r}>
            {row.map((c) => (
              <NumCell key={c.key} label={c.label} value={c.value} trend={c.trend} testId={`cell-${c.key}`} />
            ))}
          </div>
        ))}
      </div>
      {more.map((section, s) => (
        <div className="price-panel__section" key={s}>
          {section.title && <div className="price-panel__section-title">{section.title}</div>}
          <div
            className={`price-panel__grid price-panel__grid--wrap${section.columns === 2 ? ' price-panel__grid--two' : ''}`}
          >
            {section.cells.map((c) => (
              <NumCell key={c.key} label={c.label} value={c.value} trend={c.trend} testId={`cell-${c.key}`} />
            ))}
          </div>
        </div>
      ))}
      {expandable && (
        <div className="price-panel__toggle" aria-label={expanded ? '收起' : '展开'}>
          <svg
            viewBox="0 0 24 12"
            width="18"
            height="9"
            aria-hidden
            style={{ transform: expanded ? 'rotate(180deg)' : undefined }}
          >
            <path d="M4 2l8 7 8-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </div>
      )}
    </section>
  );
});
