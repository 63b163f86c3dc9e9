/**
 * The bundle under /wap/ with history-mode fallback: a path that looks like a file (has an
 * extension other than .html) is an asset and 404s when missing; one of the app's routes (§2 (screens and routes),
 * contract/app-routes.ts) gets index.html; any other page path gets index.html with status
 * 404, so the app draws its not-found page and crawlers and monitors see the miss.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isAppPath } from '../contract/app-routes';
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers';

const BASE = '/wap/';

export async function registerBundle(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: BASE,
    wildcard: false,
    index: false,
    cacheControl: false,
    // Hashed assets never change; index.html and config.json must always be revalidated.
    setHeaders(res, filePath) {
      const name = path.basename(filePath);
      if (name === 'index.html' || name === 'config.json') res.setHeader('Cache-Control', 'no-cache');
      else if (/\.[A-Za-z0-9_-]{8,}\.(js|css)(\.map)?$/.test(name))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });

  // The page's inline scripts, hashed for its CSP; read again when a build replaces the file.
  let hashed: { mtimeMs: number; hashes: string[] } | undefined;
  const indexHashes = (): string[] => {
    const { mtimeMs } = fs.statSync(indexFile);
    if (hashed?.mtimeMs !== mtimeMs) {
      hashed = { mtimeMs, hashes: inlineScriptHashes(fs.readFileSync(indexFile, 'utf8')) };
    }
    return hashed.hashes;
  };

  const sendIndex = async (req: FastifyRequest, reply: FastifyReply, status = 200) => {
    if (!fs.existsSync(indexFile)) {
      return reply.status(503).type('text/plain; charset=utf-8').send('bundle not built: run npm run build');
    }
    return reply
      .status(status)
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', contentSecurityPolicy(indexHashes(), req.headers.host))
      .type('text/html; charset=utf-8')
      .send(fs.createReadStream(indexFile));
  };

  app.get('/', async (_req, reply) => reply.redirect(BASE));
  app.get('/wap', async (_req, reply) => reply.redirect(BASE));
  app.get(BASE, sendIndex);
  app.get(`${BASE}*`, async (req, reply) => {
    const rel = decodeURIComponent(req.url.slice(BASE.length).split('?')[0]);
    const ext = path.extname(rel);
    if (ext && ext !== '.html') {
      const abs = path.resolve(distDir, rel);
      if (
        abs.startsWith(path.resolve(distDir) + path.sep) &&
        fs.existsSync(abs) &&
        fs.statSync(abs).isFile()
      ) {
        return reply.sendFile(rel);
      }
      return reply.status(404).type('text/plain; charset=utf-8').send('not found');
    }
    const known = rel === 'index.html' || isAppPath(`/${rel}`);
    return sendIndex(req, reply, known ? 200 : 404);
  });
}
