/**
 * Answers /wap/* from an offline package held in memory, the way the apps' offline-package
 * interceptor does: the package is verified first (a tampered zip is refused), a path that looks
 * like a file (an extension other than .html) is an asset and 404s when missing, every other path
 * gets the entry page (history routing). The entry page gets the shell's injection script first
 * in <head>, standing in for the WKUserScript / addJavascriptInterface the apps install before
 * any page script runs.
 */
import { inlineScriptHashes } from '../server/security-headers';
import path from 'node:path';
import type { Manifest } from '../offline-package/manifest';
import { verifyPackage } from '../offline-package/verify-package';
import { readZip } from '../offline-package/zip';

export const BASE = '/wap/';
export const INJECT_SCRIPT_PATH = '/stub/inject.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export interface SiteResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Puts the injection script before everything else in <head> (or at the very start). */
export function injectScript(html: string, src: string = INJECT_SCRIPT_PATH): string {
  const tag = `<script src="${src}"></script>`;
  const head = /<head[^>]*>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + tag + html.slice(head.index + head[0].length);
  return tag + html;
}

export class PackageSite {
  private constructor(
    readonly manifest: Manifest,
    private readonly files: Map<string, Buffer>,
    private readonly entryHtml: Buffer,
  ) {
    this.entryScriptHashes = inlineScriptHashes(entryHtml.toString('utf8'));
  }

  /** The entry page's inline scripts, hashed for its CSP (server/security-headers.ts). */
  readonly entryScriptHashes: string[];

  /** Verifies and loads a package; rejects with the verifier's reasons when it is not intact. */
  static async load(zipBytes: Buffer): Promise<PackageSite> {
    const result = await verifyPackage(zipBytes);
    if (!result.ok || !result.manifest) {
      throw new Error(`offline package refused:\n  - ${result.problems.join('\n  - ')}`);
    }
    const files = new Map<string, Buffer>();
    for (const e of await readZip(zipBytes)) files.set(e.path, e.data);
    const entry = files.get(result.manifest.entry);
    if (!entry) throw new Error(`offline package has no ${result.manifest.entry}`);
    const entryHtml = Buffer.from(injectScript(entry.toString('utf8')), 'utf8');
    return new PackageSite(result.manifest, files, entryHtml);
  }

  /** Response for a URL path under /wap/ (query ignored), or null when the path is not under /wap/. */
  resolve(urlPath: string): SiteResponse | null {
    const pathname = urlPath.split('?')[0].split('#')[0];
    if (!pathname.startsWith(BASE)) return null;
    let rel: string;
    try {
      rel = decodeURIComponent(pathname.slice(BASE.length));
    } catch {
      return this.notFound();
    }
    const ext = path.posix.extname(rel);
    if (ext && ext !== '.html') {
      // A map lookup: no file system behind it, so no path can escape the package.
      const data = this.files.get(rel);
      if (!data || rel === 'manifest.json') return this.notFound();
      const immutable = /\.[0-9a-zA-Z_-]{8,}\.(js|css)$/.test(rel);
      return {
        status: 200,
        headers: {
          'content-type': contentType(rel),
          'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          'x-offline-package': this.manifest.buildId.slice(0, 12),
        },
        body: data,
      };
    }
    return {
      status: 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        'x-offline-package': this.manifest.buildId.slice(0, 12),
      },
      body: this.entryHtml,
    };
  }

  private notFound(): SiteResponse {
    return {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      body: Buffer.from('not found'),
    };
  }
}
