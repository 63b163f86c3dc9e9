/**
 * `npm run stubs`: QA host shells for iOS and Android around the offline package.
 *
 *   npm run stubs                      package (build + zip) if none exists, start the reference
 *                                      server in-process, serve on http://localhost:8090/stub/
 *   npm run stubs -- --zip FILE.zip    serve that package
 *   npm run stubs -- --repack          rebuild and repack first
 *   npm run stubs -- --upstream http://127.0.0.1:8080   use a running reference server
 *   npm run stubs -- --port 9000       (or STUBS_PORT)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../server/app';
import { ROOT, settingsFromEnv } from '../server/settings';
import { packageFileName } from '../offline-package/package';
import { PackageSite } from './package-site';
import { captureSms, qaLogin } from './qa-login';
import { createStubServer } from './stub-server';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const version = (
    JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }
  ).version;
  const defaultZip = path.join(ROOT, 'offline-package', 'out', packageFileName(version));
  const zipPath = path.resolve(option(args, '--zip') ?? defaultZip);
  if (!option(args, '--zip') && (args.includes('--repack') || !fs.existsSync(zipPath))) {
    console.log('[stubs] packing the offline package (npm run package)…');
    execFileSync('npm', ['run', 'package'], { cwd: ROOT, stdio: 'inherit' });
  }
  const site = await PackageSite.load(fs.readFileSync(zipPath));

  let upstreamUrl = option(args, '--upstream');
  let app: FastifyInstance | undefined;
  let login: ((phone: string) => Promise<import('../contract/community').UserInfo>) | undefined;
  if (!upstreamUrl) {
    const settings = { ...settingsFromEnv(), host: '127.0.0.1', port: 0 };
    app = await buildServer(settings);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    upstreamUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const capture = captureSms();
    const base = upstreamUrl;
    login = (phone) => qaLogin(base, phone, capture);
  }

  const server = await createStubServer({ site, upstreamUrl, login });
  const port = Number(option(args, '--port') ?? process.env.STUBS_PORT ?? 8090);
  const host = process.env.HOST ?? '0.0.0.0';
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const m = site.manifest;
  console.log(
    [
      '',
      `wap-quote stub shells on http://localhost:${port}/stub/`,
      `  iOS:     http://localhost:${port}/stub/ios.html`,
      `  Android: http://localhost:${port}/stub/android.html`,
      `  package: ${path.relative(process.cwd(), zipPath)} (${m.version}, build ${m.buildId.slice(0, 12)}, ${m.fileCount} files)`,
      `  API and quotes: ${upstreamUrl}${app ? ' (in-process reference server)' : ''}`,
      '',
    ].join('\n'),
  );
  const shutdown = () => {
    server.close();
    void (app ? app.close() : Promise.resolve()).then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err: unknown) => {
  console.error(`stubs failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
