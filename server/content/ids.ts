/**
 * Article ids: every id encodes its kind, instrument, day and position in the day, so a detail
 * call regenerates exactly the article the list showed without storing anything.
 *
 *   id = kind · 10^14 + (instrument number + 1) · 10^10 + YYYYMMDD · 100 + seq
 *
 * 15 digits, below Number.MAX_SAFE_INTEGER. Instrument number 0 (stored as 0) = market-wide.
 */

export type ArticleKind = 1 | 2 | 3 | 4;

export interface ArticleKey {
  kind: ArticleKind;
  /** Position of the instrument in the universe; -1 for market-wide items. */
  instrument: number;
  ymd: number;
  seq: number;
}

export function encodeId(k: ArticleKey): number {
  return k.kind * 1e14 + (k.instrument + 1) * 1e10 + k.ymd * 100 + k.seq;
}

export function decodeId(raw: string | number): ArticleKey | undefined {
  const s = String(raw).trim();
  if (!/^[1-4]\d{14}$/.test(s)) return undefined;
  const kind = Number(s[0]) as ArticleKind;
  const instrument = Number(s.slice(1, 5)) - 1;
  const ymd = Number(s.slice(5, 13));
  const seq = Number(s.slice(13, 15));
  const month = Math.floor(ymd / 100) % 100;
  const day = ymd % 100;
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  return { kind, instrument, ymd, seq };
}
