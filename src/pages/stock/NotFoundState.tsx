/** An unknown market or code: a clear message and a way home, not a blank page or a crash. */
import { Link } from 'react-router-dom';

export function NotFoundState({ market, code }: { market: string; code: string }) {
  return (
    <div className="stock-missing" role="alert" data-testid="stock-not-found">
      <div className="stock-missing__icon" aria-hidden>
        <svg viewBox="0 0 48 48" width="56" height="56">
          <circle cx="21" cy="21" r="13" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M31 31l10 10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          <path d="M16 21h10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
      </div>
      <p className="stock-missing__title">未找到该证券</p>
      <p className="stock-missing__detail">
        代码 {code.toUpperCase()}（{market}）不存在或已退市
      </p>
      <Link className="stock-missing__home" to="/">
        返回行情首页
      </Link>
      <Link className="stock-missing__search" to="/search.html">
        搜索股票
      </Link>
    </div>
  );
}
