/**
 * The quote strip of news articles (types 1 and 5): name, code, live last price and change of the
 * article's instrument, from the quote channel through a SecurityStore of its own (the stock home's
 * store is left alone); tapping it opens the stock home.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { trendOf } from '../../lib/colors';
import { DASH, fixed, toNumber } from '../../lib/format/number';
import { formatPrice } from '../../lib/format/price';
import { infoSymbol } from '../../lib/info/symbol';
import { marketSuffix } from '../../lib/market';
import { useStores } from '../../stores/context';
import { SecurityStore } from '../../stores/security';

export const QuoteStrip = observer(function QuoteStrip({
  market,
  symbol,
}: {
  market: string;
  symbol: string;
}) {
  const { quoteConnection } = useStores();
  const store = useMemo(() => new SecurityStore(quoteConnection), [quoteConnection]);
  useEffect(() => {
    // Opened straight from a link the channel may not be open yet (connect is a no-op when it is).
    quoteConnection.connect();
    store.setSymbol(market, symbol);
    store.enter();
    return () => store.leave();
  }, [store, quoteConnection, market, symbol]);

  const last = toNumber(store.dyna?.LastPrice);
  const pre = toNumber(store.statistic?.PreClosePrice);
  const change = last !== null && pre !== null ? last - pre : null;
  const pct = change !== null && pre ? (change / pre) * 100 : null;
  const trend = trendOf(change);
  const sign = change !== null && change > 0 ? '+' : '';
  return (
    <Link to={`/${market}/${symbol}.html`} className="quote-strip">
      <span className="quote-strip__name">{store.stockname || infoSymbol(market, symbol)}</span>
      <span className="quote-strip__code">
        {infoSymbol(market, symbol)}.{marketSuffix(market)}
      </span>
      <span className={`quote-strip__price ${trend}`}>
        {last === null ? DASH : formatPrice(last, market, store.symbol)}
      </span>
      <span className={`quote-strip__change ${trend}`}>
        {pct === null ? DASH : `${sign}${fixed(pct, 2)}%`}
      </span>
      {/* The link's name is what it shows, then where it goes (a name that hid the price failed
          axe's label-content-name-mismatch, issue 37). */}
      <span className="sr-only">，查看行情</span>
      <span className="quote-strip__arrow" aria-hidden />
    </Link>
  );
});
