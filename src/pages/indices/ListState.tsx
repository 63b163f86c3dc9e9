/** What a polled indices list shows before it has rows: loading, the failure with a retry, or 暂无数据. */
import { observer } from 'mobx-react-lite';
import { LoadFailed } from '../../components/feedback/LoadFailed';
import type { PagedListView } from '../../components/list/paged-list';
import { EMPTY_TEXT, LOADING_TEXT } from '../../components/list/texts';

export const ListState = observer(function ListState<T>({
  list,
  onRetry,
}: {
  list: PagedListView<T>;
  onRetry: () => Promise<void>;
}) {
  if (list.failed) return <LoadFailed className="indices-state" onRetry={() => void onRetry()} />;
  return <div className="indices-state">{list.empty ? EMPTY_TEXT : LOADING_TEXT}</div>;
});
