import { EMOJI_CODES, emojiIndex } from './emoji';
import {
  CONTENT_MAX,
  countChars,
  insertAt,
  EXPAND_THRESHOLD,
  isValidComment,
  isValidPostContent,
  isValidTitle,
  needsExpand,
  RATING_TEXT,
  researchPeriodLabel,
  splitEmoji,
  TITLE_MAX,
  titleCounterIsRed,
  truncateName,
} from './text';

const chars = (n: number, c = '字'): string => c.repeat(n);

describe('truncateName', () => {
  it.each([
    [chars(10), 10, chars(10)],
    [chars(11), 10, `${chars(10)}...`],
    [chars(8), 8, chars(8)],
    [chars(9), 8, `${chars(8)}...`],
    ['', 10, ''],
  ])('%s cut at %i', (name, max, out) => expect(truncateName(name, max)).toBe(out));
  it('defaults to 10 and never splits a surrogate pair', () => {
    expect(truncateName('abcdefghijk')).toBe('abcdefghij...');
    expect(truncateName(`${'a'.repeat(9)}😀😀`)).toBe(`${'a'.repeat(9)}😀...`);
    expect(truncateName(null)).toBe('');
  });
});

describe('expand threshold', () => {
  it('48 characters stay, 49 expand', () => {
    expect(EXPAND_THRESHOLD).toBe(48);
    expect(needsExpand(chars(48))).toBe(false);
    expect(needsExpand(chars(49))).toBe(true);
    expect(needsExpand(undefined)).toBe(false);
  });
});

describe('emoji codes', () => {
  it('100 unique Chinese codes in index order', () => {
    expect(EMOJI_CODES).toHaveLength(100);
    expect(new Set(EMOJI_CODES).size).toBe(100);
    for (const c of EMOJI_CODES) expect(c).toMatch(/^\[([\u4e00-\u9fa5]+|[A-Z]+)\]$/);
    expect(emojiIndex('[微笑]')).toBe(0);
    expect(emojiIndex(EMOJI_CODES[99])).toBe(99);
    expect(emojiIndex('[不存在的]')).toBe(-1);
  });
  it('splitEmoji separates known codes from text', () => {
    expect(splitEmoji('好[微笑]的[abc][撇嘴]')).toEqual([
      { type: 'text', text: '好' },
      { type: 'emoji', code: '[微笑]', index: 0 },
      { type: 'text', text: '的[abc]' },
      { type: 'emoji', code: '[撇嘴]', index: 1 },
    ]);
    expect(splitEmoji('')).toEqual([]);
    expect(splitEmoji('[[微笑]')).toEqual([
      { type: 'text', text: '[' },
      { type: 'emoji', code: '[微笑]', index: 0 },
    ]);
  });
});

describe('countChars', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['中文', 2],
    ['[微笑]', 1],
    ['[微笑][撇嘴]', 2],
    ['a[微笑]b', 3],
    ['[abc]', 5],
    ['😀', 1],
    ['a😀b', 3],
    [null, 0],
  ])('%p → %i', (t, n) => expect(countChars(t)).toBe(n));
});

describe('post and comment rules (§5)', () => {
  it('title: at most 40, counter red above 39', () => {
    expect(TITLE_MAX).toBe(40);
    expect(isValidTitle('')).toBe(true);
    expect(isValidTitle(chars(40))).toBe(true);
    expect(isValidTitle(chars(41))).toBe(false);
    expect(titleCounterIsRed(chars(39))).toBe(false);
    expect(titleCounterIsRed(chars(40))).toBe(true);
  });
  it('content: more than 0 and fewer than 200', () => {
    expect(CONTENT_MAX).toBe(200);
    expect(isValidPostContent('')).toBe(false);
    expect(isValidPostContent('   ')).toBe(false);
    expect(isValidPostContent('a')).toBe(true);
    expect(isValidPostContent(chars(199))).toBe(true);
    expect(isValidPostContent(chars(200))).toBe(false);
    // 199 emoji codes are 199 characters although the string is much longer
    expect(isValidPostContent('[微笑]'.repeat(199))).toBe(true);
    expect(isValidPostContent('[微笑]'.repeat(200))).toBe(false);
  });
  it('comments: reply to a comment ≤ 200, reply to the author < 200', () => {
    expect(isValidComment(chars(200), 'comment')).toBe(true);
    expect(isValidComment(chars(201), 'comment')).toBe(false);
    expect(isValidComment(chars(199), 'author')).toBe(true);
    expect(isValidComment(chars(200), 'author')).toBe(false);
    expect(isValidComment('', 'comment')).toBe(false);
    expect(isValidComment('', 'author')).toBe(false);
  });
});

describe('research labels', () => {
  it('1年内 for 12 months, otherwise N个月', () => {
    expect(researchPeriodLabel(12)).toBe('1年内');
    expect(researchPeriodLabel(6)).toBe('6个月');
    expect(researchPeriodLabel(13)).toBe('13个月');
  });
  it('rating ids', () => {
    expect(RATING_TEXT[7]).toBe('买入');
    expect(RATING_TEXT[1]).toBe('卖出');
    expect(RATING_TEXT[4]).toBeUndefined();
  });
});

describe('insertAt', () => {
  test.each([
    ['ab', 1, '[微笑]', 'a[微笑]b', 5],
    ['ab', 0, 'x', 'xab', 1],
    ['ab', 9, 'x', 'abx', 3], // past the end: at the end
    ['ab', -3, 'x', 'xab', 1], // before the start: at the start
    ['', 0, '😀', '😀', 2],
  ])('%j at %i + %j → %j, caret %i', (text, at, piece, out, caret) => {
    expect(insertAt(text, at, piece)).toEqual({ text: out, caret });
  });
});
