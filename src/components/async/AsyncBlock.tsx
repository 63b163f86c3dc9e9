/** Loading, error (tap to retry) and empty states around a block of loaded data. */
import type { ReactNode } from 'react';
import Loading from 'react-vant/es/loading';
import { LoadFailed } from '../feedback/LoadFailed';
import type { AsyncState } from './use-async';
import './async-block.css';

export const NO_DATA_TEXT = '暂无数据';

export function AsyncBlock<T>({
  state,
  isEmpty,
  emptyText = NO_DATA_TEXT,
  children,
}: {
  state: AsyncState<T>;
  isEmpty?: (data: T) => boolean;
  emptyText?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (state.loading) {
    return (
      <div className="async-block async-block--loading">
        <Loading size="16px">正在加载...</Loading>
      </div>
    );
  }
  if (state.error !== undefined || state.data === undefined) {
    return <LoadFailed className="async-block async-block--error" onRetry={state.reload} />;
  }
  if (isEmpty?.(state.data)) return <div className="async-block async-block--empty">{emptyText}</div>;
  return <>{children(state.data)}</>;
}
