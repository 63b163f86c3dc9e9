/**
 * The shared infinite list of the information tabs, the forum, a post's comments and search (and of
 * later screens such as the dragon-tiger and sector lists): the items of a PagedList store in rows,
 * then the list's state line (ListFooter: loads the next page near the end, 正在加载..., the end or
 * empty text, tap to retry). Rows are keyed by the store's item key, so a refresh in place keeps
 * their DOM and the scroll position.
 */
import { observer } from 'mobx-react-lite';
import { useCallback, type ReactNode } from 'react';
import { ListFooter } from './ListFooter';
import type { PagedListView } from './paged-list';
import { useAllDrawn, useRowsShown } from './rows-shown';
import './infinite-list.css';

export interface InfiniteListProps<T> {
  list: PagedListView<T>;
  renderItem: (item: T, index: number) => ReactNode;
  /** End text (search: 没有更多了, forum: 我也是有底线的); 无更多数据 by default. */
  finishedText?: ReactNode;
  /** Shown instead of the end text when the list ended without any item; defaults to the end text. */
  emptyText?: ReactNode;
  className?: string;
  /** A long list's new rows go in this many a frame (rows-shown.ts); all at once without it. */
  rowsPerFrame?: number;
}

function InfiniteListView<T>({
  list,
  renderItem,
  finishedText,
  emptyText,
  className,
  rowsPerFrame,
}: InfiniteListProps<T>) {
  const shown = useRowsShown(list.items.length, rowsPerFrame);
  const items = shown < list.items.length ? list.items.slice(0, shown) : list.items;
  const allDrawn = useAllDrawn(
    shown,
    useCallback(() => list.items.length, [list]),
  );
  return (
    <div className={className ? `infinite-list ${className}` : 'infinite-list'}>
      {items.map((item, i) => (
        <div className="infinite-list__item" key={list.keyedByPlace ? i : list.keyOf(item)}>
          {renderItem(item, i)}
        </div>
      ))}
      <ListFooter
        list={list}
        finishedText={finishedText}
        emptyText={emptyText}
        afterLoad={rowsPerFrame ? allDrawn : undefined}
      />
    </div>
  );
}

// observer() drops the type parameter; the cast gives callers back the generic signature.
export const InfiniteList = observer(InfiniteListView) as typeof InfiniteListView;
