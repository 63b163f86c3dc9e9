/**
 * /finance/{market}/{code}.html: the full financial report page (§2 (screens and routes) "Financial report page"), opened
 * from the stock home's 财务 tab.
 */
import { observer } from 'mobx-react-lite';
import { PageHeader } from '../../components/header/PageHeader';
import { usePageRoute } from '../../components/page/page-context';
import { usePageTitle } from '../../components/page/title';
import { FinanceReport } from '../../components/finance/FinanceReport';
import { marketSuffix } from '../../lib/market';
import { infoSymbol } from '../../lib/info/symbol';
import { useStores } from '../../stores/context';
import './finance-page.css';

export default observer(function FinancePage() {
  const { host } = useStores();
  const { params } = usePageRoute();
  const market = params.market ?? '';
  const code = params.code ?? '';
  const shown = infoSymbol(market, code);
  usePageTitle(code ? `${shown}.${marketSuffix(market)} 财务报表` : undefined);
  return (
    <div className="finance-page">
      <PageHeader
        host={host}
        className="finance-page__header"
        lead={{ back: { to: `/${market}/${code}.html`, label: '返回行情' } }}
        title={
          <h1>
            财务报表
            <small>
              {shown}.{marketSuffix(market)}
            </small>
          </h1>
        }
      />
      <FinanceReport key={`${market}/${code}`} market={market} code={code} />
    </div>
  );
});
