/** Focus news (focus): items with their column label (columnBeans), each opening a type-4 article. */
import { Link } from 'react-router-dom';
import { AsyncBlock } from '../../../components/async/AsyncBlock';
import { useAsync } from '../../../components/async/use-async';
import { formatMonthDayTime } from '../../../lib/format/time';
import { articlePath } from '../../../lib/info/article';
import { regionOf } from '../../../lib/market';
import { getFocusNews } from '../../../services/news';

export function FocusTab({ market, symbol }: { market: string; symbol: string }) {
  const state = useAsync(() => getFocusNews(market, symbol), [market, symbol]);
  return (
    <AsyncBlock state={state} isEmpty={(d) => !d.newsList?.length}>
      {(d) => {
        const names = new Map((d.columnBeans ?? []).map((c) => [c.code, c.name]));
        return (
          <div className="info-list">
            {d.newsList.map((n) => (
              <Link key={n.newsId} to={articlePath(market, symbol, 4, n.newsId)} className="info-row">
                <span className="info-row__title">{n.title}</span>
                <span className="info-row__meta">
                  <span className="info-row__left">
                    {names.get(n.columnCode) && (
                      <span className="column-label">{names.get(n.columnCode)}</span>
                    )}
                  </span>
                  <span>{formatMonthDayTime(n.showTime, regionOf(market))}</span>
                </span>
              </Link>
            ))}
            <div className="info-list__end">无更多数据</div>
          </div>
        );
      }}
    </AsyncBlock>
  );
}
