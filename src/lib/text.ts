// Text rules: name truncation (§2 (screens and routes)), expand threshold (§9 (business constants and limits)), emoji-aware counting and the post/comment
// length rules (§5 (validation rules)). The community pages validate with these functions, so the count is one rule.
import { EMOJI_MAX_LENGTH, emojiIndex } from './emoji';

// Name truncation lives in its own leaf module (the stock home's header needs it before the emoji
// table, which only the community pages use); re-exported so there is one place to import text rules.
export { ELLIPSIS, HEADER_NAME_MAX, POST_NAME_MAX, truncateName } from './truncate-name';

/** §9 (business constants and limits): text blocks longer than 48 characters get an expand/collapse toggle. */
export const EXPAND_THRESHOLD = 48;

/** Whether a text block needs the expand toggle (longer than 48 characters). */
export function needsExpand(text: string | null | undefined): boolean {
  return Array.from(text ?? '').length > EXPAND_THRESHOLD;
}

export type TextSegment = { type: 'text'; text: string } | { type: 'emoji'; code: string; index: number };

/** Splits user text into plain runs and the known emoji codes (unknown '[...]' stays text). */
export function splitEmoji(text: string): TextSegment[] {
  const out: TextSegment[] = [];
  let run = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] === '[') {
      const close = text.indexOf(']', i + 1);
      if (close !== -1 && close - i + 1 <= EMOJI_MAX_LENGTH) {
        const code = text.slice(i, close + 1);
        const index = emojiIndex(code);
        if (index !== -1) {
          if (run) out.push({ type: 'text', text: run });
          run = '';
          out.push({ type: 'emoji', code, index });
          i = close + 1;
          continue;
        }
      }
    }
    run += text[i];
    i += 1;
  }
  if (run) out.push({ type: 'text', text: run });
  return out;
}

/**
 * §5 (validation rules) character count: each known emoji code ('[微笑]') counts 1, each other character 1 by code point
 * (a surrogate pair such as 😀 is one character, not two).
 */
export function countChars(text: string | null | undefined): number {
  let n = 0;
  for (const seg of splitEmoji(text ?? '')) {
    n += seg.type === 'emoji' ? 1 : Array.from(seg.text).length;
  }
  return n;
}

/** §9 (business constants and limits) limits. */
export const TITLE_MAX = 40;
export const CONTENT_MAX = 200;

/** Post title: optional, at most 40 characters. */
export function isValidTitle(title: string | null | undefined): boolean {
  return countChars(title) <= TITLE_MAX;
}

/** The title counter turns red above 39 characters. */
export function titleCounterIsRed(title: string | null | undefined): boolean {
  return countChars(title) > TITLE_MAX - 1;
}

/** Post content: count > 0 and < 200 (the displayed limit is 200). */
export function isValidPostContent(content: string | null | undefined): boolean {
  const n = countChars((content ?? '').trim() === '' ? '' : content);
  return n > 0 && n < CONTENT_MAX;
}

/**
 * Comments (§5 (validation rules)): a reply to a comment allows count > 0 and ≤ 200; a reply to the author > 0 and < 200.
 */
export function isValidComment(content: string | null | undefined, target: 'comment' | 'author'): boolean {
  const n = countChars((content ?? '').trim() === '' ? '' : content);
  return target === 'comment' ? n > 0 && n <= CONTENT_MAX : n > 0 && n < CONTENT_MAX;
}

/** §2 (screens and routes) research rating table: 12 months shows 1年内, other periods N个月. */
export function researchPeriodLabel(months: number): string {
  return months === 12 ? '1年内' : `${months}个月`;
}

/** §3 (entities and their fields) research rating ids. */
export const RATING_TEXT: Readonly<Record<number, string>> = {
  0: '无',
  1: '卖出',
  2: '减持',
  3: '中性',
  5: '增持',
  7: '买入',
};
/** Inserts `piece` into `text` at a caret position (clamped); answers the new text and caret. */
export function insertAt(text: string, at: number, piece: string): { text: string; caret: number } {
  const i = Math.max(0, Math.min(text.length, at));
  return { text: text.slice(0, i) + piece + text.slice(i), caret: i + piece.length };
}
