/**
 * /plate/{typeCode}/{prodCode}.html (§2 (screens and routes) "Sector detail"): header, data panel, main chart (分时, 5日,
 * 日K, 周K, 月K: the stock home's chart kit fed by the §7 (the calls it makes) plate chart calls, plate-chart-sources.ts),
 * tabs 成分股 and 资金; tapping a tab scrolls to the tab area minus 100 px. Live values through the
 * block snapshot (203) and the plate status.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { MainChart } from '../../components/chart/MainChart';
import { instrumentOf } from '../../components/chart/chart-store';
import type { PeriodKey } from '../../components/chart/types';
import { useLiveChart } from '../../components/chart/use-live-chart';
import { PageHeader } from '../../components/header/PageHeader';
import { openAppDownload } from '../../components/navigation/external-link';
import { usePageRoute } from '../../components/page/page-context';
import { usePageTitle } from '../../components/page/title';
import { SegmentTabs } from '../../components/tabs/SegmentTabs';
import { appDownloadUrl } from '../../config/download';
import type { Region } from '../../lib/market';
import { constituentListHref } from '../../lib/sector/sector';
import { fetchPlateBasicInfo } from '../../services/plate';
import { ApiError } from '../../api/errors';
import { useStores } from '../../stores/context';
import { ConstituentTable } from './ConstituentTable';
import { FlowCharts } from './FlowCharts';
import { PlatePanel } from './PlatePanel';
import { plateChartSources, snapshotsOf } from './plate-chart-sources';
import { PLATE_MARKET, plateCodeOf, plateSecurity } from './route';
import './sector.css';

const PERIODS: PeriodKey[] = ['min', 'min5', 'day', 'week', 'month'];
/** §2 (screens and routes): a tab tap scrolls to the tab area minus this many pixels. */
const TAB_SCROLL_OFFSET = 100;

type PlateTab = 'members' | 'funds';
const TABS = [
  { key: 'members' as const, label: '成分股' },
  { key: 'funds' as const, label: '资金' },
];

export default observer(function PlatePage() {
  const root = useStores();
  const { params, active } = usePageRoute();
  const typeCode = (params.typeCode ?? '').toUpperCase();
  const prodCode = plateCodeOf(params);
  // The store boot subscribed for this sector (route.ts), if it did: its first snapshot is on its way.
  const [security] = useState(() => plateSecurity(root, prodCode));
  const [name, setName] = useState('');
  /** The members' region (plateBasicInfo): the chart waits for it, its time axis depends on it. */
  const [region, setRegion] = useState<Region | null>(null);
  const [tab, setTab] = useState<PlateTab>('members');
  /** The server does not know the code (404): say so, as the unknown-stock page does. */
  const [missing, setMissing] = useState(false);
  const tabsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    security.setSymbol(PLATE_MARKET, prodCode);
    if (!active) return;
    // Opened straight from a link the channel may not be open yet (connect is a no-op when it is).
    root.quoteConnection.connect();
    security.enter();
    // §4 (states and transitions): a status change after the first value reloads the page after 60 s.
    const stopReload = security.reloadOnStatusChange(() => window.location.reload());
    return () => {
      stopReload();
      security.leave();
    };
  }, [security, root, prodCode, active]);

  useEffect(() => {
    let stale = false;
    setName('');
    setRegion(null);
    setMissing(false);
    fetchPlateBasicInfo(prodCode).then(
      (info) => {
        if (stale) return;
        setName(info.instrumentName);
        setRegion(info.region);
      },
      // §8 (the error catalogue) "Stock group query returns nothing: title '--'". The chart then has no instrument; an
      // unknown code says it does not exist rather than leave the chart loading for ever.
      (err: unknown) => {
        if (stale) return;
        setName('--');
        if (err instanceof ApiError && err.status === 404) setMissing(true);
      },
    );
    return () => {
      stale = true;
    };
  }, [prodCode]);
  usePageTitle(missing ? '板块不存在' : name || undefined);

  const instrument = useMemo(
    () =>
      region && {
        ...instrumentOf(PLATE_MARKET, prodCode, () => security.statistic?.PreClosePrice ?? null),
        region,
      },
    [prodCode, security, region],
  );
  const [sources] = useState(() => plateChartSources(snapshotsOf(security)));
  const chart = useLiveChart({
    quote: root.quoteConnection,
    services: sources,
    instrument,
    periods: PERIODS,
    active,
  });

  const chooseTab = (key: PlateTab) => {
    setTab(key);
    const el = tabsRef.current;
    if (el) window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - TAB_SCROLL_OFFSET });
  };

  return (
    <div className="sector-page plate-page">
      <PageHeader
        host={root.host}
        lead={{ back: 'history' }}
        title={
          <h1 className="sector-page__title">
            {/* An unknown code says so in the header too, as the unknown-stock page does. */}
            {missing ? '板块不存在' : name || '--'}
            <small>{prodCode}</small>
          </h1>
        }
      />
      {missing ? (
        <div className="plate-missing" role="alert" data-testid="plate-not-found">
          <p className="plate-missing__title">未找到该板块</p>
          <p className="plate-missing__detail">板块代码 {prodCode} 不存在</p>
          <Link className="plate-missing__link" to="/bkRank.html">
            查看板块排行
          </Link>
        </div>
      ) : (
        <>
          <PlatePanel security={security} />
          <MainChart
            store={chart}
            periods={PERIODS}
            dark={root.theme.isDark}
            updown={root.theme.updown}
            decimals={2}
            volumeLot={100}
            unit="点"
          />
          <div ref={tabsRef} className="plate-page__tabs">
            <SegmentTabs testId="plate-tabs" tabs={TABS} active={tab} onChange={chooseTab} />
          </div>
          {/* At least a screen tall, so the tab area can always scroll up to 100 px from the top. */}
          <div className="plate-page__body">
            {tab === 'members' ? (
              <>
                <ConstituentTable typeCode={typeCode} prodCode={prodCode} live={active} />
                <div className="plate-page__links">
                  <Link to={constituentListHref(typeCode, prodCode)}>查看全部成分股</Link>
                  <a
                    href={appDownloadUrl()}
                    onClick={(e) => {
                      e.preventDefault();
                      void openAppDownload();
                    }}
                  >
                    下载APP 查看更多板块数据
                  </a>
                </div>
              </>
            ) : (
              <FlowCharts
                prodCode={prodCode}
                dark={root.theme.isDark}
                updown={root.theme.updown}
                live={active}
              />
            )}
          </div>
        </>
      )}
    </div>
  );
});
