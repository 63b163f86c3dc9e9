/** Small building blocks shared by the profile tabs: a titled section, label/value rows, a 3-row list. */
import { useState, type ReactNode } from 'react';
import type { HkBaseInfo } from '../../../../contract/profile';
import { ExpandText, RowToggle } from '../../../components/text/ExpandText';
import { DASH } from '../../../lib/format/number';
import { needsRowToggle, visibleRows } from '../../../lib/info/profile';
import { useStores } from '../../../stores/context';

export function Section({
  title,
  note,
  children,
  id,
}: {
  title: string;
  note?: ReactNode;
  children: ReactNode;
  /** An anchor (the chart's ex-right marker links to #dividend). */
  id?: string;
}) {
  return (
    <section className="info-section" id={id}>
      <h3 className="info-section__title">
        {title}
        {note && <small>{note}</small>}
      </h3>
      {children}
    </section>
  );
}

export function Fields({ rows }: { rows: ReadonlyArray<[string, ReactNode]> }) {
  return (
    <dl className="info-fields">
      {rows.map(([label, value]) => (
        <div className="info-fields__row" key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The company's basic facts, as the HK and US profiles both show them. */
export function CompanyBasics({
  info,
}: {
  info: Pick<
    HkBaseInfo,
    'company_name_zh' | 'company_name' | 'listing_date' | 'chairman' | 'industry' | 'company_summary'
  >;
}) {
  return (
    <Section title="公司资料">
      <Fields
        rows={[
          ['公司名称', <ExpandText text={info.company_name_zh || info.company_name} />],
          ['上市日期', info.listing_date || DASH],
          ['董事长', info.chairman || DASH],
          ['所属行业', info.industry || DASH],
          ['公司简介', <ExpandText text={info.company_summary} />],
        ]}
      />
    </Section>
  );
}

/** A table that shows 3 rows until expanded (§9 (business constants and limits)). */
export function CollapsibleTable<T>({
  head,
  rows,
  cells,
  rowKey,
}: {
  head: readonly string[];
  rows: readonly T[];
  cells: (row: T) => ReactNode[];
  rowKey: (row: T, i: number) => string | number;
}) {
  const [expanded, setExpanded] = useState(false);
  if (rows.length === 0) return <div className="info-empty">暂无数据</div>;
  return (
    <>
      <table className="info-table">
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {visibleRows(rows, expanded).map((r, i) => (
            <tr key={rowKey(r, i)}>
              {cells(r).map((c, j) => (
                <td key={j}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {needsRowToggle(rows) && <RowToggle expanded={expanded} onToggle={() => setExpanded(!expanded)} />}
    </>
  );
}

/** Axis/label colour of the charts in the current theme (canvas cannot read CSS variables). */
export function useChartTextColor(): string {
  const { theme } = useStores();
  return theme.isDark ? '#a2a8b1' : '#666b73';
}
