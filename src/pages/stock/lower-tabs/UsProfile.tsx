/**
 * US profile (jiankuang, §2 (screens and routes) "HK and US profile"): company facts with an expandable summary; top-5
 * institutional and insider holders (3 rows until expanded; percent to 3 decimals; 未变); charts of
 * earnings, revenue by product or area, holder analysis and analyst recommendations with the rating
 * score (the analysis text partly shown).
 */
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import type { UsHolder, UsInfo } from '../../../../contract/profile';
import { AsyncBlock } from '../../../components/async/AsyncBlock';
import { useAsync } from '../../../components/async/use-async';
import { ExpandText } from '../../../components/text/ExpandText';
import { DASH, formatFixed } from '../../../lib/format/number';
import { formatHoldingPercent, holdingChangeText, ringSlices } from '../../../lib/info/profile';
import { getUsInfo } from '../../../services/profile';
import { riseFallColors } from '../../../lib/updown-colors';
import { useStores } from '../../../stores/context';
import { OptionChart } from '../../../components/chart/OptionChart';
import { barsOption, recommendationColors, ringOption } from './charts/options';
import { CollapsibleTable, CompanyBasics, Fields, Section, useChartTextColor } from './parts';

/** §2 (screens and routes): top-5 holder lists. */
const TOP_HOLDERS = 5;
/** One empty list for every missing one, so the charts' memos see the same value on each render. */
const NONE: never[] = [];

export function UsProfile({ symbol }: { symbol: string }) {
  const state = useAsync(() => getUsInfo(symbol), [symbol]);
  return (
    <AsyncBlock state={state} isEmpty={(d) => !d.base_info?.company_name && !d.base_info?.company_name_zh}>
      {(d) => <UsProfileView d={d} />}
    </AsyncBlock>
  );
}

function Holders({ title, rows }: { title: string; rows: UsHolder[] }) {
  return (
    <Section title={title}>
      <CollapsibleTable
        head={['名称', '持股比例', '变动', '报告日期']}
        rows={rows.slice(0, TOP_HOLDERS)}
        rowKey={(h, i) => `${h.holder_name}${i}`}
        cells={(h) => [
          <span className="holder-name">
            {h.holder_name}
            {h.title && <small>{h.title}</small>}
          </span>,
          formatHoldingPercent(h.os_pct),
          holdingChangeText(h.position_change),
          h.report_date || DASH,
        ]}
      />
    </Section>
  );
}

/** Consensus score 1 (strong buy) … 5 (strong sell) in words. */
export function gradeText(score: unknown): string {
  const n = typeof score === 'number' && Number.isFinite(score) ? score : null;
  if (n === null) return DASH;
  if (n <= 1.5) return '强力买入';
  if (n <= 2.5) return '买入';
  if (n <= 3.5) return '持有';
  if (n <= 4.5) return '卖出';
  return '强力卖出';
}

// An observer: the rating colours follow the 涨跌颜色 setting and the theme while the tab is open.
const UsProfileView = observer(function UsProfileView({ d }: { d: UsInfo }) {
  const textColor = useChartTextColor();
  const [split, setSplit] = useState<'product' | 'area'>('product');
  const earnings = d.earnings ?? NONE;
  const earningsOption = useMemo(
    () =>
      barsOption(
        earnings.map((e) => e.period),
        [
          { name: '预期EPS', data: earnings.map((e) => e.eps_estimate), color: '#9aa0a8' },
          { name: '实际EPS', data: earnings.map((e) => e.eps_actual), color: '#2f6fde' },
        ],
        textColor,
      ),
    [earnings, textColor],
  );
  const revenue = split === 'product' ? (d.revenue_by_product ?? NONE) : (d.revenue_by_area ?? NONE);
  const revenueOption = useMemo(() => ringOption(ringSlices(revenue), textColor), [revenue, textColor]);
  const h = d.holder_analysis;
  const holderOption = useMemo(
    () =>
      ringOption(
        h
          ? [
              { name: '机构', value: h.institution_pct, share: h.institution_pct / 100 },
              { name: '内部人', value: h.insider_pct, share: h.insider_pct / 100 },
              { name: '其他', value: h.retail_pct, share: h.retail_pct / 100 },
            ].filter((s) => s.value > 0)
          : [],
        textColor,
      ),
    [h, textColor],
  );
  const a = d.analyst;
  const recs = a?.recommendations ?? NONE;
  const { theme } = useStores();
  const { updown, isDark } = theme;
  const ratingColors = useMemo(() => recommendationColors(riseFallColors(updown, isDark)), [updown, isDark]);
  const recOption = useMemo(
    () =>
      barsOption(
        recs.map((r) => r.month.slice(2)),
        [
          { name: '强力买入', data: recs.map((r) => r.strong_buy), color: ratingColors.strong_buy },
          { name: '买入', data: recs.map((r) => r.buy), color: ratingColors.buy },
          { name: '持有', data: recs.map((r) => r.hold), color: ratingColors.hold },
          { name: '卖出', data: recs.map((r) => r.sell), color: ratingColors.sell },
          {
            name: '强力卖出',
            data: recs.map((r) => r.strong_sell),
            color: ratingColors.strong_sell,
          },
        ],
        textColor,
        true,
      ),
    [recs, textColor, ratingColors],
  );
  return (
    <div className="profile">
      <CompanyBasics info={d.base_info} />
      <Holders title="机构持股（前5）" rows={d.sina_cj_data ?? []} />
      <Holders title="内部人持股（前5）" rows={d.sina_gg_data ?? []} />
      {earnings.length > 0 && (
        <Section title="业绩表现" note="每股收益（美元）">
          <OptionChart option={earningsOption} label="业绩表现柱状图" withLegend />
        </Section>
      )}
      <Section title="营收构成">
        <div className="segmented" role="tablist">
          <button
            type="button"
            role="tab"
            aria-selected={split === 'product'}
            onClick={() => setSplit('product')}
          >
            按产品
          </button>
          <button type="button" role="tab" aria-selected={split === 'area'} onClick={() => setSplit('area')}>
            按地区
          </button>
        </div>
        {revenue.length > 0 ? (
          <OptionChart option={revenueOption} label="营收构成环形图" />
        ) : (
          <div className="info-empty">暂无数据</div>
        )}
      </Section>
      {h && (
        <Section title="持股分析" note={`机构数 ${h.institution_count}`}>
          <OptionChart option={holderOption} height={170} label="持股分析环形图" />
        </Section>
      )}
      {a && (
        <Section title="分析师评级">
          <div className="analyst">
            <div className="analyst__score">
              <strong>{formatFixed(a.sina_cj_grade, 2)}</strong>
              <span>{gradeText(a.sina_cj_grade)}</span>
              <small>评级分数（1 强力买入 – 5 强力卖出）</small>
            </div>
            <Fields
              rows={[
                ['目标均价', formatFixed(a.target_price, 2)],
                ['目标价区间', `${formatFixed(a.target_low, 2)} - ${formatFixed(a.target_high, 2)}`],
                ['昨收', formatFixed(a.pre_close, 2)],
                ['分析师人数', String(a.analyst_count ?? DASH)],
              ]}
            />
          </div>
          {recs.length > 0 && <OptionChart option={recOption} label="分析师评级分布" withLegend />}
          {a.analysis && (
            <p className="analyst__text">
              <ExpandText text={a.analysis} />
            </p>
          )}
        </Section>
      )}
    </div>
  );
});
