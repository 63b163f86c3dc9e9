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
import type { Request } from 'playwright-core';
import { NONCE_HEADER, SIGN_HEADER, TIMESTAMP_HEADER, sign } from '../contract/signing';

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

/**
 * What starts a floor's call: the page's load (a list screen), a tap (a tab that loads on demand)
 * or typing (search). For the last two the floor page shows a control the harness works as it
 * works ours, and waits `delayMs` after it (search's own debounce) as ours must.
 */
export type FloorTrigger = { on: 'load' } | { on: 'tap' } | { on: 'type'; delayMs: number };

/** The floor's controls, for the harness: `#go` a button to tap, `#q` a field to type in. */
export const FLOOR_CONTROLS = { tap: '#go', type: '#q' } as const;

/** The floor page: one fetch, the first row's first values into a table row, the time it showed. */
export function floorHtml(
  call: FirstCall,
  headers: Record<string, string>,
  trigger: FloorTrigger = { on: 'load' },
): string {
  const start =
    trigger.on === 'load'
      ? 'go();'
      : trigger.on === 'tap'
        ? "document.getElementById('go').addEventListener('click', go, { once: true });"
        : `document.getElementById('q').addEventListener('input', function () { setTimeout(go, ${trigger.delayMs}); }, { once: true });`;
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body><button id="go">go</button><input id="q"><table><tbody id="t"></tbody></table><script>
// The first element of the first array in the answer (data, Datas, list, rows … whatever the call
// names it), else the answer itself: what a list screen shows as its first row.
function firstRow(v, depth) {
  if (Array.isArray(v)) return v[0];
  if (!v || typeof v !== 'object' || !depth) return null;
  for (var k in v) { var r = firstRow(v[k], depth - 1); if (r !== null && r !== undefined) return r; }
  return null;
}
function go() {
fetch(${JSON.stringify(call.url)}, { headers: ${JSON.stringify(headers)} })
  .then(function (r) { return r.json(); })
  .then(function (j) {
    var row = firstRow(j, 3);
    var tr = document.createElement('tr');
    Object.keys(row || j).slice(0, 4).forEach(function (k) {
      var td = document.createElement('td'); td.textContent = String((row || j)[k]); tr.appendChild(td);
    });
    document.getElementById('t').appendChild(tr);
    window.__floor = performance.now();
    if (window.__benchRow) window.__benchRow();
  });
}
${start}
</script></body></html>`;
}

/** `ours / floor`, two places, and whether it is within `budget` (a ratio). */
export function ratioRow(ours: number, floor: number, budget: number): { ratio: number; verdict: string } {
  const ratio = Math.round((ours / floor) * 100) / 100;
  return { ratio, verdict: ratio <= budget ? 'PASS' : 'over' };
}
