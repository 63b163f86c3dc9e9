/** Financials (caiwu): the statement component of the full report page plus a link to that page. */
import { Link } from 'react-router-dom';
import { FinanceReport } from '../../../components/finance/FinanceReport';

export function FinanceTab({ market, symbol }: { market: string; symbol: string }) {
  return (
    <div className="finance-tab">
      <FinanceReport market={market} code={symbol} />
      <Link className="finance-tab__more" to={`/finance/${market}/${symbol}.html`}>
        查看完整财务报表
      </Link>
    </div>
  );
}
