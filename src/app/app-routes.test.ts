import { APP_ROUTE_PATTERNS, isAppPath } from '../../contract/app-routes';
import { ROUTES } from './routes';

describe('the server knows every route the app draws (HTTP 404 for the rest)', () => {
  it('the contract lists exactly the route table’s patterns', () => {
    expect([...APP_ROUTE_PATTERNS].sort()).toEqual(ROUTES.map((r) => r.pattern).sort());
  });

  it.each([
    ['/', true],
    ['/sh/600519.html', true],
    ['/hk/700.html', true],
    ['/detail/sh/600519/1/9.html', true],
    ['/rzrq/贵州茅台-600519/1600519.html', true],
    ['/plate/HY/BK9999.html', true],
    ['/markIndex.html', true],
    ['/search.html/', true],
    ['/no/such/page', false],
    ['/sh/600519', false],
    ['/search', false],
    ['/detail/sh/600519/1.html', false],
    ['/a/b/c.html', false],
    ['/index.htm', false],
  ])('%s → %p', (p, known) => expect(isAppPath(p)).toBe(known));
});
