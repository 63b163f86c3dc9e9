/**
 * Floors (issue 38 item 1): the least the browser can do for a screen, measured in the same run as
 * the screen itself. A floor page is plain HTML and a few lines of vanilla JS, no framework: it makes
 * the screen's own first HTTP call (same URL, same headers, signed afresh the way the app signs) and
 * writes the first row of the answer into a table, then stops. It is served on the app's origin by
 * the bench's own route (Playwright fulfils it; nothing ships in the app bundle), loaded on the same
 * 4× CPU phone. Its signature is computed in Node as the page is served, so the floor leaves out one
 * md5 of a short string (well under 1 ms): a floor slightly lower than the truth, never higher.
 */
import { randomBytes } from 'node:crypto';
import type { Browser, Request } from 'playwright-core';
import { NONCE_HEADER, SIGN_HEADER, TIMESTAMP_HEADER, sign } from '../contract/signing';
import { throttledPage } from './helpers';

/** The secret the local build signs with (src/config/environments.ts, local). */
const LOCAL_SECRET = 'wap-quote-local-secret';

/** A screen's first call as the page made it: what the floor repeats. */
export interface FirstCall {
  url: string;
  headers: Record<string, string>;
  signed: boolean;
}

/** The call as the page sent it, keeping the headers a server reads (app code, version), not the signature. */
export function firstCallOf(req: Request): FirstCall {
  const all = req.headers();
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(all))
    if (
      k.startsWith('x-') &&
      ![SIGN_HEADER, TIMESTAMP_HEADER, NONCE_HEADER].some((h) => h.toLowerCase() === k)
    )
      headers[k] = v;
  return { url: req.url(), headers, signed: SIGN_HEADER.toLowerCase() in all };
}

/** Headers for one replay: signed over the query params with a fresh timestamp and nonce. */
export function replayHeaders(call: FirstCall, now = Date.now()): Record<string, string> {
  if (!call.signed) return call.headers;
  const params = Object.fromEntries(new URL(call.url).searchParams.entries());
  const nonce = randomBytes(16).toString('hex');
  return {
    ...call.headers,
    [TIMESTAMP_HEADER]: String(now),
    [NONCE_HEADER]: nonce,
    [SIGN_HEADER]: sign(LOCAL_SECRET, params, now, nonce),
  };
}

/** The floor page: one fetch, the first row's first values into a table row, the time it showed. */
export function floorHtml(call: FirstCall, headers: Record<string, string>): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body><table><tbody id="t"></tbody></table><script>
fetch(${JSON.stringify(call.url)}, { headers: ${JSON.stringify(headers)} })
  .then(function (r) { return r.json(); })
  .then(function (j) {
    var d = j.data; var row = Array.isArray(d) ? d[0] : (d && (d.list || d.rows || d.items || []))[0] || d;
    var tr = document.createElement('tr');
    Object.keys(row || {}).slice(0, 4).forEach(function (k) {
      var td = document.createElement('td'); td.textContent = String(row[k]); tr.appendChild(td);
    });
    document.getElementById('t').appendChild(tr);
    window.__floor = performance.now();
    if (window.__benchRow) window.__benchRow();
  });
</script></body></html>`;
}

/** Time from navigation until the floor page shows its first row, at 4× CPU on the bench phone. */
export async function floorFirstRowMs(browser: Browser, base: string, call: FirstCall): Promise<number> {
  const { context, page } = await throttledPage(browser);
  try {
    const floorUrl = `${base}/__bench-floor.html`;
    await page.route(floorUrl, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: floorHtml(call, replayHeaders(call)) }),
    );
    let shown!: () => void;
    const whenShown = new Promise<void>((resolve) => (shown = resolve));
    await page.exposeBinding('__benchRow', () => shown());
    await page.goto(floorUrl, { waitUntil: 'commit' });
    await Promise.race([
      whenShown,
      new Promise((_, reject) => setTimeout(() => reject(new Error('floor: no row within 30 s')), 30_000)),
    ]);
    return await page.evaluate(() => (window as unknown as { __floor: number }).__floor);
  } finally {
    await context.close();
  }
}

/** `ours / floor`, two places, and whether it is within `budget` (a ratio). */
export function ratioRow(ours: number, floor: number, budget: number): { ratio: number; verdict: string } {
  const ratio = Math.round((ours / floor) * 100) / 100;
  return { ratio, verdict: ratio <= budget ? 'PASS' : 'over' };
}
