/**
 * The state line under a paged list or table, and its loader: asks the list for the next page when
 * this line comes within 100 px of the scroll container's end (react-vant's List, §9 (business constants and limits)), shows
 * 正在加载... meanwhile, the end text when the list ended (the empty text when it ended without any
 * item) and a tap-to-retry line after a failed load. Its spinner turns only while a page is on its way. It holds no items, so a table can place it
 * inside its own scroll container or below it.
 */
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import List from 'react-vant/es/list';
import type { PagedListView } from './paged-list';
import { ERROR_TEXT, FINISHED_TEXT, LIST_TRIGGER_DISTANCE, LOADING_TEXT } from './texts';
import './infinite-list.css';

export interface ListFooterProps<T> {
  list: PagedListView<T>;
  finishedText?: ReactNode;
  /** Shown instead of the end text when the list ended without any item; defaults to the end text. */
  emptyText?: ReactNode;
  className?: string;
  /** What a load also waits for before the loader looks again (a list drawing its rows a few a frame). */
  afterLoad?: () => Promise<void>;
}

class PageLoadFailed extends Error {}

function ListFooterView<T>({
  list,
  finishedText = FINISHED_TEXT,
  emptyText,
  className,
  afterLoad,
}: ListFooterProps<T>) {
  return (
    <List
      // A new generation (reset, another sort) restarts react-vant's own failed/retry state too.
      key={list.generation}
      // Idle (no page on its way): the spinner stands still. react-vant draws it under every list
      // that has not ended, on or off screen; spinning, it repainted the whole page on every frame
      // (a pinch or drag on the chart paid for it; docs/notes/chart-gestures-landscape-cold-start.md).
      className={['list-footer', list.loading ? '' : 'list-footer--idle', className ?? '']
        .filter(Boolean)
        .join(' ')}
      offset={LIST_TRIGGER_DISTANCE}
      onLoad={async () => {
        await list.loadMore();
        await afterLoad?.();
        // react-vant shows its retry line when onLoad rejects, and calls onLoad again on a tap.
        if (list.failed) throw new PageLoadFailed();
      }}
      finished={list.finished}
      loadingText={LOADING_TEXT}
      finishedText={list.empty && emptyText !== undefined ? emptyText : finishedText}
      errorText={ERROR_TEXT}
    />
  );
}

// observer() drops the type parameter; the cast gives callers back the generic signature.
export const ListFooter = observer(ListFooterView) as typeof ListFooterView;
