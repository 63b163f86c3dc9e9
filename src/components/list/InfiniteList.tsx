/**
 * The shared infinite list (react-vant List) of the information tabs, and of later screens such as the
 * dragon-tiger, margin and sector lists: loads the next page when its end comes within 100 px
 * (§9 "Infinite-scroll trigger 100"), shows 正在加载... while loading and 无更多数据 at the end (§2),
 * an empty text when nothing came at all, and a tap-to-retry line after a failed load.
 */
import type { ReactNode } from 'react';
import List from 'react-vant/es/list';
import type { InfiniteListState } from './use-infinite-list';
import './infinite-list.css';

export const LIST_TRIGGER_DISTANCE = 100;
export const LOADING_TEXT = '正在加载...';
export const FINISHED_TEXT = '无更多数据';
export const ERROR_TEXT = '加载失败，点击重试';

export interface InfiniteListProps<T> {
  list: InfiniteListState<T>;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => string | number;
  /** End text (search: 没有更多了, forum: 我也是有底线的). */
  finishedText?: string;
  /** Shown instead of the end text when the list ended without any item; defaults to the end text. */
  emptyText?: ReactNode;
  className?: string;
}

export function InfiniteList<T>({
  list,
  renderItem,
  itemKey,
  finishedText = FINISHED_TEXT,
  emptyText,
  className,
}: InfiniteListProps<T>) {
  const empty = list.finished && list.items.length === 0;
  return (
    <List
      key={list.generation}
      className={className}
      offset={LIST_TRIGGER_DISTANCE}
      onLoad={list.loadMore}
      finished={list.finished}
      loadingText={LOADING_TEXT}
      finishedText={empty && emptyText !== undefined ? emptyText : finishedText}
      errorText={ERROR_TEXT}
    >
      {list.items.map((item, i) => (
        <div className="infinite-list__item" key={itemKey(item, i)}>
          {renderItem(item, i)}
        </div>
      ))}
    </List>
  );
}
