/**
 * News (zixun, dataType 1) and announcements (gonggao, dataType 2): an infinite list of title, media
 * and MM-DD HH:mm, 20 a page, paged by the last item's dataTime (pubTime); a row opens the article.
 */
import { Link } from 'react-router-dom';
import type { NewsDataType, NewsItem } from '../../../../contract/news';
import { InfiniteList } from '../../../components/list/InfiniteList';
import { lastItemPaging } from '../../../components/list/paged-list';
import { usePagedList } from '../../../components/list/use-paged-list';
import { formatMonthDayTime } from '../../../lib/format/time';
import { articlePath } from '../../../lib/info/article';
import { newsMarket, regionOf } from '../../../lib/market';
import { getNewsList } from '../../../services/news';

export function NewsTab({
  market,
  symbol,
  dataType,
}: {
  market: string;
  symbol: string;
  dataType: NewsDataType;
}) {
  const list = usePagedList<NewsItem, number | ''>({
    first: '',
    keyOf: (item) => item.newId,
    fetchPage: lastItemPaging(
      (pubTime) => getNewsList({ market: newsMarket(market), symbol, dataType, pubTime }),
      (item) => item.dataTime,
    ),
  });
  return (
    <InfiniteList
      className="info-list"
      list={list}
      emptyText="暂无数据"
      renderItem={(i) => (
        <Link to={articlePath(market, symbol, dataType, i.newId)} className="info-row">
          <span className="info-row__title">{i.title}</span>
          <span className="info-row__meta">
            <span>{i.media}</span>
            <span>{formatMonthDayTime(i.releaseTime, regionOf(market))}</span>
          </span>
        </Link>
      )}
    />
  );
}
