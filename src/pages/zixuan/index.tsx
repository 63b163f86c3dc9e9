/**
 * /zixuan.html 自选 (beyond the spec: docs/watchlist-and-alerts.md): every instrument of the list
 * with name, code, market tag, live price and change (one quote subscription, rows in place),
 * sortable by price or change (§4 (states and transitions) "Rank list" cycle), the market groups
 * and the user's own, and an edit mode to reorder, delete and sort into groups. The list and its
 * rules are the store's (stores/watchlist.ts); this page draws them.
 */
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/header/PageHeader';
import type { HeaderAction } from '../../components/header/actions';
import { toast } from '../../components/feedback/toast';
import { liveClass, useIsLive } from '../../components/live/live';
import { nextSort, sortDirOf, type Sort } from '../../components/list/sort';
import { Num } from '../../components/number/Num';
import { usePageRoute } from '../../components/page/page-context';
import { usePageTitle } from '../../components/page/title';
import { SegmentTabs } from '../../components/tabs/SegmentTabs';
import { ariaSort } from '../../components/table/grid';
import { trendOf } from '../../lib/colors';
import { formatPrice } from '../../lib/format/price';
import { formatRatioPercent } from '../../lib/format/percent';
import { marketTag } from '../../lib/info/search';
import {
  MARKET_GROUPS,
  idsOfTab,
  parseWatchId,
  sortRows,
  watchHref,
  type MarketGroup,
  type WatchSortField,
  type WatchTab,
} from '../../lib/watchlist';
import { useStores } from '../../stores/context';
import type { WatchlistStore } from '../../stores/watchlist';
import { WatchQuotes, type WatchQuote } from './quotes';
import './zixuan.css';

export const ZIXUAN_TITLE = '自选';
export const EMPTY_WATCH_TEXT = '暂无自选';

const SEARCH_ACTION: readonly HeaderAction[] = [
  { id: 'search', label: '搜索', icon: 'search', to: '/search.html' },
];

type TabKey = MarketGroup | `g${number}`;

function tabOf(key: TabKey): WatchTab {
  return key.startsWith('g') ? { group: Number(key.slice(1)) } : { market: key as MarketGroup };
}

export default observer(function ZixuanPage() {
  const root = useStores();
  const { host, watchlist } = root;
  const { active } = usePageRoute();
  const navigate = useNavigate();
  usePageTitle(ZIXUAN_TITLE);
  const quotes = useMemo(() => new WatchQuotes(root.quoteConnection), [root]);
  const [tab, setTab] = useState<TabKey>('全部');
  const [sort, setSort] = useState<Sort<WatchSortField> | null>(null);
  const [editing, setEditing] = useState(false);
  const [picking, setPicking] = useState<string | null>(null);

  // One subscription for the whole list while the page is on screen; a hidden page holds none.
  useEffect(() => {
    if (!active) return;
    root.quoteConnection.connect();
    const off = reaction(
      () => watchlist.instruments.slice(),
      (ids) => quotes.follow(ids),
      { fireImmediately: true },
    );
    return () => {
      off();
      quotes.leave();
    };
  }, [active, root, watchlist, quotes]);

  // A refused or failed write says why (the store has already resynced).
  useEffect(
    () =>
      reaction(
        () => watchlist.error,
        (msg) => {
          if (!msg) return;
          toast(msg);
          watchlist.clearError();
        },
      ),
    [watchlist],
  );

  // A user group deleted here or elsewhere: back to 全部.
  const tabs = [
    ...MARKET_GROUPS.map((g) => ({ key: g, label: g })),
    ...watchlist.groups.map((g) => ({ key: `g${g.id}` as TabKey, label: g.name })),
  ];
  const shownTab: TabKey = tabs.some((t) => t.key === tab) ? tab : '全部';
  const ids = idsOfTab(watchlist.instruments, tabOf(shownTab), watchlist.groups);
  const rows = editing
    ? ids.map((id) => quotes.row(id))
    : sortRows(
        ids.map((id) => quotes.row(id)),
        sort,
      );
  const empty = watchlist.instruments.length === 0;

  return (
    <div className="zixuan" data-testid="zixuan-page">
      <PageHeader
        host={host}
        lead={{ back: 'history' }}
        title={ZIXUAN_TITLE}
        end={
          empty ? undefined : (
            <button
              type="button"
              className="zixuan__edit"
              aria-pressed={editing}
              data-testid="zixuan-edit"
              onClick={() => {
                setEditing(!editing);
                setPicking(null);
              }}
            >
              {editing ? '完成' : '编辑'}
            </button>
          )
        }
        actions={SEARCH_ACTION}
      />
      <SegmentTabs
        className="zixuan__tabs"
        tabs={tabs}
        active={shownTab}
        onChange={(k) => {
          setTab(k);
          setPicking(null);
        }}
        testId="zixuan-tabs"
      />
      {editing && <GroupBar store={watchlist} tab={shownTab} onDeleted={() => setTab('全部')} />}
      {empty ? (
        <div className="zixuan__empty" data-testid="zixuan-empty">
          <p>{EMPTY_WATCH_TEXT}</p>
          <button
            type="button"
            className="zixuan__search touch-target"
            onClick={() => void navigate('/search.html')}
          >
            去搜索添加
          </button>
        </div>
      ) : (
        <div className="zixuan__table" role="table" aria-label="自选列表" data-testid="zixuan-list">
          <div className={`zixuan__row zixuan__row--head${editing ? ' zixuan__row--edit' : ''}`} role="row">
            <span className="zixuan__name" role="columnheader">
              名称代码
            </span>
            {editing ? (
              <span className="zixuan__ops" role="columnheader">
                操作
              </span>
            ) : (
              (
                [
                  ['price', '最新价'],
                  ['change', '涨跌幅'],
                ] as const
              ).map(([field, label]) => (
                <span
                  key={field}
                  className="zixuan__num"
                  role="columnheader"
                  aria-sort={ariaSort(sortDirOf(sort, field))}
                >
                  <button
                    type="button"
                    className="zixuan__sort"
                    data-dir={sortDirOf(sort, field) ?? undefined}
                    aria-label={`按${label}排序`}
                    onClick={() => setSort(nextSort(sort, field))}
                  >
                    {label}
                  </button>
                </span>
              ))
            )}
          </div>
          {rows.map((r, i) =>
            editing ? (
              <EditRow
                key={r.id}
                row={r}
                first={i === 0}
                store={watchlist}
                onGroups={() => setPicking(picking === r.id ? null : r.id)}
              />
            ) : (
              <QuoteRow key={r.id} row={r} />
            ),
          )}
          {rows.length === 0 && (
            <p className="zixuan__none" role="row">
              <span role="cell">该分组暂无股票</span>
            </p>
          )}
        </div>
      )}
      {editing && picking && watchlist.has(picking) && (
        <GroupPicker
          store={watchlist}
          id={picking}
          name={quotes.row(picking).name}
          onDone={() => setPicking(null)}
        />
      )}
    </div>
  );
});

function NameCell({ row }: { row: WatchQuote }) {
  const p = parseWatchId(row.id);
  const tag = marketTag({ Market: p?.market ?? '' });
  return (
    <>
      <span className="zixuan__title" data-testid="zixuan-name">
        {row.name ?? p?.code ?? row.id}
      </span>
      <span className="zixuan__code">
        {p?.code}
        <span className={`zixuan__tag zixuan__tag--${tag.tone}`}>{tag.label}</span>
      </span>
    </>
  );
}

const QuoteRow = observer(function QuoteRow({ row }: { row: WatchQuote }) {
  const live = useIsLive(row.liveKey);
  const p = parseWatchId(row.id);
  const trend = trendOf(row.changeRate);
  return (
    <Link
      to={watchHref(row.id)}
      role="row"
      className={liveClass(live, 'zixuan__row')}
      data-live={live ? 'true' : 'false'}
      data-id={row.id}
      data-testid="zixuan-row"
    >
      <span className="zixuan__name" role="cell">
        <NameCell row={row} />
      </span>
      <span className="zixuan__num" role="cell">
        <Num
          value={formatPrice(row.price, p?.market ?? '', p?.code ?? '')}
          trend={trend}
          testId="zixuan-price"
        />
      </span>
      <span className="zixuan__num" role="cell">
        <Num value={formatRatioPercent(row.changeRate)} trend={trend} testId="zixuan-rate" />
      </span>
    </Link>
  );
});

const EditRow = observer(function EditRow({
  row,
  first,
  store,
  onGroups,
}: {
  row: WatchQuote;
  first: boolean;
  store: WatchlistStore;
  onGroups: () => void;
}) {
  const who = row.name ?? parseWatchId(row.id)?.code ?? row.id;
  return (
    <div className="zixuan__row zixuan__row--edit" role="row" data-id={row.id} data-testid="zixuan-row">
      <span className="zixuan__name" role="cell">
        <NameCell row={row} />
      </span>
      <span className="zixuan__ops" role="cell">
        <button
          type="button"
          aria-label={`上移 ${who}`}
          disabled={first}
          onClick={() => void store.move(row.id, 'up')}
        >
          上移
        </button>
        <button
          type="button"
          aria-label={`置顶 ${who}`}
          disabled={first}
          onClick={() => void store.move(row.id, 'top')}
        >
          置顶
        </button>
        {store.loggedIn && (
          <button type="button" aria-label={`分组 ${who}`} onClick={onGroups}>
            分组
          </button>
        )}
        <button
          type="button"
          className="zixuan__delete"
          aria-label={`删除 ${who}`}
          onClick={() => void store.remove([row.id])}
        >
          删除
        </button>
      </span>
    </div>
  );
});

/** Edit mode's group bar: create a group; rename or delete the user group on screen. */
const GroupBar = observer(function GroupBar({
  store,
  tab,
  onDeleted,
}: {
  store: WatchlistStore;
  tab: TabKey;
  onDeleted: () => void;
}) {
  const group = store.groups.find((g) => `g${g.id}` === tab);
  const [name, setName] = useState('');
  const named = name.trim().length > 0;
  return (
    <form
      className="zixuan__groupbar"
      aria-label="分组管理"
      data-testid="zixuan-groupbar"
      onSubmit={(e) => {
        e.preventDefault();
        if (named) void store.createGroup(name).then((ok) => ok && setName(''));
      }}
    >
      <input
        value={name}
        maxLength={10}
        placeholder={group ? `新名称或新分组` : '新分组名称'}
        aria-label="分组名称"
        onChange={(e) => setName(e.target.value)}
      />
      <button type="submit" disabled={!named}>
        新建分组
      </button>
      {group && (
        <>
          <button
            type="button"
            disabled={!named}
            aria-label={`重命名分组 ${group.name}`}
            onClick={() => void store.renameGroup(group.id, name).then((ok) => ok && setName(''))}
          >
            重命名
          </button>
          <button
            type="button"
            className="zixuan__delete"
            aria-label={`删除分组 ${group.name}`}
            onClick={() => void store.deleteGroup(group.id).then((ok) => ok && onDeleted())}
          >
            删除分组
          </button>
        </>
      )}
    </form>
  );
});

/** Which user groups hold one instrument: a toggle per group. */
const GroupPicker = observer(function GroupPicker({
  store,
  id,
  name,
  onDone,
}: {
  store: WatchlistStore;
  id: string;
  name: string | null;
  onDone: () => void;
}) {
  const who = name ?? parseWatchId(id)?.code ?? id;
  return (
    <section className="zixuan__picker" aria-label={`${who} 所在分组`} data-testid="zixuan-picker">
      <h2>{who} 移入分组</h2>
      {store.groups.length === 0 ? (
        <p>先在上方新建分组</p>
      ) : (
        store.groups.map((g) => {
          const member = g.instruments.includes(id);
          return (
            <button
              key={g.id}
              type="button"
              aria-pressed={member}
              className={member ? 'zixuan__chip zixuan__chip--on' : 'zixuan__chip'}
              onClick={() => void store.moveToGroup(g.id, [id], !member)}
            >
              {g.name}
            </button>
          );
        })
      )}
      <button type="button" className="zixuan__done" onClick={onDone}>
        完成
      </button>
    </section>
  );
});
