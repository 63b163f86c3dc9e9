/**
 * /finance/{market}/{code}.html: the full financial report page (§2 "Financial report page"), opened
 * from the stock home's 财务 tab.
 */
import { Link } from 'react-router-dom';
import { usePageRoute } from '../../components/page/page-context';
import { usePageTitle } from '../../components/page/title';
import { FinanceReport } from '../../components/finance/FinanceReport';
import { marketSuffix } from '../../lib/market';
import { infoSymbol } from '../../lib/info/symbol';
import './finance-page.css';

export default function FinancePage() {
  const { params } = usePageRoute();
  const market = params.market ?? '';
  const code = params.code ?? '';
  const shown = infoSymbol(market, code);
  usePageTitle(code ? `${shown}.${marketSuffix(market)} 财务报表` : undefined);
  return (
    <div className="finance-page">
      <header className="finance-page__header">
        <Link to={`/${market}/${code}.html`} className="finance-page__back" aria-label="返回行情" />
        <h1>
          财务报表
          <small>
            {shown}.{marketSuffix(market)}
          </small>
        </h1>
      </header>
      <FinanceReport key={`${market}/${code}`} market={market} code={code} />
    </div>
  );
}
