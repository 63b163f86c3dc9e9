import { SEARCH_PAGE_SIZE } from '../../../contract/search';
import { clampKeyword, hitTarget, hitWatchId, isBlankKeyword, marketTag, SEARCH_DEBOUNCE_MS } from './search';

test('§9 constants', () => {
  expect(SEARCH_DEBOUNCE_MS).toBe(500);
  expect(SEARCH_PAGE_SIZE).toBe(15);
});

test('blank keyword', () => {
  expect(isBlankKeyword('')).toBe(true);
  expect(isBlankKeyword('   ')).toBe(true);
  expect(isBlankKeyword(undefined)).toBe(true);
  expect(isBlankKeyword('gzmt')).toBe(false);
});

describe('hit targets', () => {
  test('CN stocks and ETFs go to the lower-case stock route', () => {
    expect(hitTarget({ Market: 'SH', Symbol: '600519' }, '')).toEqual({
      kind: 'route',
      path: '/sh/600519.html',
    });
    expect(hitTarget({ Market: 'shetf', Symbol: '510300' }, '')).toEqual({
      kind: 'route',
      path: '/sh/510300.html',
    });
    expect(hitTarget({ Market: 'szetf', Symbol: '159915' }, '')).toEqual({
      kind: 'route',
      path: '/sz/159915.html',
    });
  });
  test('HK and US keep the quote market', () => {
    expect(hitTarget({ Market: 'hkse', Symbol: '00700' }, '')).toEqual({
      kind: 'route',
      path: '/HKSE/00700.html',
    });
    expect(hitTarget({ Market: 'NASDAQ', Symbol: 'AAPL' }, '')).toEqual({
      kind: 'route',
      path: '/NASDAQ/AAPL.html',
    });
  });
  test('funds go to the fund host', () => {
    expect(hitTarget({ Market: 'fund', Symbol: '000001' }, 'https://fund.example.com/')).toEqual({
      kind: 'external',
      url: 'https://fund.example.com/detail/000001',
    });
    expect(hitTarget({ Market: 'sz', Symbol: '161725', Type: 'fund' }, 'https://f.cn')).toEqual({
      kind: 'external',
      url: 'https://f.cn/detail/161725',
    });
  });

  test('a same-origin fund host (the local environment’s /fund) stays a path', () => {
    expect(hitTarget({ Market: 'fund', Symbol: '005827', Type: 'fund' }, '/fund')).toEqual({
      kind: 'external',
      url: '/fund/detail/005827',
    });
  });
});

describe('market tag on each hit', () => {
  it.each([
    [{ Market: 'sh', Type: 'stock' }, 'SH', 'cn'],
    [{ Market: 'shetf', Type: 'etf' }, 'SH', 'cn'],
    [{ Market: 'sz', Type: 'index' }, 'SZ', 'cn'],
    [{ Market: 'bj', Type: 'stock' }, 'BJ', 'cn'],
    [{ Market: 'HKSE', Type: 'stock' }, 'HK', 'hk'],
    [{ Market: 'HKIDX', Type: 'index' }, 'HK', 'hk'],
    [{ Market: 'NASDAQ', Type: 'stock' }, 'US', 'us'],
    [{ Market: 'NYSE', Type: 'stock' }, 'US', 'us'],
    [{ Market: 'AMEX', Type: 'index' }, 'US', 'us'],
    [{ Market: 'fund', Type: 'fund' }, '基金', 'fund'],
  ])('%p → %s', (hit, label, tone) => expect(marketTag(hit)).toEqual({ label, tone }));
});

describe('the search box takes at most 20 characters', () => {
  it.each([
    ['600519', '600519'],
    ['一二三四五六七八九十一二三四五六七八九十一二三四五', '一二三四五六七八九十一二三四五六七八九十'],
    ['abcdefghijklmnopqrstuvwxy', 'abcdefghijklmnopqrst'],
    ['😀'.repeat(25), '😀'.repeat(20)],
    ['a'.repeat(19) + '😀😀', 'a'.repeat(19) + '😀'],
  ])('%s → %s', (typed, kept) => {
    expect(clampKeyword(typed, 20)).toBe(kept);
    // Never a lone surrogate: the keyword always encodes into a URL.
    expect(() => encodeURIComponent(clampKeyword(typed, 20))).not.toThrow();
  });
});

describe('hitWatchId: the id of the stock home star', () => {
  it.each([
    [{ Market: 'SH', Symbol: '600519' }, 'sh:600519'],
    [{ Market: 'shetf', Symbol: '510300' }, 'sh:510300'],
    [{ Market: 'sz', Symbol: '000001' }, 'sz:000001'],
    [{ Market: 'HKSE', Symbol: '00700' }, 'HKSE:00700'],
    [{ Market: 'HK', Symbol: '0700' }, 'HKSE:00700'],
    [{ Market: 'HKIDX', Symbol: '.HSI' }, 'HKIDX:.HSI'],
    [{ Market: 'NYSE', Symbol: 'BABA' }, 'NYSE:BABA'],
    [{ Market: 'NASDAQ', Symbol: 'aapl' }, 'NASDAQ:AAPL'],
    [{ Market: 'fund', Symbol: '000001' }, null],
    [{ Market: 'sh', Symbol: '000001', Type: 'fund' }, null],
  ])('%j → %s', (hit, want) => expect(hitWatchId(hit)).toBe(want));
});
