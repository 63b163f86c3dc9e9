import {
  articlePath,
  articleTitle,
  articleTypeSuffix,
  ctimeMillis,
  hasDisclaimer,
  hasQuoteStrip,
  hasRecommended,
  parseArticleType,
  pickRecommended,
  RECOMMENDED_FETCH,
} from './article';

describe('article types', () => {
  test('title suffix by type', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((t) => articleTypeSuffix(parseArticleType(t)!))).toEqual([
      '资讯',
      '公告',
      '研报',
      '快讯',
      '资讯',
      '公告',
      '研报',
    ]);
    expect(articleTitle(2, '贵州茅台')).toBe('贵州茅台公告');
  });
  test('parse rejects unknown types', () => {
    expect(parseArticleType('8')).toBeNull();
    expect(parseArticleType('0')).toBeNull();
    expect(parseArticleType('abc')).toBeNull();
    expect(parseArticleType('4')).toBe(4);
  });
  test('quote strip and recommended for 1 and 5; disclaimer for 1, 3, 5, 6, 7', () => {
    const all = [1, 2, 3, 4, 5, 6, 7] as const;
    expect(all.filter(hasQuoteStrip)).toEqual([1, 5]);
    expect(all.filter(hasRecommended)).toEqual([1, 5]);
    expect(all.filter(hasDisclaimer)).toEqual([1, 3, 5, 6, 7]);
  });
});

describe('recommended reading', () => {
  test('fetches 6, shows at most 5 and never the article itself', () => {
    expect(RECOMMENDED_FETCH).toBe(6);
    const items = [1, 2, 3, 4, 5, 6].map((newId) => ({ newId }));
    expect(pickRecommended(items, '99').map((i) => i.newId)).toEqual([1, 2, 3, 4, 5]);
    expect(pickRecommended(items, '2').map((i) => i.newId)).toEqual([1, 3, 4, 5, 6]);
  });
});

describe('ctime', () => {
  test('seconds and milliseconds give the same instant', () => {
    expect(ctimeMillis(1_763_800_000)).toBe(1_763_800_000_000);
    expect(ctimeMillis(1_763_800_000_000)).toBe(1_763_800_000_000);
    expect(ctimeMillis('1763800000')).toBe(1_763_800_000_000);
    expect(ctimeMillis(null)).toBeNull();
  });
});

test('article path', () => {
  expect(articlePath('sh', '600519', 4, 123)).toBe('/detail/sh/600519/4/123.html');
});
