/**
 * The stock home's lower tabs (§2 (screens and routes)): news, announcements, research, profile, financials, forum,
 * sectors and focus news, the set chosen per instrument (§4 (states and transitions), tabs.ts). Keyed by instrument, so a
 * switch of instrument starts every tab list and page afresh (§4 (states and transitions) "if the code changes, info tab
 * lists and pages reset"). Tabs render on first visit and then stay mounted, keeping their lists.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import Tabs from 'react-vant/es/tabs';
import { useScrollToAnchor } from '../../../components/page/use-scroll-to-anchor';
import { useTabRoles } from '../../../components/tabs/use-tab-roles';
import type { LowerTabKey } from '../../../lib/market';
import { FinanceTab } from './FinanceTab';
import { FocusTab } from './FocusTab';
import { loadForumTab } from './forum-slot';
import { NewsTab } from './NewsTab';
import { ProfileTab } from './ProfileTab';
import { ResearchTab } from './ResearchTab';
import { SectorTab } from './SectorTab';
import { infoSymbol, tabsFor } from './tabs';
import './lower-tabs.css';

/** The tab bar sticks just under the stock home's sticky header (header.css .page-header height). */
export const UNDER_HEADER = '0.48rem';

/** The forum tab of the community work, when plugged in (forum-slot.ts). */
const ForumTab = loadForumTab ? lazy(loadForumTab) : null;

export interface LowerTabsProps {
  market: string;
  code: string;
  /** Where the tab bar sticks: under the page's header, or at the top when the host's bar has it. */
  stickyTop?: string;
}

export default function LowerTabs({ market, code, stickyTop = UNDER_HEADER }: LowerTabsProps) {
  return <InstrumentTabs key={`${market}/${code}`} market={market} code={code} stickyTop={stickyTop} />;
}

function InstrumentTabs({ market, code, stickyTop }: LowerTabsProps) {
  const tabs = tabsFor(market, code, ForumTab !== null);
  const [active, setActive] = useState<LowerTabKey>(tabs[0].key);
  const tabsRef = useRef<HTMLDivElement>(null);
  useTabRoles(tabsRef);
  const symbol = infoSymbol(market, code);
  // ?tab=jiankuang (the chart's ex-right marker, issue 21) opens that tab; #dividend scrolls to the
  // distributions once they are drawn.
  const { search, hash } = useLocation();
  const linkedTab = tabs.find((t) => t.key === new URLSearchParams(search).get('tab'))?.key;
  useEffect(() => {
    if (linkedTab) setActive(linkedTab);
  }, [linkedTab, search]);
  useScrollToAnchor(linkedTab && hash ? hash.slice(1) : null);

  const content = (key: LowerTabKey): ReactNode => {
    switch (key) {
      case 'zixun':
        return <NewsTab market={market} symbol={symbol} dataType={1} />;
      case 'gonggao':
        return <NewsTab market={market} symbol={symbol} dataType={2} />;
      case 'yanbao':
        return <ResearchTab market={market} symbol={symbol} />;
      case 'jiankuang':
        return <ProfileTab market={market} symbol={symbol} />;
      case 'caiwu':
        return <FinanceTab market={market} symbol={symbol} />;
      case 'guba':
        return ForumTab ? (
          <Suspense fallback={null}>
            <ForumTab market={market} code={code} />
          </Suspense>
        ) : null;
      case 'bankuai':
        return <SectorTab market={market} symbol={symbol} />;
      case 'focus':
        return <FocusTab market={market} symbol={symbol} />;
    }
  };

  return (
    <div className="lower-tabs" data-testid="lower-tabs" ref={tabsRef}>
      <Tabs
        active={active}
        onChange={(name) => setActive(name as LowerTabKey)}
        sticky
        offsetTop={stickyTop}
        lazyRender
        lineWidth={20}
        swipeThreshold={5}
        className="lower-tabs__tabs"
      >
        {tabs.map((t) => (
          <Tabs.TabPane key={t.key} name={t.key} title={t.label}>
            <div className="lower-tabs__pane" data-tab={t.key}>
              {content(t.key)}
            </div>
          </Tabs.TabPane>
        ))}
      </Tabs>
    </div>
  );
}
