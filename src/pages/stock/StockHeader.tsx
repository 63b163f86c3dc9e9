/**
 * Stock home header (§2): back arrow, name (cut to 10 characters plus an ellipsis) and code with its
 * market suffix, search icon. The second line shows the market status with the quote time
 * (MM-DD HH:mm:ss, USA labelled 美东); once the page has scrolled past 30 px it shows the last price
 * and change instead (the info header).
 */
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { goBack } from '../../components/navigation/external-link';
import { formatMarketTime, zoneLabel } from '../../lib/format/time';
import { displayCode, marketSuffix } from '../../lib/market';
import { marketStatusText } from '../../lib/status';
import { truncateName } from '../../lib/text';
import type { SecurityStore } from '../../stores/security';
import { headline } from '../../components/price-panel/fields';

export const StockHeader = observer(function StockHeader({
  security,
  showQuote,
  name,
}: {
  security: SecurityStore;
  /** The info header: price and change instead of the status line. */
  showQuote: boolean;
  name: string;
}) {
  const navigate = useNavigate();
  // §2: the quote symbol (HK 0700) shown with its leading 0 (00700).
  const code = `${displayCode(security.market, security.symbol)}.${marketSuffix(security.market)}`;
  const status = marketStatusText(security.status?.StatusType, security.region, true);
  const time = security.dyna?.Time ? formatMarketTime(security.dyna.Time, security.region) : '';
  const zone = zoneLabel(security.region);
  const h = headline({
    market: security.market,
    code: security.symbol,
    region: security.region,
    kind: 'stock',
    dyna: security.dyna,
    statistic: security.statistic,
  });
  const back = () => goBack(navigate);
  return (
    <header className="stock-header" data-testid="stock-header">
      <button type="button" className="stock-header__icon" aria-label="返回" onClick={back}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden>
          <path
            d="M15 4l-8 8 8 8"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <div className="stock-header__title">
        <div className="stock-header__name">
          <span data-testid="header-name">{truncateName(name) || '--'}</span>
          <span className="stock-header__code">{code}</span>
        </div>
        <div className="stock-header__sub" data-testid="header-sub">
          {showQuote ? (
            <span className={`num ${h.trend}`} data-testid="header-quote">
              {h.price} {h.change} {h.percent}
            </span>
          ) : (
            <span>
              {status ?? ''} {time}
              {zone && ` ${zone}`}
            </span>
          )}
        </div>
      </div>
      <Link className="stock-header__icon" to="/search.html" aria-label="搜索">
        <svg viewBox="0 0 24 24" width="21" height="21" aria-hidden>
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Link>
    </header>
  );
});
