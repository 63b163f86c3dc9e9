/** The totals and top-five tables of /rzrq.html: small fixed tables, each in its scroll region for large text. */
import type { ReactNode } from 'react';
import type { MarginTopFiveRow, MarginTotals } from '../../../contract/margin';
import { trendOf } from '../../lib/colors';
import { formatFixed } from '../../lib/format/number';
import { formatMarginAmount, formatMarginPercent } from '../../lib/format/margin';
import { Num } from '../../components/number/Num';
import { EMPTY_TEXT } from '../../components/list/texts';

/** Rows of the totals table: a balance and its change from the previous trading day. */
/**
 * A margin table in its own sideways scroll region: under 200 % text its numbers are wider than the
 * phone (docs/accessibility.md), and only the table may scroll, not the page. Focusable and named,
 * so it can be scrolled without touch (as the DataTable's region).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="margin-table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

export function totalsRows(t: MarginTotals): { label: string; value: string; change: number | null }[] {
  return [
    { label: '融资余额', value: formatMarginAmount(t.FinanceValue), change: t.FinanceValueDiff },
    { label: '融券余额', value: formatMarginAmount(t.SecurityValue), change: t.SecurityValueDiff },
    {
      label: '融资融券余额',
      value: formatMarginAmount(t.FiSecuValue),
      change: t.FinanceValueDiff + t.SecurityValueDiff,
    },
    { label: '融资余额占流通市值比', value: formatMarginPercent(t.FinaInTVRatio), change: null },
  ];
}

export function TotalsTable({ totals }: { totals: MarginTotals }) {
  return (
    <section className="margin-section" data-testid="margin-totals">
      <h2 className="margin-section__head">两融余额</h2>
      <TableScroll label="两融余额">
        <table className="margin-table">
          <thead>
            <tr>
              <th>项目</th>
              <th>余额</th>
              <th>较前日</th>
            </tr>
          </thead>
          <tbody>
            {totalsRows(totals).map((r) => (
              <tr key={r.label}>
                <td>{r.label}</td>
                <td>
                  <Num value={r.value} />
                </td>
                <td>
                  {r.change === null ? (
                    '--'
                  ) : (
                    <Num value={formatMarginAmount(r.change, { sign: true })} trend={trendOf(r.change)} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

export function TopFiveTable({
  rows,
  onPick,
}: {
  rows: readonly MarginTopFiveRow[];
  onPick: (row: MarginTopFiveRow) => void;
}) {
  if (rows.length === 0) return <div className="margin-home__state">{EMPTY_TEXT}</div>;
  return (
    <TableScroll label="融资净买入前五">
      <table className="margin-table" data-testid="margin-top-five">
        <thead>
          <tr>
            <th>名称</th>
            <th>融资净买入</th>
            <th>收盘价</th>
            <th>涨跌幅</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.InnerCode} className="margin-table__link" onClick={() => onPick(r)}>
              <td>
                <div className="margin-stock-cell">
                  <span className="margin-name">{r.SecuAbbr}</span>
                  <span className="margin-code">{r.SecuCode}</span>
                </div>
              </td>
              <td>
                <Num
                  value={formatMarginAmount(r.FinaInTotal, { sign: true })}
                  trend={trendOf(r.FinaInTotal)}
                />
              </td>
              <td>
                <Num value={formatFixed(r.ClosePrice, 2)} trend={trendOf(r.ClosePricediv)} />
              </td>
              <td>
                <Num value={r.ClosePricedivstr} trend={trendOf(r.ClosePricediv)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
