/**
 * A whole stub environment in one call, for e2e tests and the package benchmark: the offline
 * package packed in memory from a built bundle folder, the in-process reference server (its SMS
 * codes captured for the stub host's native login) and the stub server, each on a free port.
 * `npm run stubs` (serve.ts) is the same for people.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../server/app';
import type { ServerSettings } from '../server/context';
import { ROOT, settingsFromEnv } from '../server/settings';
import type { UserInfo } from '../contract/community';
import type { Manifest } from '../offline-package/manifest';
import { collectFiles, packFiles } from '../offline-package/package';
import { PackageSite } from './package-site';
import { captureSms, qaLogin } from './qa-login';
import { createStubServer } from './stub-server';

export interface StubEnvironmentOptions {
  /** Built bundle to pack (default dist/wap). */
  distDir?: string;
  /** Reference server settings over the test defaults (env 'test', a temp data folder, stepMs 250). */
  server?: Partial<ServerSettings>;
}

export interface StubEnvironment {
  /** The stub server: /stub/ios.html, /stub/android.html, /wap/* from the package. */
  url: string;
  /** The reference server behind it. */
  upstreamUrl: string;
  manifest: Manifest;
  /** Bytes of the zip the stub serves. */
  zipSize: number;
  /** The real SMS login of the reference server (code taken from its SMS sink). */
  login(phone: string): Promise<UserInfo>;
  close(): Promise<void>;
}

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
}

export async function startStubEnvironment(opts: StubEnvironmentOptions = {}): Promise<StubEnvironment> {
  const distDir = opts.distDir ?? path.join(ROOT, 'dist', 'wap');
  const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    version: string;
  };
  const { zip, manifest } = await packFiles(collectFiles(distDir), version);
  const site = await PackageSite.load(zip);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-stubs-'));
  const settings: ServerSettings = {
    ...settingsFromEnv({}),
    host: '127.0.0.1',
    port: 0,
    dataDir,
    env: 'test',
    stepMs: 250,
    ...opts.server,
  };
  const capture = captureSms({ log: false });
  let app: FastifyInstance | undefined;
  let stub: http.Server | undefined;
  try {
    app = await buildServer(settings);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const upstreamUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const login = (phone: string) => qaLogin(upstreamUrl, phone, capture);
    stub = await createStubServer({ site, upstreamUrl, login });
    const url = await listen(stub);
    const server = app;
    const stubServer = stub;
    return {
      url,
      upstreamUrl,
      manifest,
      zipSize: zip.length,
      login,
      async close() {
        stubServer.closeAllConnections();
        await new Promise<void>((resolve) => stubServer.close(() => resolve()));
        await server.close();
        capture.restore();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    stub?.close();
    await app?.close();
    capture.restore();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}
