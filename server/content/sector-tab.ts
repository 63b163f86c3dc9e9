/** The stock tab's top-3 sectors, valued live by the simulator (sector and member quotes). */
import type { InstrumentSeed } from '../data/types';
import { SECTOR_TAB_MEMBERS, type SectorMember, type StockSector } from '../../contract/sector-tab';
import { changePercent } from '../../contract/market-rules/change';
import type { ContentSource } from './source';

/** Percent with 2 decimals, rounded once from the exact ratio (not from the dyna's rounded rate). */
function changePct(src: ContentSource, id: string): number {
  const d = src.market.dyna(id);
  return d ? changePercent(d.LastPrice, src.market.statistics(id).PreClosePrice) : 0;
}

/** The stock's sectors with the best change rate first (at most 3), each with its best members. */
export function topSectors(src: ContentSource, seed: InstrumentSeed): StockSector[] {
  const sectors = (seed.sectors ?? [])
    .map((id) => src.market.byId(id))
    .filter((s): s is InstrumentSeed => !!s && s.kind === 'sector');
  const rated = sectors.map((s) => ({ s, rate: src.market.dyna(src.idOf(s))?.UpdownRate ?? 0 }));
  rated.sort((a, b) => b.rate - a.rate);
  return rated.slice(0, 3).map(({ s }) => {
    const members: SectorMember[] = (s.constituents ?? [])
      .map((id) => src.market.byId(id))
      .filter((m): m is InstrumentSeed => !!m)
      .map((m) => {
        const d = src.market.dyna(src.idOf(m));
        return {
          ProdName: m.name,
          LastPx: d?.LastPrice ?? 0,
          PxChangeRate: changePct(src, src.idOf(m)),
          HqTypeCode: m.market.toUpperCase(),
          ProdCode: m.code,
          rate: d?.UpdownRate ?? 0,
        };
      })
      .sort((a, b) => b.rate - a.rate)
      .slice(0, SECTOR_TAB_MEMBERS)
      .map(({ rate: _rate, ...member }) => member);
    return {
      Name: s.name,
      PxChangeRate: changePct(src, src.idOf(s)),
      Block: s.sectorType ?? 'HY',
      Code: s.code,
      Grps: members,
    };
  });
}
