/**
 * /stock/detail/{secuCode}.html (§2 (screens and routes)): the stock's latest listing (or the day in ?tradingDay=): name
 * (to the stock home), code, date, close and change, the reasons, and per reason the top-five buying
 * and the top-five selling seats, each to its department page. The selling list shows the sellers
 * (the original showed the buyers twice: docs/dragon-tiger.md "Deliberate fix").
 */
import { Link } from 'react-router-dom';
import { useStores } from '../../stores/context';
import { useAsync } from '../../components/async/use-async';
import { PageHeader } from '../../components/header/PageHeader';
import { Num } from '../../components/number/Num';
import { usePageRoute } from '../../components/page/page-context';
import { usePageTitle } from '../../components/page/title';
import { PageLoading } from '../../components/feedback/PageLoading';
import { trendOf } from '../../lib/colors';
import { getStockDetail } from '../../services/dragon-tiger';
import { boardChange, stockHomePath } from './format';
import { SeatTable } from './SeatTable';
import {
  BUY_RANK_TITLE,
  LATEST_DATE_LABEL,
  NOT_LISTED_TEXT,
  RANK_LABEL,
  REASON_LABEL,
  SALE_RANK_TITLE,
} from './texts';
import './dragon-tiger.css';
import { LoadFailed } from '../../components/feedback/LoadFailed';

export function StockDetailPage({ secuCode }: { secuCode: string }) {
  const { host } = useStores();
  const { query } = usePageRoute();
  const tradingDay = query.get('tradingDay') ?? undefined;
  const state = useAsync(() => getStockDetail(secuCode, tradingDay), [secuCode, tradingDay]);
  const d = state.data;
  // §2 (screens and routes): the page title is the stock name plus the ranking label.
  const title = d ? `${d.chiNameAbbr}${RANK_LABEL}` : RANK_LABEL;
  usePageTitle(d ? title : undefined);
  const missing = (state.error as { status?: number } | undefined)?.status === 404;

  return (
    <div className="lhb-page">
      <PageHeader host={host} lead={{ back: 'history' }} title={<h1>{title}</h1>} />
      {state.loading && <PageLoading />}
      {!state.loading &&
        !d &&
        (missing ? (
          <div className="lhb-retry">{NOT_LISTED_TEXT}</div>
        ) : (
          <LoadFailed className="lhb-retry" onRetry={state.reload} />
        ))}
      {d && (
        <>
          <section className="lhb-stock" data-testid="lhb-stock">
            <div className="lhb-stock__head">
              <Link className="lhb-stock__name" to={stockHomePath(d.secuCode)} data-testid="lhb-stock-name">
                {d.chiNameAbbr}
              </Link>
              <span className="lhb-code">{d.secuCode}</span>
              <span className="lhb-stock__price">
                <Num value={d.closePrice.toFixed(2)} trend={trendOf(d.pxChangeRate)} />
                <Num value={boardChange(d.pxChangeRate)} trend={trendOf(d.pxChangeRate)} />
              </span>
            </div>
            <div className="lhb-stock__line">
              <span className="lhb-label">{LATEST_DATE_LABEL}</span>
              <span data-testid="lhb-stock-date">{d.tradingDay}</span>
            </div>
          </section>
          {d.stockRankList.map((reason, i) => (
            <section className="lhb-reason" key={reason.abnormalTypeInfo} data-testid={`lhb-reason-${i}`}>
              <div className="lhb-reason__text">
                <span className="lhb-label">{REASON_LABEL}</span>
                {reason.abnormalTypeInfo}
              </div>
              <SeatTable title={BUY_RANK_TITLE} rows={reason.buyRank} side="buy" testId={`lhb-buy-${i}`} />
              <SeatTable
                title={SALE_RANK_TITLE}
                rows={reason.saleRank}
                side="sale"
                testId={`lhb-sale-${i}`}
              />
            </section>
          ))}
        </>
      )}
    </div>
  );
}
