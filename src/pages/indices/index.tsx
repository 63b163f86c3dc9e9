/**
 * /markIndex.html (§2 (screens and routes) "Major indices"): the common header, then tabs 沪深 / 板块 / 环球; `tab` in the
 * query picks one and follows the tab. Each tab's data lives and polls only while it is shown.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAsync } from '../../components/async/use-async';
import { CommonHeader } from '../../components/header/CommonHeader';
import { useRefreshEvery } from '../../components/list/use-refresh-every';
import { usePageRoute } from '../../components/page/page-context';
import { SegmentTabs } from '../../components/tabs/SegmentTabs';
import { MARK_INDEX_TABS, tabOf, type MarkIndexTab } from '../../lib/indices/indices';
import { indicesServices } from '../../services/indices';
import { useStores } from '../../stores/context';
import { GLOBAL_POLL_MS, SECTOR_POLL_MS, globalIndicesList } from './boards-store';
import { GlobalList } from './GlobalList';
import { IndexTiles } from './IndexTiles';
import { RANK_POLL_MS, RankStore } from './rank-store';
import { RankList } from './RankList';
import { rankListCalls } from './route';
import { SectorBlocks } from './SectorBlocks';
import { WayIn } from './WayIn';
import './indices.css';

function ShanghaiShenzhen() {
  const root = useStores();
  // §3 (entities and their fields): the tiles are the Security store's; the boot warm-up (route.ts) may have subscribed them.
  const tiles = root.security.indexTiles;
  // The first rows' request may be on its way already: the boot's head start (route.ts).
  const rank = useMemo(() => new RankStore(rankListCalls(root.headStarts)), [root]);
  useEffect(() => {
    root.quoteConnection.connect();
    tiles.enter();
    void rank.refresh();
    return () => tiles.leave();
  }, [root, tiles, rank]);
  useRefreshEvery(rank, RANK_POLL_MS);
  return (
    <>
      <IndexTiles tiles={tiles.tiles} />
      <WayIn />
      <RankList store={rank} />
    </>
  );
}

function Sectors() {
  const state = useAsync(() => indicesServices.fetchBkUpDownPlate(), []);
  useRefreshEvery(state, SECTOR_POLL_MS);
  return <SectorBlocks state={state} />;
}

function Global() {
  const list = useMemo(() => globalIndicesList(indicesServices), []);
  useEffect(() => void list.poll(), [list]);
  const poll = useMemo(() => ({ refresh: list.poll }), [list]);
  useRefreshEvery(poll, GLOBAL_POLL_MS);
  return <GlobalList list={list} />;
}

const MarkIndexPage = observer(function MarkIndexPage() {
  const root = useStores();
  const route = usePageRoute();
  const navigate = useNavigate();
  const tab = tabOf(route.query.get('tab'));
  const select = (next: MarkIndexTab) => void navigate(`/markIndex.html?tab=${next}`, { replace: true });
  return (
    <div className="indices-page" data-testid="indices-page">
      <CommonHeader host={root.host} user={root.user} />
      <SegmentTabs
        tabs={MARK_INDEX_TABS.map((label, i) => ({ key: String(i), label }))}
        active={String(tab)}
        onChange={(k) => select(tabOf(k))}
        className="indices-tabs"
        testId="indices-tabs"
      />
      {route.active && tab === 0 && <ShanghaiShenzhen />}
      {route.active && tab === 1 && <Sectors />}
      {route.active && tab === 2 && <Global />}
    </div>
  );
});

export default MarkIndexPage;
