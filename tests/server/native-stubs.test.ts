/**
 * The QA stub server: /wap/* answered from an offline package zip (history fallback, asset 404,
 * injection script first), the shell pages, HTTP and websocket forwarding, and the stub host's
 * native login against the real server.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { CommunityPaths } from '../../contract/community';
import { packFiles } from '../../offline-package/package';
import { readZip, writeZip } from '../../offline-package/zip';
import { PackageSite, injectScript } from '../../native-stubs/package-site';
import { captureSms, qaLogin } from '../../native-stubs/qa-login';
import { createStubServer } from '../../native-stubs/stub-server';
import { useTestServer } from './harness';

// Building the reference server (simulator history, SQLite) takes seconds on a loaded machine.
jest.setTimeout(120_000);

const files = [
  {
    path: 'index.html',
    data: Buffer.from(
      '<!doctype html><html><head><meta charset="utf-8"><title>行情</title></head><body></body></html>',
    ),
  },
  { path: 'assets/app.1a2b3c4d.js', data: Buffer.from('console.log(1)') },
  { path: 'config.json', data: Buffer.from('{"env":"local"}') },
];

async function packageZip(): Promise<Buffer> {
  return (await packFiles(files, '0.1.0')).zip;
}

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

function close(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

describe('PackageSite', () => {
  let site: PackageSite;
  beforeAll(async () => {
    site = await PackageSite.load(await packageZip());
  });

  it('answers routes with the entry page, the injection script first in <head>', () => {
    for (const p of [
      '/wap/',
      '/wap/sh/600000.html',
      '/wap/viewDetail/sh/600000/1.html?type=dark',
      '/wap/rzrq',
    ]) {
      const r = site.resolve(p);
      expect(r?.status).toBe(200);
      expect(r?.headers['content-type']).toMatch(/text\/html/);
      expect(r?.body.toString()).toMatch(
        /^<!doctype html><html><head><script src="\/stub\/inject.js"><\/script><meta/,
      );
    }
  });

  it('answers assets from the zip and 404s missing ones', () => {
    const js = site.resolve('/wap/assets/app.1a2b3c4d.js');
    expect(js?.status).toBe(200);
    expect(js?.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js?.headers['cache-control']).toMatch(/immutable/);
    expect(js?.body.toString()).toBe('console.log(1)');
    expect(site.resolve('/wap/config.json')?.headers['cache-control']).toBe('no-cache');
    expect(site.resolve('/wap/assets/app.00000000.js')?.status).toBe(404);
    expect(site.resolve('/wap/manifest.json')?.status).toBe(404);
    expect(site.resolve('/wap/../package.json')?.status).toBe(404);
    expect(site.resolve('/api/x')).toBeNull();
  });

  it('refuses a tampered package', async () => {
    const entries = (await readZip(await packageZip())).map((e) =>
      e.path === 'config.json'
        ? { path: e.path, data: Buffer.from('{"env":"evil"}') }
        : { path: e.path, data: e.data },
    );
    await expect(PackageSite.load(await writeZip(entries))).rejects.toThrow(
      /refused[\s\S]*config\.json: size/,
    );
  });

  it('puts the script at the start when there is no <head>', () => {
    expect(injectScript('<p>x</p>', '/i.js')).toBe('<script src="/i.js"></script><p>x</p>');
  });
});

describe('stub server', () => {
  const srv = useTestServer();
  let stub: http.Server;
  let base: string;
  const capture = captureSms({ log: false });

  beforeAll(async () => {
    const site = await PackageSite.load(await packageZip());
    stub = await createStubServer({
      site,
      upstreamUrl: srv.url(''),
      login: (phone) => qaLogin(srv.url(''), phone, capture),
    });
    base = await listen(stub);
  });
  afterAll(async () => {
    capture.restore();
    await close(stub);
  });

  it('serves both shells, their scripts and the package', async () => {
    for (const platform of ['ios', 'android']) {
      const res = await fetch(`${base}/stub/${platform}.html`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`data-platform="${platform}"`);
      expect(html).toContain('<iframe id="frame"');
    }
    for (const script of ['host.js', 'inject.js']) {
      const res = await fetch(`${base}/stub/${script}`);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      expect((await res.text()).length).toBeGreaterThan(200);
    }
    expect(await (await fetch(`${base}/stub/inject.js`)).text()).toContain('WapBridgeAndroid');
    expect((await fetch(`${base}/wap/sh/600000.html`)).headers.get('x-offline-package')).toMatch(
      /^[0-9a-f]{12}$/,
    );
    expect((await fetch(`${base}/wap/assets/missing.12345678.js`)).status).toBe(404);
    const redirect = await fetch(`${base}/wap`, { redirect: 'manual' });
    expect(redirect.headers.get('location')).toBe('/wap/');
  });

  it('forwards API calls (GET and POST bodies) to the reference server', async () => {
    const health = await fetch(`${base}/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { status: string }).status).toBe('ok');
    const res = await fetch(`${base}${CommunityPaths.smsSend}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: 'not-a-phone' }),
    });
    const body = (await res.json()) as { code: number; msg: string };
    expect(body.code).not.toBe(1);
    expect(body.msg).toBe('请输入正确的手机号');
  });

  it('logs in natively through the real SMS login and the token works on the server', async () => {
    const res = await fetch(`${base}/stub/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '13900000011' }),
    });
    const body = (await res.json()) as { ok: boolean; userInfo: { token: string; username: string } };
    expect(body.ok).toBe(true);
    expect(body.userInfo.username).toBe('139****0011');
    const info = await fetch(
      `${base}${CommunityPaths.userInfo}?token=${encodeURIComponent(body.userInfo.token)}`,
    );
    expect(((await info.json()) as { code: number }).code).toBe(1);
  });
});

describe('websocket forwarding', () => {
  it('tunnels an upgrade to the upstream and carries messages both ways', async () => {
    const upstream = http.createServer();
    const wss = new WebSocketServer({ server: upstream, path: '/ws/quote' });
    wss.on('connection', (sock) => sock.on('message', (m) => sock.send(`echo:${m.toString()}`)));
    const upstreamUrl = await listen(upstream);
    const stub = await createStubServer({ site: await PackageSite.load(await packageZip()), upstreamUrl });
    const base = await listen(stub);
    const ws = new WebSocket(base.replace('http', 'ws') + '/ws/quote');
    const reply = await new Promise<string>((resolve, reject) => {
      ws.on('open', () => ws.send('{"header":{"type":91}}'));
      ws.on('message', (m) => resolve(m.toString()));
      ws.on('error', reject);
    });
    expect(reply).toBe('echo:{"header":{"type":91}}');
    ws.close();
    wss.close();
    await close(stub);
    await close(upstream);
  });
});
