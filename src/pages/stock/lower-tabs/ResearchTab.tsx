/**
 * Research (yanbao): rating statistics (1年内 / N个月), the profit forecast (every year a forecast,
 * marked E) and the latest reports, 30 a page, with rating icon and a target price when above 0.
 */
import { Link } from 'react-router-dom';
import { RESEARCH_PAGE_SIZE, type ResearchItem } from '../../../../contract/news';
import { AsyncBlock } from '../../../components/async/AsyncBlock';
import { useAsync } from '../../../components/async/use-async';
import { InfiniteList } from '../../../components/list/InfiniteList';
import { pageNumberPaging } from '../../../components/list/paged-list';
import { usePagedList } from '../../../components/list/use-paged-list';
import { formatFixed } from '../../../lib/format/number';
import { formatPE } from '../../../lib/format/price';
import { articlePath } from '../../../lib/info/article';
import { forecastYearLabel, ratingOf, ratingPeriodLabel, targetPriceText } from '../../../lib/info/research';
import { getProfitForecast, getRatingStats, getReportList } from '../../../services/news';
import { Section } from './parts';

export function ResearchTab({ market, symbol }: { market: string; symbol: string }) {
  const ratings = useAsync(() => getRatingStats(symbol, market), [symbol, market]);
  const forecast = useAsync(() => getProfitForecast(symbol, market), [symbol, market]);
  const reports = usePagedList<ResearchItem, number>({
    first: 1,
    keyOf: (r) => r.id,
    fetchPage: pageNumberPaging((page) => getReportList(symbol, page, market), RESEARCH_PAGE_SIZE),
  });
  return (
    <div className="research">
      <Section title="机构评级">
        <AsyncBlock state={ratings} isEmpty={(d) => d.length === 0}>
          {(rows) => (
            <table className="info-table">
              <thead>
                <tr>
                  <th>时间</th>
                  <th>买入</th>
                  <th>增持</th>
                  <th>中性</th>
                  <th>减持</th>
                  <th>卖出</th>
                  <th>合计</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.foreYear}>
                    <td>{ratingPeriodLabel(r.foreYear)}</td>
                    <td>{r.buying}</td>
                    <td>{r.overweight}</td>
                    <td>{r.normal}</td>
                    <td>{r.underweight}</td>
                    <td>{r.sell}</td>
                    <td>{r.total}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </AsyncBlock>
      </Section>
      <Section title="盈利预测" note="（E 为预测值）">
        <AsyncBlock state={forecast} isEmpty={(d) => d.length === 0}>
          {(rows) => (
            <table className="info-table">
              <thead>
                <tr>
                  <th>年度</th>
                  <th>ROE(预测)</th>
                  <th>EPS(预测)</th>
                  <th>PE(预测)</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.foreYear}>
                    <td>{forecastYearLabel(r.foreYear)}</td>
                    <td>{formatFixed(r.roe, 2)}%</td>
                    <td>{formatFixed(r.eps, 2)}</td>
                    <td>{formatPE(r.pe)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </AsyncBlock>
      </Section>
      <Section title="最新研报">
        <InfiniteList
          className="info-list"
          list={reports}
          emptyText="暂无数据"
          renderItem={(r) => <ReportRow report={r} market={market} symbol={symbol} />}
        />
      </Section>
    </div>
  );
}

function ReportRow({ report, market, symbol }: { report: ResearchItem; market: string; symbol: string }) {
  const rating = ratingOf(report.ratingId);
  const target = targetPriceText(report.tarPrice);
  return (
    <Link to={articlePath(market, symbol, 3, report.id)} className="info-row">
      <span className="info-row__title">{report.title}</span>
      <span className="info-row__meta">
        <span className="info-row__left">
          {rating && <span className={`rating-icon rating-icon--${rating.tone}`}>{rating.name}</span>}
          <span>{report.orgName}</span>
          {target && <span className="report-target">目标价 {target}</span>}
        </span>
        <span>{report.publishDate}</span>
      </span>
    </Link>
  );
}
