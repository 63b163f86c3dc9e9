/** The 沪深 ranking: six sub-tabs, 30 rows with the sub-tab's extra column, each row to its stock. */
import { LiveArea } from '../../components/live/live';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { RankListItem, RankType } from '../../../contract/quote';
import { Num } from '../../components/number/Num';
import { SegmentTabs } from '../../components/tabs/SegmentTabs';
import { RANK_TABS } from '../../lib/indices/indices';
import type { RankStore } from './rank-store';
import { RANK_HEAD, rankColumnTitle, rankPrice, rankRate, rankRowFrame } from './rank-row';
import { ListState } from './ListState';

/**
 * A row's frame (link, name, code): it reads only what never changes for an instrument, so it renders
 * once per row object. A poll re-renders just the two live cells below whose value moved, not the
 * link (react-router's Link resolves its path on every render) nor the name. The texts and tones are
 * rank-row.ts's, which the early rows (early.ts) draw too.
 */
const Row = observer(function Row({ row, type }: { row: RankListItem; type: RankType }) {
  const { to, name, code } = rankRowFrame(row);
  return (
    <Link to={to} className="rank-row" data-testid="rank-row">
      <span className="rank-row__name">
        <span className="rank-row__title">{name}</span>
        <span className="rank-row__code">{code}</span>
      </span>
      <Price row={row} />
      <Rate row={row} type={type} />
    </Link>
  );
});

const Price = observer(function Price({ row }: { row: RankListItem }) {
  const { value, trend } = rankPrice(row);
  return <Num className="rank-row__price" value={value} trend={trend} />;
});

const Rate = observer(function Rate({ row, type }: { row: RankListItem; type: RankType }) {
  const { value, trend } = rankRate(type, row);
  return <Num className="rank-row__rate" value={value} trend={trend} testId="rank-rate" />;
});

const Rows = observer(function Rows({ store }: { store: RankStore }) {
  const { list } = store;
  if (list.items.length === 0) return <ListState list={list} onRetry={store.refresh} />;
  return (
    <>
      {list.items.map((r) => (
        <Row key={r.SecurityCode} row={r} type={store.type} />
      ))}
    </>
  );
});

export const RankList = observer(function RankList({ store }: { store: RankStore }) {
  return (
    <section className="rank-list" data-testid="rank-list">
      <SegmentTabs
        tabs={RANK_TABS.map((t) => ({ key: t.type, label: t.label }))}
        active={store.type}
        onChange={(k) => store.select(k)}
        variant="chip"
        className="rank-list__tabs"
        testId="rank-tabs"
      />
      <div className="rank-row rank-row--head">
        <span>{RANK_HEAD.name}</span>
        <span className="rank-row__price">{RANK_HEAD.price}</span>
        <span className="rank-row__rate" data-testid="rank-column">
          {rankColumnTitle(store.type)}
        </span>
      </div>
      <LiveArea testId="rank-rows">
        <Rows store={store} />
      </LiveArea>
    </section>
  );
});
