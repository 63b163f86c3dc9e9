import { instrumentOf, safeRedirect } from './login-form';

describe('safeRedirect: same-origin route paths only, with or without the /wap base', () => {
  it.each([
    // accepted
    ['/sh/600519.html', '/sh/600519.html'],
    ['/wap/sh/600519.html', '/sh/600519.html'],
    ['/send/sh/600519/send.html', '/send/sh/600519/send.html'],
    ['/wap/send/sh/600519/send.html?type=dark', '/send/sh/600519/send.html?type=dark'],
    ['/viewDetail/sh/600519/42.html#c', '/viewDetail/sh/600519/42.html#c'],
    ['/wap', '/'],
    ['/wap/', '/'],
    ['/wap?type=dark', '/?type=dark'],
    ['/', '/'],
    ['/wapx/sh/1.html', '/wapx/sh/1.html'], // not the base, an (unknown) route path of this app
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'], // an encoded slash stays a path segment
    // refused
    [null, null],
    [undefined, null],
    ['', null],
    ['sh/600519.html', null],
    ['//evil.com', null],
    ['///evil.com', null],
    ['/wap//evil.com', null],
    ['/\\evil.com', null],
    ['/\\/evil.com', null],
    ['/\t/evil.com', null],
    ['/\n/evil.com', null],
    ['https://evil.com/wap/sh/600519.html', null],
    ['http://localhost:8080/wap/sh/600519.html', null],
    ['javascript:alert(1)', null],
    [' /sh/600519.html', null],
    ['/login.html', null],
    ['/login.html?redirect=/sh/1.html', null],
    ['/wap/login.html?redirect=/sh/1.html', null],
  ])('%p → %p', (redirect, want) => expect(safeRedirect(redirect, '/wap')).toBe(want));
});

describe('instrumentOf', () => {
  it.each([
    ['/send/sz/000001/send.html', { market: 'sz', code: '000001' }],
    ['/viewDetail/sh/600519/42.html', { market: 'sh', code: '600519' }],
    ['/HKSE/00700.html', { market: 'HKSE', code: '00700' }],
    ['/search.html', { market: 'sh', code: '000001' }],
    [null, { market: 'sh', code: '000001' }],
  ])('%p → %o', (path, want) => expect(instrumentOf(path)).toEqual(want));
});
