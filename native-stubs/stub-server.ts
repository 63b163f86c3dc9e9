/**
 * The stub server: /wap/* from the offline package zip, the two shell pages under /stub/, and
 * everything else (API prefixes of §7 (the calls it makes), the quote websocket) forwarded to the reference server.
 */
import { securityHeaders } from '../server/security-headers';
import http from 'node:http';
import path from 'node:path';
import { build } from 'esbuild';
import type { UserInfo } from '../contract/community';
import { PackageSite } from './package-site';
import { parseUpstream, proxyHttp, proxyUpgrade, type Upstream } from './proxy';
import { SHELL_CSS, indexHtml, shellHtml } from './shell/page';

export interface StubServerOptions {
  site: PackageSite;
  /** Base URL of the reference server, e.g. http://127.0.0.1:8080 */
  upstreamUrl: string;
  /** Native login for the panel (in-process server only). */
  login?: (phone: string) => Promise<UserInfo>;
}

/** Compiles a browser script of the shell (TypeScript, bundled with what it imports). */
export async function compileBrowserScript(entry: string): Promise<string> {
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2019',
    platform: 'browser',
    logLevel: 'silent',
  });
  return out.outputFiles[0].text;
}

function send(res: http.ServerResponse, status: number, type: string, body: string | Buffer): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-cache' });
  res.end(body);
}

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

export async function createStubServer(opts: StubServerOptions): Promise<http.Server> {
  const upstream: Upstream = parseUpstream(opts.upstreamUrl);
  const [hostJs, injectJs] = await Promise.all([
    compileBrowserScript(path.join(__dirname, 'shell', 'host.ts')),
    compileBrowserScript(path.join(__dirname, 'shell', 'inject.ts')),
  ]);
  const m = opts.site.manifest;
  const label = `${m.id} ${m.version} · build ${m.buildId.slice(0, 12)} · ${m.fileCount} 个文件`;
  const js = 'text/javascript; charset=utf-8';
  const html = 'text/html; charset=utf-8';

  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const pathname = url.split('?')[0];
    const isRead = req.method === 'GET' || req.method === 'HEAD';

    if (isRead && (pathname === '/' || pathname === '/stub')) {
      res.writeHead(302, { location: '/stub/' }).end();
    } else if (isRead && pathname === '/stub/') {
      send(res, 200, html, indexHtml(label, opts.upstreamUrl));
    } else if (isRead && (pathname === '/stub/ios.html' || pathname === '/stub/android.html')) {
      send(res, 200, html, shellHtml(pathname.includes('ios') ? 'ios' : 'android', label));
    } else if (isRead && pathname === '/stub/host.js') {
      send(res, 200, js, hostJs);
    } else if (isRead && pathname === '/stub/inject.js') {
      send(res, 200, js, injectJs);
    } else if (isRead && pathname === '/stub/shell.css') {
      send(res, 200, 'text/css; charset=utf-8', SHELL_CSS);
    } else if (isRead && pathname === '/stub/manifest.json') {
      send(res, 200, 'application/json; charset=utf-8', JSON.stringify(m, null, 2));
    } else if (req.method === 'POST' && pathname === '/stub/api/login') {
      void (async () => {
        const type = 'application/json; charset=utf-8';
        if (!opts.login) {
          send(res, 200, type, JSON.stringify({ ok: false, message: '远程服务器: 请手动填写 token' }));
          return;
        }
        try {
          const body = (await readJson(req)) as { phone?: unknown };
          const phone = typeof body.phone === 'string' ? body.phone : '';
          send(res, 200, type, JSON.stringify({ ok: true, userInfo: await opts.login(phone) }));
        } catch (err) {
          send(res, 200, type, JSON.stringify({ ok: false, message: (err as Error).message }));
        }
      })();
    } else if (isRead && pathname === '/wap') {
      res.writeHead(302, { location: '/wap/' }).end();
    } else if (isRead && pathname.startsWith('/wap/')) {
      const found = opts.site.resolve(url);
      if (!found) send(res, 404, 'text/plain; charset=utf-8', 'not found');
      else {
        // The server's security headers (issue 32 row 7), so the app runs here under its policy.
        const isPage = found.headers['content-type'].startsWith('text/html');
        const security = securityHeaders(req.headers.host, isPage ? opts.site.entryScriptHashes : []);
        res.writeHead(found.status, { ...found.headers, ...security });
        res.end(req.method === 'HEAD' ? undefined : found.body);
      }
    } else if (pathname.startsWith('/stub/')) {
      send(res, 404, 'text/plain; charset=utf-8', 'not found');
    } else {
      proxyHttp(upstream, req, res);
    }
  });
  server.on('upgrade', (req, socket, head) => proxyUpgrade(upstream, req, socket, head));
  return server;
}
