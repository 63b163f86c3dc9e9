import crypto from 'node:crypto';
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from './security-headers';

const sha = (s: string) => `'sha256-${crypto.createHash('sha256').update(s, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it.each([
    ['<script>a()</script>', [sha('a()')]],
    ['<script type="module">m()</script>', [sha('m()')]],
    ['<script src="/x.js"></script>', []],
    ['<script type="application/json" id="c">{"a":1}</script>', []],
    ['<SCRIPT>\n  b();\n</SCRIPT><script>b2()</script>', [sha('\n  b();\n'), sha('b2()')]],
    ['<script>a()</script><script>a()</script>', [sha('a()')]],
    ['<p>no scripts</p>', []],
  ])('%s', (html, expected) => {
    expect(inlineScriptHashes(html)).toEqual(expected);
  });
});

describe('contentSecurityPolicy', () => {
  it('keeps inline scripts out except the hashed ones, and frames to the same origin', () => {
    const csp = contentSecurityPolicy(["'sha256-abc'"], '127.0.0.1:8080');
    expect(csp).toContain("script-src 'self' 'sha256-abc';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("connect-src 'self' ws://127.0.0.1:8080 wss://127.0.0.1:8080;");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("worker-src 'self' blob:");
  });
  it.each([
    ['evil.example; script-src *', "connect-src 'self';"],
    ['a b', "connect-src 'self';"],
    [undefined, "connect-src 'self';"],
    ['[::1]:8080', "connect-src 'self' ws://[::1]:8080 wss://[::1]:8080;"],
  ])('host %s gives %s', (host, part) => {
    expect(contentSecurityPolicy([], host)).toContain(part);
  });
});

describe('securityHeaders', () => {
  it('names the referrer policy, nosniff and framing', () => {
    expect(securityHeaders('h')).toMatchObject({
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
    });
  });
});
