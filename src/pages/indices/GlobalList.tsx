/** The 环球 tab: the eight global rows with 3-decimal prices; only the clickable ones open a page. */
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { GlobalIndexItem } from '../../../contract/indices';
import { Num } from '../../components/number/Num';
import { trendOf } from '../../lib/colors';
import { fixed } from '../../lib/format/number';
import { formatRatioPercent } from '../../lib/format/percent';
import { formatGlobalPrice, globalRowLink } from '../../lib/indices/indices';
import type { PagedList } from '../../components/list/paged-list';
import { ListState } from './ListState';

const GlobalRow = observer(function GlobalRow({ row }: { row: GlobalIndexItem }) {
  const trend = trendOf(row.Updown);
  const to = globalRowLink(row);
  const cells = (
    <>
      <span className="global-row__name">
        {row.Name}
        {row.Delayed && <span className="global-row__delay">延时</span>}
      </span>
      <Num className="global-row__price" value={formatGlobalPrice(row.LastPrice)} trend={trend} />
      <Num
        className="global-row__change"
        value={`${row.Updown > 0 ? '+' : ''}${fixed(row.Updown, 3)}`}
        trend={trend}
      />
      <Num className="global-row__rate" value={formatRatioPercent(row.UpdownRate)} trend={trend} />
    </>
  );
  return to ? (
    <Link to={to} className="global-row" data-testid="global-row">
      {cells}
    </Link>
  ) : (
    <div className="global-row global-row--static" data-testid="global-row">
      {cells}
    </div>
  );
});

export const GlobalList = observer(function GlobalList({ list }: { list: PagedList<GlobalIndexItem, null> }) {
  if (list.items.length === 0) return <ListState list={list} onRetry={list.poll} />;
  return (
    <section className="global-list" data-testid="global-list">
      <div className="global-row global-row--head">
        <span>名称</span>
        <span className="global-row__price">最新价</span>
        <span className="global-row__change">涨跌额</span>
        <span className="global-row__rate">涨跌幅</span>
      </div>
      {list.items.map((r) => (
        <GlobalRow key={r.Symbol} row={r} />
      ))}
    </section>
  );
});
