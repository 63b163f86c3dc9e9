/** The 板块 tab: 行业, 概念, 地域 blocks, each with its top risers and fallers and their leading stock. */
import { Link } from 'react-router-dom';
import type { BkUpDownPlate, SectorListItem } from '../../../contract/indices';
import { Num } from '../../components/number/Num';
import { trendOf } from '../../lib/colors';
import { formatSectorPrice } from '../../lib/format/sector';
import { formatSectorChangeRate } from '../../lib/format/percent';
import { SECTOR_BLOCKS, memberLink, sectorLink, sectorRankLink } from '../../lib/indices/indices';
import { AsyncBlock } from '../../components/async/AsyncBlock';
import type { AsyncState } from '../../components/async/use-async';

function SectorRow({ s, falling }: { s: SectorListItem; falling: boolean }) {
  const lead = falling ? s.FallFirstGrp : s.RiseFirstGrp;
  const leadTo = memberLink(lead.HqTypeCode, lead.ProdCode);
  const trend = trendOf(s.PxChangeRate);
  return (
    <div className="sector-row" data-testid="sector-row">
      <Link to={sectorLink(s.HqTypeCode, s.ProdCode)} className="sector-row__name">
        {s.ProdName}
      </Link>
      <Num className="sector-row__price" value={formatSectorPrice(s.LastPx)} trend={trend} />
      <Num
        className="sector-row__rate"
        value={formatSectorChangeRate(s.PxChangeRate, { sign: true })}
        trend={trend}
      />
      <span className="sector-row__lead">
        <span className="sector-row__lead-label">{falling ? '领跌' : '领涨'}</span>
        {leadTo ? <Link to={leadTo}>{lead.ProdName}</Link> : <span>{lead.ProdName}</span>}
        <Num
          value={formatSectorChangeRate(lead.PxChangeRate, { sign: true })}
          trend={trendOf(lead.PxChangeRate)}
        />
      </span>
    </div>
  );
}

export function SectorBlocks({ state }: { state: AsyncState<BkUpDownPlate> }) {
  return <AsyncBlock state={state}>{(plate) => <Blocks plate={plate} />}</AsyncBlock>;
}

function Blocks({ plate }: { plate: BkUpDownPlate }) {
  return (
    <div data-testid="sector-blocks">
      {SECTOR_BLOCKS.map((b) => (
        <section key={b.key} className="sector-block" data-testid={`sector-block-${b.key}`}>
          <header className="sector-block__head">
            <h3>{b.title}</h3>
            <Link to={sectorRankLink(b.tab)} className="sector-block__more">
              更多
            </Link>
          </header>
          <div className="sector-block__sub">领涨板块</div>
          {plate[b.key].up.map((s) => (
            <SectorRow key={s.ProdCode} s={s} falling={false} />
          ))}
          <div className="sector-block__sub">领跌板块</div>
          {plate[b.key].down.map((s) => (
            <SectorRow key={s.ProdCode} s={s} falling={true} />
          ))}
        </section>
      ))}
    </div>
  );
}
