import { Link } from 'react-router-dom';
import { usePageRoute } from '../../components/page/page-context';
import './not-found.css';

/** Any URL under /wap/ that no route matches. */
export default function NotFoundPage() {
  const { pathname } = usePageRoute();
  return (
    <div className="not-found" role="main">
      <div className="not-found__code">404</div>
      <p className="not-found__title">页面不存在</p>
      <p className="not-found__path">{pathname}</p>
      <Link className="not-found__home" to="/">
        返回行情首页
      </Link>
    </div>
  );
}
