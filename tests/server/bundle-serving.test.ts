import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useTestServer } from './harness';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
const INLINE = 'window.boot = 1;';
fs.writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html><title>INDEX</title><script>${INLINE}</script>`,
);
fs.writeFileSync(path.join(dist, 'assets', 'app.abcdef1234.js'), 'console.log(1)');
fs.writeFileSync(path.join(dist, 'config.json'), '{"env":"local"}');

describe('bundle under /wap/ with history fallback', () => {
  const srv = useTestServer({ distDir: dist });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it.each([
    '/wap/',
    '/wap/sh/600519.html',
    '/wap/detail/sh/600519/1/9.html',
    '/wap/plate/HY/BK0475.html?type=dark',
    '/wap/index.html',
  ])('%s returns index.html', async (p) => {
    const res = await fetch(srv.url(p));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toContain('INDEX');
  });

  it.each(['/wap/no/such/route', '/wap/sh/600519', '/wap/search', '/wap/detail/sh/1.html?type=dark'])(
    'an unknown page path (%s) is a 404 carrying index.html (the app draws its not-found page)',
    async (p) => {
      const res = await fetch(srv.url(p));
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toContain('INDEX');
    },
  );

  it('sends the security headers on pages, assets, API replies and errors (issue 32 row 7)', async () => {
    const inlineHash = `'sha256-${crypto.createHash('sha256').update(INLINE).digest('base64')}'`;
    for (const p of ['/wap/', '/wap/no/such/route', '/wap/assets/app.abcdef1234.js', '/health', '/nope']) {
      const res = await fetch(srv.url(p));
      const csp = res.headers.get('content-security-policy') ?? '';
      expect([p, csp]).toEqual([p, expect.stringContaining("frame-ancestors 'self'")]);
      expect(csp).toContain("default-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      // Only the page names its inline scripts.
      expect(csp.includes(inlineHash)).toBe(p.startsWith('/wap/') && !p.includes('assets'));
      await res.arrayBuffer();
    }
  });

  it('serves hashed assets as immutable and config.json as no-cache', async () => {
    const js = await fetch(srv.url('/wap/assets/app.abcdef1234.js'));
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toMatch(/immutable/);
    const cfg = await fetch(srv.url('/wap/config.json'));
    expect(await cfg.json()).toEqual({ env: 'local' });
    expect(cfg.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    '/wap/assets/missing.js',
    '/wap/img/none.png',
    '/wap/../package.json',
    '/wap/assets/%2e%2e/%2e%2e/package.json',
  ])('a real asset miss (%s) is a 404, not index.html', async (p) => {
    const res = await fetch(srv.url(p));
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('INDEX');
  });

  it('redirects / to /wap/', async () => {
    const res = await fetch(srv.url('/'), { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/wap/');
  });
});

describe('config.json inside the page (server/inline-config.ts)', () => {
  const marked = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-dist-'));
  fs.writeFileSync(
    path.join(marked, 'index.html'),
    `<!doctype html><head><!--config--><script>${INLINE}</script></head><title>INDEX</title>`,
  );
  fs.writeFileSync(path.join(marked, 'config.json'), '{"env":"local"}');
  const srv = useTestServer({ distDir: marked });
  afterAll(() => fs.rmSync(marked, { recursive: true, force: true }));
  const block = (json: string) => `<script type="application/json" id="wap-config">${json}</script>`;

  it('sends the page with the file at its mark, its inline script still named by the CSP', async () => {
    const res = await fetch(srv.url('/wap/sh/600519.html'));
    const html = await res.text();
    expect(html).toContain(`<head>${block('{"env":"local"}')}<script>${INLINE}</script>`);
    const inlineHash = `'sha256-${crypto.createHash('sha256').update(INLINE).digest('base64')}'`;
    expect(res.headers.get('content-security-policy')).toContain(inlineHash);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('a new config.json is in the next page sent; one that is not JSON leaves the mark', async () => {
    const file = path.join(marked, 'config.json');
    fs.writeFileSync(file, '{"env":"test","x":"</script>"}');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(await (await fetch(srv.url('/wap/'))).text()).toContain(
      block('{"env":"test","x":"\\u003c/script\\u003e"}'),
    );
    // Replaced with its modification time kept: still the new one.
    const stamp = fs.statSync(file).mtime;
    fs.writeFileSync(file, '{"env":"dev"}');
    fs.utimesSync(file, stamp, stamp);
    expect(await (await fetch(srv.url('/wap/'))).text()).toContain(block('{"env":"dev"}'));
    fs.writeFileSync(file, '{broken');
    const html = await (await fetch(srv.url('/wap/'))).text();
    expect(html).toContain('<head><!--config--><script>');
    expect(html).not.toContain('wap-config');
    // Gone: the page is still sent, and asks for config.json itself.
    fs.rmSync(file);
    const res = await fetch(srv.url('/wap/'));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<head><!--config--><script>');
    fs.writeFileSync(file, '{"env":"local"}');
  });
});
