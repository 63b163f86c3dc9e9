/**
 * The dragon-tiger page family (§2 (screens and routes)): /stock-list.html (the board), /stock/detail/{secuCode}.html and
 * /department/detail/{id}.html. One chunk for the three: they link to each other back and forth.
 */
import { usePageRoute } from '../../components/page/page-context';
import { BoardPage } from './BoardPage';
import { DepartmentPage } from './DepartmentPage';
import { StockDetailPage } from './StockDetailPage';

export default function DragonTigerPage() {
  const { pathname, params } = usePageRoute();
  const id = params.id ?? '';
  if (pathname.startsWith('/stock/detail/')) return <StockDetailPage key={id} secuCode={id} />;
  if (pathname.startsWith('/department/detail/')) return <DepartmentPage key={id} departmentId={id} />;
  return <BoardPage />;
}
