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
import { withInlineConfig } from './inline-config';

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

  // The page as sent (config.json's JSON at its mark, server/inline-config.ts) and its inline
  // scripts' hashes for its CSP. config.json is read on every page (a few bytes): a replacement that
  // keeps its mtime is still seen, and a file that cannot be read leaves the page to ask for it
  // itself, never fails the page. Made again when either changes.
  const configFile = path.join(distDir, 'config.json');
  let page: { stamp: string; html: string; hashes: string[] } | undefined;
  const readConfig = (): string | null => {
    try {
      return fs.readFileSync(configFile, 'utf8');
    } catch {
      return null;
    }
  };
  const currentPage = () => {
    const configText = readConfig();
    const stamp = `${fs.statSync(indexFile).mtimeMs}|${configText ?? ''}`;
    if (page?.stamp !== stamp) {
      const html = withInlineConfig(fs.readFileSync(indexFile, 'utf8'), configText);
      page = { stamp, html, hashes: inlineScriptHashes(html) };
    }
    return page;
  };

  const sendIndex = async (req: FastifyRequest, reply: FastifyReply, status = 200) => {
    if (!fs.existsSync(indexFile)) {
      return reply.status(503).type('text/plain; charset=utf-8').send('bundle not built: run npm run build');
    }
    const { html, hashes } = currentPage();
    return reply
      .status(status)
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', contentSecurityPolicy(hashes, req.headers.host))
      .type('text/html; charset=utf-8')
      .send(html);
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
