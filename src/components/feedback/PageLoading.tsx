import Loading from 'react-vant/es/loading';
import './feedback.css';

/** Shown while a page's code or first data loads. */
export function PageLoading({ text = '正在加载...' }: { text?: string }) {
  return (
    <div className="page-loading" role="status">
      <Loading size="24px" vertical>
        {text}
      </Loading>
    </div>
  );
}
