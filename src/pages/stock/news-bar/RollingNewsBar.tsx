/**
 * The stock home's rolling news bar (§2 (screens and routes), §9 (business constants and limits)): the stock's rolling news, one line at a time, moving to
 * the next every 10 s when there is more than one item. Tapping opens the article (type 1).
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { RollingNewsItem } from '../../../../contract/news';
import { useAsync } from '../../../components/async/use-async';
import { useEvery } from '../../../components/async/use-every';
import { articlePath } from '../../../lib/info/article';
import { getRollingNews } from '../../../services/news';
import { infoSymbol } from '../../../lib/info/symbol';
import { NewsBarBox } from './NewsBarBox';
import './rolling-news.css';

/** §9 (business constants and limits): rolling news scrolls every 10 s. */
export const ROLL_INTERVAL_MS = 10_000;

/** Index of the item to show after `ticks` intervals (wraps around). */
export function rollIndex(ticks: number, count: number): number {
  return count > 0 ? ticks % count : 0;
}

export default function RollingNewsBar({ market, code }: { market: string; code: string }) {
  const symbol = infoSymbol(market, code);
  const state = useAsync(() => getRollingNews(symbol, market), [symbol, market]);
  // Its place is kept until the list came; a stock with no news (or a failed call) gives it back.
  if (state.loading) return <NewsBarBox />;
  const items = state.data ?? [];
  if (items.length === 0) return null;
  return <Roller key={`${market}/${symbol}`} items={items} market={market} symbol={symbol} />;
}

function Roller({ items, market, symbol }: { items: RollingNewsItem[]; market: string; symbol: string }) {
  const [ticks, setTicks] = useState(0);
  useEvery(() => setTicks((n) => n + 1), items.length > 1 ? ROLL_INTERVAL_MS : null);
  const index = rollIndex(ticks, items.length);
  return (
    <div className="rolling-news" role="marquee" aria-live="off">
      <span className="rolling-news__icon" aria-hidden>
        资讯
      </span>
      <div className="rolling-news__viewport">
        <div className="rolling-news__track" style={{ transform: `translateY(${-index * 100}%)` }}>
          {items.map((n, i) => (
            <Link
              key={n.newId}
              to={articlePath(market, symbol, 1, n.newId)}
              className="rolling-news__item"
              tabIndex={i === index ? 0 : -1}
              aria-hidden={i !== index}
            >
              {n.title}
            </Link>
          ))}
        </div>
      </div>
      <span className="rolling-news__arrow" aria-hidden />
    </div>
  );
}
