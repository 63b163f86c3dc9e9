/**
 * The price panel read as one sentence (issue 37, docs/accessibility.md): a screen-reader user hears
 * 贵州茅台，1469.38元，下跌0.18元，跌幅0.01%，交易中 — rise and fall said in words, not left to the
 * colour — instead of a run of unrelated numbers.
 */
import type { Region } from '../../lib/market';
import type { PanelKind } from './fields';

export interface SpokenInput {
  name: string;
  kind: PanelKind;
  region: Region;
  /** The headline as the panel shows it: '1469.38', '-0.18', '-0.01%', or '--'. */
  price: string;
  change: string;
  percent: string;
  /** 交易中, 已收盘, … (lib/status.ts); empty when unknown. */
  status: string;
  /** The quote is not live (cold start's cached one, link down, feed stale). */
  notLive: boolean;
}

const UNIT: Record<Region, string> = { CN: '元', HK: '港元', USA: '美元' };

/** What a price of the instrument is said in: 元, 港元, 美元, or 点 for indices. */
export function unitOf(kind: PanelKind, region: Region): string {
  return kind === 'index' ? '点' : UNIT[region];
}

const unsigned = (s: string) => s.replace(/^[+-]/, '');

export function spokenPrice(input: SpokenInput): string {
  const parts: string[] = [];
  if (input.name) parts.push(input.name);
  if (input.price === '--' || input.price === '') {
    parts.push('暂无报价');
  } else {
    const unit = unitOf(input.kind, input.region);
    parts.push(`${input.price}${unit}`);
    const value = Number.parseFloat(input.change);
    const sign = value > 0 ? 1 : value < 0 ? -1 : 0; // '-0.00' is 平盘 too
    if (input.change !== '--') {
      if (sign === 0) parts.push('平盘');
      else parts.push(`${sign > 0 ? '上涨' : '下跌'}${unsigned(input.change)}${unit}`);
    }
    if (input.percent !== '--' && sign !== 0)
      parts.push(`${sign > 0 ? '涨幅' : '跌幅'}${unsigned(input.percent)}`);
  }
  if (input.status) parts.push(input.status);
  if (input.notLive) parts.push('非实时');
  return parts.join('，');
}

/** At most one polite announcement per this many ms (issue 37: never a stream of numbers). */
export const ANNOUNCE_EVERY_MS = 10_000;

/**
 * What the live region should say now: the new sentence when asked (`active`: the panel has focus
 * or was asked to speak), it differs from what was last said, and the last announcement is at
 * least ANNOUNCE_EVERY_MS old; otherwise null (say nothing new).
 */
export function nextAnnouncement(
  sentence: string,
  last: { text: string; at: number } | null,
  active: boolean,
  now: number,
): string | null {
  if (!active) return null;
  if (last && last.text === sentence) return null;
  if (last && now - last.at < ANNOUNCE_EVERY_MS) return null;
  return sentence;
}
