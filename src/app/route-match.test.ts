import { bySpecificity, compilePattern, matchFirst, matchOr, matchPattern } from './route-match';

describe('route patterns', () => {
  it.each([
    ['/{market}/{code}.html', '/sh/600519.html', { market: 'sh', code: '600519' }],
    ['/{market}/{code}.html', '/HKIDX/.HSI.html', { market: 'HKIDX', code: '.HSI' }],
    [
      '/detail/{market}/{symbol}/{type}/{id}.html',
      '/detail/sh/600519/4/123.html',
      { market: 'sh', symbol: '600519', type: '4', id: '123' },
    ],
    [
      '/rzrq/{stock}/{innerCode}.html',
      '/rzrq/%E8%B4%B5%E5%B7%9E%E8%8C%85%E5%8F%B0-600519/1120.html',
      { stock: '贵州茅台-600519', innerCode: '1120' },
    ],
    ['/search.html', '/search.html', {}],
  ])('%s matches %s', (pattern, path, params) => {
    expect(matchPattern(compilePattern(pattern), path)).toEqual(params);
  });

  it.each([
    ['/{market}/{code}.html', '/sh/600519'],
    ['/{market}/{code}.html', '/a/b/c.html'],
    ['/search.html', '/searchXhtml'],
  ])('%s does not match %s', (pattern, path) => {
    expect(matchPattern(compilePattern(pattern), path)).toBeNull();
  });

  it('prefers the more specific pattern', () => {
    const entries = ['/{market}/{code}.html', '/stock/detail/{id}.html', '/rzrq-list.html']
      .map((p) => ({ compiled: compilePattern(p) }))
      .sort(bySpecificity);
    expect(matchFirst(entries, '/stock/detail/600519.html')?.entry.compiled.pattern).toBe(
      '/stock/detail/{id}.html',
    );
    expect(matchFirst(entries, '/sz/000001.html')?.entry.compiled.pattern).toBe('/{market}/{code}.html');
  });

  it('keeps a malformed escape as raw text instead of throwing', () => {
    expect(matchPattern(compilePattern('/{market}/{code}.html'), '/sh/%E0%A4%A.html')).toEqual({
      market: 'sh',
      code: '%E0%A4%A',
    });
  });
});

test.each([
  ['/sh/600519.html', 'stock', { market: 'sh', code: '600519' }],
  ['/nowhere', 'not-found', {}],
])('matchOr(%s) → %s', (path, family, params) => {
  const entries = [{ family: 'stock', compiled: compilePattern('/{market}/{code}.html') }];
  const got = matchOr(entries, { family: 'not-found' }, path);
  expect(got.entry.family).toBe(family);
  expect(got.params).toEqual(params);
});
