/**
 * Stock home header (§2 (screens and routes)), on the kit's PageHeader: back arrow, name (cut to 10 characters plus an
 * ellipsis) and code with its market suffix, search. The second line shows the market status with
 * the quote time (MM-DD HH:mm:ss, USA labelled 美东); once the page has scrolled past 30 px it shows
 * the last price and change instead (the info header). Inside the app the host's bar takes it.
 */
import { liveClass, liveKeyOf, useIsLive } from '../../components/live/live';
import { observer } from 'mobx-react-lite';
import { headline } from '../../components/price-panel/fields';
import type { HeaderAction } from '../../components/header/actions';
import { PageHeader, type HeaderHost } from '../../components/header/PageHeader';
import { formatMarketTime, zoneLabel } from '../../lib/format/market-time';
import { displayCode, marketSuffix } from '../../lib/market';
import { marketStatusText } from '../../lib/status';
import { truncateName } from '../../lib/truncate-name';
import type { SecurityStore } from '../../stores/security';
import { useStores } from '../../stores/context';
import { WatchStar } from '../../components/header/WatchStar';
import { watchId } from '../../lib/watchlist';
import { AlertBell } from '../../components/alerts/AlertBell';
import { useLoginGate } from '../../components/community/use-login-gate';
import { pricePrecision } from '../../lib/format/price';

const ACTIONS: readonly HeaderAction[] = [
  { id: 'search', label: '搜索', icon: 'search', to: '/search.html' },
];

export const StockHeader = observer(function StockHeader({
  security,
  showQuote,
  name,
  host,
}: {
  security: SecurityStore;
  /** The info header: price and change instead of the status line. */
  showQuote: boolean;
  name: string;
  host: HeaderHost;
}) {
  // §2 (screens and routes): the quote symbol (HK 0700) shown with its leading 0 (00700).
  const code = `${displayCode(security.market, security.symbol)}.${marketSuffix(security.market)}`;
  const status = marketStatusText(security.status?.StatusType, security.region, true);
  const time = security.dyna?.Time ? formatMarketTime(security.dyna.Time, security.region) : '';
  const zone = zoneLabel(security.region);
  const { watchlist, alerts, user } = useStores();
  const gate = useLoginGate(user);
  // The route's market and code as the universe names them (/hk/00700.html → HKSE:00700).
  const wid = watchId(security.market, security.code);
  const live = useIsLive(liveKeyOf(security.market, security.symbol)) && security.cachedAt === null;
  const h = headline({
    market: security.market,
    code: security.symbol,
    region: security.region,
    kind: 'stock',
    dyna: security.dyna,
    statistic: security.statistic,
  });
  return (
    <PageHeader
      host={host}
      className="stock-header"
      testId="stock-header"
      lead={{ back: 'history' }}
      title={
        <div className="stock-header__name">
          <span data-testid="header-name">{truncateName(name) || '--'}</span>
          <span className="stock-header__code">{code}</span>
        </div>
      }
      sub={
        <span data-testid="header-sub">
          {showQuote ? (
            <span
              className={liveClass(live, `num ${h.trend}`)}
              data-testid="header-quote"
              data-live={live ? 'true' : 'false'}
            >
              {h.price} {h.change} {h.percent}
            </span>
          ) : (
            <span>
              {status ?? ''} {time}
              {zone && ` ${zone}`}
            </span>
          )}
        </span>
      }
      end={
        <>
          {wid && <WatchStar active={watchlist.has(wid)} onToggle={() => void watchlist.toggle(wid)} />}
          {wid && (
            <AlertBell store={alerts} instrument={wid} quote={alertQuote(security)} gate={() => gate()} />
          )}
        </>
      }
      actions={ACTIONS}
    />
  );
});

/** The numbers the alert form starts from: last price, change % against the previous close. */
function alertQuote(security: SecurityStore): {
  price: number | null;
  change: number | null;
  decimals: number;
} {
  const last = Number(security.dyna?.LastPrice);
  const pre = Number(security.statistic?.PreClosePrice);
  const price = Number.isFinite(last) && last > 0 ? last : null;
  return {
    price,
    change: price !== null && pre > 0 ? (price / pre - 1) * 100 : null,
    decimals: pricePrecision(security.market, security.symbol),
  };
}
