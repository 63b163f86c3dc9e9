/**
 * Security headers on every page and API reply (issue 32 row 7: another site framed the login
 * form; no CSP, Referrer-Policy or nosniff). Used by the server (every reply) and the stub shells
 * (their /wap/ pages), so the app is tested under the policy it ships with.
 */
import crypto from 'node:crypto';

/**
 * sha256 sources of a page's inline scripts, as CSP writes them. The app's index.html carries
 * three inline scripts (root font size, early boot, app start): hashing them lets the policy keep
 * 'unsafe-inline' out of script-src. Data blocks (`type="application/json"`) are not run and
 * need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  const re = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const attrs = m[1];
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript')
      continue;
    hashes.push(`'sha256-${crypto.createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/** A Host header usable inside the policy (host[:port]), or undefined. */
function safeHost(host: string | undefined): string | undefined {
  return host && /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host) ? host : undefined;
}

/**
 * The policy. style-src allows inline styles: ECharts and react-vant set style attributes.
 * connect-src names the quote socket's ws:/wss: on the page's own host (CSP 3 lets 'self' cover it,
 * older WebViews do not). Images: the server's own (uploads, emoji), data: and blob: (the picked
 * image's preview before upload). Workers: blob: (the chart painter).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = [], host?: string): string {
  const h = safeHost(host);
  const sockets = h ? ` ws://${h} wss://${h}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((s) => ` ${s}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // The chart painter's worker is a blob: URL the app's own script makes (frame-surface.ts).
    "worker-src 'self' blob:",
    `connect-src 'self'${sockets}`,
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Every reply's security headers; `scriptHashes` for a page with inline scripts. */
export function securityHeaders(
  host: string | undefined,
  scriptHashes: readonly string[] = [],
): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(scriptHashes, host),
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    // For browsers that predate frame-ancestors.
    'x-frame-options': 'SAMEORIGIN',
  };
}
