/**
 * The chart's event markers (issue 21) from the sources the rest of the server shows: the published
 * announcements (the announcement list), the corporate actions (the profile's distribution and split
 * lists, the K-line adjustment) and the dragon-tiger board (the 龙虎榜 pages).
 */
import type { ChartAction, ChartEvents, ChartMarker } from '../../contract/chart-events';
import type { InstrumentSeed } from '../data/types';
import type { CorporateActionWithFactor } from '../market/corporate-actions';
import { planText, splitText } from '../market/corporate-actions';
import { publishedAnnouncements } from './announcements';
import type { DragonTigerBoard } from './dragon-tiger/board';
import { reasonsText } from './dragon-tiger/queries';
import { currencyWord } from './money';
import type { ContentSource } from './source';

/** The one-line summary of an ex-right/ex-dividend day. */
export function actionText(seed: InstrumentSeed, a: CorporateActionWithFactor): string {
  if (a.split > 0) return `拆股：${splitText(a)}`;
  if (seed.region === 'CN') return `除权除息：${planText(seed, a)}`;
  const part = a.part === 'interim' ? '中期' : '末期';
  return `除净：${a.year}年度${part}股息每股${a.cash.toFixed(3)}${currencyWord(seed)}`;
}

export function actionOf(a: CorporateActionWithFactor): ChartAction {
  return {
    exDate: a.exDate,
    cash: a.cash,
    bonus: a.bonus,
    transfer: a.transfer,
    split: a.split,
    factor: a.factor,
  };
}

/**
 * Actions with factors and the markers of an instrument, oldest first. `board` is the dragon-tiger
 * board (A-shares only; null when the instrument has none).
 */
export function chartEvents(
  src: ContentSource,
  seed: InstrumentSeed,
  board: Pick<DragonTigerBoard, 'byCode'> | null,
): ChartEvents {
  const actions = seed.kind === 'stock' ? src.market.corporateActions(src.idOf(seed)) : [];
  const markers: ChartMarker[] = [];
  for (const a of actions) markers.push({ day: a.exDate, kind: 'exright', text: actionText(seed, a) });
  if (seed.kind === 'stock' || seed.kind === 'etf') {
    for (const n of publishedAnnouncements(src, seed))
      markers.push({ day: n.ymd, kind: 'notice', text: n.title, id: n.id });
  }
  for (const l of board?.byCode.get(seed.code) ?? [])
    markers.push({ day: l.day, kind: 'lhb', text: `龙虎榜：${reasonsText(l)}`, secuCode: l.stock.code });
  const order = { exright: 0, lhb: 1, notice: 2 } as const;
  markers.sort((a, b) => a.day - b.day || order[a.kind] - order[b.kind]);
  return { actions: actions.map(actionOf), markers };
}
