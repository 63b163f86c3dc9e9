/**
 * Character counting of §5 (validation rules): every code point counts one, and an emoji code of the fixed table
 * (EMOJI_CODES, e.g. [微笑]) counts one as a whole. A bracketed text that is not in the table counts
 * character by character. (Server copy: server/ may not import src/lib; it reads the same table.)
 */
import { EMOJI_CODES } from '../../contract/community';

const EMOJI = new Set(EMOJI_CODES);
const LONGEST_CODE = Math.max(...EMOJI_CODES.map((c) => c.length));

export function countText(text: string): number {
  let count = 0;
  let i = 0;
  while (i < text.length) {
    if (text[i] === '[') {
      const close = text.indexOf(']', i + 1);
      if (close > i && close - i + 1 <= LONGEST_CODE && EMOJI.has(text.slice(i, close + 1))) {
        count += 1;
        i = close + 1;
        continue;
      }
    }
    const cp = text.codePointAt(i) ?? 0;
    i += cp > 0xffff ? 2 : 1;
    count += 1;
  }
  return count;
}
