/**
 * Stock home (§2 (screens and routes)), routes / and /{market}/{code}.html, kept alive. Top to bottom: in a browser the
 * common header (§2 (screens and routes), scrolling away), then the stock header (sticky), price panel, rolling news bar,
 * main chart, lower tabs, fixed download footer. Subscribes while the page
 * is on screen and unsubscribes when it is hidden or gone (§4 (states and transitions)).
 */
import { LiveArea, liveKeyOf } from '../../components/live/live';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { usePageRoute } from '../../components/page/page-context';
import { usePageTitle } from '../../components/page/title';
import { pricePrecision } from '../../lib/format/price';
import { displayCode } from '../../lib/market';
import { quoteServices } from '../../services/quote';
import { useIdleReady } from '../../components/async/use-idle-ready';
import { useStores } from '../../stores/context';
import { ChartLoading } from '../../components/chart/ChartLoading';
import { useLandscape } from '../../components/chart/fullscreen/use-landscape';
import { needsRotation } from '../../components/chart/fullscreen/layout';
import { bridge } from '../../../bridge';
import { stockPeriods } from '../../components/chart/types';
import { DownloadFooter } from './DownloadFooter';
import { NotFoundState } from './NotFoundState';
import { StockPageStore } from './page-store';
import { PricePanel } from '../../components/price-panel/PricePanel';
import { unitOf } from '../../components/price-panel/spoken';
import { PartError, retryableLazy } from '../../components/feedback/PartError';
import { extendedQuote } from '../../lib/extended-hours';
import { marketStatusText } from '../../lib/status';
import { NOT_LIVE_CLASS } from '../../components/price-panel/not-live';
import { NewsBarBox } from './news-bar/NewsBarBox';
import { RightPanel } from './right-panel/RightPanel';
import { rightPanelTabs } from './right-panel/tabs';
import { instrumentFromRoute } from './route';
import { StockHeader } from './StockHeader';
import './stock.css';

/**
 * The chart's own code (drawing, gestures, markers, landscape) comes with the chart library, not
 * before the first render: the chart cannot draw before ECharts has loaded anyway, and the price
 * panel's first render then waits for less code (issue 21: cold start; issue 4: initial bundle).
 */
const { Part: MainChart, reset: reloadMainChart } = retryableLazy(() =>
  import('../../components/chart/MainChart').then((m) => ({ default: m.MainChart })),
);
const LandscapeChart = lazy(() =>
  import('../../components/chart/fullscreen/LandscapeChart').then((m) => ({ default: m.LandscapeChart })),
);

/**
 * §2 (screens and routes)'s common header is drawn in a browser only (inside the app the host's bar is the way around):
 * its code (login gate, avatar, menu) is asked for after the first render (an effect), in its own
 * box meanwhile.
 */
const CommonHeader = lazy(() =>
  import('../../components/header/CommonHeader').then((m) => ({ default: m.CommonHeader })),
);
const COMMON_HEADER_BOX = (
  <div className="page-header common-header--inline" aria-hidden data-testid="common-header-loading" />
);

/**
 * The rolling news bar's code (the news service, article links, dayjs's time formats) is asked for
 * once the first render is on screen and the instrument is confirmed, not during that render (the
 * dictionary's answer often comes before the page's code): the bar shows nothing until its own HTTP
 * reply anyway (issue 4: initial bundle).
 */
// The bar's place is kept from the first render (NewsBarBox), so the chart under it never moves.
const { Part: RollingNewsBar, reset: reloadRollingNews } = retryableLazy(
  () => import('./news-bar/RollingNewsBar'),
);

/** Below the fold: loaded after the quote area so it never delays the first price. */
const { Part: LowerTabs, reset: reloadLowerTabs } = retryableLazy(() => import('./lower-tabs/LowerTabs'));

/** The lower tabs start at the first idle moment after the price and chart data, at most this late after mount. */
const LOWER_TABS_MAX_WAIT_MS = 2000;

const STOCK_PERIODS = stockPeriods(false);
const ETF_PERIODS = stockPeriods(true);

/** §9 (business constants and limits): scrolling over 30 px shows the info header. */
export const INFO_HEADER_SCROLL_PX = 30;

const StockPage = observer(function StockPage() {
  const route = usePageRoute();
  const root = useStores();
  const { market, code } = instrumentFromRoute(route.params, route.query);
  const page = useMemo(
    () => new StockPageStore(root.security, root.quoteConnection, quoteServices, undefined, root.lineCache),
    [root],
  );
  const security = page.security;
  const cachedLine = useMemo(() => page.loadCachedLine(market, code), [page, market, code]);

  // Order matters: the connection is started and the instrument set before the page subscribes.
  useEffect(() => {
    root.quoteConnection.connect();
    page.open(market, code);
  }, [page, root, market, code]);
  useEffect(() => {
    if (!route.active) return;
    page.enter();
    return () => page.leave();
  }, [page, root, route.active]);

  const landscape = useLandscape(bridge);
  const chartState = page.chart.state[page.chart.period];
  const belowFoldReady = useIdleReady(
    LOWER_TABS_MAX_WAIT_MS,
    security.dyna !== null && (chartState === 'ready' || chartState === 'error'),
  );
  const [scrolled, setScrolled] = useState(false);
  // The common header's and the news bar's code are asked for once the first render is on screen,
  // not during it.
  const [afterFirstRender, setAfterFirstRender] = useState(false);
  useEffect(() => setAfterFirstRender(true), []);
  useEffect(() => {
    if (!route.active) return;
    const onScroll = () => setScrolled(window.scrollY > INFO_HEADER_SCROLL_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [route.active]);

  const name = page.name;
  // Only an instrument the dictionary knows names the page: /hk/700.html (not a code: HK codes
  // are five digits) titled itself 腾讯控股(000) next to 代码不存在 (issue 31 item 3).
  usePageTitle(
    page.existence === 'found' && name
      ? `${name}(${displayCode(security.market, security.symbol)})`
      : undefined,
  );

  // §2 (screens and routes) common header in a browser only: inside the app the host's own navigation is the way around.
  const common = root.host.inApp ? null : !afterFirstRender ? (
    COMMON_HEADER_BOX
  ) : (
    <Suspense fallback={COMMON_HEADER_BOX}>
      <CommonHeader host={root.host} user={root.user} inline />
    </Suspense>
  );

  if (page.existence === 'not-found') {
    return (
      <div className="stock-page">
        {common}
        <NotFoundState market={market} code={code} />
      </div>
    );
  }

  const kind = page.panelKind;
  const liveKey = liveKeyOf(security.market, security.symbol);
  const ready = security.market !== '' && security.symbol !== '';
  const rightTabs = rightPanelTabs(security.region, security.kind === 'etf' ? 'etf' : kind);
  return (
    <div className="stock-page" data-testid="stock-page">
      {common}
      <StockHeader security={security} showQuote={scrolled} name={name} host={root.host} />
      {ready && (
        <>
          <PricePanel
            input={() => ({
              market: security.market,
              code: security.symbol,
              region: security.region,
              kind,
              dyna: security.dyna,
              statistic: security.statistic,
              lotSize: page.lotSize,
              gene: page.gene,
              detail: page.detail,
              cachedAt: security.cachedAt,
              name,
              statusText: marketStatusText(security.status?.StatusType, security.region, true),
              extended: extendedQuote({
                region: security.region,
                status: security.status?.StatusType,
                ticks: security.tick,
                preClose: security.statistic?.PreClosePrice,
                last: security.dyna?.LastPrice,
              }),
            })}
          />
          {page.existence === 'found' && afterFirstRender ? (
            <PartError onRetry={reloadRollingNews}>
              <Suspense fallback={<NewsBarBox />}>
                <RollingNewsBar market={security.market} code={security.code} />
              </Suspense>
            </PartError>
          ) : (
            <NewsBarBox />
          )}
          <PartError onRetry={reloadMainChart}>
            <Suspense fallback={<ChartLoading withTabs line={cachedLine} />}>
              <MainChart
                store={page.chart}
                periods={kind === 'etf' ? ETF_PERIODS : STOCK_PERIODS}
                dark={root.theme.isDark}
                updown={root.theme.updown}
                decimals={pricePrecision(security.market, security.symbol)}
                volumeLot={page.volumeLot}
                unit={unitOf(kind, security.region)}
                onLandscape={landscape.open}
                cachedLine={cachedLine}
                liveKey={liveKey}
                aside={
                  rightTabs.length > 0
                    ? ({ height, palette }) => (
                        <LiveArea
                          liveKey={liveKey}
                          className={security.cachedAt !== null ? NOT_LIVE_CLASS : undefined}
                          style={{ display: 'flex', flex: 'none' }}
                          testId="right-panel-live"
                        >
                          <RightPanel
                            security={security}
                            tabs={rightTabs}
                            lotSize={page.volumeLot}
                            loadLargeOrders={page.loadLargeOrders}
                            palette={palette}
                            active={route.active}
                            height={height}
                          />
                        </LiveArea>
                      )
                    : undefined
                }
              />
            </Suspense>
          </PartError>
          {landscape.state && route.active && (
            <Suspense fallback={null}>
              <LandscapeChart
                store={page.chart}
                periods={kind === 'etf' ? ETF_PERIODS : STOCK_PERIODS}
                dark={root.theme.isDark}
                updown={root.theme.updown}
                decimals={pricePrecision(security.market, security.symbol)}
                volumeLot={page.volumeLot}
                unit={unitOf(kind, security.region)}
                title={name ? `${name}(${displayCode(security.market, security.symbol)})` : ''}
                rotated={needsRotation(landscape.state.mode, window.innerWidth, window.innerHeight)}
                onClose={landscape.close}
              />
            </Suspense>
          )}
          {/* Requested once the instrument is confirmed, the price and chart data are in and the browser
              is idle, so its chunk never competes with them. */}
          {page.existence === 'found' && belowFoldReady && (
            <PartError onRetry={reloadLowerTabs}>
              <Suspense fallback={<div className="stock-page__tabs-loading">正在加载...</div>}>
                <LowerTabs
                  market={security.market}
                  code={security.code}
                  stickyTop={root.host.navBar ? '0px' : undefined}
                />
              </Suspense>
            </PartError>
          )}
        </>
      )}
      <DownloadFooter host={root.host} />
    </div>
  );
});

export default StockPage;
