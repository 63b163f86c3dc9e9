/**
 * Sectors (bankuai): the stock's top 3 sectors, each with its member stocks, its name linking to the
 * sector detail /plate/{block}/{code}.html and a view-more link to
 * /plateConstituentStock/{block}/{code}.html. A member opens /{hqtypecode lower}/{prodCode}.html with
 * a full page load (§2 (screens and routes): it reloads the page, so the stock home starts fresh for the new instrument).
 */
import { Link, useHref } from 'react-router-dom';
import type { SectorMember } from '../../../../contract/sector-tab';
import { AsyncBlock } from '../../../components/async/AsyncBlock';
import { useAsync } from '../../../components/async/use-async';
import { trendOf } from '../../../lib/colors';
import { DASH, fixed, toNumber } from '../../../lib/format/number';
import { formatPrice } from '../../../lib/format/price';
import { getTop3Sectors } from '../../../services/sector-tab';

/** Change in percent (already ×100, 2 decimals) with its sign. */
export function sectorRate(pct: unknown): string {
  const n = toNumber(pct);
  if (n === null) return DASH;
  return `${n > 0 ? '+' : ''}${fixed(n, 2)}%`;
}

export function memberPath(m: Pick<SectorMember, 'HqTypeCode' | 'ProdCode'>): string {
  return `/${m.HqTypeCode.toLowerCase()}/${m.ProdCode}.html`;
}

export function SectorTab({ market, symbol }: { market: string; symbol: string }) {
  const state = useAsync(() => getTop3Sectors(symbol, market), [symbol, market]);
  return (
    <AsyncBlock state={state} isEmpty={(d) => d.length === 0}>
      {(sectors) => (
        <div className="sectors">
          {sectors.slice(0, 3).map((s) => (
            <section className="info-section" key={`${s.Block}/${s.Code}`}>
              <div className="sector__head">
                <h3 className="info-section__title">
                  <Link className="sector__name-link" to={`/plate/${s.Block}/${s.Code}.html`}>
                    {s.Name}
                  </Link>
                  <span className={`sector__rate ${trendOf(s.PxChangeRate)}`}>
                    {sectorRate(s.PxChangeRate)}
                  </span>
                </h3>
                <Link className="sector__more" to={`/plateConstituentStock/${s.Block}/${s.Code}.html`}>
                  查看更多
                </Link>
              </div>
              <table className="info-table sector__table">
                <thead>
                  <tr>
                    <th>名称</th>
                    <th>最新价</th>
                    <th>涨跌幅</th>
                  </tr>
                </thead>
                <tbody>
                  {(s.Grps ?? []).map((m) => (
                    <MemberRow key={`${m.HqTypeCode}${m.ProdCode}`} member={m} />
                  ))}
                </tbody>
              </table>
            </section>
          ))}
        </div>
      )}
    </AsyncBlock>
  );
}

/** A member stock: a full page load of its stock home, at the router's href (which keeps `?type`). */
function MemberRow({ member: m }: { member: SectorMember }) {
  const href = useHref(memberPath(m));
  return (
    <tr onClick={() => window.location.assign(href)} className="sector__member">
      <td>
        <span className="sector__name">{m.ProdName}</span>
        <small>{m.ProdCode}</small>
      </td>
      <td className={trendOf(m.PxChangeRate)}>
        {formatPrice(m.LastPx, m.HqTypeCode.toLowerCase(), m.ProdCode)}
      </td>
      <td className={trendOf(m.PxChangeRate)}>{sectorRate(m.PxChangeRate)}</td>
    </tr>
  );
}
