/** The price panel (§2 (screens and routes)): headline and rows, tap to expand or collapse. */
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
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
import { ANNOUNCE_EVERY_MS, nextAnnouncement, spokenPrice } from './spoken';
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
  const sentence = spokenPrice({
    name: data.name ?? '',
    kind: data.kind,
    region: data.region,
    price: h.price,
    change: h.change,
    percent: h.percent,
    status: data.statusText ?? '',
    notLive: stale,
  });
  const { announced, onFocus, onBlur } = usePoliteAnnouncer(sentence);
  return (
    <section
      aria-label="行情"
      onFocus={onFocus}
      onBlur={onBlur}
      className={`price-panel${expanded ? ' price-panel--expanded' : ''}`}
      data-testid="price-panel"
      data-expanded={expanded ? 'true' : 'false'}
      data-live={stale ? 'false' : 'true'}
      onClick={() => expandable && setExpanded((e) => !e)}
    >
      {/* Read as one sentence; the numbers below are for the eye (issue 37). */}
      <span className="sr-only" data-testid="panel-spoken" tabIndex={0}>
        {sentence}
      </span>
      <span className="sr-only" aria-live="polite" data-testid="panel-announce">
        {announced}
      </span>
      <div className="price-panel__headline" aria-hidden>
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
        <div
          className="price-panel__toggle"
          role="button"
          tabIndex={0}
          aria-expanded={expanded}
          aria-label={expanded ? '收起' : '展开'}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ' ') setExpanded((x) => !x);
          }}
        >
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

/**
 * A polite live region that speaks the sentence only while the panel has focus, and at most every
 * ANNOUNCE_EVERY_MS (spoken.ts nextAnnouncement); a change inside the window is said when it ends.
 */
function usePoliteAnnouncer(sentence: string) {
  const [focused, setFocused] = useState(false);
  const [announced, setAnnounced] = useState('');
  const said = useRef<{ text: string; at: number } | null>(null);
  const [wake, setWake] = useState(0);
  useEffect(() => {
    const now = Date.now();
    const next = nextAnnouncement(sentence, said.current, focused, now);
    if (next !== null) {
      said.current = { text: next, at: now };
      setAnnounced(next);
      return;
    }
    if (!focused || !said.current || said.current.text === sentence) return;
    const timer = setTimeout(() => setWake((n) => n + 1), said.current.at + ANNOUNCE_EVERY_MS - now);
    return () => clearTimeout(timer);
  }, [sentence, focused, wake]);
  return {
    announced,
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  };
}
