/**
 * HK profile (jiankuang, §2 (screens and routes) "HK and US profile"): company name, listing date, chairman, industry,
 * summary (expandable); main shareholders, historical dividends, splits and buy-backs, 3 rows each
 * until expanded.
 */
import { AsyncBlock } from '../../../components/async/AsyncBlock';
import { useAsync } from '../../../components/async/use-async';
import { DASH, formatFixed, formatNumber } from '../../../lib/format/number';
import { formatHoldingPercent, holdingChangeText } from '../../../lib/info/profile';
import { getHkInfo } from '../../../services/profile';
import { CollapsibleTable, CompanyBasics, Section } from './parts';

export function HkProfile({ symbol }: { symbol: string }) {
  const state = useAsync(() => getHkInfo(symbol), [symbol]);
  return (
    <AsyncBlock state={state} isEmpty={(d) => !d.base_info?.company_name_zh && !d.base_info?.company_name}>
      {(d) => (
        <div className="profile">
          <CompanyBasics info={d.base_info} />
          <Section title="主要股东">
            <CollapsibleTable
              head={['股东名称', '持股比例', '变动', '日期']}
              rows={d.stock_holder ?? []}
              rowKey={(h, i) => `${h.holder_name}${i}`}
              cells={(h) => [
                h.holder_name,
                formatHoldingPercent(h.os_pct),
                holdingChangeText(h.change),
                h.report_date || DASH,
              ]}
            />
          </Section>
          <Section title="历史分红" id="dividend">
            <CollapsibleTable
              head={['除净日', '派息日', '每股派息(港元)']}
              rows={d.historical_dividends ?? []}
              rowKey={(x, i) => `${x.ExDateTime}${i}`}
              cells={(x) => [x.ExDateTime || DASH, x.PayDateTime || DASH, formatFixed(x.Amount, 3)]}
            />
          </Section>
          <Section title="拆股">
            <CollapsibleTable
              head={['除权日', '拆合比例']}
              rows={d.stock_splits ?? []}
              rowKey={(x, i) => `${x.ExDateTime}${i}`}
              cells={(x) => [x.ExDateTime || DASH, x.Ratio || DASH]}
            />
          </Section>
          <Section title="回购">
            <CollapsibleTable
              head={['回购日期', '回购数量(股)']}
              rows={d.buy_back ?? []}
              rowKey={(x, i) => `${x.buy_date}${i}`}
              cells={(x) => [x.buy_date || DASH, formatNumber(x.buy_num)]}
            />
          </Section>
        </div>
      )}
    </AsyncBlock>
  );
}
