/**
 * A-share profile (jiankuang, §2 (screens and routes) "CN profile"): main indicators, company profile (48-character
 * expanders), main-business ring (slices over 10 %) with its list, shareholder and equity data and the
 * dividend list (3 rows until expanded). No data when all three end dates / names are empty.
 */
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import type { CnProfile as CnProfileData } from '../../../../contract/profile';
import { AsyncBlock } from '../../../components/async/AsyncBlock';
import { useAsync } from '../../../components/async/use-async';
import { ExpandText } from '../../../components/text/ExpandText';
import { DASH, formatFixed, formatNumber } from '../../../lib/format/number';
import { formatPercentUpDown } from '../../../lib/format/percent';
import { formatPE } from '../../../lib/format/price';
import { isCnProfileEmpty, ringSlices, shares, shareText } from '../../../lib/info/profile';
import { getCnProfile, getDividends } from '../../../services/profile';
import { OptionChart } from '../../../components/chart/OptionChart';
import { ringOption } from './charts/options';
import { CollapsibleTable, Fields, Section, useChartTextColor } from './parts';

/** Dividends fetched at once: the list shows 3 and expands to these. */
const DIVIDEND_FETCH = 20;

/** §5 (validation rules) percent up/down: '--' for missing or zero, a plus on rises. */
const pct = (v: unknown) => formatPercentUpDown(v, { sign: true });

export function CnProfile({ market, symbol }: { market: string; symbol: string }) {
  const state = useAsync(() => getCnProfile(market, symbol), [market, symbol]);
  return (
    <AsyncBlock state={state} isEmpty={isCnProfileEmpty} emptyText="暂无数据">
      {(p) => <CnProfileView p={p} market={market} symbol={symbol} />}
    </AsyncBlock>
  );
}

function CnProfileView({ p, market, symbol }: { p: CnProfileData; market: string; symbol: string }) {
  const m = p.FMainIndex ?? ({} as Partial<CnProfileData['FMainIndex']>);
  const c = p.CompanyProfile ?? ({} as Partial<CnProfileData['CompanyProfile']>);
  const e = p.ShareholderEquity ?? ({} as Partial<CnProfileData['ShareholderEquity']>);
  return (
    <div className="profile">
      <Section title="主要指标" note={m.EndDate ? `截至 ${m.EndDate}` : undefined}>
        <div className="indicator-grid">
          {(
            [
              ['市盈率', formatPE(m.Pe)],
              ['每股收益', formatFixed(m.Basiceps, 2)],
              ['营业收入', formatNumber(m.BizTotinco)],
              ['净利润', formatNumber(m.NetProfit)],
              ['市净率', formatFixed(m.Nav, 2)],
              ['每股净资产', formatFixed(m.Naps, 2)],
              ['营收同比', pct(m.Tagrt)],
              ['净利润同比', pct(m.Npgrt)],
            ] as const
          ).map(([label, value]) => (
            <div className="indicator-grid__cell" key={label}>
              <span className="indicator-grid__value">{value}</span>
              <span className="indicator-grid__label">{label}</span>
            </div>
          ))}
        </div>
      </Section>
      <Section title="公司资料">
        <Fields
          rows={[
            ['公司名称', <ExpandText text={c.CompName} />],
            ['公司简介', <ExpandText text={c.CompIntro} />],
            ['所属行业', <ExpandText text={c.Industry} />],
            ['上市日期', c.ListDate || DASH],
            ['发行价格', c.IssPrice ? `${formatFixed(c.IssPrice, 2)}元` : DASH],
            ['办公地址', <ExpandText text={c.OfficeAddr} />],
            ['主营业务', <ExpandText text={c.MajorBiz} />],
          ]}
        />
      </Section>
      <MainBusiness items={p.MainBusinessComposition ?? []} />
      <Section title="股东股本" note={e.EndDate ? `截至 ${e.EndDate}` : undefined}>
        <Fields
          rows={[
            ['总股本', `${formatNumber(e.ToTalShare)}股`],
            ['流通股', `${formatNumber(e.CircSkamt)}股`],
            ['股东户数', `${formatNumber(e.ToTalShamt)}户`],
            ['较上期变化', pct(e.ToTalShrto)],
            ['户均流通股', `${formatNumber(e.Kavgsh)}股`],
            ['第一大股东', <ExpandText text={e.Top1Holder} />],
            ['第一大股东持股', e.HolderRto == null ? DASH : `${formatFixed(e.HolderRto, 2)}%`],
            ['其他股东持股', e.OthoLderRto == null ? DASH : `${formatFixed(e.OthoLderRto, 2)}%`],
          ]}
        />
      </Section>
      <Dividends market={market} symbol={symbol} />
    </div>
  );
}

const MainBusiness = observer(function MainBusiness({
  items,
}: {
  items: CnProfileData['MainBusinessComposition'];
}) {
  const textColor = useChartTextColor();
  const named = useMemo(() => items.map((i) => ({ name: i.ClassName, value: i.TcoreBizIncome })), [items]);
  const option = useMemo(() => ringOption(ringSlices(named), textColor), [named, textColor]);
  if (items.length === 0) return null;
  return (
    <Section title="主营构成">
      <OptionChart option={option} height={190} label="主营构成环形图" />
      <table className="info-table">
        <thead>
          <tr>
            <th>业务</th>
            <th>营业收入</th>
            <th>占比</th>
          </tr>
        </thead>
        <tbody>
          {shares(named).map((s) => (
            <tr key={s.name}>
              <td>{s.name}</td>
              <td>{formatNumber(s.value)}</td>
              <td>{shareText(s.share)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
});

function Dividends({ market, symbol }: { market: string; symbol: string }) {
  const state = useAsync(() => getDividends(market, symbol, DIVIDEND_FETCH, 1), [market, symbol]);
  return (
    <Section title="分红送配" id="dividend">
      <AsyncBlock state={state}>
        {(page) => (
          <CollapsibleTable
            head={['年度', '分红方案', '除权除息日']}
            rows={page.datas ?? []}
            rowKey={(d, i) => `${d.PlaceYear}${i}`}
            cells={(d) => [d.PlaceYear, d.ActTotalLotrt, d.ExRightDate || DASH]}
          />
        )}
      </AsyncBlock>
    </Section>
  );
}
