/** 五档 (§2 (screens and routes)): sell levels 卖5…卖1 above buy levels 买1…买5, price and volume in lots, '--' when missing. */
import { observer } from 'mobx-react-lite';
import { trendAgainst } from '../../../lib/colors';
import { DASH } from '../../../lib/format/number';
import { formatBookVolume, formatPrice } from '../../../lib/format/price';
import type { SecurityStore } from '../../../stores/security';

const CN_DIGITS = ['1', '2', '3', '4', '5'];

export const OrderBook = observer(function OrderBook({
  security,
  lotSize,
}: {
  security: SecurityStore;
  lotSize: number;
}) {
  const d = security.dyna;
  const pre = security.statistic?.PreClosePrice;
  const level = (prices: number[] | null | undefined, vols: number[] | null | undefined, i: number) => {
    const p = prices?.[i];
    const v = vols?.[i];
    const has = typeof p === 'number' && p > 0;
    return {
      price: has ? formatPrice(p, security.market, security.symbol) : DASH,
      volume: has ? formatBookVolume(v, lotSize) : DASH,
      trend: has ? trendAgainst(p, pre) : undefined,
    };
  };
  const row = (label: string, l: ReturnType<typeof level>, key: string) => (
    <div className="book__row" key={key} data-testid={`book-${key}`}>
      <span className="book__label">{label}</span>
      <span className={`book__price num${l.trend ? ` ${l.trend}` : ''}`}>{l.price}</span>
      <span className="book__vol num">{l.volume}</span>
    </div>
  );
  return (
    <div className="book" data-testid="order-book">
      <div className="book__side">
        {[4, 3, 2, 1, 0].map((i) =>
          row(`卖${CN_DIGITS[i]}`, level(d?.SellPrice, d?.SellVolume, i), `s${i + 1}`),
        )}
      </div>
      <div className="book__side book__side--buy">
        {[0, 1, 2, 3, 4].map((i) =>
          row(`买${CN_DIGITS[i]}`, level(d?.BuyPrice, d?.BuyVolume, i), `b${i + 1}`),
        )}
      </div>
    </div>
  );
});
